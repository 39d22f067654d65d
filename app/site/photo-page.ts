/**
 * The site's photo page (`/gallery/photos?photo=N`, decision 055): which photos the site shows, which
 * one an address asks for, and where its "back" leads. The home, the gallery and the about page draw
 * the same photos (the location's, else the organisation's), so a photo's number is the same on all
 * three, and the page needs nothing but the site to find it.
 */
import { withKept } from "~/utils/links";
import type { PhotoView, SiteView } from "./view";

/** The pages a photo page leads back to; the gallery when the address names none (or another). */
export type PhotoPageFrom = "home" | "about" | "gallery";

/** The photos the home, the gallery and the about page show (of the site's view, or of the PMS's site it is made from). */
export function sitePhotosOf<Photo = PhotoView>(site: { location: { photos: Photo[] } | null; organisation: { photos: Photo[] } }): Photo[] {
  return site.location?.photos.length ? site.location.photos : site.organisation.photos;
}

/** `photo` is 1-based as the page says it ("Photo 2 of 5"); anything but a number in range is refused. */
export function photoPageAskedFor(params: URLSearchParams, total: number): { index: number; from: PhotoPageFrom } | "bad-request" | "not-found" {
  const photo = params.get("photo");
  if (!photo || !/^[1-9]\d{0,3}$/.test(photo)) return "bad-request";
  const index = Number(photo) - 1;
  if (index >= total) return "not-found";
  const from = params.get("from");
  return { index, from: from === "home" || from === "about" ? from : "gallery" };
}

/** The address of photo `index` (0-based) of the site, opened from `from`. */
export function photoPageHref(site: Pick<SiteView, "basePath" | "keep">, index: number, from: PhotoPageFrom): string {
  return withKept(`${site.basePath}/gallery/photos`, site.keep, { photo: index + 1, from: from === "gallery" ? null : from });
}

/** Back to the page the photo was opened from, at the photo on the gallery; fixed paths only. */
export function photoPageBack(site: Pick<SiteView, "basePath" | "keep" | "home">, from: PhotoPageFrom, index: number): string {
  if (from === "home") return site.home;
  if (from === "about") return withKept(`${site.basePath}/about`, site.keep);
  return `${withKept(`${site.basePath}/gallery`, site.keep)}#photo-${index + 1}`;
}

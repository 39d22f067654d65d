/**
 * `/gallery/photos?photo=N` and `/hotel/:locationId/gallery/photos?photo=N`: one of the hotel's photos,
 * large, inside the site, with its caption, "Photo n of N", the previous and next photos, and the way
 * back to the page it was opened from (`from`: home, about, else the gallery). The home's, the
 * gallery's and the about page's photos link here; with JavaScript the photo viewer takes that click,
 * without it this page is the viewer (decisions 039, 055), never the bare image file.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, failure, fixedT, loadSitePage } from "~/route-server/gallery_.photos.server";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { HotelLanguageNote } from "~/components/HotelText";
import { Photo } from "~/components/Photo";
import type { RootLoader } from "~/root";
import { siteMeta } from "~/site/meta";
import { photoPageAskedFor, photoPageBack, sitePhotosOf } from "~/site/photo-page";
import { withKept } from "~/utils/links";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { loaded, headers } = await loadSitePage({ request, context }, params, null);
  const url = new URL(request.url);
  const photos = sitePhotosOf(loaded.view);
  const asked = photoPageAskedFor(url.searchParams, photos.length);
  if (asked === "bad-request") throw failure(400, { reason: "bad-request", parameter: "photo", locale: loaded.locale });
  if (asked === "not-found") throw failure(404, { reason: "not-found", locale: loaded.locale });
  return data(
    {
      title: fixedT(loaded.locale)("pages.lightbox.position", { index: asked.index + 1, total: photos.length }),
      index: asked.index,
      from: asked.from,
    },
    { headers },
  );
}

// The gallery shows the same photos to search engines.
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function GalleryPhoto() {
  const { t } = useTranslation();
  const { index, from } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoader>("root");
  if (!root) return null;
  const { site } = root;
  const photos = sitePhotosOf(site);
  const photo = photos[index];
  if (!photo) return null;
  const total = photos.length;
  const here = (at: number) => withKept(`${site.basePath}/gallery/photos`, site.keep, { photo: at + 1, from: from === "gallery" ? null : from });
  const back = photoPageBack(site, from, index);
  const backLink = (
    <Link className="room-photos__back" to={back}>
      <span aria-hidden="true">‹</span>
      {t(from === "home" ? "pages.home" : from === "about" ? "pages.about" : "pages.gallery")}
    </Link>
  );
  return (
    <main id="main" className="site-page room-photos-page gallery-photo-page">
      <header className="page-header">
        {backLink}
        <h1>{t("pages.gallery")}</h1>
      </header>
      {photo.alt ? <HotelLanguageNote of="page" lang={photo.lang} className="hotel-language-note hotel-language-note--page" /> : null}
      <figure className="room-photos__figure">
        <Photo photo={photo} load="eager" priority />
        <figcaption>
          {photo.alt ? <span lang={photo.lang}>{photo.alt}</span> : null}
          <span>{t("pages.lightbox.position", { index: index + 1, total })}</span>
        </figcaption>
      </figure>
      {total > 1 ? (
        <nav className="gallery-photo__nav" aria-label={t("pages.lightbox.label")}>
          <Link to={here((index - 1 + total) % total)} rel="prev">
            <span aria-hidden="true">‹</span> {t("pages.lightbox.previous")}
          </Link>
          <Link to={here((index + 1) % total)} rel="next">
            {t("pages.lightbox.next")} <span aria-hidden="true">›</span>
          </Link>
        </nav>
      ) : null}
      <p className="room-photos__end">{backLink}</p>
    </main>
  );
}

/** `/gallery` and `/hotel/:locationId/gallery`: the hotel's photos in three columns with a lightbox (docs/spec.md §2, Gallery). */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, loadSitePage } from "~/route-server/gallery.server";
import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { HotelLanguageNote } from "~/components/HotelText";
import { PhotoGrid } from "~/components/PhotoGrid";
import { photoPageHref } from "~/site/photo-page";
import type { RootLoader } from "~/root";
import { siteMeta } from "~/site/meta";

/** Spec §2: three columns, filled round robin. */
const GALLERY_COLUMNS = 3;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { title, headers } = await loadSitePage({ request, context }, params, "pages.gallery");
  return data({ title }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Gallery() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootLoader>("root");
  if (!root) return null;
  const { location, organisation } = root.site;
  const photos = location?.photos.length ? location.photos : organisation.photos;

  return (
    <main id="main" className="site-page gallery-page">
      <header className="page-header">
        <h1>{t("pages.gallery")}</h1>
        {photos.length > 0 ? <p className="page-header__sub">{t("pages.galleryPage.intro")}</p> : null}
      </header>
      {/* The photos' descriptions are the hotel's: said once when not in the page's language (decision 055). */}
      <HotelLanguageNote of="page" lang={photos.map((photo) => photo.lang)} className="hotel-language-note hotel-language-note--page" />
      {photos.length > 0 ? (
        <PhotoGrid photos={photos} columns={GALLERY_COLUMNS} firstScreen anchors pageOf={(index) => photoPageHref(root.site, index, "gallery")} />
      ) : (
        <p className="page-empty">{t("pages.galleryPage.noPhotos")}</p>
      )}
    </main>
  );
}

/** `/about` and `/hotel/:locationId/about`: who runs the hotel, its photos and how to reach it (docs/spec.md §2, About). */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, loadSitePage } from "~/route-server/about.server";
import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { ContactSection } from "~/components/ContactSection";
import { HotelLanguageNote } from "~/components/HotelText";
import { PhotoGrid } from "~/components/PhotoGrid";
import { photoPageHref } from "~/site/photo-page";
import type { RootLoader } from "~/root";
import { siteMeta } from "~/site/meta";
import { withKept } from "~/utils/links";
import { hasText } from "~/utils/pages";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { title, headers } = await loadSitePage({ request, context }, params, "pages.about");
  return data({ title }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function About() {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootLoader>("root");
  if (!root) return null;
  const { site } = root;
  const { location, organisation } = site;
  const photos = location?.photos.length ? location.photos : organisation.photos;
  // The location's own words first; the organisation's story when the location has none.
  const paragraphs = [
    { text: location?.aboutText, lang: location?.textLang.aboutText },
    { text: organisation.aboutText, lang: organisation.textLang.aboutText },
  ].filter((paragraph): paragraph is { text: string; lang: string | undefined } => hasText(paragraph.text));
  const story = paragraphs.filter((paragraph, index) => paragraphs.findIndex((other) => other.text === paragraph.text) === index);

  return (
    <main id="main" className="site-page about-page">
      <header className="page-header">
        <h1>{t("pages.about")}</h1>
        {location ? <p className="page-header__sub">{location.name}</p> : null}
      </header>
      {/* Once for the page: the story, the texts below it and the photos' descriptions (decision 055). */}
      <HotelLanguageNote
        of="page"
        lang={[
          ...story.map((paragraph) => paragraph.lang),
          hasText(location?.discoverText) ? location.textLang.discoverText : null,
          hasText(location?.excellenceText) ? location.textLang.excellenceText : null,
          ...photos.map((photo) => photo.lang),
        ]}
        className="hotel-language-note hotel-language-note--page"
      />
      <div className="about-page__text">
        {story.map(({ text, lang }) => (
          <p key={text} lang={lang}>
            {text}
          </p>
        ))}
        {hasText(location?.discoverText) ? (
          <>
            <h2>{t("pages.aboutPage.discover")}</h2>
            <p lang={location.textLang.discoverText}>{location.discoverText}</p>
          </>
        ) : null}
        {hasText(location?.excellenceText) ? (
          <>
            <h2>{t("pages.aboutPage.experience")}</h2>
            <p lang={location.textLang.excellenceText}>{location.excellenceText}</p>
          </>
        ) : null}
        <p>
          <Link className="button" to={withKept(`${site.basePath}/rooms`, site.keep)}>
            {t("pages.homePage.allRooms")}
          </Link>
        </p>
      </div>
      {photos.length > 0 ? (
        <section className="page-section" aria-labelledby="about-photos">
          <h2 id="about-photos">{t("pages.gallery")}</h2>
          <PhotoGrid photos={photos} columns={3} pageOf={(index) => photoPageHref(site, index, "about")} />
        </section>
      ) : null}
      <div className="page-section">
        <ContactSection site={site} location={location} />
      </div>
    </main>
  );
}

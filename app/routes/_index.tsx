/**
 * `/` and `/hotel/:locationId`: the hotel's home page (docs/spec.md §2, Home). On the main domain `/?h=ID`
 * opens a location's page and `/?o=SLUG` the organisation's booking page (docs/decisions/015).
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { ContactSection } from "~/components/ContactSection";
import { SiteSearch } from "~/components/booking/SiteSearch";
import { PhotoGrid } from "~/components/PhotoGrid";
import { photoPageHref } from "~/site/photo-page";
import { RoomCard } from "~/components/RoomCard";
import { HotelLanguageNote } from "~/components/HotelText";
import type { RootLoader } from "~/root";
import { siteMeta } from "~/site/meta";
import { JsonLd } from "~/components/JsonLd";
import { withKept } from "~/utils/links";
import { firstSentences, hasText } from "~/utils/pages";
import { data, hotelStructuredData, loadRooms, loadSitePage, redirect, searchWidgetOf } from "~/route-server/_index.server";

/** Spec §9: up to 4 photos on the home page. */
const HOME_PHOTOS = 4;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const hotel = url.searchParams.get("h");
  // `?h=ID` is an old link to one hotel of the organisation (docs/spec.md §2).
  if (hotel && /^[1-9]\d{0,9}$/.test(hotel)) {
    url.searchParams.delete("h");
    const search = url.searchParams.toString();
    throw redirect(`/hotel/${hotel}${search ? `?${search}` : ""}`, 301);
  }
  const { loaded, headers } = await loadSitePage({ request, context }, params, null);
  // On the main domain `/?o=SLUG` is a link from the hotel's own website into its booking page
  // (docs/spec.md §2), with its search fields and language; the site itself is under /hotel/:id?o=SLUG.
  if (loaded.ref.slugSource === "query" && params.locationId === undefined) {
    throw redirect(`/reservation-new${url.search}`, { status: 302, headers: { "Cache-Control": "public, max-age=300" } });
  }
  // Room cards only when the organisation shows its rooms slider (docs/spec.md §2, decision 022), so no rooms call otherwise.
  const rooms = loaded.site.organisation.settings.show_rooms_slider ? await loadRooms({ request, context }, loaded) : [];
  const structuredData = await hotelStructuredData({ request, context }, loaded, params);
  return data({ title: null, rooms, search: searchWidgetOf(loaded), structuredData }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => siteMeta(matches);

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Home() {
  const { t } = useTranslation();
  const { rooms, search, structuredData } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoader>("root");
  if (!root) return null;
  const { site } = root;
  const { organisation, location, locations } = site;
  const keep = site.keep;
  const page = (path: string) => withKept(`${site.basePath}${path}`, keep);

  const photos = location?.photos.length ? location.photos : organisation.photos;
  const banner = location?.bannerUrl ?? photos[0]?.url ?? null;
  const title = location?.title ?? organisation.name;
  const aboutLocation = hasText(location?.aboutText);
  const teaser = firstSentences(aboutLocation ? location?.aboutText : organisation.aboutText, 3);
  const teaserLang = aboutLocation ? location?.textLang.aboutText : organisation.textLang.aboutText;

  return (
    <main id="main" className="site-page home-page">
      <section className="hero" aria-labelledby="home-title">
        {banner ? <img className="hero__image" src={banner} alt="" width={1600} height={900} {...{ fetchpriority: "high" }} /> : null}
        <div className="hero__inner">
          <div className="hero__text">
            {location ? (
              <p className="hero__eyebrow" data-testid="current-location">
                {location.name}
                {location.city ? ` · ${location.city}` : ""}
              </p>
            ) : null}
            <h1 id="home-title" lang={location?.textLang.title}>
              {title}
            </h1>
            {hasText(location?.shortDescription) ? (
              <p className="hero__lead" lang={location.textLang.shortDescription}>
                {location.shortDescription}
              </p>
            ) : null}
          </div>
          <SiteSearch search={search} site={site} />
        </div>
      </section>

      <HotelLanguageNote
        of="page"
        lang={[
          location?.textLang.title,
          location?.textLang.shortDescription,
          teaser ? teaserLang : null,
          ...rooms.flatMap((room) => [room.textLang.name, room.textLang.description]),
        ]}
        className="hotel-language-note hotel-language-note--page"
      />
      {teaser ? (
        <section className="page-section home-about" aria-labelledby="home-about">
          <h2 id="home-about">{t("pages.homePage.aboutHeading")}</h2>
          <p className="home-about__teaser" lang={teaserLang}>
            {teaser}
          </p>
          <p>
            <Link to={page("/about")}>{t("pages.homePage.readMore")}</Link>
          </p>
        </section>
      ) : null}

      {photos.length > 0 ? (
        <section className="page-section" aria-labelledby="home-photos">
          <h2 id="home-photos">{t("pages.homePage.galleryHeading")}</h2>
          <PhotoGrid photos={photos.slice(0, HOME_PHOTOS)} columns={4} className="photo-grid--home" pageOf={(index) => photoPageHref(site, index, "home")} />
          <p>
            <Link to={page("/gallery")}>{t("pages.homePage.allPhotos")}</Link>
          </p>
        </section>
      ) : null}

      {/* No heading without its rooms: the slider off (or no rooms) leaves the rooms page to the menu. */}
      {rooms.length > 0 ? (
        <section className="page-section" aria-labelledby="home-rooms">
          <h2 id="home-rooms">{t("pages.homePage.roomsHeading")}</h2>
          <div className="room-strip" tabIndex={0}>
            {rooms.map((room) => (
              <RoomCard key={room.id} room={room} keep={keep} bookNowText={location?.bookNowText ?? null} headingLevel={3} compact />
            ))}
          </div>
          <p>
            <Link className="button" to={page("/rooms")}>
              {t("pages.homePage.allRooms")}
            </Link>
          </p>
        </section>
      ) : null}

      {locations.length > 1 ? (
        <section className="page-section home-locations" aria-labelledby="home-locations">
          <h2 id="home-locations">{t("pages.homePage.locationsHeading")}</h2>
          <ul>
            {locations.map((place) => (
              <li key={place.id} aria-current={place.id === location?.id && site.basePath ? "page" : undefined}>
                <h3>
                  <Link to={withKept(`/hotel/${place.id}`, keep)}>{place.name}</Link>
                </h3>
                {hasText(place.shortDescription) ? <p lang={place.textLang.shortDescription}>{place.shortDescription}</p> : null}
                {place.address ? <p className="home-locations__address">{place.address}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="page-section">
        <ContactSection site={site} location={location} />
      </div>
      {structuredData ? <JsonLd data={structuredData} /> : null}
    </main>
  );
}

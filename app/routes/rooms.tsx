/**
 * `/rooms` and `/hotel/:locationId/rooms`: every room type with photos, its price "from" for the
 * next night the PMS sells it, and a way to book it that opens that night (docs/spec.md §2, Rooms; docs/decisions/013).
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, loadFromPrices, loadRooms, loadSitePage, searchWidgetOf } from "~/route-server/rooms.server";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { SiteSearch } from "~/components/booking/SiteSearch";
import { Carousel } from "~/components/Carousel";
import { RoomCard } from "~/components/RoomCard";
import { HotelLanguageNote } from "~/components/HotelText";
import type { RootLoader } from "~/root";
import { siteMeta } from "~/site/meta";
import { roomsByLocation } from "~/utils/pages";

/** Room cards side by side on a wide screen (pages.css, .room-list): their first row is on the first screen. */
const FIRST_ROW = 2;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { loaded, title, headers } = await loadSitePage({ request, context }, params, "pages.rooms");
  const rooms = await loadRooms({ request, context }, loaded);
  // Never throws: without prices (PMS down, nothing free) the cards show their rooms all the same.
  const fromPrices = await loadFromPrices({ request, context }, loaded, rooms);
  return data({ title, rooms, fromPrices, search: searchWidgetOf(loaded) }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Rooms() {
  const { t } = useTranslation();
  const { rooms, fromPrices, search } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoader>("root");
  if (!root) return null;
  const { site } = root;
  const { location } = site;
  const grouped = site.organisation.showAllLocations;
  const groups = grouped ? roomsByLocation(rooms, site.locations) : [];

  return (
    <main id="main" className="site-page rooms-page">
      <header className="page-header">
        <h1>{t("pages.rooms")}</h1>
        {location && !grouped ? <p className="page-header__sub">{location.name}</p> : null}
      </header>

      <SiteSearch search={search} site={site} />

      <HotelLanguageNote
        of="page"
        lang={rooms.flatMap((room) => [room.textLang.name, room.textLang.description])}
        className="hotel-language-note hotel-language-note--page"
      />
      {rooms.length === 0 ? <p className="page-empty">{t("pages.room.noRooms")}</p> : null}

      {grouped ? (
        groups.map((group) => (
          <section key={group.location?.id ?? "other"} className="page-section" aria-labelledby={`rooms-at-${group.location?.id ?? "other"}`}>
            <h2 id={`rooms-at-${group.location?.id ?? "other"}`}>
              {group.location ? t("pages.room.locationRooms", { name: group.location.name }) : t("pages.rooms")}
            </h2>
            <div className="room-list">
              {group.rooms.map((room, index) => (
                <RoomCard
                  key={room.id}
                  first={index === 0 && group === groups[0]}
                  firstScreen={index < FIRST_ROW && group === groups[0]}
                  room={room}
                  keep={site.keep}
                  bookNowText={group.location?.bookNowText ?? null}
                  fromPrice={fromPrices[room.id]}
                  headingLevel={3}
                />
              ))}
            </div>
          </section>
        ))
      ) : (
        <div className="room-list">
          {rooms.map((room, index) => (
            <RoomCard
              key={room.id}
              first={index === 0}
              firstScreen={index < FIRST_ROW}
              room={room}
              keep={site.keep}
              bookNowText={location?.bookNowText ?? null}
              fromPrice={fromPrices[room.id]}
              headingLevel={2}
            />
          ))}
        </div>
      )}

      {location?.showGallerySlider && location.photos.length > 0 ? (
        <section className="page-section" aria-labelledby="rooms-gallery">
          <h2 id="rooms-gallery">{t("pages.galleryPage.sliderHeading")}</h2>
          <Carousel photos={location.photos} label={t("pages.carousel.label", { name: location.name })} className="carousel--wide" />
        </section>
      ) : null}
    </main>
  );
}

/**
 * `/rooms/photos?room_types=…`: every photo of one room type (or of a solution's room types), each
 * with its caption, inside the site. A room's photo in the booking page's results leads here; with
 * JavaScript the photo viewer takes that click, without it this page is the viewer (decision 039).
 * The search it came from rides along in the address, so "back" leads to that search, at that room.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, failure, fixedT, loadRooms, loadSitePage } from "~/route-server/rooms_.photos.server";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { backFromRoomPhotos, roomTypesAskedFor } from "~/booking/room-photos";
import { HotelLanguageNote, HotelPhrase, HotelText } from "~/components/HotelText";
import { Photo } from "~/components/Photo";
import type { RootLoader } from "~/root";
import { siteMeta } from "~/site/meta";
import { withKept } from "~/utils/links";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { loaded, headers } = await loadSitePage({ request, context }, params, null);
  const url = new URL(request.url);
  const wanted = roomTypesAskedFor(url.searchParams.get("room_types"));
  if (!wanted) throw failure(400, { reason: "bad-request", parameter: "room_types", locale: loaded.locale });
  const all = await loadRooms({ request, context }, loaded);
  const rooms = wanted.flatMap((id) => all.filter((room) => room.id === id));
  // A room type of another hotel, or one the hotel no longer has: nothing to show.
  if (rooms.length !== wanted.length) throw failure(404, { reason: "not-found", locale: loaded.locale });
  const names = rooms.map((room) => room.name).join(", ");
  return data(
    {
      title: fixedT(loaded.locale)("pages.roomPhotos.title", { name: names }),
      rooms: rooms.map((room) => ({ id: room.id, name: { text: room.name, lang: room.textLang.name ?? null }, photos: room.photos })),
      back: backFromRoomPhotos(url.searchParams),
    },
    { headers },
  );
}

// What the rooms page shows already, once per search: not a page for search engines.
export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function RoomPhotos() {
  const { t } = useTranslation();
  const { rooms, back } = useLoaderData<typeof loader>();
  const root = useRouteLoaderData<RootLoader>("root");
  if (!root) return null;
  const backLink = (
    <Link className="room-photos__back" to={`${withKept(back.path, root.site.keep)}${back.hash}`}>
      <span aria-hidden="true">‹</span>
      {t(back.kind === "search" ? "pages.roomPhotos.backToSearch" : "pages.roomPhotos.backToRooms")}
    </Link>
  );
  const several = rooms.length > 1;
  return (
    <main id="main" className="site-page room-photos-page">
      <header className="page-header">
        {backLink}
        <h1>
          <HotelPhrase build={(slot) => t("pages.roomPhotos.title", { name: rooms.map((room) => slot(room.name)).join(", ") })} />
        </h1>
      </header>
      <HotelLanguageNote
        of="page"
        lang={rooms.flatMap((room) => [room.name, ...room.photos.map((photo) => photo.lang)])}
        className="hotel-language-note hotel-language-note--page"
      />
      {rooms.map((room, roomIndex) => {
        const Wrapper = several ? "section" : "div";
        return (
          <Wrapper key={room.id} className="room-photos" aria-labelledby={several ? `room-photos-${room.id}` : undefined}>
            {several ? (
              <h2 id={`room-photos-${room.id}`}>
                <HotelText value={room.name} />
              </h2>
            ) : null}
            {room.photos.length === 0 ? <p className="page-empty">{t("pages.roomPhotos.none")}</p> : null}
            <ol className="room-photos__list">
              {room.photos.map((photo, index) => (
                <li key={`${photo.url}-${index}`}>
                  <figure className="room-photos__figure">
                    {/* The first room's first two photos reach the first screen on a phone; the first is its largest. */}
                    <Photo photo={photo} load={roomIndex === 0 && index < 2 ? "eager" : "lazy"} priority={index === 0 && roomIndex === 0} />
                    <figcaption>{t("pages.lightbox.position", { index: index + 1, total: room.photos.length })}</figcaption>
                  </figure>
                </li>
              ))}
            </ol>
          </Wrapper>
        );
      })}
      <p className="room-photos__end">{backLink}</p>
    </main>
  );
}

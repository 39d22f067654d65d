import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "#translation";
import { formatMoney } from "~/booking/money";
import { roomPhotosPath, solutionAnchor } from "~/booking/room-photos";
import type { OfferSummary, RatePlanView, SolutionView } from "~/booking/view";
import { withKept } from "~/utils/links";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "../photo-size";
import { HotelPhrase, HotelText, phrase } from "../HotelText";
import { RatePlanRow } from "./RatePlanRow";

// Opened only when a guest clicks a room's photo: its code loads then, not with the page (the
// booking page's script stays within its budget; decision 023).
const Lightbox = lazy(() => import("../Lightbox").then((module) => ({ default: module.Lightbox })));

/** One room-type solution of a search: its rooms, its photos, and its rate plans, the cheapest first. */
export function SolutionCard({
  solution,
  single,
  query,
  keep,
  first = false,
}: {
  solution: SolutionView<OfferSummary>;
  single: boolean;
  query: Record<string, string>;
  keep: Record<string, string>;
  /** The first offer: its photo is on the first screen, loaded at once and first. */
  first?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [cheapest, ...more] = solution.ratePlans as [RatePlanView<OfferSummary>, ...RatePlanView<OfferSummary>[]];
  // The rooms as text (for labels) and as the heading, where a name in another language has its `lang`.
  const roomsPhrase = (slot: (name: SolutionView["rooms"][number]["name"]) => string) =>
    solution.rooms.map((room) => t("booking.results.room", { count: room.count, name: slot(room.name) })).join(", ");
  const names = roomsPhrase((name) => name.text);
  const headingId = solutionAnchor(solution.key);
  return (
    <article className={`solution${solution.preselected ? " solution--preselected" : ""}`} aria-labelledby={headingId} data-room-types={solution.key}>
      <RoomPhotos rooms={solution.rooms} href={withKept(roomPhotosPath(solution.key, query), keep)} first={first} />
      <div className="solution__about">
        {solution.preselected ? <p className="badge badge--chosen">{t("booking.results.preselected")}</p> : null}
        <h3 id={headingId} className="solution__rooms">
          {phrase(i18n.language, roomsPhrase)}
        </h3>
        {solution.rooms.map((room) => (
          <RoomFacts key={room.id} room={room} named={solution.rooms.length > 1} />
        ))}
        <p className="solution__from">{t("booking.results.from", { price: formatMoney(solution.fromPrice, solution.currency, i18n.language) })}</p>
      </div>
      <ul className="rate-plans">
        <li>
          <RatePlanRow plan={cheapest} solution={solution} roomsName={names} query={query} keep={keep} />
        </li>
      </ul>
      {more.length > 0 ? (
        // The cheapest rate leads; the others are one tap away (a disclosure: no JavaScript needed),
        // open from the start when this is the only room on offer.
        <details className="more-rates" open={single || undefined}>
          <summary>
            {t("booking.results.moreRates", { count: more.length, price: formatMoney(more[0]!.offers[0]!.price, solution.currency, i18n.language) })}
          </summary>
          <ul className="rate-plans">
            {more.map((plan) => (
              <li key={plan.id}>
                <RatePlanRow plan={plan} solution={solution} roomsName={names} query={query} keep={keep} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </article>
  );
}

/** Beds and who sleeps in one room of the solution: what a guest compares rooms by. */
function RoomFacts({ room, named }: { room: SolutionView["rooms"][number]; named: boolean }) {
  const { t, i18n } = useTranslation();
  const bed = (kind: string) => (i18n.exists(`pages.room.bedKinds.${kind}`) ? t(`pages.room.bedKinds.${kind}`) : kind);
  const beds = Object.entries(room.beds).map(([kind, count]) => t("pages.room.bedCount", { count, kind: bed(kind) }));
  const sleeps =
    room.children > 0
      ? t("booking.results.sleeps", { adults: room.adults, children: room.children })
      : t("booking.results.sleepsAdults", { adults: room.adults });
  return (
    <p className="solution__facts">
      {named ? (
        <strong>
          <HotelText value={room.name} />:{" "}
        </strong>
      ) : null}
      {[...beds, sleeps].join(" · ")}
    </p>
  );
}

/**
 * The rooms' photos: the first one shown, a link to the page of all of them (`href`, the room
 * photos page, which leads back to this search); with JavaScript the photo viewer shows them here.
 */
export function RoomPhotos({ rooms, href, first = false }: { rooms: SolutionView["rooms"]; href: string; first?: boolean }) {
  const { t } = useTranslation();
  const photos = rooms.flatMap((room) => room.photos);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const wasOpen = useRef(false);
  // Back to the photo once the lightbox is gone (while it is open the page is inert).
  useEffect(() => {
    if (open !== null) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      opener.current?.focus({ preventScroll: true });
    }
  }, [open]);
  const photo = photos[0];
  if (!photo) return <div className="solution__photo solution__photo--none" aria-hidden="true" />;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(0);
  };
  return (
    <>
      {/* The name is the link's own text, so the visible "1/2" is part of it (WCAG 2.5.3, label in name). */}
      <a ref={opener} className="solution__photo" href={href} onClick={onClick}>
        <img
          src={photo.url}
          alt=""
          loading={first ? "eager" : "lazy"}
          decoding="async"
          width={PHOTO_WIDTH}
          height={PHOTO_HEIGHT}
          {...(first ? { fetchpriority: "high" } : {})}
        />
        <span className="visually-hidden">
          <HotelPhrase build={(slot) => t("booking.results.photos", { name: rooms.map((room) => slot(room.name)).join(", "), count: photos.length })} />{" "}
        </span>
        {photos.length > 1 ? <span className="solution__photo-count">1/{photos.length}</span> : null}
      </a>
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox photos={photos} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

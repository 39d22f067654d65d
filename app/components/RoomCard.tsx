import { Link } from "@remix-run/react";
import { useTranslation } from "#translation";
import { roomBookingQuery, type FromPrice } from "~/booking/from-price";
import { formatMoney } from "~/booking/money";
import { formatDay } from "~/site/dates";
import type { RoomView } from "~/site/view";
import { withKept } from "~/utils/links";
import { hasText } from "~/utils/pages";
import { Carousel } from "./Carousel";

/**
 * One room type: its photos, name, description, who and what fits in it, its price "from" when the
 * page knows one, and the way to book it (docs/spec.md §2, rooms): to the booking page with this room type
 * first and, with a from price, that night already searched. Counts of zero are left out; so are
 * beds, which the view already drops.
 */
export function RoomCard({
  room,
  keep,
  bookNowText,
  fromPrice = null,
  headingLevel = 2,
  compact = false,
  firstScreen = false,
  first = false,
}: {
  room: RoomView;
  keep: Record<string, string>;
  /** The location's own book-now text, when it wrote one. */
  bookNowText: string | null;
  /** The lowest price of one night, on the first night the PMS sells this room (rooms page). */
  fromPrice?: FromPrice | null;
  headingLevel?: 2 | 3;
  /** On the home page: the first photo and the essentials, no carousel. */
  compact?: boolean;
  /** On the page's first screen (the first row of cards): its first photo loads at once. */
  firstScreen?: boolean;
  /** The page's first card: its photo is the largest paint, fetched before the others. */
  first?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `room-${room.id}`;
  const bed = (kind: string) => {
    const key = `pages.room.bedKinds.${kind}`;
    return i18n.exists(key) ? t(key) : kind;
  };
  const reserve = withKept("/reservation-new", keep, roomBookingQuery(room, fromPrice));
  const photo = room.photos[0];

  return (
    <article className={`room-card${compact ? " room-card--compact" : ""}`} aria-labelledby={headingId} data-room-id={room.id}>
      {compact ? (
        photo ? (
          <img className="room-card__photo" src={photo.url} alt={photo.alt} lang={photo.lang} width={800} height={600} loading="lazy" decoding="async" />
        ) : null
      ) : (
        <Carousel
          photos={room.photos}
          label={t("pages.carousel.label", { name: room.name })}
          className="room-card__carousel"
          eager={firstScreen || first}
          priority={first}
        />
      )}
      <div className="room-card__body">
        <Heading id={headingId} className="room-card__name" lang={room.textLang.name}>
          {room.name}
        </Heading>
        {!compact && hasText(room.description) ? (
          <p className="room-card__description" lang={room.textLang.description}>
            {room.description}
          </p>
        ) : null}
        <dl className="room-card__details">
          {room.adults > 0 ? (
            <div>
              <dt>{t("pages.room.adults")}</dt>
              <dd>{room.adults}</dd>
            </div>
          ) : null}
          {room.children > 0 ? (
            <div>
              <dt>{t("pages.room.children")}</dt>
              <dd>{room.children}</dd>
            </div>
          ) : null}
          {room.beds.length > 0 ? (
            <div>
              <dt>{t("pages.room.beds")}</dt>
              <dd>{room.beds.map((entry) => t("pages.room.bedCount", { count: entry.count, kind: bed(entry.kind) })).join(", ")}</dd>
            </div>
          ) : null}
        </dl>
        {fromPrice ? (
          <p className="room-card__price">
            <span className="room-card__price-amount">
              {t("pages.room.fromPrice", { price: formatMoney(fromPrice.price, fromPrice.currency, i18n.language) })}
            </span>
            <small className="room-card__price-night">{t("pages.room.fromPriceNight", { date: formatDay(fromPrice.night, i18n.language) })}</small>
          </p>
        ) : null}
        <Link className="button button--primary room-card__reserve" to={reserve}>
          {bookNowText ?? t("site.reserveNow")}
        </Link>
      </div>
    </article>
  );
}

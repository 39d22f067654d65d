import { Form, Link } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { addDays } from "~/booking/dates";
import { paymentBadgeText, type StayAdvice } from "~/booking/offers";
import { formatDay, formatMoney } from "~/booking/money";
import { PHOTO_HEIGHT, PHOTO_WIDTH } from "../Carousel";
import { HotelText, langOf, phrase } from "../HotelText";
import type { OfferSummary, OfferView, RatePlanView, SearchOutcomeView, SolutionView } from "~/booking/view";
import { withKept } from "~/utils/links";

// Opened only when a guest clicks a room's photo: its code loads then, not with the page (the
// booking page's script stays within its budget; decision 023).
const Lightbox = lazy(() => import("../Lightbox").then((module) => ({ default: module.Lightbox })));

interface SolutionsProps {
  outcome: SearchOutcomeView<OfferSummary>;
  /** The search as URL query: every choice and advice link carries it. */
  query: Record<string, string>;
  keep: Record<string, string>;
}

/**
 * The PMS's answer to a search (spec §4, §5): the room-type solutions with their rate plans and
 * meal plans, or the reason there are none, with a link to a stay length that has offers.
 */
export function Solutions({ outcome, query, keep }: SolutionsProps) {
  const { t } = useTranslation();
  if (outcome.kind === "failed") {
    return (
      <div className="booking-notice booking-notice--error" role="alert">
        <p>
          <strong>{t("site.errorToast")}</strong> {outcome.message ?? t("booking.errors.searchFailed")}
        </p>
      </div>
    );
  }
  return (
    <section className="booking-results" aria-labelledby="booking-results-heading">
      <h2 id="booking-results-heading">{t("booking.results.heading")}</h2>
      {outcome.kind === "min-stay" ? (
        <div className="booking-notice booking-notice--warning" role="status">
          <p>{t("booking.results.minStay", { count: outcome.minNights })}</p>
          <NightsLink nights={outcome.minNights} query={query} keep={keep} />
        </div>
      ) : null}
      {outcome.kind === "no-availability" ? (
        <div className="booking-notice booking-notice--warning" role="status">
          <p>{t("booking.errors.noAvailability")}</p>
        </div>
      ) : null}
      {outcome.kind === "too-big" ? (
        <div className="booking-notice booking-notice--warning" role="status">
          <p>{t(outcome.roomsNeeded ? "booking.results.tooBig" : "booking.results.tooBigForAny", { rooms: outcome.rooms })}</p>
          {outcome.roomsNeeded ? (
            <Link className="booking-notice__action" to={withKept("/reservation-new", keep, { ...query, rooms: String(outcome.roomsNeeded) })}>
              {t("booking.results.searchRooms", { count: outcome.roomsNeeded })}
            </Link>
          ) : null}
        </div>
      ) : null}
      {outcome.kind === "no-rate-plans" ? (
        <div className="booking-notice booking-notice--warning" role="status">
          <p>{t("booking.results.noRatePlans")}</p>
        </div>
      ) : null}
      <AdviceList advice={outcome.advice} query={query} keep={keep} />
      {outcome.kind === "solutions" ? (
        <ol className="solution-list">
          {outcome.solutions.map((solution) => (
            <li key={solution.key}>
              <SolutionCard solution={solution} single={outcome.solutions.length === 1} query={query} keep={keep} />
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

const nightsQuery = (query: Record<string, string>, nights: number): Record<string, string> => ({ ...query, day_to: addDays(query.day_from ?? "", nights) });

function NightsLink({ nights, query, keep }: { nights: number; query: Record<string, string>; keep: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <Link className="booking-notice__action" to={withKept("/reservation-new", keep, nightsQuery(query, nights))}>
      {t("booking.results.searchNights", { count: nights })}
    </Link>
  );
}

function AdviceList({ advice, query, keep }: { advice: StayAdvice[]; query: Record<string, string>; keep: Record<string, string> }) {
  const { t } = useTranslation();
  if (advice.length === 0) return null;
  return (
    <ul className="booking-advice">
      {advice.map((item) => (
        <li key={`${item.min}-${item.max}`} className="booking-notice booking-notice--info">
          <p>{item.max === null ? t("booking.results.adviceMin", { min: item.min }) : t("booking.results.adviceRange", { min: item.min, max: item.max })}</p>
          <NightsLink nights={item.nights} query={query} keep={keep} />
        </li>
      ))}
    </ul>
  );
}

function SolutionCard({ solution, single, query, keep }: { solution: SolutionView<OfferSummary>; single: boolean; query: Record<string, string>; keep: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const [cheapest, ...more] = solution.ratePlans as [RatePlanView<OfferSummary>, ...RatePlanView<OfferSummary>[]];
  // The rooms as text (for labels) and as the heading, where a name in another language has its `lang`.
  const roomsPhrase = (slot: (name: SolutionView["rooms"][number]["name"]) => string) =>
    solution.rooms.map((room) => t("booking.results.room", { count: room.count, name: slot(room.name) })).join(", ");
  const names = roomsPhrase((name) => name.text);
  const headingId = `solution-${solution.key.replace(/[^\d]+/g, "-")}`;
  return (
    <article className={`solution${solution.preselected ? " solution--preselected" : ""}`} aria-labelledby={headingId} data-room-types={solution.key}>
      <RoomPhotos rooms={solution.rooms} />
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
          <summary>{t("booking.results.moreRates", { count: more.length, price: formatMoney(more[0]!.offers[0]!.price, solution.currency, i18n.language) })}</summary>
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
  const sleeps = room.children > 0 ? t("booking.results.sleeps", { adults: room.adults, children: room.children }) : t("booking.results.sleepsAdults", { adults: room.adults });
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
 * The rooms' photos: the first one shown, every one a link to the photo itself (without
 * JavaScript it opens); with JavaScript the lightbox shows them all.
 */
function RoomPhotos({ rooms }: { rooms: SolutionView["rooms"] }) {
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
  const first = photos[0];
  if (!first) return <div className="solution__photo solution__photo--none" aria-hidden="true" />;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(0);
  };
  return (
    <>
      {/* The name is the link's own text, so the visible "1/2" is part of it (WCAG 2.5.3, label in name). */}
      <a ref={opener} className="solution__photo" href={first.url} onClick={onClick}>
        <img src={first.url} alt="" loading="lazy" decoding="async" width={PHOTO_WIDTH} height={PHOTO_HEIGHT} />
        <span className="visually-hidden">{t("booking.results.photos", { name: rooms.map((room) => room.name).join(", "), count: photos.length })} </span>
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

/**
 * One rate plan of a solution: its conditions as badges, the meal as a choice inside the row
 * (each with its total), and one "Choose". A GET form, so the choice is a URL and works without
 * JavaScript; `#details` opens the next page at the guest's details, not at the top.
 */
function RatePlanRow({ plan, solution, roomsName, query, keep }: { plan: RatePlanView<OfferSummary>; solution: SolutionView<OfferSummary>; roomsName: string; query: Record<string, string>; keep: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const mealsId = `meals-${solution.key.replace(/[^\d]+/g, "-")}-${plan.id}`;
  const hidden = { ...keep, ...query, room_types: solution.key, rate_plan_id: String(plan.id) };
  return (
    <Form method="get" action="/reservation-new#details" className="rate-plan" aria-label={`${roomsName}: ${plan.name.text}`}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="rate-plan__about">
        <h4 className="rate-plan__name" lang={langOf(plan.name, i18n.language)}>
          {plan.name.text}
        </h4>
        <ConditionBadges plan={plan} />
      </div>
      {plan.offers.length === 1 ? (
        <div className="rate-plan__meals">
          <input type="hidden" name="meal_id" value={plan.offers[0]!.mealId} />
          <MealPrice offer={plan.offers[0]!} />
        </div>
      ) : (
        <fieldset className="rate-plan__meals">
          <legend id={mealsId} className="visually-hidden">
            {t("booking.results.meal")}
          </legend>
          {plan.offers.map((offer, index) => (
            <label key={offer.mealId} className="meal-option">
              <input type="radio" name="meal_id" value={offer.mealId} defaultChecked={index === 0} />
              <MealPrice offer={offer} />
            </label>
          ))}
        </fieldset>
      )}
      <button type="submit" className="button button--primary rate-plan__choose" aria-label={t("booking.results.chooseOffer", { plan: plan.name.text, rooms: roomsName })}>
        {t("booking.results.choose")}
      </button>
    </Form>
  );
}

/** A meal with the stay's total first, then the price per night and what is due now. */
function MealPrice({ offer }: { offer: OfferSummary }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, currency = offer.currency) => formatMoney(amount, currency, i18n.language);
  return (
    <span className="meal-price">
      <HotelText className="meal-price__meal" value={offer.mealName} />
      <span className="meal-price__total">
        {offer.priceRegular !== null ? (
          <s className="offer__regular">
            <span className="visually-hidden">{t("booking.results.regularPrice")}: </span>
            {money(offer.priceRegular)}
          </s>
        ) : null}{" "}
        <strong>{money(offer.price)}</strong>
      </span>
      <span className="meal-price__more">
        {t("booking.results.perNight", { price: money(offer.perNight) })}
        {offer.dueNow > 0 && offer.dueNow < offer.price ? ` · ${t("booking.results.dueNow", { amount: money(offer.dueNow) })}` : null}
        {offer.converted.map((converted) => ` · ${t("booking.results.approx", { amount: money(converted.amount, converted.currency) })}`)}
      </span>
    </span>
  );
}

/** What cancelling costs and when the guest pays, as dates: short enough to read before choosing. */
export function ConditionBadges({ plan }: { plan: RatePlanView<OfferSummary> }) {
  const { t, i18n } = useTranslation();
  const day = (date: string) => formatDay(date, i18n.language);
  const cancellation = plan.cancellationBadge;
  const payment = plan.payment ? paymentBadgeText(plan.payment) : null;
  return (
    <ul className="badges">
      {cancellation?.kind === "free-until" ? <li className="badge badge--good">{t("booking.conditions.freeUntil", { date: day(cancellation.date) })}</li> : null}
      {cancellation?.kind === "half-then-full" ? <li className="badge">{t("booking.conditions.halfThenFull", { date: day(cancellation.date) })}</li> : null}
      {cancellation?.kind === "non-refundable" && t("booking.conditions.nonRefundable").toLowerCase() !== plan.name.text.toLowerCase() ? (
        <li className="badge badge--strict">{t("booking.conditions.nonRefundable")}</li>
      ) : null}
      {payment ? (
        <li className="badge">
          {t(`booking.conditions.${payment.key}`, { ...payment.values, ...(typeof payment.values.date === "string" ? { date: day(payment.values.date) } : {}) })}
        </li>
      ) : null}
    </ul>
  );
}

export function OfferPrice({ offer }: { offer: OfferView }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, currency = offer.currency) => formatMoney(amount, currency, i18n.language);
  return (
    <div className="offer__price">
      <p className="offer__meal">
        <span className="visually-hidden">{t("booking.results.meal")}: </span>
        <HotelText value={offer.mealName} />
      </p>
      <p className="offer__total">
        {offer.priceRegular !== null ? (
          <s className="offer__regular">
            <span className="visually-hidden">{t("booking.results.regularPrice")}: </span>
            {money(offer.priceRegular)}
          </s>
        ) : null}{" "}
        <strong>
          <span className="visually-hidden">{t("booking.results.total")}: </span>
          {money(offer.price)}
        </strong>
      </p>
      <p className="offer__per-night">{t("booking.results.perNight", { price: money(offer.perNight) })}</p>
      {offer.converted.map((converted) => (
        <p key={converted.currency} className="offer__converted">
          {t("booking.results.approx", { amount: money(converted.amount, converted.currency) })}
        </p>
      ))}
    </div>
  );
}

/** Taxes, rules, policy texts and payment terms: in a <details>, which opens without JavaScript. */
export function OfferDetails({ offer, open = false }: { offer: OfferView; open?: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatMoney(amount, offer.currency, i18n.language);
  return (
    <details className="offer__details" open={open}>
      <summary>{t("booking.results.details")}</summary>
      <dl className="offer__facts">
        <dt>{t("booking.results.withoutTaxes")}</dt>
        <dd>{money(offer.priceWithoutTaxes)}</dd>
        {offer.taxes.length > 0 ? (
          <>
            <dt>{t("booking.results.taxes")}</dt>
            <dd>
              <ul>
                {offer.taxes.map((tax, index) => (
                  <li key={index}>
                    <HotelText value={tax.name} />: {money(tax.amount)}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        <dt>{t("booking.terms.heading")}</dt>
        <dd>
          <ul>
            {offer.schedule.map((part) => (
              <li key={part.when}>{t(part.dueToday ? "booking.terms.today" : `booking.terms.${part.when}`, { percent: part.percent, amount: money(part.amount), days: part.days, date: part.date ? formatDay(part.date, i18n.language) : "" })}</li>
            ))}
          </ul>
        </dd>
        {offer.rules.length > 0 ? (
          <>
            <dt>{t("booking.results.rules")}</dt>
            <dd>
              <ul>
                {offer.rules.map((rule, index) => (
                  <li key={index}>
                    <HotelText value={rule.title} />
                    {rule.priceLabel ? ` (${rule.priceLabel})` : ""}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      {offer.policy.length > 0 ? (
        <div className="offer__policy">
          <p className="offer__policy-heading">{t("booking.results.hotelWords")}</p>
          {offer.policy.map((text, index) => (
            <p key={index} lang={langOf(text, i18n.language)}>
              {text.text}
            </p>
          ))}
        </div>
      ) : null}
    </details>
  );
}

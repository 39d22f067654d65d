import { Link } from "@remix-run/react";
import { useTranslation } from "#translation";
import { addDays } from "~/booking/dates";
import type { AlternativeStay } from "~/booking/alternatives";
import type { StayAdvice } from "~/booking/offers";
import type { OfferSummary, SearchOutcomeView } from "~/booking/view";
import { withKept } from "~/utils/links";
import { hotelTextsOfOutcome } from "~/booking/hotel-texts";
import { HotelLanguageNote } from "../HotelText";
import { AlternativeStays } from "./AlternativeStays";
import { SolutionCard } from "./SolutionCard";

interface SolutionsProps {
  outcome: SearchOutcomeView<OfferSummary>;
  /** The search as URL query: every choice and advice link carries it. */
  query: Record<string, string>;
  keep: Record<string, string>;
  /** The nearest stays that can be booked, for a search with nothing free or too few nights. */
  alternatives?: AlternativeStay[];
}

/**
 * The PMS's answer to a search (docs/spec.md §4, §5): the room-type solutions with their rate plans and
 * meal plans, or the reason there are none, with a link to a stay length that has offers.
 */
export function Solutions({ outcome, query, keep, alternatives = [] }: SolutionsProps) {
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
      <HotelLanguageNote of="page" lang={hotelTextsOfOutcome(outcome)} className="hotel-language-note hotel-language-note--page" />
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
      <AlternativeStays stays={alternatives} query={query} keep={keep} />
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
          {outcome.solutions.map((solution, index) => (
            <li key={solution.key}>
              <SolutionCard solution={solution} single={outcome.solutions.length === 1} query={query} keep={keep} first={index === 0} />
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

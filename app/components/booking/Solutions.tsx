import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { addDays } from "~/booking/dates";
import type { StayAdvice } from "~/booking/offers";
import { formatMoney } from "~/booking/money";
import type { OfferView, RatePlanView, SearchOutcomeView, SolutionView } from "~/booking/view";
import { withKept } from "~/utils/links";

interface SolutionsProps {
  outcome: SearchOutcomeView;
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
              <SolutionCard solution={solution} query={query} keep={keep} />
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

function SolutionCard({ solution, query, keep }: { solution: SolutionView; query: Record<string, string>; keep: Record<string, string> }) {
  const { t } = useTranslation();
  const photo = solution.rooms.find((room) => room.photo)?.photo ?? null;
  return (
    <article className="solution" aria-label={solution.rooms.map((room) => t("booking.results.room", { count: room.count, name: room.name })).join(", ")}>
      <header className="solution__header">
        {photo ? <img className="solution__photo" src={photo.url} alt={photo.alt} loading="lazy" width={160} height={110} /> : null}
        <div>
          <h3 className="solution__rooms">
            {solution.rooms.map((room) => (
              <span key={room.id} className="solution__room">
                {t("booking.results.room", { count: room.count, name: room.name })}
              </span>
            ))}
          </h3>
          {solution.rooms.map((room) => (
            <p key={room.id} className="solution__sleeps">
              {room.name}: {room.children > 0 ? t("booking.results.sleeps", { adults: room.adults, children: room.children }) : t("booking.results.sleepsAdults", { adults: room.adults })}
            </p>
          ))}
        </div>
      </header>
      {solution.ratePlans.map((plan) => (
        <RatePlan key={plan.id} plan={plan} solutionKey={solution.key} query={query} keep={keep} />
      ))}
    </article>
  );
}

function RatePlan({ plan, solutionKey, query, keep }: { plan: RatePlanView; solutionKey: string; query: Record<string, string>; keep: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <section className="rate-plan" aria-label={plan.name}>
      <h4 className="rate-plan__name">{plan.name}</h4>
      <CancellationText plan={plan} />
      <ul className="offer-list">
        {plan.offers.map((offer) => (
          <li key={offer.mealId} className="offer">
            <OfferPrice offer={offer} />
            <OfferDetails offer={offer} />
            {/* `#details`: without JavaScript the new page opens at the chosen offer, not at the top. */}
            <Form method="get" action="/reservation-new#details" className="offer__choose">
              {Object.entries({ ...keep, ...query }).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <input type="hidden" name="room_types" value={solutionKey} />
              <input type="hidden" name="rate_plan_id" value={plan.id} />
              <input type="hidden" name="meal_id" value={offer.mealId} />
              <button type="submit" className="button button--primary" aria-label={t("booking.results.chooseOffer", { plan: plan.name, meal: offer.mealName })}>
                {t("booking.results.choose")}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CancellationText({ plan }: { plan: RatePlanView }) {
  const { t } = useTranslation();
  if (!plan.cancellation) return null;
  const { policy, fee, days } = plan.cancellation;
  return (
    <p className="rate-plan__cancellation">
      <strong>{t(`booking.cancellation.policies.${policy}`)}:</strong> {t(`booking.cancellation.${fee}`, { days })}
    </p>
  );
}

export function OfferPrice({ offer }: { offer: OfferView }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, currency = offer.currency) => formatMoney(amount, currency, i18n.language);
  return (
    <div className="offer__price">
      <p className="offer__meal">
        <span className="visually-hidden">{t("booking.results.meal")}: </span>
        {offer.mealName}
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
                {offer.taxes.map((tax) => (
                  <li key={tax.name}>
                    {tax.name}: {money(tax.amount)}
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
              <li key={part.when}>{t(`booking.terms.${part.when}`, { percent: part.percent, amount: money(part.amount), days: part.days })}</li>
            ))}
          </ul>
        </dd>
        {offer.rules.length > 0 ? (
          <>
            <dt>{t("booking.results.rules")}</dt>
            <dd>
              <ul>
                {offer.rules.map((rule) => (
                  <li key={rule.title}>
                    {rule.title}
                    {rule.priceLabel ? ` (${rule.priceLabel})` : ""}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
      {offer.policy.map((text) => (
        <p key={text} className="offer__policy">
          {text}
        </p>
      ))}
    </details>
  );
}

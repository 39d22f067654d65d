import { Form } from "@remix-run/react";
import { useTranslation } from "#translation";
import { formatMoney } from "~/booking/money";
import { formatDay } from "~/site/dates";
import { paymentBadgeText } from "~/booking/offers";
import type { OfferSummary, RatePlanView, SolutionView } from "~/booking/view";
import { HotelText, langOf, phrase } from "../HotelText";
import { RegularPrice } from "./OfferPrice";

/**
 * One rate plan of a solution: its conditions as badges, the meal as a choice inside the row
 * (each with its total), and one "Choose". A GET form, so the choice is a URL and works without
 * JavaScript; `#details` opens the next page at the guest's details, not at the top.
 */
export function RatePlanRow({
  plan,
  solution,
  roomsName,
  query,
  keep,
}: {
  plan: RatePlanView<OfferSummary>;
  solution: SolutionView<OfferSummary>;
  roomsName: string;
  query: Record<string, string>;
  keep: Record<string, string>;
}) {
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
      {/* The button's name in the page's words, the hotel's names inside it each in its own language
          (`lang` on their spans; an aria-label could not mark them): "Elegir <en>Non-refundable</en> para 1 × <en>Twin room</en>". */}
      <span id={`${mealsId}-choose`} hidden>
        {phrase(i18n.language, (slot) =>
          t("booking.results.chooseOffer", {
            plan: slot(plan.name),
            rooms: solution.rooms.map((room) => t("booking.results.room", { count: room.count, name: slot(room.name) })).join(", "),
          }),
        )}
      </span>
      <button type="submit" className="button button--primary rate-plan__choose" aria-labelledby={`${mealsId}-choose`}>
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
        <RegularPrice offer={offer} /> <strong>{money(offer.price)}</strong>
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
      {cancellation?.kind === "free-until" ? (
        <li className="badge badge--good">{t("booking.conditions.freeUntil", { date: day(cancellation.date) })}</li>
      ) : null}
      {cancellation?.kind === "half-then-full" ? <li className="badge">{t("booking.conditions.halfThenFull", { date: day(cancellation.date) })}</li> : null}
      {cancellation?.kind === "non-refundable" && t("booking.conditions.nonRefundable").toLowerCase() !== plan.name.text.toLowerCase() ? (
        <li className="badge badge--strict">{t("booking.conditions.nonRefundable")}</li>
      ) : null}
      {payment ? (
        <li className="badge">
          {t(`booking.conditions.${payment.key}`, {
            ...payment.values,
            ...(typeof payment.values.date === "string" ? { date: day(payment.values.date) } : {}),
          })}
        </li>
      ) : null}
    </ul>
  );
}

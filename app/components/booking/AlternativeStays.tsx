import { Link } from "@remix-run/react";
import { useTranslation } from "#translation";
import type { AlternativeStay } from "~/booking/alternatives";
import { formatMoney } from "~/booking/money";
import { formatWeekdayDay } from "~/site/dates";
import { withKept } from "~/utils/links";

/**
 * The nearest stays that can be booked when the search found nothing or too few nights (issue 34,
 * item 1; decision 046): each a link that runs that search, the party, rooms, coupon and location
 * kept, with the PMS's total for it. A plain link: it works the same without JavaScript.
 */
export function AlternativeStays({ stays, query, keep }: { stays: AlternativeStay[]; query: Record<string, string>; keep: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  if (stays.length === 0) return null;
  return (
    <section className="booking-alternatives" aria-labelledby="booking-alternatives-heading">
      <h3 id="booking-alternatives-heading">{t("booking.results.alternativesHeading")}</h3>
      <p>{t("booking.results.alternativesText")}</p>
      <ul className="booking-alternatives__list">
        {stays.map((stay) => (
          <li key={`${stay.dayFrom}-${stay.nights}`}>
            <Link className="booking-alternatives__stay" to={withKept("/reservation-new", keep, { ...query, day_from: stay.dayFrom, day_to: stay.dayTo })}>
              {t("booking.results.alternativeStay", {
                dayFrom: formatWeekdayDay(stay.dayFrom, i18n.language),
                dayTo: formatWeekdayDay(stay.dayTo, i18n.language),
                nights: stay.nights,
                price: formatMoney(stay.price, stay.currency, i18n.language),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AlternativeStay } from "~/booking/alternatives";
import { formatMoney } from "~/booking/money";
import { withKept } from "~/utils/links";

/** Intl's locale of each language, the one the site's other dates use (app/site/dates.ts). */
const INTL: Record<string, string> = { ro: "ro-RO", en: "en-GB", es: "es-ES", it: "it-IT" };

/** A check-in or check-out as a guest weighs a stay: its weekday with the date, "Fri 22 Jan". */
function stayDay(day: string, language: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(INTL[language] ?? "en-GB", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, date, 12)),
  );
}

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
                dayFrom: stayDay(stay.dayFrom, i18n.language),
                dayTo: stayDay(stay.dayTo, i18n.language),
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

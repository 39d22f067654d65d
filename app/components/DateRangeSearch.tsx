import { Form } from "@remix-run/react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { addDays } from "~/utils/pages";

/** Spec §9: a stay is at most 31 nights. */
export const MAX_NIGHTS = 31;

/**
 * The banner's date search: a plain GET form to the booking page (spec §2), so it works without
 * JavaScript. A GET form replaces the query of its action, so the kept parameters (`o`, `embed`,
 * `location`) travel as hidden fields. With JavaScript, the check-out date follows the check-in.
 * The inputs stay uncontrolled, so dates typed before the page hydrates are not wiped by it.
 */
export function DateRangeSearch({ today, keep, location }: { today: string; keep: Record<string, string>; location: number | null }) {
  const { t } = useTranslation();
  const id = useId();
  const [dayFrom, setDayFrom] = useState("");
  const dayToInput = useRef<HTMLInputElement>(null);
  const earliestDayTo = addDays(dayFrom || today, 1);
  const hidden = { ...keep, ...(location !== null ? { location: String(location) } : {}) };

  return (
    <Form method="get" action="/reservation-new" className="date-search" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="date-search__heading">
        {t("pages.search.heading")}
      </h2>
      <div className="date-search__field">
        <label htmlFor={`${id}-from`}>{t("pages.search.dayFrom")}</label>
        <input
          id={`${id}-from`}
          type="date"
          name="day_from"
          min={today}
          required
          onChange={(event) => {
            const value = event.target.value;
            setDayFrom(value);
            const dayTo = dayToInput.current;
            if (value && dayTo && (!dayTo.value || dayTo.value <= value || dayTo.value > addDays(value, MAX_NIGHTS))) dayTo.value = addDays(value, 1);
          }}
        />
      </div>
      <div className="date-search__field">
        <label htmlFor={`${id}-to`}>{t("pages.search.dayTo")}</label>
        <input
          id={`${id}-to`}
          type="date"
          name="day_to"
          min={earliestDayTo}
          max={dayFrom ? addDays(dayFrom, MAX_NIGHTS) : undefined}
          required
          ref={dayToInput}
        />
      </div>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--primary date-search__submit">
        {t("pages.search.submit")}
      </button>
    </Form>
  );
}

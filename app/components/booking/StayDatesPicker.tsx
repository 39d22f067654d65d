/**
 * The stay's dates on a calendar, check-in then check-out (react-day-picker, docs/decisions/013).
 * Loaded only when a guest opens it: the native date inputs are the form's real fields and the
 * path without JavaScript; this only writes into them.
 *
 * With `prices` it is a price calendar (issue 34, item 2; decision 046): each check-in day shows the
 * lowest total for the guests and nights chosen, or why it cannot be booked (nothing free, a
 * minimum stay), loaded a month at a time from `/reservation-new/prices` as the guest turns the
 * months; each day's button says the same to a screen reader.
 */
import { format, parseISO } from "date-fns";
import { createContext, useContext, useEffect, useState } from "react";
import { DayPicker, labelDayButton, type DateRange, type DayPickerLocale, type DayProps } from "react-day-picker";
import { isHotelDate, MAX_NIGHTS, nightsBetween } from "~/booking/dates";
import type { CalendarDay } from "~/booking/price-calendar";
import { withKept } from "~/utils/links";

/** A hotel date as a local midnight (the calendar's days), and back: no time zone ever involved. */
const toDay = (value: string): Date | undefined => (isHotelDate(value) ? parseISO(value) : undefined);
const toHotelDate = (day: Date): string => format(day, "yyyy-MM-dd");

/** What the price calendar needs: the search form (its guests and rooms), what links keep, and the words for a failure. */
export interface CalendarPrices {
  form: HTMLFormElement;
  keep: Record<string, string>;
  failed: string;
}

/** A day of a month as the resource route answers it: with its words for a screen reader, and a price's figure. */
type ShownDay = CalendarDay & { words: string | null; mark?: string };

/**
 * The month's URL for the guests, rooms and nights in the form as the calendar opened: `nights`
 * from the dates then typed (1 when they are not a stay).
 */
function monthUrlFor({ form, keep }: CalendarPrices, dayFrom: string, dayTo: string): (month: string) => string {
  const typed = isHotelDate(dayFrom) && isHotelDate(dayTo) ? nightsBetween(dayFrom, dayTo) : 0;
  const data = new FormData(form);
  const party: Record<string, string> = { nights: String(typed >= 1 && typed <= MAX_NIGHTS ? typed : 1) };
  for (const name of ["adults", "children", "rooms", "coupon_code", "location"]) {
    const value = data.get(name);
    if (typeof value === "string" && value !== "") party[name] = value;
  }
  const ages = data.getAll("children_ages").filter((age): age is string => typeof age === "string" && age !== "");
  if (ages.length > 0) party.children_ages = ages.join(",");
  return (month) => withKept("/reservation-new/prices", keep, { ...party, month });
}

export interface StayDatesPickerProps {
  dayFrom: string;
  dayTo: string;
  earliest: string;
  maxNights: number;
  /** The page's language's calendar locale, loaded with this component (app/components/widgets/lazy-calendar.tsx). */
  locale: DayPickerLocale;
  label: string;
  onChange: (dayFrom: string, dayTo: string) => void;
  prices?: CalendarPrices;
}

type MonthState = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; legend: string; days: Map<string, ShownDay> };

/** The loaded days, for the day buttons (a context, so the button component stays one component and keeps focus). */
const DaysContext = createContext<Map<string, ShownDay> | null>(null);

/**
 * A day's cell with its price (or its mark) under the date, beside the button and hidden from
 * screen readers, which hear the same in the button's name; the button's own text stays the date
 * (WCAG 2.5.3). "—" and "2+" are drawn by CSS (`data-mark`).
 */
/** "424,92": the whole units, then the cents smaller, so a four-figure total still fits a day's cell at 390 px. */
function PriceMark({ mark = "" }: { mark?: string }) {
  const [, whole, cents] = /^(.*?)([.,]\d{2})?$/.exec(mark) ?? [mark, mark, undefined];
  return (
    <>
      {whole}
      {cents ? <span className="stay-calendar__cents">{cents}</span> : null}
    </>
  );
}

function PricedDay(props: DayProps) {
  const days = useContext(DaysContext);
  const { day: calendarDay, modifiers, children, ...cell } = props;
  const day = days?.get(toHotelDate(calendarDay.date));
  const shown = day && day.kind !== "unknown" && !modifiers.outside ? day : null;
  return (
    <td {...cell}>
      {children}
      {shown ? (
        <span
          className={`stay-calendar__mark stay-calendar__mark--${shown.kind}`}
          aria-hidden="true"
          data-mark={shown.kind === "closed" ? "—" : shown.kind === "min-stay" ? `${shown.minNights}+` : undefined}
        >
          {shown.kind === "price" ? <PriceMark mark={shown.mark} /> : null}
        </span>
      ) : null}
    </td>
  );
}

function useMonthPrices(monthUrl: ((month: string) => string) | null, month: Date) {
  const [months, setMonths] = useState<Record<string, MonthState>>({});
  const key = format(month, "yyyy-MM");
  useEffect(() => {
    if (!monthUrl || months[key]) return;
    setMonths((known) => ({ ...known, [key]: { kind: "loading" } }));
    const controller = new AbortController();
    fetch(monthUrl(key), { signal: controller.signal, headers: { accept: "application/json" } })
      .then(async (answer) => {
        if (!answer.ok) throw new Error(String(answer.status));
        const body = (await answer.json()) as { legend: string; days: ShownDay[] };
        setMonths((known) => ({ ...known, [key]: { kind: "loaded", legend: body.legend, days: new Map(body.days.map((day) => [day.day, day])) } }));
      })
      .catch(() => {
        if (!controller.signal.aborted) setMonths((known) => ({ ...known, [key]: { kind: "failed" } }));
      });
    return () => controller.abort();
    // A month is asked once per opening of the calendar; `months` changes with every answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [monthUrl, key]);
  return months[key] ?? null;
}

export default function StayDatesPicker({ dayFrom, dayTo, earliest, maxNights, locale, label, onChange, prices }: StayDatesPickerProps) {
  const selected: DateRange | undefined = toDay(dayFrom) ? { from: toDay(dayFrom), to: toDay(dayTo) } : undefined;
  const first = toDay(earliest);
  const [month, setMonth] = useState<Date>(selected?.from ?? first ?? new Date());
  // The party and nights as the calendar opened: turning months never changes what a figure means.
  const [monthUrl] = useState(() => (prices ? monthUrlFor(prices, dayFrom, dayTo) : null));
  const shown = useMonthPrices(monthUrl, month);
  const days = shown?.kind === "loaded" ? shown.days : new Map<string, ShownDay>();
  const kindOf = (kind: CalendarDay["kind"]) => (date: Date) => days.get(toHotelDate(date))?.kind === kind;
  return (
    <DaysContext.Provider value={prices ? days : null}>
      <DayPicker
        mode="range"
        aria-label={label}
        locale={locale}
        numberOfMonths={1}
        month={month}
        onMonthChange={setMonth}
        startMonth={first}
        selected={selected}
        min={1}
        max={maxNights}
        excludeDisabled
        disabled={first ? { before: first } : undefined}
        onSelect={(range) =>
          onChange(range?.from ? toHotelDate(range.from) : "", range?.to && range.from && range.to > range.from ? toHotelDate(range.to) : "")
        }
        {...(prices
          ? {
              className: "stay-calendar__picker--priced",
              components: { Day: PricedDay },
              modifiers: { priced: kindOf("price"), closed: kindOf("closed"), minStay: kindOf("min-stay") },
              modifiersClassNames: { priced: "stay-calendar__day--priced", closed: "stay-calendar__day--closed", minStay: "stay-calendar__day--min-stay" },
              labels: {
                labelDayButton: (date: Date, modifiers: Parameters<typeof labelDayButton>[1], options?: Parameters<typeof labelDayButton>[2]) => {
                  const words = days.get(toHotelDate(date))?.words;
                  const base = labelDayButton(date, modifiers, options);
                  return words ? `${base}, ${words}` : base;
                },
              },
            }
          : {})}
      />
      {prices ? (
        <div className="stay-calendar__legend">
          <p role="status">{shown?.kind === "loaded" ? shown.legend : shown?.kind === "failed" ? prices.failed : "…"}</p>
        </div>
      ) : null}
    </DaysContext.Provider>
  );
}

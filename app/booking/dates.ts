/**
 * A stay's dates are the hotel's local calendar dates (YYYY-MM-DD in its time zone), never instants
 * in the server's zone. Rules take `now` as an argument so tests pin it (docs/spec.md §5, DESIGN "Time").
 * The one place for day arithmetic, the hotel's time zone and its today.
 */

/** The demo hotels' zone; a PMS that names its own zone wins. */
export const DEFAULT_TIME_ZONE = "Europe/Bucharest";
/** Spec §9: the longest reservation. */
export const MAX_NIGHTS = 31;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
/*
 * Calendar arithmetic on YYYY-MM-DD as day numbers (days since 1970-01-01 in the proleptic
 * Gregorian calendar), counted on UTC's clock, which has no DST: `addDays` moves calendar days and
 * `nightsBetween` counts them, whatever the server's, the browser's or the hotel's zone
 * (app/booking/dates.test.ts runs them in zones with DST). Until 2026-11-28 this read each day as
 * its local midnight through date-fns: a local Date is made through the runtime's zone rules, and
 * a search page made ~150 of them (0.3 ms of its CPU, issue 53). Reading and writing the fixed
 * YYYY-MM-DD form is done here, not by date-fns' `parseISO` and `format`: this module ships to
 * every guest page.
 */
const dayNumber = (day: string): number => {
  if (!ISO_DATE.test(day)) throw new RangeError(`not a YYYY-MM-DD date: ${day}`);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1;
  const date = Number(day.slice(8, 10));
  // Date.UTC reads years 0–99 as 1900–1999: those go through setUTCFullYear.
  const time = year >= 100 ? Date.UTC(year, month, date) : new Date(0).setUTCFullYear(year, month, date);
  return Math.round(time / DAY_MS);
};
const dayOf = (number: number): string => {
  const date = new Date(number * DAY_MS);
  return `${String(date.getUTCFullYear()).padStart(4, "0")}-${String(date.getUTCMonth() + 1).padStart(2, "0")}-${String(date.getUTCDate()).padStart(2, "0")}`;
};

/** A real calendar date written YYYY-MM-DD (so 2026-02-30 is not one). */
export function isHotelDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DATE.test(value) || value < "1000") return false;
  return dayOf(dayNumber(value)) === value;
}

/** `'2026-12-31'` plus `days` → `'2027-01-01'`: calendar days, negative ones back. */
export const addDays = (day: string, days: number): string => dayOf(dayNumber(day) + Math.trunc(days));

export const nightsBetween = (dayFrom: string, dayTo: string): number => dayNumber(dayTo) - dayNumber(dayFrom);

/** The day of the week of a YYYY-MM-DD day, ISO style: Monday 1 … Sunday 7. */
export const weekdayOf = (day: string): number => new Date(dayNumber(day) * DAY_MS).getUTCDay() || 7;

/** The hotel's time zone: the one its PMS settings name, else the demo hotels' (docs/spec.md §5). */
export const hotelTimeZone = (organisation: { settings: { time_zone?: string | null } }): string => organisation.settings.time_zone || DEFAULT_TIME_ZONE;

/** One formatter per zone for the process: making one costs more than a whole search's arithmetic. */
const todayFormats = new Map<string, Intl.DateTimeFormat>();

function todayFormat(timeZone: string): Intl.DateTimeFormat {
  let known = todayFormats.get(timeZone);
  if (!known) {
    try {
      known = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    } catch {
      // A zone the runtime does not know (a typo in the PMS's settings): the demo hotels' zone.
      known = todayFormat(DEFAULT_TIME_ZONE);
    }
    todayFormats.set(timeZone, known);
  }
  return known;
}

/** Today's date at the hotel (YYYY-MM-DD in its zone): the earliest day a stay can start. */
export function hotelToday(now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  // Every page asks, several times; the day can only turn at a whole minute (every zone's offset
  // is whole minutes), so the last minute's answer per zone is still exact.
  const minute = Math.floor(now.getTime() / 60_000);
  const known = todaysByZone.get(timeZone);
  if (known?.minute === minute) return known.day;
  const parts = Object.fromEntries(
    todayFormat(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  todaysByZone.set(timeZone, { minute, day });
  return day;
}

const todaysByZone = new Map<string, { minute: number; day: string }>();

/**
 * A stay's dates are the hotel's local calendar dates (YYYY-MM-DD in its time zone), never instants
 * in the server's zone. Rules take `now` as an argument so tests pin it (docs/spec.md §5, DESIGN "Time").
 * The one place for day arithmetic, the hotel's time zone and its today.
 */
import { addDays as addCalendarDays, differenceInCalendarDays, getISODay } from "date-fns";

/** The demo hotels' zone; a PMS that names its own zone wins. */
export const DEFAULT_TIME_ZONE = "Europe/Bucharest";
/** Spec §9: the longest reservation. */
export const MAX_NIGHTS = 31;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/*
 * Calendar arithmetic on YYYY-MM-DD through date-fns on the runtime's local calendar: a day is read
 * as its local midnight, `addDays` moves the calendar day (not 24-hour steps) and
 * `differenceInCalendarDays` counts calendar days, so no DST change (the server's, the browser's
 * or the hotel's) can shift a date (app/booking/dates.test.ts runs them in zones with DST).
 * Reading and writing the fixed YYYY-MM-DD form is done here, not by date-fns' `parseISO` and
 * `format`: this module ships to every guest page, and those two cost ~8 KB gzipped of a 150 KB
 * budget (npm run bench) for a format that never varies.
 */
const localMidnight = (day: string): Date => {
  if (!ISO_DATE.test(day)) throw new RangeError(`not a YYYY-MM-DD date: ${day}`);
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const midnight = new Date(year, month - 1, date);
  // Years 0–99 would be read as 1900–1999 by the constructor.
  midnight.setFullYear(year);
  return midnight;
};
const dayOf = (date: Date): string =>
  `${String(date.getFullYear()).padStart(4, "0")}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

/** A real calendar date written YYYY-MM-DD (so 2026-02-30 is not one). */
export function isHotelDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DATE.test(value) || value < "1000") return false;
  return dayOf(localMidnight(value)) === value;
}

/** `'2026-12-31'` plus `days` → `'2027-01-01'`: calendar days, negative ones back. */
export const addDays = (day: string, days: number): string => dayOf(addCalendarDays(localMidnight(day), days));

export const nightsBetween = (dayFrom: string, dayTo: string): number => differenceInCalendarDays(localMidnight(dayTo), localMidnight(dayFrom));

/** The day of the week of a YYYY-MM-DD day, ISO style: Monday 1 … Sunday 7. */
export const weekdayOf = (day: string): number => getISODay(localMidnight(day));

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

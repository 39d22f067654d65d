/**
 * A stay's dates are the hotel's local calendar dates (YYYY-MM-DD in its time zone), never instants
 * in the server's zone. Rules take `now` as an argument so tests pin it (spec §5, DESIGN "Time").
 */

export const DEFAULT_TIME_ZONE = "Europe/Bucharest";
/** Spec §9: the longest reservation. */
export const MAX_NIGHTS = 31;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/*
 * Calendar arithmetic on YYYY-MM-DD is done on UTC midnights: a UTC day is always 24 hours, so no
 * zone (the server's, the browser's or the hotel's) and no DST change can shift a date. It runs on
 * every search and in the browser, so it uses no library and makes no formatter per call.
 */
const DAY_MS = 86_400_000;
const utcMidnight = (day: string): number => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const toDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** A real calendar date written YYYY-MM-DD (so 2026-02-30 is not one). */
export function isHotelDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const ms = utcMidnight(value);
  return Number.isFinite(ms) && Number(value.slice(0, 4)) >= 1000 && toDay(ms) === value;
}

export const addDays = (day: string, days: number): string => toDay(utcMidnight(day) + days * DAY_MS);

export const nightsBetween = (dayFrom: string, dayTo: string): number => Math.round((utcMidnight(dayTo) - utcMidnight(dayFrom)) / DAY_MS);

/** One formatter per zone for the process: making one costs more than a whole search's arithmetic. */
const todayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date at the hotel. */
export function hotelToday(now: Date, timeZone = DEFAULT_TIME_ZONE): string {
  let format = todayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    todayFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

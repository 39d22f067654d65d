/**
 * A stay's dates are the hotel's local calendar dates (YYYY-MM-DD in its time zone), never instants
 * in the server's zone. Rules take `now` as an argument so tests pin it (spec §5, DESIGN "Time").
 */
import { addDays as addCalendarDays, differenceInCalendarDays, isValid, parseISO } from "date-fns";
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";

export const DEFAULT_TIME_ZONE = "Europe/Bucharest";
/** Spec §9: the longest reservation. */
export const MAX_NIGHTS = 31;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (so 2026-02-30 is not one). */
export function isHotelDate(value: string | null | undefined): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const parsed = parseISO(value);
  return isValid(parsed) && formatDate(parsed) === value;
}

const formatDate = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

export const addDays = (day: string, days: number): string => formatDate(addCalendarDays(parseISO(day), days));

export const nightsBetween = (dayFrom: string, dayTo: string): number => differenceInCalendarDays(parseISO(dayTo), parseISO(dayFrom));

/** Today's date at the hotel. */
export const hotelToday = (now: Date, timeZone = DEFAULT_TIME_ZONE): string => formatInTimeZone(now, timeZone, "yyyy-MM-dd");

/** Hours from `now` to 23:59 of `day` at the hotel (negative when that moment has passed). */
export function hoursUntilEndOfDay(day: string, now: Date, timeZone = DEFAULT_TIME_ZONE): number {
  const endOfDay = fromZonedTime(`${day}T23:59:00`, timeZone);
  return (endOfDay.getTime() - now.getTime()) / 3_600_000;
}

/** The first check-in day whose end is at least `leadHours` away (spec §5 earliest check-in). */
export function earliestCheckIn(now: Date, leadHours: number, timeZone = DEFAULT_TIME_ZONE): string {
  let day = hotelToday(now, timeZone);
  while (hoursUntilEndOfDay(day, now, timeZone) < leadHours) day = addDays(day, 1);
  return day;
}

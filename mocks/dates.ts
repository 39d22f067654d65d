/**
 * Hotel calendar dates (`YYYY-MM-DD`) as plain strings. A stay is a run of local dates at the hotel,
 * so arithmetic is done on UTC midnights: no server time zone or DST change can shift a night.
 */
import { formatInTimeZone, fromZonedTime } from "date-fns-tz";

export const HOTEL_TIME_ZONE = "Europe/Bucharest";

/** Today's date at the hotel (not in the server's zone: the classic booking-engine bug). */
export const todayAt = (timeZone = HOTEL_TIME_ZONE, now = new Date()): string => formatInTimeZone(now, timeZone, "yyyy-MM-dd");

const toUtc = (day: string): Date => new Date(`${day}T00:00:00Z`);
const fromUtc = (date: Date): string => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => {
  const date = toUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
};

/** Whole nights from `from` to `to` (negative when `to` is earlier). */
export const nightsBetween = (from: string, to: string): number => Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);

/** The nights a stay occupies: day_from ≤ night < day_to. */
export const nightsOf = (from: string, to: string): string[] => {
  const nights: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) nights.push(day);
  return nights;
};

/** Friday and Saturday nights are the weekend nights a hotel prices and restricts. */
export const isWeekendNight = (night: string): boolean => {
  const weekday = toUtc(night).getUTCDay();
  return weekday === 5 || weekday === 6;
};

export const isValidDay = (day: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(day) && fromUtc(toUtc(day)) === day;

/** Noon of a hotel day: the instant a pinned clock stands at. */
export const noonAt = (day: string, timeZone = HOTEL_TIME_ZONE): Date => fromZonedTime(`${day}T12:00:00`, timeZone);

/** `YYYY-MM-DD` as the hotel writes a date on its documents and season names: `DD.MM.YYYY`. */
export const dotted = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

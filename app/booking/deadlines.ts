/**
 * Deadlines on the hotel's clock: from a calendar date at the hotel to an instant. This needs the
 * zone's rules (date-fns-tz), so it lives apart from dates.ts, which the browser loads.
 */
import { hoursUntilEndOfDay as hoursToEndOfDay } from "../../contracts/lead-time";
import { addDays, DEFAULT_TIME_ZONE, hotelToday } from "./dates";

/** Hours from `now` to 23:59 of `day` at the hotel (negative when that moment has passed): the lead time's rule, contracts/lead-time.ts. */
export const hoursUntilEndOfDay = (day: string, now: Date, timeZone = DEFAULT_TIME_ZONE): number => hoursToEndOfDay(day, now, timeZone);

/** The first check-in day whose end is at least `leadHours` away (docs/spec.md §5 earliest check-in). */
export function earliestCheckIn(now: Date, leadHours: number, timeZone = DEFAULT_TIME_ZONE): string {
  let day = hotelToday(now, timeZone);
  while (hoursUntilEndOfDay(day, now, timeZone) < leadHours) day = addDays(day, 1);
  return day;
}

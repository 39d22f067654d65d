/**
 * Deadlines on the hotel's clock: from a calendar date at the hotel to an instant. This needs the
 * zone's rules (date-fns-tz), so it lives apart from dates.ts, which the browser loads.
 */
import { fromZonedTime } from "date-fns-tz";
import { addDays, DEFAULT_TIME_ZONE, hotelToday } from "./dates";

/** Hours from `now` to 23:59 of `day` at the hotel (negative when that moment has passed). */
export function hoursUntilEndOfDay(day: string, now: Date, timeZone = DEFAULT_TIME_ZONE): number {
  return (endOfDayAt(day, timeZone) - now.getTime()) / 3_600_000;
}

/** 23:59 of a day at the hotel, as epoch milliseconds: the zone's rules read once per day and zone. */
function endOfDayAt(day: string, timeZone: string): number {
  const key = `${timeZone} ${day}`;
  let instant = endsOfDays.get(key);
  if (instant === undefined) {
    // A bound for a process that meets many days (the staff grid's months): start again.
    if (endsOfDays.size >= 2_000) endsOfDays.clear();
    instant = fromZonedTime(`${day}T23:59:00`, timeZone).getTime();
    endsOfDays.set(key, instant);
  }
  return instant;
}

const endsOfDays = new Map<string, number>();

/** The first check-in day whose end is at least `leadHours` away (docs/spec.md §5 earliest check-in). */
export function earliestCheckIn(now: Date, leadHours: number, timeZone = DEFAULT_TIME_ZONE): string {
  let day = hotelToday(now, timeZone);
  while (hoursUntilEndOfDay(day, now, timeZone) < leadHours) day = addDays(day, 1);
  return day;
}

/**
 * The lead time, a rule the PMS owns (docs/spec.md §5, §9; docs/decisions/058): a payment method is
 * offered, and a booking with it accepted, only when the hours from now to 23:59 of the check-in day
 * at the hotel are at least the method's own `time_ahead` (72 when it sets none). The booking page and
 * the mock PMS both read it here, so they cannot count to different minutes.
 */
import { fromZonedTime } from "date-fns-tz";

/** Spec §9: the lead time of a method that sets none. */
export const DEFAULT_LEAD_HOURS = 72;

/** The methods' settings as far as the lead time goes (contracts/entities/payments.ts PaymentSettings). */
type LeadSettings<Method extends string> = Partial<Record<Method, { time_ahead?: number | null } | null | undefined>>;

/** A method's lead time in hours: its own `time_ahead`, else {@link DEFAULT_LEAD_HOURS}. */
export const leadHoursOf = <Method extends string>(payment: LeadSettings<Method> | null | undefined, method: Method): number =>
  payment?.[method]?.time_ahead ?? DEFAULT_LEAD_HOURS;

/** Hours from `now` to 23:59 of `day` (`YYYY-MM-DD`) at the hotel in `timeZone` (negative when that moment has passed). */
export function hoursUntilEndOfDay(day: string, now: Date, timeZone: string): number {
  return (endOfDayAt(day, timeZone) - now.getTime()) / 3_600_000;
}

/** Whether a booking made at `now` for a check-in on `day` is early enough for a lead time of `leadHours`. */
export const inTimeFor = (leadHours: number, day: string, now: Date, timeZone: string): boolean => hoursUntilEndOfDay(day, now, timeZone) >= leadHours;

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

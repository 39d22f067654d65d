/**
 * The dates of a search (docs/spec.md §5): check-out after check-in (else check-in + 1), at most 31 nights,
 * check-in not before the earliest day the payment lead times allow and not after the booking horizon
 * (app/booking/horizon.ts: a check-in past it is told, and no day arithmetic is done on it). An invalid check-in is a
 * problem to show ("pick from the calendar or type YYYY-MM-DD"), and so is a check-out that is no date
 * (issue 51 item 7: it was silently the next day; one typed as a date is still moved as the spec says).
 */
import { addDays, isHotelDate, MAX_NIGHTS, nightsBetween } from "./dates";

export type StayProblem =
  "check-in-invalid" | "check-in-missing" | "check-in-too-early" | "check-in-too-late" | "too-long" | "check-out-moved" | "check-out-invalid";

export interface Stay {
  dayFrom: string | null;
  dayTo: string | null;
  nights: number | null;
  problems: StayProblem[];
}

/** The check-ins a guest may book: from the earliest day the lead times allow to the booking horizon. */
export interface CheckInDays {
  earliest: string;
  latest: string;
}

export function readStay(input: { dayFrom?: string | null; dayTo?: string | null }, { earliest, latest }: CheckInDays): Stay {
  const problems: StayProblem[] = [];
  const rawFrom = input.dayFrom?.trim() || null;
  const rawTo = input.dayTo?.trim() || null;
  const badTo: StayProblem[] = rawTo !== null && !isHotelDate(rawTo) ? ["check-out-invalid"] : [];
  if (!rawFrom) return { dayFrom: null, dayTo: isHotelDate(rawTo) ? rawTo : null, nights: null, problems: ["check-in-missing", ...badTo] };
  if (!isHotelDate(rawFrom)) return { dayFrom: null, dayTo: isHotelDate(rawTo) ? rawTo : null, nights: null, problems: ["check-in-invalid", ...badTo] };

  const dayFrom = rawFrom;
  if (dayFrom > latest) return { dayFrom: null, dayTo: null, nights: null, problems: ["check-in-too-late"] };
  if (dayFrom < earliest) problems.push("check-in-too-early");
  problems.push(...badTo);
  let dayTo = isHotelDate(rawTo) ? rawTo : null;
  // A check-out the guest chose that is not after check-in is moved, and the guest is told (§5).
  if (dayTo && dayTo <= dayFrom) problems.push("check-out-moved");
  if (!dayTo || dayTo <= dayFrom) dayTo = addDays(dayFrom, 1);
  if (nightsBetween(dayFrom, dayTo) > MAX_NIGHTS) {
    dayTo = addDays(dayFrom, MAX_NIGHTS);
    problems.push("too-long");
  }
  return { dayFrom, dayTo, nights: nightsBetween(dayFrom, dayTo), problems };
}

/**
 * The warning for a rate plan's season length-of-stay limits (docs/spec.md §5): "at least N nights", or
 * "N to M nights"; min-only when min equals max or max is over 30.
 */
export function lengthOfStayAdvice(min: number | null | undefined, max: number | null | undefined): { min: number; max: number | null } | null {
  const low = min && min > 1 ? min : null;
  const high = max && max > 0 ? max : null;
  if (!low && !high) return null;
  if (!high || high > 30 || (low !== null && low === high)) return low ? { min: low, max: null } : null;
  return { min: low ?? 1, max: high };
}

/**
 * The dates the site accepts, decided here and nowhere else (issue 37, docs/decisions/032):
 *
 * - a guest books a check-in from the earliest day the payment lead times allow up to the booking
 *   horizon, the hotel's today plus two years (what a PMS or channel manager opens for sale; the
 *   check-out follows, at most 31 nights later);
 * - staff look back two years (last year's stays, a guest asking about the one before) and ahead to
 *   the booking horizon plus the longest stay, the last night anything can be booked for.
 *
 * A date outside is the search form's own message or a 400 page, never a call to the PMS and never
 * day arithmetic on it: 9999-12-31 has no next day this calendar can write.
 */
import { addDays, isHotelDate, MAX_NIGHTS } from "./dates";

/** How far ahead a guest may check in: the hotel's today plus this many years. */
export const BOOKING_HORIZON_YEARS = 2;
/** How far back the staff pages (front desk, calendar, plan grid) go: the hotel's today minus this many years. */
export const STAFF_LOOKBACK_YEARS = 2;

/** First and last day of a range, both included (YYYY-MM-DD, hotel time). */
export interface DayRange {
  first: string;
  last: string;
}

/** The same calendar day `years` later (earlier when negative); 29 February becomes the 28th in a common year. */
export function yearsAfter(day: string, years: number): string {
  const year = String(Number(day.slice(0, 4)) + years).padStart(4, "0");
  const same = `${year}${day.slice(4)}`;
  return isHotelDate(same) ? same : `${year}${day.slice(4, 8)}28`;
}

/** The last day a guest may check in: the booking horizon. */
export const lastCheckIn = (today: string): string => yearsAfter(today, BOOKING_HORIZON_YEARS);

/** The days the staff pages open on. */
export const staffDays = (today: string): DayRange => ({
  first: yearsAfter(today, -STAFF_LOOKBACK_YEARS),
  last: addDays(lastCheckIn(today), MAX_NIGHTS),
});

export const isWithin = (day: string, range: DayRange): boolean => day >= range.first && day <= range.last;

/**
 * The reservations calendar's period: a month (the weeks that show it, Monday first) or a week,
 * around `date`. The month reads first as a list (an agenda of its stays), and as a month grid one
 * click away; the week is a timeline. Pure: the page loads the stays of this range and pages by it.
 */
import { addDays, isHotelDate, weekdayOf } from "~/booking/dates";

export const CALENDAR_VIEWS = ["list", "month", "week"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const mondayOf = (day: string): string => addDays(day, 1 - weekdayOf(day));
const firstOfMonth = (day: string): string => `${day.slice(0, 8)}01`;
const firstOfNextMonth = (day: string): string => {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
};
const firstOfPreviousMonth = (day: string): string => {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, "0")}-01`;
};

export interface CalendarRange {
  view: CalendarView;
  /** The day the view is about (kept in its links). */
  date: string;
  /** The nights shown: dayFrom ≤ night < dayTo. */
  dayFrom: string;
  dayTo: string;
  /** The nights the list holds: the month asked (list and month views) or the week (issue 39). */
  list: { dayFrom: string; dayTo: string };
  previous: string;
  next: string;
}

export function calendarRange(params: { view?: string | null; date?: string | null }, today: string): CalendarRange {
  const view: CalendarView = params.view === "week" ? "week" : params.view === "month" ? "month" : "list";
  const date = isHotelDate(params.date) ? params.date : today;
  if (view === "week") {
    const dayFrom = mondayOf(date);
    const dayTo = addDays(dayFrom, 7);
    return { view, date, dayFrom, dayTo, list: { dayFrom, dayTo }, previous: addDays(date, -7), next: addDays(date, 7) };
  }
  const first = firstOfMonth(date);
  const after = firstOfNextMonth(date);
  const dayFrom = mondayOf(first);
  const lastShown = addDays(mondayOf(addDays(after, -1)), 7);
  // The list is the month asked, and says so (issue 39); the month grid shows its whole weeks,
  // whose days of the months around it hold stays the list leaves out.
  const list = { dayFrom: first, dayTo: after };
  if (view === "list") return { view, date, dayFrom: first, dayTo: after, list, previous: firstOfPreviousMonth(date), next: after };
  return { view, date, dayFrom, dayTo: lastShown, list, previous: firstOfPreviousMonth(date), next: after };
}

/** A stay of the calendar as far as its order and period go. */
export interface DatedStay {
  status: string;
  day_from: string;
  day_to: string;
}

/** Whether a stay has a night in a period (dayFrom ≤ night < dayTo). */
export const staysIn = (stay: DatedStay, period: { dayFrom: string; dayTo: string }): boolean => stay.day_from < period.dayTo && stay.day_to > period.dayFrom;

/**
 * The calendar's order: live stays first, by arrival and the longer first; cancelled ones (when
 * shown, `cancelled=show`) after every live one, so they never push a live stay down a list or
 * behind a month cell's "+N more" (issue 39).
 */
export function stayOrder(a: DatedStay, b: DatedStay): number {
  const cancelled = Number(a.status === "Canceled") - Number(b.status === "Canceled");
  if (cancelled !== 0) return cancelled;
  if (a.day_from !== b.day_from) return a.day_from < b.day_from ? -1 : 1;
  if (a.day_to !== b.day_to) return a.day_to > b.day_to ? -1 : 1;
  return 0;
}

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
  previous: string;
  next: string;
}

export function calendarRange(params: { view?: string | null; date?: string | null }, today: string): CalendarRange {
  const view: CalendarView = params.view === "week" ? "week" : params.view === "month" ? "month" : "list";
  const date = isHotelDate(params.date) ? params.date : today;
  if (view === "week") {
    const dayFrom = mondayOf(date);
    return { view, date, dayFrom, dayTo: addDays(dayFrom, 7), previous: addDays(date, -7), next: addDays(date, 7) };
  }
  const first = firstOfMonth(date);
  const after = firstOfNextMonth(date);
  const dayFrom = mondayOf(first);
  const lastShown = addDays(mondayOf(addDays(after, -1)), 7);
  // The list is the month asked, and says so (issue 39); the month grid shows its whole weeks.
  if (view === "list") return { view, date, dayFrom: first, dayTo: after, previous: firstOfPreviousMonth(date), next: after };
  return { view, date, dayFrom, dayTo: lastShown, previous: firstOfPreviousMonth(date), next: after };
}

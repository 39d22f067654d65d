/**
 * The month grid's order (issue 39): react-big-calendar lays a week's stays in rows by its
 * localizer's order (the longer stays first, then by start) and hides the rows past a cell's height
 * behind "+N more". With cancelled stays shown (`cancelled=show`), that put a cancelled week-long
 * stay above the live ones of its days and a live one behind "+N more". Here the localizer orders
 * every live stay before any cancelled one; within each, its own order.
 *
 * The localizer sees only an event's dates, so a cancelled stay's start is a date known here.
 */
import { parseISO } from "date-fns";
import type { DateLocalizer } from "react-big-calendar";

const cancelledStarts = new WeakSet<Date>();

/** A stay's first day as the grid's event starts: marked when the stay is cancelled. */
export function stayStart(day: string, cancelled: boolean): Date {
  const start = parseISO(day);
  if (cancelled) cancelledStarts.add(start);
  return start;
}

interface Dated {
  start: Date;
  end: Date;
  allDay?: boolean;
}
/** What react-big-calendar 1.x calls at run time (its typings say otherwise). */
interface Ordering {
  sortEvents: (pair: { evtA: Dated; evtB: Dated }) => number;
  daySpan: (start: Date, end: Date) => number;
}

/** The localizer, ordering live stays before cancelled ones. */
export function liveStaysFirst<L extends DateLocalizer>(localizer: L): L {
  const ordering = localizer as unknown as Ordering;
  const { sortEvents, daySpan } = ordering;
  const cancelled = (event: Dated) => Number(cancelledStarts.has(event.start));
  ordering.sortEvents = ({ evtA, evtB }) => cancelled(evtA) - cancelled(evtB) || sortEvents({ evtA, evtB });
  // A week's stays of several days are laid first, whatever the order says: a cancelled one counts
  // as a day's, so it comes after them all.
  ordering.daySpan = (start, end) => (cancelledStarts.has(start) ? 1 : daySpan(start, end));
  return localizer;
}

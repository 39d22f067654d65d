/**
 * The reservations calendar's month grid with react-big-calendar (the week is the route's own
 * timeline, WeekTimeline: a stay has nights, not hours). The route imports this
 * lazily once the page is hydrated: its code loads on /staff/calendar only, and the server never
 * renders it (the list of the same stays is the page without JavaScript). The period shown is the
 * server's: moving it navigates, so the loader fetches the stays of the new period.
 */
import { format, getDay, parse, parseISO, startOfWeek } from "date-fns";
import { useMemo, type MouseEvent } from "react";
import type { DayPickerLocale } from "react-day-picker";
import { Calendar, dateFnsLocalizer, type View } from "react-big-calendar";
import type { CalendarView } from "~/staff/calendar";
import { liveStaysFirst, stayStart } from "./calendar-order";

/** The grid's culture: the one locale it is given, the page's language's (loaded with this component, lazy-calendar.tsx). */
const CULTURE = "page";
// Monday first, as the hotel's week (and the server's list) counts it.
// Live stays laid before cancelled ones, which never push them behind "+N more" (issue 39).
const localizerOf = (locale: DayPickerLocale) =>
  liveStaysFirst(
    dateFnsLocalizer({ format, parse, startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }), getDay, locales: { [CULTURE]: locale } }),
  );

export interface CalendarStay {
  id: number;
  title: string;
  status: string;
  dayFrom: string;
  dayTo: string;
  href: string;
}

export interface ReservationsCalendarProps {
  stays: CalendarStay[];
  view: "month";
  date: string;
  /** The hotel's today, marked in the grid (the browser's clock may be on another day). */
  today: string;
  /** The page's language's calendar locale (react-day-picker's is date-fns' with more). */
  locale: DayPickerLocale;
  messages: { today: string; previous: string; next: string; month: string; week: string; noEventsInRange: string; showMore: (count: number) => string };
  /** Go to another period or view: the page loads that period's stays. */
  onMove: (view: CalendarView, date: string) => void;
  onOpen: (href: string) => void;
}

interface StayEvent {
  stay: CalendarStay;
  title: string;
  start: Date;
  end: Date;
  allDay: true;
}

const day = (value: Date): string => format(value, "yyyy-MM-dd");

/** A month cell's number and the "+N more" popup's head, in date-fns patterns of the page's locale. */
export const FORMATS = { dateFormat: "d", dayHeaderFormat: "cccc, d MMM" };

export default function ReservationsCalendar({ stays, view, date, today, locale, messages, onMove, onOpen }: ReservationsCalendarProps) {
  const localizer = useMemo(() => localizerOf(locale), [locale]);
  // A stay holds its nights: from the arrival day to the departure day, which is free again.
  const events = useMemo<StayEvent[]>(
    () =>
      stays.map((stay) => ({ stay, title: stay.title, start: stayStart(stay.dayFrom, stay.status === "Canceled"), end: parseISO(stay.dayTo), allDay: true })),
    [stays],
  );
  const EventLink = ({ event }: { event: StayEvent }) => (
    <a
      href={event.stay.href}
      onClick={(click: MouseEvent) => {
        click.preventDefault();
        onOpen(event.stay.href);
      }}
    >
      {event.title}
    </a>
  );
  return (
    <Calendar<StayEvent>
      localizer={localizer}
      culture={CULTURE}
      events={events}
      views={["month"]}
      view={view as View}
      date={parseISO(date)}
      getNow={() => parseISO(today)}
      onView={() => onMove("month", date)}
      onNavigate={(next) => onMove("month", day(next))}
      popup
      allDayAccessor="allDay"
      eventPropGetter={(event) => ({ className: `stay--${event.stay.status.toLowerCase().replace(/[^a-z]+/g, "-")}` })}
      components={{ event: EventLink }}
      // The site's day formats (issue 39): "1", not "01"; "joi, 17 dec." in the language's own order.
      formats={FORMATS}
      messages={{
        today: messages.today,
        previous: messages.previous,
        next: messages.next,
        month: messages.month,
        week: messages.week,
        noEventsInRange: messages.noEventsInRange,
        showMore: messages.showMore,
      }}
      style={{ height: "100%" }}
    />
  );
}

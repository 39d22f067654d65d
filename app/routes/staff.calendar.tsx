/**
 * `/staff/calendar?location=&view=list|month|week&date=`: the reservations of a period, each
 * linking to its reservation. It reads first as a list of the month's stays (an agenda, which a
 * month grid of one stay and "+2 more" per day never was); the month grid is one click away
 * (react-big-calendar, with JavaScript, its code fetched on that view only); the week is a timeline
 * of its nights rendered on the server, without an hour grid (docs/decisions/014, 028).
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, fixedT, loadCalendar, PRIVATE_HEADERS, privateHeaders, rememberLocation, requireStaff } from "~/route-server/staff.calendar.server";
import { Form, Link, useLoaderData, useNavigate } from "@remix-run/react";
import { Suspense } from "react";
import { useTranslation } from "#translation";
import { WeekTimeline } from "~/components/staff/WeekTimeline";
import { DatePicker } from "~/components/widgets/DatePicker";
import { staffDays } from "~/booking/horizon";
import { lazyCalendar } from "~/components/widgets/lazy-calendar";
import { LocationPicker } from "~/components/widgets/LocationPicker";
import { siteMeta } from "~/site/meta";
import { calendarRange, type CalendarView } from "~/staff/calendar";
import { monthTitle, shortDay } from "~/staff/format";
import { addDays, nightsBetween } from "~/booking/dates";
import calendarStyles from "react-big-calendar/lib/css/react-big-calendar.css";
import { withKept } from "~/utils/links";
import { useHydrated } from "~/components/useHydrated";

const ReservationsCalendar = lazyCalendar(() => import("~/components/staff/ReservationsCalendar"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff({ request, context });
  const page = await loadCalendar(staff, request);
  return data(
    { title: fixedT(staff.loaded.locale)("staff.calendar.title"), ...page, keep: staff.loaded.view.keep },
    { headers: { ...PRIVATE_HEADERS, ...rememberLocation(request, page.locationId) } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers = privateHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: calendarStyles }];

export default function StaffCalendar() {
  const { t, i18n } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const language = i18n.language;
  const here = (view: CalendarView, date: string) =>
    withKept("/staff/calendar", page.keep, { location: page.locationId, view, date, cancelled: page.showCancelled ? "show" : null });
  const lastDay = shortDay(addDays(page.range.dayTo, -1), language);
  // The period's name: the month asked (list and month), or the week's first and last days.
  const heading =
    page.view === "week"
      ? t("staff.calendar.list", { from: shortDay(page.range.dayFrom, language), to: lastDay })
      : t("staff.calendar.listMonth", { month: monthTitle(page.date, language) });
  const moveBy = page.view === "week" ? "Week" : "Month";
  const range = calendarRange({ view: page.view, date: page.date }, page.today);
  const status = (value: string) => t(`staff.status.${value}`);

  return (
    <main id="main" className="staff-page staff-calendar-page">
      <h1>{t("staff.calendar.title")}</h1>
      {/* Keyed by what is shown: after a tab or a page link the boxes say that view, that date and that hotel. */}
      <Form method="get" className="staff-filters" aria-label={t("staff.calendar.title")} key={`${page.view}|${page.date}|${page.locationId}`}>
        <LocationPicker id="calendar-location" label={t("staff.location")} locations={page.locations} value={page.locationId} />
        <div className="field">
          <label htmlFor="calendar-view">{t("staff.calendar.view")}</label>
          <select id="calendar-view" name="view" defaultValue={page.view}>
            <option value="list">{t("staff.calendar.listView")}</option>
            <option value="month">{t("staff.calendar.month")}</option>
            <option value="week">{t("staff.calendar.week")}</option>
          </select>
        </div>
        <DatePicker
          id="calendar-date"
          name="date"
          label={t("staff.calendar.date")}
          defaultValue={page.date}
          required
          min={staffDays(page.today).first}
          max={staffDays(page.today).last}
        />
        <div className="field field--check">
          <input id="calendar-cancelled" type="checkbox" name="cancelled" value="show" defaultChecked={page.showCancelled} />
          <label htmlFor="calendar-cancelled">{t("staff.calendar.showCancelled")}</label>
        </div>
        {Object.entries(page.keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="staff-filters__actions">
          <button type="submit" className="button button--primary">
            {t("staff.calendar.show")}
          </button>
        </div>
      </Form>
      <nav className="calendar-views" aria-label={t("staff.calendar.view")}>
        <ul>
          {(["list", "month", "week"] as const).map((view) => (
            <li key={view}>
              <Link to={here(view, page.date)} aria-current={view === page.view ? "page" : undefined}>
                {t(view === "list" ? "staff.calendar.listView" : `staff.calendar.${view}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* With JavaScript the month grid has its own toolbar. */}
      <nav className="plan-paging" aria-label={t("staff.plan.paging")} hidden={hydrated && page.view === "month"}>
        <ul>
          <li>
            <Link to={here(page.view, range.previous)} rel="prev">
              ← {t(`staff.calendar.previous${moveBy}`)}
            </Link>
          </li>
          <li>
            <Link to={here(page.view, page.today)}>{t("staff.calendar.today")}</Link>
          </li>
          <li>
            <Link to={here(page.view, range.next)} rel="next">
              {t(`staff.calendar.next${moveBy}`)} →
            </Link>
          </li>
        </ul>
      </nav>

      {page.view === "week" ? (
        <WeekTimeline
          dayFrom={page.range.dayFrom}
          today={page.today}
          stays={page.stays}
          caption={t("staff.calendar.list", { from: shortDay(page.range.dayFrom, language), to: lastDay })}
        />
      ) : null}
      {!hydrated && page.view === "month" ? (
        <p className="staff-note" data-testid="month-needs-script">
          {t("staff.calendar.monthNeedsScript")}
        </p>
      ) : null}
      {hydrated && page.view === "month" ? (
        <div className="staff-calendar" data-testid="reservations-calendar">
          <Suspense fallback={<p className="field__hint">{t("staff.calendar.loading")}</p>}>
            <ReservationsCalendar
              stays={[...page.stays, ...page.spill].map((stay) => ({
                id: stay.id,
                status: stay.status,
                dayFrom: stay.day_from,
                dayTo: stay.day_to,
                href: stay.href,
                title: `${stay.first_name} ${stay.last_name} · ${status(stay.status)}`,
              }))}
              view="month"
              date={page.date}
              today={page.today}
              language={language}
              messages={{
                today: t("staff.calendar.today"),
                previous: t("staff.calendar.previousMonth"),
                next: t("staff.calendar.nextMonth"),
                month: t("staff.calendar.month"),
                week: t("staff.calendar.week"),
                noEventsInRange: t("staff.calendar.noEvents"),
                showMore: (count) => t("staff.calendar.more", { count }),
              }}
              onMove={(view, date) => navigate(here(view, date), { preventScrollReset: true })}
              onOpen={(href) => navigate(href)}
            />
          </Suspense>
        </div>
      ) : null}

      <section aria-labelledby="calendar-list-heading" className="staff-calendar-list">
        <h2 id="calendar-list-heading">{heading}</h2>
        {page.cancelledHidden ? <p className="field__hint">{t("staff.calendar.cancelledHidden", { count: page.cancelledHidden })}</p> : null}
        {page.stays.length === 0 ? (
          <p>{t("staff.calendar.none")}</p>
        ) : (
          <ul className="staff-list">
            {page.stays.map((stay) => (
              <li key={stay.id} data-reservation={stay.id}>
                <span className={`badge badge--status badge--${stay.status.toLowerCase().replace(/[^a-z]+/g, "-")}`}>{status(stay.status)}</span>
                <a href={stay.href}>
                  {stay.id} · {stay.first_name} {stay.last_name}
                </a>{" "}
                —{" "}
                {t("staff.calendar.stay", {
                  from: shortDay(stay.day_from, language),
                  to: shortDay(stay.day_to, language),
                  count: nightsBetween(stay.day_from, stay.day_to),
                })}
                , {t("staff.calendar.party", { adults: stay.adults, children: stay.children, rooms: stay.rooms })}
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

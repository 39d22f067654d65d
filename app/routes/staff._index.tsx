/**
 * `/staff?day=YYYY-MM-DD&location=`: the front desk's day — arrivals, departures and who is in
 * house, each with its count, every stay a link to its reservation (app/staff/front-desk.ts).
 * Today in the hotel's zone unless `day` says otherwise; a GET form and plain links, so every day
 * is an address and the page works without JavaScript.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, fixedT, loadFrontDesk, STAFF_HEADERS, staffHeaders, rememberLocation, requireStaff, reservationPath } from "~/route-server/staff._index.server";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { addDays } from "~/booking/dates";
import { FrontDeskList } from "~/components/staff/FrontDeskList";
import { DatePicker } from "~/components/widgets/DatePicker";
import { staffDays } from "~/booking/horizon";
import { LocationPicker } from "~/components/widgets/LocationPicker";
import { siteMeta } from "~/site/meta";
import { dayHead } from "~/staff/format";
import { withKept } from "~/utils/links";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff({ request, context });
  const page = await loadFrontDesk(staff, request);
  const href = reservationPath(staff, request);
  const linked = <T extends { id: number }>(rows: T[]) => rows.map((row) => ({ ...row, href: href(row.id) }));
  return data(
    {
      title: fixedT(staff.loaded.locale)("staff.day.title"),
      ...page,
      desk: { ...page.desk, arrivals: linked(page.desk.arrivals), departures: linked(page.desk.departures), inHouse: linked(page.desk.inHouse) },
      keep: staff.loaded.view.keep,
    },
    { headers: { ...STAFF_HEADERS, ...rememberLocation(request, page.locationId) } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers = staffHeaders;

export default function FrontDesk() {
  const { t, i18n } = useTranslation();
  const { desk, today, locations, locationId, keep } = useLoaderData<typeof loader>();
  const location = locations.find((candidate) => candidate.id === locationId);
  const dayHref = (day: string) => withKept("/staff", keep, { location: locationId, day });
  const isToday = desk.day === today;
  return (
    <main id="main" className="staff-page staff-day">
      <h1>
        {t("staff.day.title")}
        <span className="staff-day__when">
          {location && locations.length > 1 ? `${location.name}, ` : null}
          {dayHead(desk.day, i18n.language).long}
          {isToday ? ` (${t("staff.day.today")})` : null}
        </span>
      </h1>
      <Form method="get" className="staff-filters" aria-label={t("staff.day.choose")} key={`${desk.day}|${locationId}`}>
        <LocationPicker id="day-location" label={t("staff.location")} locations={locations} value={locationId} />
        <DatePicker
          id="day-day"
          name="day"
          label={t("staff.day.day")}
          defaultValue={desk.day}
          required
          min={staffDays(today).first}
          max={staffDays(today).last}
        />
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="staff-filters__actions">
          <button type="submit" className="button button--primary">
            {t("staff.plan.show")}
          </button>
        </div>
      </Form>
      <nav className="plan-paging" aria-label={t("staff.day.paging")}>
        <ul>
          <li>
            <Link to={dayHref(addDays(desk.day, -1))} rel="prev">
              ← {t("staff.day.previous")}
            </Link>
          </li>
          {isToday ? null : (
            <li>
              <Link to={dayHref(today)}>{t("staff.plan.today")}</Link>
            </li>
          )}
          <li>
            <Link to={dayHref(addDays(desk.day, 1))} rel="next">
              {t("staff.day.next")} →
            </Link>
          </li>
        </ul>
      </nav>
      <div className="front-desk">
        <FrontDeskList id="arrivals" title={t("staff.day.arrivals")} empty={t("staff.day.noArrivals")} stays={desk.arrivals} show="arrival" />
        <FrontDeskList id="departures" title={t("staff.day.departures")} empty={t("staff.day.noDepartures")} stays={desk.departures} show="departure" />
        <FrontDeskList
          id="in-house"
          title={t("staff.day.inHouse")}
          empty={t("staff.day.noneInHouse")}
          stays={desk.inHouse}
          show="in-house"
          note={desk.inHouse.length ? t("staff.day.guestsTonight", { guests: desk.guestsInHouse }) : null}
        />
      </div>
      {desk.cancelled ? (
        <p className="field__hint">
          {t("staff.day.cancelledNote", { stays: desk.cancelled })} {/* The day's week with its cancelled stays shown (issue 50). */}
          <Link to={withKept("/staff/calendar", keep, { view: "week", date: desk.day, location: locationId, cancelled: "show" })}>
            {t("staff.day.cancelledShow")}
          </Link>
        </p>
      ) : null}
      <p className="staff-day__more">
        <Link to={withKept("/staff/arrivals", keep, { location: locationId, day: desk.day })}>{t("staff.arrivals.open")}</Link>
        {" · "}
        <Link to={withKept("/staff/plan", keep, { location: locationId, day_from: desk.day })}>{t("staff.day.toPlan")}</Link>
      </p>
    </main>
  );
}

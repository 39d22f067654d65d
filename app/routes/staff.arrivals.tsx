/**
 * `/staff/arrivals?day=YYYY-MM-DD&location=`: the day's arrivals sheet (issue 50; docs/decisions/054),
 * to read at the counter or print before the morning queue — per stay the arrival time, room type and
 * room, meal plan, party with the children's ages, note, balance, channel and whether the online
 * check-in is done. Made from the day's own PMS call (app/staff/staff.server.ts `loadArrivals`); its
 * print stylesheet drops the frame and keeps the table on A4.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  data,
  fixedT,
  loadArrivals,
  PRIVATE_HEADERS,
  privateHeaders,
  rememberLocation,
  requireStaff,
  reservationPath,
} from "~/route-server/staff.arrivals.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { StaffMoney } from "~/components/staff/StaffMoney";
import { siteMeta } from "~/site/meta";
import type { ArrivalRow } from "~/staff/arrivals";
import { dayHead, shortDay } from "~/staff/format";
import { withKept } from "~/utils/links";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff({ request, context });
  const page = await loadArrivals(staff, request);
  const href = reservationPath(staff, request);
  return data(
    {
      title: `${fixedT(staff.loaded.locale)("staff.arrivals.title")} · ${page.day}`,
      ...page,
      arrivals: page.arrivals.map((row) => ({ ...row, href: href(row.id) })),
      keep: staff.loaded.view.keep,
    },
    { headers: { ...PRIVATE_HEADERS, ...rememberLocation(request, page.location.id) } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers = privateHeaders;

export default function ArrivalsSheet() {
  const { t, i18n } = useTranslation();
  const { day, location, locations, arrivals, keep } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="staff-page arrivals-sheet">
      <p className="arrivals-sheet__actions">
        <Link to={withKept("/staff", keep, { day, location: location.id })}>← {t("staff.arrivals.back")}</Link>
        {/* Chromium's, Firefox's and Safari's own print dialog; without JavaScript the browser's menu prints the same sheet. */}
        <button type="button" className="button" onClick={() => window.print()}>
          {t("staff.arrivals.print")}
        </button>
      </p>
      <h1>
        {t("staff.arrivals.heading", { day: dayHead(day, i18n.language).long })}
        <span className="arrivals-sheet__where">
          {locations.length > 1 ? `${location.name} · ` : null}
          {t("staff.arrivals.count", { count: arrivals.length })}
        </span>
      </h1>
      {arrivals.length ? (
        <table className="arrivals-sheet__table">
          <thead>
            <tr>
              <th scope="col">{t("staff.arrivals.time")}</th>
              <th scope="col">{t("staff.arrivals.guest")}</th>
              <th scope="col">{t("staff.arrivals.room")}</th>
              <th scope="col">{t("staff.arrivals.meal")}</th>
              <th scope="col">{t("staff.arrivals.party")}</th>
              <th scope="col">{t("staff.arrivals.balance")}</th>
              <th scope="col">{t("staff.arrivals.channel")}</th>
              <th scope="col">{t("staff.arrivals.checkin")}</th>
            </tr>
          </thead>
          {arrivals.map((row) => (
            <ArrivalRows key={row.id} row={row} />
          ))}
        </table>
      ) : (
        <p>{t("staff.arrivals.none")}</p>
      )}
      <p className="arrivals-sheet__printed">{t("staff.arrivals.printed", { location: location.name })}</p>
    </main>
  );
}

/** One stay: its line of facts, and under it the guest's note when there is one (a tbody each, kept together on paper). */
function ArrivalRows({ row }: { row: ArrivalRow & { href: string } }) {
  const { t, i18n } = useTranslation();
  const ages = row.childrenAges.join(", ");
  return (
    <tbody className="arrivals-sheet__stay">
      <tr>
        <td data-label={t("staff.arrivals.time")} className="arrivals-sheet__time">
          {row.arrivalTime ?? <span className="arrivals-sheet__muted">{t("staff.arrivals.timeUnknown")}</span>}
        </td>
        <th scope="row" data-label={t("staff.arrivals.guest")}>
          <Link to={row.href}>{row.guest}</Link>{" "}
          <span className="arrivals-sheet__muted">
            #{row.id} · {t("staff.arrivals.nights", { count: row.nights })} → {shortDay(row.dayTo, i18n.language)}
          </span>
        </th>
        <td data-label={t("staff.arrivals.room")}>
          {row.roomTypes.map((roomType) => `${roomType.count > 1 ? `${roomType.count} × ` : ""}${roomType.name}`).join(", ")}
          <br />
          {row.roomNumbers.length ? <strong>{row.roomNumbers.join(", ")}</strong> : <span className="arrivals-sheet__muted">{t("staff.arrivals.noRoom")}</span>}
        </td>
        <td data-label={t("staff.arrivals.meal")}>{row.meal ?? t("staff.arrivals.noMeal")}</td>
        <td data-label={t("staff.arrivals.party")}>
          {t("staff.arrivals.adults", { count: row.adults })}
          {row.children > 0 ? (
            <>
              <br />
              {row.childrenAges.length === row.children
                ? t("staff.arrivals.childrenAges", { count: row.children, ages })
                : t("staff.arrivals.childrenNoAges", { count: row.children })}
            </>
          ) : null}
        </td>
        <td data-label={t("staff.arrivals.balance")}>
          <StaffMoney balance={row.money} paymentStatus={row.paymentStatus} />
        </td>
        <td data-label={t("staff.arrivals.channel")}>{row.channel ?? t("staff.arrivals.direct")}</td>
        <td data-label={t("staff.arrivals.checkin")}>
          {row.checkedInOnline === null
            ? t("staff.arrivals.unknown")
            : row.checkedInOnline
              ? `✓ ${t("staff.arrivals.checkedIn")}`
              : t("staff.arrivals.notCheckedIn")}
        </td>
      </tr>
      {row.note ? (
        <tr className="arrivals-sheet__note">
          <td colSpan={8}>
            <span className="arrivals-sheet__muted">{t("staff.arrivals.note")}:</span> {row.note}
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

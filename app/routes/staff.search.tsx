/**
 * `/staff/search?q=&page=`: the staff search box's answer (app/staff/search.server.ts). A
 * reservation number opens that reservation (303); a name, e-mail or phone — national or
 * international, spaced or not — lists the reservations and guests that match, each a link.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, fixedT, STAFF_HEADERS, staffHeaders, requireStaff, searchStaff } from "~/route-server/staff.search.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { GuestDetails } from "~/components/staff/GuestDetails";
import { siteMeta } from "~/site/meta";
import { shortDay } from "~/staff/format";
import { StaffMoney } from "~/components/staff/StaffMoney";
import { withKept } from "~/utils/links";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff({ request, context });
  const found = await searchStaff(staff, request);
  const t = fixedT(staff.loaded.locale);
  return data(
    { title: found ? t("staff.search.titleFor", { query: found.query }) : t("staff.search.title"), found, keep: staff.loaded.view.keep },
    { headers: STAFF_HEADERS },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers = staffHeaders;

export default function StaffSearchPage() {
  const { t, i18n } = useTranslation();
  const { found, keep } = useLoaderData<typeof loader>();
  const day = (value: string) => shortDay(value, i18n.language);
  if (!found) {
    return (
      <main id="main" className="staff-page staff-search">
        <h1>{t("staff.search.title")}</h1>
        <p>{t("staff.search.hint")}</p>
      </main>
    );
  }
  const pageHref = (page: number) => withKept("/staff/search", keep, { q: found.query, page });
  return (
    <main id="main" className="staff-page staff-search">
      <h1>{t("staff.search.titleFor", { query: found.query })}</h1>
      {found.noSuchReservation ? (
        <p className="booking-notice booking-notice--info" role="status">
          {t("staff.search.noSuchReservation", { id: found.noSuchReservation })}
        </p>
      ) : null}
      <section aria-labelledby="found-reservations" className="staff-search__part">
        <h2 id="found-reservations">
          {t("staff.search.reservations")} <span className="front-desk__count">({found.staysTotal})</span>
        </h2>
        {found.stays.length ? (
          <ul className="staff-list">
            {found.stays.map((stay) => (
              <li key={stay.id}>
                <p className="front-desk__guest">
                  <Link to={stay.href}>{stay.guest}</Link> <span className="front-desk__id">{t("staff.day.reservation", { id: stay.id })}</span>
                </p>
                <p className="front-desk__details">
                  <span className={`badge badge--status badge--${stay.status.toLowerCase().replace(/[^a-z]+/g, "-")}`}>{t(`staff.status.${stay.status}`)}</span>
                  {stay.location ? `${stay.location}: ` : null}
                  {day(stay.dayFrom)} → {day(stay.dayTo)}
                  {" · "}
                  <StaffMoney balance={stay.money} paymentStatus={stay.paymentStatus} />
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("staff.search.noReservations")}</p>
        )}
        {found.pages > 1 ? (
          <nav className="plan-paging" aria-label={t("staff.search.pages")}>
            <ul>
              {found.page > 1 ? (
                <li>
                  <Link to={pageHref(found.page - 1)} rel="prev">
                    ← {t("staff.search.previous")}
                  </Link>
                </li>
              ) : null}
              <li aria-current="page">{t("staff.search.page", { page: found.page, pages: found.pages })}</li>
              {found.page < found.pages ? (
                <li>
                  <Link to={pageHref(found.page + 1)} rel="next">
                    {t("staff.search.next")} →
                  </Link>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </section>
      <section aria-labelledby="found-guests" className="staff-search__part">
        <h2 id="found-guests">
          {t("staff.search.guests")} <span className="front-desk__count">({found.guests.length})</span>
        </h2>
        {found.guests.length ? (
          <ul className="staff-list">
            {found.guests.map((guest) => (
              <li key={guest.id}>
                <p className="front-desk__guest">
                  <Link to={guest.href}>{guest.name}</Link>
                </p>
                <p className="front-desk__details">
                  <GuestDetails email={guest.email} phone={guest.phone} />
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("staff.search.noGuests")}</p>
        )}
        {found.guestsCapped ? <p className="field__hint">{t("staff.search.guestsCapped", { count: found.guests.length })}</p> : null}
      </section>
    </main>
  );
}

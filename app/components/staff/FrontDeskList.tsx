/**
 * One list of the front desk's day (arrivals, departures or in house): its count in the heading,
 * each stay a link to its reservation with what the desk needs at a glance — the nights, the
 * party, the room, the status and whether it is paid. Words, not the PMS's values.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "#translation";
import type { FrontDeskStay } from "~/staff/front-desk";
import { shortDay } from "~/staff/format";
import { StaffMoney } from "~/components/staff/StaffMoney";

type Shown = "arrival" | "departure" | "in-house";

export function FrontDeskList({
  id,
  title,
  empty,
  stays,
  show,
  note = null,
}: {
  id: string;
  title: string;
  empty: string;
  stays: Array<FrontDeskStay & { href: string }>;
  show: Shown;
  note?: ReactNode;
}) {
  return (
    <section className="front-desk__list" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="front-desk__count">({stays.length})</span>
      </h2>
      {note ? <p className="front-desk__note">{note}</p> : null}
      {stays.length ? (
        <ul className="staff-list front-desk__stays">
          {stays.map((stay) => (
            <FrontDeskRow key={stay.id} stay={stay} show={show} />
          ))}
        </ul>
      ) : (
        <p className="front-desk__empty">{empty}</p>
      )}
    </section>
  );
}

function FrontDeskRow({ stay, show }: { stay: FrontDeskStay & { href: string }; show: Shown }) {
  const { t, i18n } = useTranslation();
  const day = (value: string) => shortDay(value, i18n.language);
  return (
    <li className="front-desk__stay">
      <p className="front-desk__guest">
        <Link to={stay.href}>{stay.guest}</Link> <span className="front-desk__id">{t("staff.day.reservation", { id: stay.id })}</span>
      </p>
      <p>
        <span className={`badge badge--status badge--${stay.status.toLowerCase().replace(/[^a-z]+/g, "-")}`}>{t(`staff.status.${stay.status}`)}</span>
        {show === "in-house" && stay.arrivesToday ? <span className="badge badge--arrives">{t("staff.day.arrivesToday")}</span> : null}
        {show === "in-house" && stay.leavesTomorrow ? <span className="badge badge--leaves">{t("staff.day.leavesTomorrow")}</span> : null}
        <StaffMoney balance={stay.money} paymentStatus={stay.paymentStatus} className="front-desk__paid" />
      </p>
      <p className="front-desk__details">
        {show !== "departure" && stay.arrivalTime && (show === "arrival" || stay.arrivesToday) ? (
          <strong className="front-desk__time">{t("staff.day.arrivesAt", { time: stay.arrivalTime })} · </strong>
        ) : null}
        {t("staff.day.stay", { from: day(stay.dayFrom), to: day(stay.dayTo), count: stay.nights })}
        {" · "}
        {t("staff.calendar.party", { adults: stay.adults, children: stay.children, rooms: stay.rooms })}
        {stay.children > 0 && stay.childrenAges.length === stay.children
          ? ` (${t("staff.arrivals.childrenAges", { count: stay.children, ages: stay.childrenAges.join(", ") })})`
          : null}
        {stay.meal ? ` · ${stay.meal}` : null}
        {" · "}
        {/* The room type beside the room, or beside "no room assigned yet" (issue 50). */}
        {stay.roomTypes.join(", ")}
        {": "}
        {stay.roomNumbers.length ? t("staff.day.rooms", { rooms: stay.roomNumbers.join(", ") }) : t("staff.day.noRoom")}
        {stay.channel ? (
          <>
            {" · "}
            <span className="badge badge--channel">{stay.channel}</span>
          </>
        ) : null}
      </p>
    </li>
  );
}

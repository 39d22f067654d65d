/**
 * `/staff/reservations/:reservationId`: what a stay in the grid or the calendar links to — the
 * reservation as the PMS has it (the contract extension's `GET /api/reservations/{id}`), read-only.
 * Changing it is the PMS admin's job.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, fixedT, methodName, PRIVATE_HEADERS, privateHeaders, requireStaff, staffCall } from "~/route-server/staff.reservations.$reservationId.server";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { nightsBetween } from "~/booking/dates";
import { formatMoney } from "~/booking/money";
import { siteMeta } from "~/site/meta";
import { shortDay } from "~/staff/format";
import { staffText } from "~/staff/plan";
import { hotelLanguagesOf, pageText } from "~/site/localized";
import { HotelText, phrase } from "~/components/HotelText";
import { withKept } from "~/utils/links";
import { backTo, type BackPage } from "~/staff/back";
import { balanceOf } from "~/reservation/account";
import { StaffMoney } from "~/components/staff/StaffMoney";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const staff = await requireStaff({ request, context });
  if (!params.reservationId || !/^[1-9]\d{0,11}$/.test(params.reservationId)) throw new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  const reservation = await staffCall(staff, request, "getReservation", { params: { id: Number(params.reservationId) } });
  const language = staff.loaded.locale;
  const roomTypes = staff.loaded.site.organisation.settings.room_types;
  const location = staff.loaded.site.organisation.settings.locations.find((candidate) => candidate.id === reservation.location_id);
  const hotel = hotelLanguagesOf(staff.loaded.site.organisation);
  return data(
    {
      title: fixedT(language)("staff.reservation.title", { id: reservation.id }),
      reservation: {
        id: reservation.id,
        status: reservation.status,
        guest: `${reservation.first_name} ${reservation.last_name}`,
        email: reservation.email,
        phone: reservation.phone,
        dayFrom: reservation.day_from,
        dayTo: reservation.day_to,
        adults: reservation.adults,
        children: reservation.children,
        location: location?.name ?? null,
        locationId: reservation.location_id,
        rooms: Object.entries(reservation.room_types).map(([id, count]) => {
          const roomType = roomTypes.find((candidate) => String(candidate.id) === id);
          return { name: roomType ? staffText(roomType.name, language, hotel) : pageText(`#${id}`), count };
        }),
        roomNumbers: reservation.arooms.map((room) => String((room as { room_number?: unknown }).room_number ?? "")).filter(Boolean),
        total: formatMoney(reservation.financials.rate.price, reservation.financials.rate.currency, language),
        ratePlan: reservation.financials.rate_plan_name ? staffText(reservation.financials.rate_plan_name, language, hotel) : null,
        payment: reservation.financials.guest_preferences?.status ?? null,
        // What is paid and owed, as the guest's page reads it (docs/decisions/053).
        money: balanceOf(reservation),
        // As the hotel calls it ("Pay at reception", its own name of the custom method), as the guest reads it (issue 50).
        paymentMethod: methodName(staff.loaded, reservation.payment_method),
        note: reservation.note ?? null,
        // What the desk needs at arrival, as the PMS returns it (issue 50).
        arrivalTime: reservation.arrival_time ?? null,
        meal: (() => {
          const meal = staff.loaded.site.organisation.settings.meals.find((candidate) => candidate.id === reservation.meal_id);
          return meal ? staffText(meal.name, language, hotel) : null;
        })(),
        childrenAges: reservation.children_ages,
        channel: reservation.channel?.trim() || null,
      },
      // Back to the staff page that opened it (`from`, a staff page of this site only), else the plan grid at its first night.
      back: backTo(new URL(request.url).searchParams.get("from")) ?? {
        href: withKept("/staff/plan", staff.loaded.view.keep, { location: reservation.location_id, day_from: reservation.day_from }),
        page: "plan" as BackPage,
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers = privateHeaders;

export default function StaffReservation() {
  const { t, i18n } = useTranslation();
  const { reservation, back } = useLoaderData<typeof loader>();
  const language = i18n.language;
  return (
    <main id="main" className="staff-page staff-reservation">
      <p>
        <Link to={back.href}>← {t(`staff.reservation.backTo.${back.page}`)}</Link>
      </p>
      <h1>{t("staff.reservation.title", { id: reservation.id })}</h1>
      <dl className="staff-details">
        <dt>{t("staff.reservation.status")}</dt>
        <dd>
          <span className={`badge badge--status badge--${reservation.status.toLowerCase().replace(/[^a-z]+/g, "-")}`}>
            {t(`staff.status.${reservation.status}`)}
          </span>
        </dd>
        <dt>{t("staff.reservation.guest")}</dt>
        <dd>{reservation.guest}</dd>
        <dt>{t("staff.reservation.contact")}</dt>
        <dd>
          <a href={`mailto:${reservation.email}`}>{reservation.email}</a> ·{" "}
          <a href={`tel:${reservation.phone.replace(/[^\d+]/g, "")}`} className="staff-phone">
            {reservation.phone}
          </a>
        </dd>
        <dt>{t("staff.reservation.stay")}</dt>
        <dd>
          {reservation.location ? `${reservation.location}: ` : null}
          {t("staff.calendar.stay", {
            from: shortDay(reservation.dayFrom, language),
            to: shortDay(reservation.dayTo, language),
            count: nightsBetween(reservation.dayFrom, reservation.dayTo),
          })}
        </dd>
        <dt>{t("staff.reservation.party")}</dt>
        <dd>
          {/* People only: the rooms have their own line below (issue 39: rooms were listed under "Persoane"). */}
          {t("staff.calendar.people", { adults: reservation.adults, children: reservation.children })}
          {reservation.children > 0 && reservation.childrenAges.length === reservation.children
            ? ` (${t("staff.arrivals.childrenAges", { count: reservation.children, ages: reservation.childrenAges.join(", ") })})`
            : null}
        </dd>
        <dt>{t("staff.arrivals.time")}</dt>
        <dd>{reservation.arrivalTime ?? t("staff.arrivals.timeUnknown")}</dd>
        {reservation.meal ? (
          <>
            <dt>{t("staff.arrivals.meal")}</dt>
            <dd>
              <HotelText value={reservation.meal} />
            </dd>
          </>
        ) : null}
        <dt>{t("staff.arrivals.channel")}</dt>
        <dd>{reservation.channel ?? t("staff.arrivals.direct")}</dd>
        <dt>{t("staff.reservation.rooms")}</dt>
        <dd>{phrase(language, (slot) => reservation.rooms.map((room) => `${room.count} × ${slot(room.name)}`).join(", "))}</dd>
        <dt>{t("staff.reservation.roomNumbers")}</dt>
        <dd>{reservation.roomNumbers.length ? reservation.roomNumbers.join(", ") : t("staff.reservation.notAssigned")}</dd>
        <dt>{t("staff.reservation.total")}</dt>
        <dd>
          {reservation.total}
          {reservation.ratePlan ? (
            <>
              {" ("}
              <HotelText value={reservation.ratePlan} />)
            </>
          ) : null}
        </dd>
        <dt>{t("staff.reservation.payment")}</dt>
        <dd>
          {reservation.paymentMethod}
          {" · "}
          <StaffMoney balance={reservation.money} paymentStatus={reservation.payment} />
        </dd>
        {reservation.note ? (
          <>
            <dt>{t("staff.reservation.note")}</dt>
            <dd>{reservation.note}</dd>
          </>
        ) : null}
      </dl>
    </main>
  );
}

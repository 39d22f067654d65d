/**
 * One guest's reservation, shown only to a session holding a lookup grant for it: a grant is
 * earned by the reservation code + the e-mail it was made with (checked by the PMS), or by having
 * just booked it. Reservation data is personal: never cached, never logged.
 */
import type { Reservation } from "../../contracts/entities";
import { isUpstreamError } from "../../bff/errors";
import type { GuestSession } from "../../bff/session";
import { bffFor } from "~/bff.server";
import { fixedT } from "~/i18n.server";
import type { LoadedSite } from "~/site/site.server";
import { localized, MISSING_TEXT } from "~/site/localized";
import { DEFAULT_TIME_ZONE } from "~/booking/dates";
import { roundMoney } from "~/booking/money";

export interface ReservationView {
  id: number;
  status: Reservation["status"];
  dayFrom: string;
  dayTo: string;
  nights: number;
  adults: number;
  children: number;
  rooms: Array<{ name: string; count: number }>;
  ratePlan: string;
  meal: string;
  total: number;
  currency: string;
  paymentMethod: string | null;
  guest: { name: string; email: string; phone: string };
  instalments: Array<{ invoiceId: number; dueDate: string; amount: number; paid: boolean; note: string | null; currency: string }>;
  /** When an unpaid booking is released (guest status "created"). */
  releaseAt: string | null;
  /** The hotel's zone, to show `releaseAt` as the hotel's clock time. */
  timeZone: string;
}

export type ReservationLookup = { kind: "found"; reservation: Reservation } | { kind: "not-found" } | { kind: "unavailable" };

/** Asks the PMS for a reservation by code + e-mail; wrong code and wrong e-mail look the same. */
export async function lookUpReservation(request: Request, loaded: LoadedSite, session: GuestSession, reservationId: number, email: string): Promise<ReservationLookup> {
  const { bff, requestId, logger } = await bffFor(request);
  const location = loaded.site.location?.id ?? loaded.site.locations[0]?.id;
  if (location === undefined) return { kind: "not-found" };
  try {
    const reservation = await bff.upstream.call(
      "lookupReservation",
      { params: { location }, body: { reservation_id: reservationId, email } },
      { sessionToken: session.get("upstreamToken"), requestId, logger, signal: request.signal },
    );
    return { kind: "found", reservation };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.failure === "status" && (error.status === 404 || error.status === 403)) return { kind: "not-found" };
    logger.warn({ failure: error.failure, status: error.status }, "reservation lookup failed");
    return { kind: "unavailable" };
  }
}

export const grantOf = (session: GuestSession, reservationId: number) => session.get("grants")?.[String(reservationId)] ?? null;

export function grantAccess(session: GuestSession, reservationId: number, email: string): void {
  session.set("grants", { ...(session.get("grants") ?? {}), [String(reservationId)]: { email, grantedAt: Date.now() } });
}

export function toReservationView(reservation: Reservation, loaded: LoadedSite): ReservationView {
  const { organisation } = loaded.site;
  const settings = organisation.settings;
  const t = fixedT(loaded.locale);
  const text = (value: Parameters<typeof localized>[0]) => localized(value, loaded.locale);
  const meal = settings.meals.find((candidate) => candidate.id === reservation.meal_id);
  const method = reservation.financials.guest_preferences?.payment_method ?? reservation.payment_method;
  const customName = method === "custom" ? text(organisation.settings_financials?.payment?.custom?.custom_name) : MISSING_TEXT;
  return {
    id: reservation.id,
    status: reservation.status,
    dayFrom: reservation.day_from,
    dayTo: reservation.day_to,
    nights: reservation.nights,
    adults: reservation.adults,
    children: reservation.children,
    rooms: Object.entries(reservation.room_types).map(([id, count]) => {
      const room = settings.room_types.find((candidate) => candidate.id === Number(id));
      return { name: room ? text(room.name) : `#${id}`, count };
    }),
    ratePlan: text(reservation.financials.rate_plan_name),
    meal: meal ? text(meal.name) : MISSING_TEXT,
    total: roundMoney(reservation.financials.rate.price),
    currency: reservation.financials.rate.currency,
    paymentMethod: method ? (customName !== MISSING_TEXT ? customName : t(`booking.payment.methods.${method}`, { defaultValue: method })) : null,
    guest: { name: `${reservation.first_name} ${reservation.last_name}`.trim(), email: reservation.email, phone: reservation.phone },
    instalments: reservation.invoices.flatMap((invoice) =>
      invoice.due_dates.map((due) => ({
        invoiceId: invoice.id,
        dueDate: due.due_date,
        amount: roundMoney(due.amount),
        paid: due.paid,
        note: due.note ? text(due.note) : null,
        currency: invoice.currency,
      })),
    ),
    releaseAt: reservation.financials.guest_preferences?.status === "created" ? (reservation.financials.guest_preferences.cancellation_time ?? null) : null,
    timeZone: settings.time_zone || DEFAULT_TIME_ZONE,
  };
}

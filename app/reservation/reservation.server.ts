/**
 * One guest's reservation, shown only to a session holding a lookup grant for it: a grant is
 * earned by the reservation code + the e-mail it was made with (checked by the PMS), or by having
 * just booked it. Reservation data is personal: never cached, never logged.
 */
import type { Reservation } from "../../contracts/entities";
import type { ReservationView } from "./view";
import { moneyAccount, onlineMethodsOf } from "./account";
import { dateChangeOffer } from "./date-change";
import { bffFor, type GuestSession, isUpstreamError, type RouteArgs } from "~/bff.server";
import { fixedT } from "~/i18n.server";
import type { LoadedSite } from "~/site/site.server";
import { hotelLanguagesOf, hotelTextPicker, localizedText, MISSING_TEXT } from "~/site/localized";
import { paymentMethodName } from "~/booking/payment-methods";
import { addDays, hotelTimeZone, hotelToday, isHotelDate, nightsBetween } from "~/booking/dates";
import { roundMoney } from "~/booking/money";
import { cancellationHint, instalmentTerms, paymentSchedule, termKey } from "~/booking/offers";

export type { ReservationView };

export type ReservationLookup = { kind: "found"; reservation: Reservation } | { kind: "not-found" } | { kind: "unavailable" };

/** Asks the PMS for a reservation by code + e-mail; wrong code and wrong e-mail look the same. */
export async function lookUpReservation(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  session: GuestSession,
  reservationId: number,
  email: string,
): Promise<ReservationLookup> {
  const { bff, requestId, logger } = bffFor({ request, context });
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

export function toReservationView(reservation: Reservation, loaded: LoadedSite, now = new Date()): ReservationView {
  const { organisation } = loaded.site;
  const settings = organisation.settings;
  const payment = organisation.settings_financials?.payment;
  // The hotel's texts through the one chain (docs/decisions/025), each with its language when a fallback.
  const hotelText = (value: Parameters<typeof localizedText>[0]) => localizedText(value, loaded.locale, hotelLanguagesOf(organisation));
  const meal = settings.meals.find((candidate) => candidate.id === reservation.meal_id);
  const preferences = reservation.financials.guest_preferences ?? null;
  const timeZone = hotelTimeZone(organisation);
  const cancelled = reservation.status === "Canceled";
  const today = hotelToday(now, timeZone);
  const tomorrow = addDays(today, 1);
  const account = moneyAccount(reservation, onlineMethodsOf(payment), now, timeZone);
  const instalments = reservation.invoices.flatMap((invoice) => {
    const terms = instalmentWords(reservation, invoice.due_dates);
    return invoice.due_dates.map((due, index) => ({
      invoiceId: invoice.id,
      dueDate: due.due_date,
      amount: roundMoney(due.amount),
      paid: due.paid,
      term: terms[index] ?? null,
      note: due.note ? hotelText(due.note) : null,
      currency: invoice.currency,
      // Spec §4: an instalment due within one day is urgent — while it is still owed (not reported, not cancelled).
      urgent: !due.paid && account.state === "due" && due.due_date <= tomorrow,
      daysLeft: isHotelDate(due.due_date) ? nightsBetween(today, due.due_date) : 0,
      proforma: !cancelled,
    }));
  });
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
      const name = room ? hotelText(room.name) : { text: `#${id}`, lang: null };
      return { name: name.text, lang: name.lang, count };
    }),
    ratePlan: hotelText(reservation.financials.rate_plan_name),
    meal: meal ? hotelText(meal.name) : { text: MISSING_TEXT, lang: null },
    total: account.total,
    currency: reservation.financials.rate.currency,
    paymentMethod: account.method ? methodName(loaded, account.method) : null,
    guest: { name: `${reservation.first_name} ${reservation.last_name}`.trim(), email: reservation.email, phone: reservation.phone },
    instalments,
    account,
    timeZone,
    arrivalTime: reservation.arrival_time ?? null,
    departureTime: reservation.departure_time ?? null,
    note: reservation.note ?? "",
    paymentStatus: preferences?.status ?? null,
    cancellationFee: reservation.cancellationFee ?? null,
    cancellationPolicy: policyText(loaded, reservation),
    lastCardPayment: lastCardPayment(reservation),
    dateChange: dateChangeOffer(reservation, Boolean(organisation.settings_reservations?.date_changes?.active), hotelToday(now, timeZone)),
    can: {
      setArrival: reservation.status === "New" || reservation.status === "Confirmed",
      setDeparture: reservation.status === "Checked-in",
      note: !cancelled && reservation.status !== "Checked-out",
      cancel: !cancelled && reservation.status !== "Checked-in" && reservation.status !== "Checked-out",
      checkIn: reservation.status === "Confirmed",
      // A cancelled stay has nothing to put in a calendar.
      calendar: !cancelled,
    },
  };
}

/**
 * Each instalment in our words (docs/decisions/044, 053): the rate's part with its percent when the
 * proforma is the terms' own split; after a change of dates (a paid deposit kept at the old total's
 * share, the rest re-dated for the new arrival) the same parts, in order, by when they fall due and
 * without a percent that no longer holds — never the PMS's note, which is in its own language.
 */
function instalmentWords(
  reservation: Reservation,
  dues: ReadonlyArray<{ due_date: string; amount: number }>,
): ReservationView["instalments"][number]["term"][] {
  const { payment_terms: terms, price } = reservation.financials.rate;
  const matched = instalmentTerms(terms, price, reservation.day_from, dues);
  if (matched.every(Boolean)) return matched.map((part) => ({ key: termKey(part!), percent: part!.percent }));
  const parts = paymentSchedule(terms, price);
  const bookingDay = parts[0]?.when === "booking" ? (dues[0]?.due_date ?? null) : null;
  if (parts.length === dues.length)
    return parts.map((part, index) => {
      const due = dues[index]!.due_date;
      const withBooking = part.when === "booking" || (part.when === "before-arrival" && bookingDay !== null && due <= bookingDay);
      return { key: termKey({ when: part.when, withBooking }), percent: null };
    });
  // Another count (a paid part kept, the rest re-dated): each by its date — on arrival, with the booking, or on its day.
  return dues.map(({ due_date }) => ({
    key: due_date === reservation.day_from ? "arrival" : bookingDay !== null && due_date <= bookingDay ? "booking" : "before-arrival",
    percent: null,
  }));
}

/** A payment method as the guest knows it: the hotel's own name for its custom method, else ours (one rule, app/booking/payment-methods.ts). */
export function methodName(loaded: LoadedSite, method: string): string {
  const organisation = loaded.site.organisation;
  return paymentMethodName(
    method,
    organisation.settings_financials?.payment,
    hotelTextPicker(loaded.locale, hotelLanguagesOf(organisation)),
    fixedT(loaded.locale),
  ).text;
}

function lastCardPayment(reservation: Reservation): "paid" | "failed" | null {
  const order = reservation.payments.filter((payment) => payment.method === "mobilpay" && payment.order).at(-1)?.order;
  if (!order) return null;
  return order.error_code === "0" ? "paid" : "failed";
}

/**
 * The reservation's cancellation rule as the booking page words it ("Free cancellation until …"),
 * without our name for the policy: the page's details already name the rate plan in the hotel's
 * words ("Rate: Flexible"), and "Flessibile:" under it said the same thing twice (issue 38).
 */
function policyText(loaded: LoadedSite, reservation: Reservation): string | null {
  const name =
    reservation.financials.cancellation?.policy ??
    loaded.site.organisation.rate_plans.find((plan) => plan.id === reservation.financials.rate_plan_id)?.cancellation_policy_name;
  const hint = cancellationHint(name);
  if (!hint) return null;
  const t = fixedT(loaded.locale);
  return t(`booking.cancellation.${hint.fee}`, { days: hint.days });
}

/**
 * New dates for a reservation, as the PMS takes them in its PATCH (docs/decisions/045): the same
 * rooms, party and rate plan, re-priced by the engine at that plan's rate for the new nights; the
 * proforma's line and instalments moved with them. It refuses what a PMS refuses — the hotel not
 * taking changes online, a stay that is not the guest's own to move, no room, a closed rate, a stay
 * too short or too long, a price other than its own, a total below what is paid — and every check
 * runs before anything changes. `planDateChange` only checks and works out; `applyDateChange` stores.
 */
import { movedInstalments } from "../contracts/payment-terms";
import { UPSTREAM_ERROR_CODES } from "../contracts/entities";
import { freeRoomsAt, priceStay } from "./bookings";
import { currentCancellationFee } from "./cancellation";
import { dotted, nightsBetween } from "./dates";
import { INSTALMENT_NOTES, lengthOfStayLimits, round2 } from "./engine/pricing";
import { MIN_STAY_MESSAGE } from "./engine/search";
import { PmsError } from "./pms-error";
import { organisationById, pricingCatalogOf, type ReservationRecord, type World } from "./world";

type Rate = ReservationRecord["financials"]["rate"];
type DueDate = NonNullable<NonNullable<ReservationRecord["invoices"]>[number]["due_dates"]>[number];

export interface DateChange {
  day_from: string;
  day_to: string;
  nights: number;
  rate: Rate;
  /** Invoice id → its moved instalments. */
  dueDates: Map<number, DueDate[]>;
}

const CLOSED = UPSTREAM_ERROR_CODES.dateChangeClosed;

/** Whether the body asks for other dates than the reservation's. */
export const asksNewDates = (reservation: ReservationRecord, body: { day_from: string; day_to: string }): boolean =>
  body.day_from !== reservation.day_from || body.day_to !== reservation.day_to;

/** Checks new dates and works out what they change, or throws the PMS's refusal; changes nothing. */
export function planDateChange(
  world: World,
  reservation: ReservationRecord,
  body: { day_from: string; day_to: string; financials: { rate_plan_id: number; rate: { price: number } } },
): DateChange {
  const org = organisationById(world, reservation.org_id);
  if (!org) throw new PmsError(404, "Organisation not found");
  if (!org.profile.settings_reservations?.date_changes?.active) throw new PmsError(409, "This hotel does not change dates online", CLOSED);
  if (reservation.status !== "New" && reservation.status !== "Confirmed")
    throw new PmsError(409, "The dates of this reservation can no longer be changed", CLOSED);
  if (reservation.channel) throw new PmsError(409, `This reservation was made on ${reservation.channel}: change it there`, CLOSED);
  if (reservation.day_from <= world.today || currentCancellationFee(world, reservation) > 0)
    throw new PmsError(409, "The free cancellation period is over: the dates can no longer be changed online", CLOSED);
  if (Number(body.financials.rate_plan_id) !== Number(reservation.financials.rate_plan_id)) throw new PmsError(422, "The rate plan cannot be changed");

  const nights = nightsBetween(body.day_from, body.day_to);
  if (nights < 1 || nights > 31) throw new PmsError(400, "A reservation is 1 to 31 nights");
  if (body.day_from < world.today) throw new PmsError(400, "The arrival date is in the past");
  const plan = world.ratePlans.find((candidate) => candidate.id === Number(reservation.financials.rate_plan_id));
  if (!plan) throw new PmsError(422, "Unknown rate plan");
  const limits = lengthOfStayLimits(plan, pricingCatalogOf(world, org).seasons, body.day_from, body.day_to);
  if (!limits) throw new PmsError(409, "No availability found, sorry. Please choose another period", UPSTREAM_ERROR_CODES.noAvailability);
  if (nights < limits.min) throw new PmsError(422, MIN_STAY_MESSAGE, UPSTREAM_ERROR_CODES.minStay, { min_nights: limits.min });
  if (nights > limits.max)
    throw new PmsError(422, `This rate is sold for at most ${limits.max} nights on these dates`, UPSTREAM_ERROR_CODES.maxStay, { max_nights: limits.max });
  // Its own rooms are free for it: only the other reservations count.
  const free = freeRoomsAt(world, reservation.location_id, body.day_from, body.day_to, reservation.id);
  for (const [roomTypeId, count] of Object.entries(reservation.room_types)) {
    if ((free.get(Number(roomTypeId)) ?? 0) < count)
      throw new PmsError(409, "No availability found, sorry. Please choose another period", UPSTREAM_ERROR_CODES.noAvailability);
  }
  const rate = priceStay(world, org, {
    location_id: reservation.location_id,
    room_types: reservation.room_types,
    day_from: body.day_from,
    day_to: body.day_to,
    adults: reservation.adults,
    children_ages: reservation.children_ages ?? [],
    rate_plan_id: plan.id,
    meal_id: Number(reservation.meal_id),
    coupon_code: reservation.coupon_code,
  });
  // The price the guest was shown travels with the change: another one today is not theirs to pay unseen.
  if (typeof body.financials.rate.price !== "number" || round2(body.financials.rate.price) !== round2(rate.price))
    throw new PmsError(409, "The price of these dates is not the one stated", UPSTREAM_ERROR_CODES.priceChanged, { price: rate.price });

  const dueDates = new Map<number, DueDate[]>();
  for (const invoice of reservation.invoices ?? []) {
    const standing = (invoice.due_dates ?? []).map((due) => ({ amount: due.amount, due_date: due.due_date, paid: Boolean(due.paid) }));
    const moved = movedInstalments(plan.payment_terms, rate.price, reservation.booked_on, body.day_from, standing);
    if (!moved) throw new PmsError(409, "The new total is less than what is paid: paid instalments cannot be moved", UPSTREAM_ERROR_CODES.instalmentsPaid);
    const old = invoice.due_dates ?? [];
    dueDates.set(
      Number(invoice.id),
      moved.map((instalment, index) =>
        instalment.when === null
          ? old[index]!
          : {
              due_date: instalment.due_date,
              due_date_text: dotted(instalment.due_date),
              amount: instalment.amount,
              total_amount_with_all_taxes: round2(rate.price),
              note: INSTALMENT_NOTES[instalment.when](plan.payment_terms),
              paid: false,
            },
      ),
    );
  }
  return { day_from: body.day_from, day_to: body.day_to, nights, rate, dueDates };
}

/** Stores a planned change: the dates, the rate, the proforma's line and instalments. */
export function applyDateChange(world: World, reservation: ReservationRecord, change: DateChange): void {
  const location = world.locations.find((candidate) => candidate.id === reservation.location_id);
  reservation.day_from = change.day_from;
  reservation.day_to = change.day_to;
  reservation.nights = change.nights;
  reservation.financials.rate = change.rate;
  for (const invoice of reservation.invoices ?? []) {
    // The proforma's total is the new stay's, on every row (a paid row kept as it was included).
    invoice.due_dates = (change.dueDates.get(Number(invoice.id)) ?? invoice.due_dates)?.map((due) => ({
      ...due,
      total_amount_with_all_taxes: round2(change.rate.price),
    }));
    const line = invoice.line_items?.[0];
    if (line) {
      const span = `${dotted(change.day_from)}–${dotted(change.day_to)}`;
      line.title = {
        ro: `Cazare ${location?.name ?? ""}, ${span} (${change.nights} nopți)`,
        en: `Accommodation at ${location?.name ?? ""}, ${span} (${change.nights} nights)`,
      };
    }
  }
}

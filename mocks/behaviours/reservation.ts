/**
 * A guest's own reservation: found by its code and e-mail, then changed by the guest (arrival
 * and departure times, a note, "I paid", cancelling at the fee they were shown, new dates at the
 * price they were shown: ../date-change.ts). Every check runs
 * before any change, so a refused change stores nothing.
 */
import { UPSTREAM_ERROR_CODES } from "../../contracts/entities";
import { currentCancellationFee, reservationView } from "../cancellation";
import { applyDateChange, asksNewDates, planDateChange } from "../date-change";
import { round2 } from "../engine/pricing";
import { PmsError } from "../pms-error";
import { locationByIdOrSubdomain } from "../world";
import { reservationOf, type BehavioursOf } from "./call";

export const reservationBehaviours: BehavioursOf<"lookupReservation" | "updateReservation"> = {
  lookupReservation({ params, body }, { world }) {
    const location = locationByIdOrSubdomain(world, params.location);
    const reservation = world.reservations.get(body.reservation_id);
    // Wrong code, wrong e-mail and wrong hotel all look the same: nothing to probe.
    if (!location || !reservation || location.org_id !== reservation.org_id || reservation.email.toLowerCase() !== body.email.trim().toLowerCase()) {
      throw new PmsError(404, "Reservation not found");
    }
    return reservationView(world, reservation);
  },

  updateReservation({ params, body }, { world }) {
    const reservation = reservationOf(world, params.id);
    // The client sends the whole reservation back; it must be the one it looked up.
    if (body.id !== params.id || body.email.toLowerCase() !== reservation.email.toLowerCase()) throw new PmsError(403, "This reservation does not match");
    const arrival = (body.arrival_time ?? null) !== (reservation.arrival_time ?? null);
    const departure = (body.departure_time ?? null) !== (reservation.departure_time ?? null);
    const note = body.note !== undefined && (body.note ?? "") !== (reservation.note ?? "");
    const wanted = body.financials.guest_preferences?.status;
    const current = reservation.financials.guest_preferences;
    // The status sent back as it was read is no request to cancel (a note on a cancelled stay carries it).
    const cancelling = (wanted === "canceled" || wanted === "canceled_and_payed") && wanted !== current?.status;
    const moving = asksNewDates(reservation, body);
    // Every check before any change: a refused PATCH stores nothing (a note on a cancelled stay included).
    if (reservation.status === "Canceled") {
      if (cancelling) throw new PmsError(409, "This reservation is already cancelled", UPSTREAM_ERROR_CODES.alreadyCancelled);
      if (arrival || departure || note || moving || (wanted && wanted !== current?.status))
        throw new PmsError(409, "This reservation is cancelled", UPSTREAM_ERROR_CODES.reservationCancelled);
    }
    if (arrival && reservation.status !== "New" && reservation.status !== "Confirmed") throw new PmsError(409, "The arrival time can no longer be changed");
    if (departure && reservation.status !== "Checked-in") throw new PmsError(409, "The departure time can be set after check-in");
    if (wanted && wanted !== current?.status && wanted !== "payed" && !cancelling) throw new PmsError(403, "Only hotel staff can set this payment status");
    if (moving && cancelling) throw new PmsError(400, "A reservation is either moved or cancelled, not both at once");
    const dateChange = moving ? planDateChange(world, reservation, body) : null;
    if (cancelling) {
      if (reservation.status === "Checked-in" || reservation.status === "Checked-out")
        throw new PmsError(409, "A stay that has started cannot be cancelled online");
      // The fee the guest agreed to travels as `cancellationFee`: another fee today is not theirs to pay unseen.
      const fee = currentCancellationFee(world, reservation);
      if (typeof body.cancellationFee !== "number" || round2(body.cancellationFee) !== round2(fee)) {
        throw new PmsError(409, "The cancellation fee is not the one stated", UPSTREAM_ERROR_CODES.feeChanged, { cancellation_fee: fee });
      }
    }

    if (dateChange) applyDateChange(world, reservation, dateChange);
    if (arrival) reservation.arrival_time = body.arrival_time ?? null;
    if (departure) reservation.departure_time = body.departure_time ?? null;
    if (note) reservation.note = body.note;
    if (wanted === "payed" && current?.status !== "payed") {
      // The guest says they paid by a non-card method: staff check it; the choice is cleared.
      reservation.financials.guest_preferences = { ...current, status: "payed", payment_method: null };
    } else if (cancelling) {
      reservation.cancellationFee = currentCancellationFee(world, reservation);
      reservation.status = "Canceled";
      const paid = (reservation.payments ?? []).length > 0;
      reservation.financials.guest_preferences = {
        ...current,
        status: paid ? "canceled_and_payed" : "canceled",
        payment_method: current?.payment_method ?? null,
      };
    }
    return { arooms: reservation.arooms ?? [] };
  },
};

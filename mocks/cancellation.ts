/**
 * What cancelling costs, and a reservation as the PMS answers it: the fee a guest would pay today
 * is part of every answer, so the page shows the fee the PATCH will accept.
 */
import { cancellationFee } from "./engine/pricing";
import type { ReservationRecord, World } from "./world";

/** What cancelling now would cost, from the rate plan's cancellation policy and days to arrival. */
export function currentCancellationFee(world: World, reservation: ReservationRecord): number {
  const plan = world.ratePlans.find((candidate) => candidate.id === Number(reservation.financials.rate_plan_id));
  return cancellationFee(plan?.cancellation_policy_name ?? "flexible", reservation.financials.rate.price, world.today, reservation.day_from);
}

/** A reservation as the PMS answers it: the cancellation fee is today's (frozen once cancelled). */
export function reservationView(world: World, reservation: ReservationRecord): ReservationRecord {
  const { booked_on: _bookedOn, ...view } = reservation;
  return {
    ...view,
    booked_on: reservation.booked_on,
    cancellationFee: reservation.status === "Canceled" ? (reservation.cancellationFee ?? 0) : currentCancellationFee(world, reservation),
  };
}

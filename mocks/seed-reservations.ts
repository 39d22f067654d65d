/**
 * Seeded reservations: the demo's stays, priced by the same engine as new bookings, with their
 * proforma and the instalments the seed says are paid, then set to the seed's state.
 */
import { addDays } from "./dates";
import { CANCELLATION_POLICIES } from "./engine/pricing";
import { orgGuestFor, priceStay, proformaFor, releaseTime } from "./bookings";
import { payNextInstalment } from "./instalments";
import type { ReservationSeed } from "./seed";
import { organisationById, type ReservationRecord, type World } from "./world";

/** Seeded reservations are priced by the same engine as new bookings, then set to their state. */
export function materialiseSeedReservations(world: World, seeds: ReservationSeed[]): void {
  for (const seed of seeds) {
    const location = world.locations.find((candidate) => candidate.id === seed.location_id);
    const org = location && organisationById(world, location.org_id);
    if (!location || !org) throw new Error(`Seed reservation ${seed.id}: unknown location ${seed.location_id}`);
    const dayFrom = addDays(world.today, seed.arrives_in);
    const dayTo = addDays(dayFrom, seed.nights);
    const bookedOn = addDays(world.today, -seed.booked_days_ago);
    const plan = world.ratePlans.find((candidate) => candidate.id === seed.rate_plan_id);
    if (!plan) throw new Error(`Seed reservation ${seed.id}: unknown rate plan`);
    const rate = priceStay(world, org, {
      location_id: location.id,
      room_types: seed.room_types,
      day_from: dayFrom,
      day_to: dayTo,
      adults: seed.adults,
      children_ages: seed.children_ages,
      rate_plan_id: seed.rate_plan_id,
      meal_id: seed.meal_id,
    });
    const guest = orgGuestFor(world, org.id, seed.guest);
    const roomTypeId = Number(Object.keys(seed.room_types)[0]);
    const reservation: ReservationRecord = {
      id: seed.id,
      org_id: org.id,
      location_id: location.id,
      day_from: dayFrom,
      day_to: dayTo,
      adults: seed.adults,
      children: seed.children_ages.length,
      children_ages: seed.children_ages,
      rooms: Object.values(seed.room_types).reduce((sum, count) => sum + count, 0),
      nights: seed.nights,
      meal_id: seed.meal_id,
      arrival_time: seed.arrival_time ?? null,
      room_types: seed.room_types,
      financials: {
        rate_plan_id: plan.id,
        rate_plan_name: plan.name,
        rate,
        cancellation: { policy: plan.cancellation_policy_name, ...CANCELLATION_POLICIES[plan.cancellation_policy_name] },
        guest_preferences: { status: "created", payment_method: seed.payment_method, cancellation_time: releaseTime(org, seed.payment_method, bookedOn) },
      },
      rules: [],
      coupon_code: null,
      first_name: seed.guest.first_name,
      last_name: seed.guest.last_name,
      phone: seed.guest.phone,
      email: seed.guest.email,
      guest_language: seed.guest.language,
      payment_method: seed.payment_method,
      status: seed.status,
      booked_on: bookedOn,
      channel: seed.channel ?? null,
      departure_time: null,
      note: seed.note ?? null,
      invoices: [],
      org_guest_id: guest.id,
      slug_full: org.slug,
      arooms: seed.room_numbers.map((roomNumber, index) => ({ id: seed.id * 10 + index, room_type_id: roomTypeId, room_number: roomNumber })),
      cancellationFee: null,
      payments: [],
    };
    reservation.invoices = [proformaFor(world, org, reservation, rate.price)];
    world.reservations.set(reservation.id, reservation);
    const invoiceId = Number(reservation.invoices[0]?.id);
    const method = seed.payment_method === "mobilpay" ? "mobilpay" : seed.payment_method;
    for (let paid = 0; paid < seed.paid_instalments; paid++) {
      payNextInstalment(
        world,
        reservation,
        invoiceId,
        method,
        method === "mobilpay" ? { error_code: "0", message: "Approved", card_masked: "4111********1111" } : null,
      );
    }
    reservation.status = seed.status;
  }
  world.nextId.reservation = Math.max(world.nextId.reservation, ...seeds.map((seed) => seed.id + 1));
}

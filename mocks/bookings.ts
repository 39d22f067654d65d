/**
 * What happens to reservations in the fake PMS: booking (re-priced by the engine, never trusting
 * the client's price), proforma instalments, payments and cancellation. Errors carry the HTTP
 * status the PMS answers with.
 */
import type { z } from "zod";
import { UPSTREAM_ERROR_CODES, type Rate, type ReservationDraft } from "../contracts/entities";
import { addDays, hoursUntilEndOfDay, nightsBetween } from "./dates";
import { effectiveParty, freeRoomsForStay, partyFits, type RoomCapacity } from "./engine/availability";
import { CANCELLATION_POLICIES, cancellationFee, instalmentsOf, lengthOfStayLimits, quoteRate, round2 } from "./engine/pricing";
import { MIN_STAY_MESSAGE } from "./engine/search";
import type { ReservationSeed } from "./seed";
import {
  inventoryOf,
  organisationById,
  pricingCatalogOf,
  roomTypesAt,
  type GuestRecord,
  type OrganisationRecord,
  type ReservationRecord,
  type World,
  worldNow,
} from "./world";

type RateInput = z.input<typeof Rate>;
type Invoice = NonNullable<ReservationRecord["invoices"]>[number];
type Payment = NonNullable<ReservationRecord["payments"]>[number];

export class PmsError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422,
    message: string,
    /** A machine-readable reason, for the answers the BFF acts on. */
    readonly code?: string,
    /** More fields of the error body (e.g. `min_nights`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** What a refusal says (`code` of the error body): the contract's codes. */
const REFUSALS = UPSTREAM_ERROR_CODES;

const dotted = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** Rooms per type free for a stay at a location, optionally ignoring one reservation (itself). */
export function freeRoomsAt(world: World, locationId: number, dayFrom: string, dayTo: string, ignoreId?: number): Map<number, number> {
  const reservations = [...world.reservations.values()].filter((reservation) => reservation.id !== ignoreId);
  return new Map(roomTypesAt(world, locationId).map((roomType) => [roomType.id, freeRoomsForStay(roomType.id, dayFrom, dayTo, inventoryOf(world), reservations)]));
}

interface StayToPrice {
  location_id: number;
  room_types: Record<string, number>;
  day_from: string;
  day_to: string;
  adults: number;
  children_ages: number[];
  rate_plan_id: number;
  meal_id: number;
  coupon_code?: string | null;
}

/** The PMS's own price for a stay: what the guest is charged whatever the client sent. */
export function priceStay(world: World, org: OrganisationRecord, stay: StayToPrice): RateInput {
  const plan = world.ratePlans.find((candidate) => candidate.id === stay.rate_plan_id && candidate.org_id === org.id);
  if (!plan) throw new PmsError(422, "Unknown rate plan");
  if (!plan.meal_ids.includes(stay.meal_id)) throw new PmsError(422, "This meal plan is not sold with this rate plan");
  const meal = world.meals.find((candidate) => candidate.id === stay.meal_id && candidate.org_id === org.id);
  if (!meal) throw new PmsError(422, "Unknown meal plan");
  const party = effectiveParty(stay.adults, stay.children_ages, org.profile.settings.children_age_max);
  const rate = quoteRate(pricingCatalogOf(world, org), plan, meal, { ...stay, ...party, room_types_total: stay.room_types });
  if (!rate) throw new PmsError(409, "No rate for these dates");
  return rate;
}

function proformaFor(world: World, org: OrganisationRecord, reservation: ReservationRecord, total: number): Invoice {
  const plan = world.ratePlans.find((candidate) => candidate.id === Number(reservation.financials.rate_plan_id));
  const location = world.locations.find((candidate) => candidate.id === reservation.location_id);
  const terms = plan?.payment_terms ?? { installment_reservation_percent: 100, installment_days_before_arrival_percent: 0, days_before_arrival: 0, installment_on_arrival_percent: 0 };
  const nights = nightsBetween(reservation.day_from, reservation.day_to);
  return {
    id: world.nextId.invoice++,
    type: "proforma",
    currency: org.profile.settings.currency,
    line_items: [
      {
        id: world.nextId.line++,
        title: {
          ro: `Cazare ${location?.name ?? ""}, ${dotted(reservation.day_from)}–${dotted(reservation.day_to)} (${nights} nopți)`,
          en: `Accommodation at ${location?.name ?? ""}, ${dotted(reservation.day_from)}–${dotted(reservation.day_to)} (${nights} nights)`,
        },
      },
    ],
    due_dates: instalmentsOf(terms, total, reservation.booked_on, reservation.day_from).map((instalment) => ({
      due_date: instalment.due_date,
      due_date_text: dotted(instalment.due_date),
      amount: instalment.amount,
      total_amount_with_all_taxes: round2(total),
      note: instalment.note,
      paid: false,
    })),
  };
}

/** The hour an unpaid booking is released: booking time plus the payment method's cancelation_time. */
/** When an unpaid booking is released: the method's `cancelation_time` hours after booking; none when the hotel set none (pay at reception). */
function releaseTime(org: OrganisationRecord, method: string, bookedOn: string): string | null {
  const payment = org.profile.settings_financials?.payment as Record<string, { cancelation_time?: number | null } | undefined> | null | undefined;
  const setting = payment?.[method]?.cancelation_time;
  if (setting === null) return null;
  const hours = setting ?? 24;
  return new Date(Date.parse(`${bookedOn}T12:00:00Z`) + hours * 3_600_000).toISOString();
}

function orgGuestFor(world: World, orgId: number, person: { first_name: string; last_name: string; email: string; phone: string }): GuestRecord {
  const email = person.email.toLowerCase();
  const known = world.guests.find((guest) => guest.org_id === orgId && guest.email?.toLowerCase() === email);
  if (known) return known;
  const guest: GuestRecord = { id: world.nextId.guest++, org_id: orgId, first_name: person.first_name, last_name: person.last_name, email: person.email, phone: person.phone };
  world.guests.push(guest);
  return guest;
}

type MethodSettings = { enabled?: boolean; time_ahead?: number | null };

const paymentSettingsOf = (org: OrganisationRecord) =>
  (org.profile.settings_financials?.payment ?? {}) as Record<string, MethodSettings | undefined>;

function enabledMethods(org: OrganisationRecord): string[] {
  return Object.entries(paymentSettingsOf(org))
    .filter(([, settings]) => settings?.enabled)
    .map(([method]) => method);
}

/** Spec §9: a method that sets no lead time needs 72 hours. */
const DEFAULT_LEAD_HOURS = 72;

/**
 * The parts of a draft that make it this booking: a retry may carry a fresh price (the PMS
 * re-prices anyway), but not another guest, stay or room.
 */
function draftFingerprint(draft: Draft): string {
  const { day_from, day_to, adults, children_ages, rooms, room_types, meal_id, location_id, org_id, first_name, last_name, email, phone, payment_method, coupon_code } = draft;
  const sortedRooms = Object.fromEntries(Object.entries(room_types).sort(([a], [b]) => a.localeCompare(b)));
  return JSON.stringify([day_from, day_to, adults, children_ages, rooms, sortedRooms, meal_id, draft.financials.rate_plan_id, location_id, org_id, first_name.trim(), last_name.trim(), email.trim().toLowerCase(), phone.trim(), payment_method, coupon_code ?? null]);
}

type Draft = z.output<typeof ReservationDraft>;

/**
 * Books a draft as a PMS would, refusing what it refuses (each with its status and `code`):
 * unknown organisation or location; a stay outside 1–31 nights, in the past, or outside the rate
 * plan's length-of-stay limits for its seasons; a party the rooms cannot host; rooms not free; a
 * payment method that is off or too late for the arrival; a reused idempotency key with another
 * booking. Then it re-prices the stay and stores the reservation as New with its org guest and
 * (auto_issue_proforma) a proforma. The same key with the same booking answers the first one.
 */
export function bookReservation(world: World, draft: Draft, now: Date = worldNow(world)): ReservationRecord {
  const fingerprint = draftFingerprint(draft);
  if (draft.idempotency_key) {
    const earlier = world.bookingsByKey.get(draft.idempotency_key);
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) throw new PmsError(409, "This idempotency key was used for another booking", REFUSALS.idempotencyConflict);
      const reservation = world.reservations.get(earlier.id);
      if (reservation) return reservation;
    }
  }
  const org = organisationById(world, draft.org_id);
  if (!org) throw new PmsError(404, "Organisation not found");
  const location = world.locations.find((candidate) => candidate.id === draft.location_id && candidate.org_id === org.id);
  if (!location) throw new PmsError(404, "Location not found");
  const nights = nightsBetween(draft.day_from, draft.day_to);
  if (nights < 1 || nights > 31) throw new PmsError(400, "A reservation is 1 to 31 nights");
  if (draft.day_from < world.today) throw new PmsError(400, "The arrival date is in the past");
  if (draft.children_ages.length !== draft.children) throw new PmsError(400, "Every child needs an age");
  if (!enabledMethods(org).includes(draft.payment_method)) throw new PmsError(422, "Pay method is unavailable", REFUSALS.methodUnavailable);
  const leadHours = paymentSettingsOf(org)[draft.payment_method]?.time_ahead ?? DEFAULT_LEAD_HOURS;
  if (hoursUntilEndOfDay(draft.day_from, now) < leadHours) {
    throw new PmsError(422, `This payment method needs the booking at least ${leadHours} hours before the arrival day ends`, REFUSALS.leadTime, { hours_ahead: leadHours });
  }
  const roomCount = Object.values(draft.room_types).reduce((sum, count) => sum + count, 0);
  if (roomCount !== draft.rooms) throw new PmsError(400, "room_types must add up to rooms");

  const plan = world.ratePlans.find((candidate) => candidate.id === draft.financials.rate_plan_id && candidate.org_id === org.id);
  if (!plan) throw new PmsError(422, "Unknown rate plan");
  // A method paid at the hotel on the day (no time ahead) cannot pay what the plan asks before arrival.
  const terms = plan.payment_terms;
  if (leadHours === 0 && (terms.installment_reservation_percent > 0 || terms.installment_days_before_arrival_percent > 0)) {
    throw new PmsError(422, "This payment method cannot pay what the rate asks before arrival", REFUSALS.methodUnavailable);
  }
  const limits = lengthOfStayLimits(plan, pricingCatalogOf(world, org).seasons, draft.day_from, draft.day_to);
  if (!limits) throw new PmsError(409, "No availability found, sorry. Please choose another period", REFUSALS.noAvailability);
  if (nights < limits.min) throw new PmsError(422, MIN_STAY_MESSAGE, REFUSALS.minStay, { min_nights: limits.min });
  if (nights > limits.max) throw new PmsError(422, `This rate is sold for at most ${limits.max} nights on these dates`, REFUSALS.maxStay, { max_nights: limits.max });

  const roomTypes = roomTypesAt(world, location.id);
  const rooms: RoomCapacity[] = [];
  for (const [roomTypeId, count] of Object.entries(draft.room_types)) {
    const roomType = roomTypes.find((candidate) => candidate.id === Number(roomTypeId));
    if (!roomType) throw new PmsError(422, `Room type ${roomTypeId} is not at this location`);
    for (let room = 0; room < count; room++) rooms.push(roomType);
  }
  const party = effectiveParty(draft.adults, draft.children_ages, org.profile.settings.children_age_max);
  if (!partyFits(rooms, party.adults, party.children)) {
    throw new PmsError(422, `These rooms do not host ${party.adults} adults and ${party.children} children`, REFUSALS.capacity);
  }
  const free = freeRoomsAt(world, location.id, draft.day_from, draft.day_to);
  for (const [roomTypeId, count] of Object.entries(draft.room_types)) {
    if ((free.get(Number(roomTypeId)) ?? 0) < count) throw new PmsError(409, "No availability found, sorry. Please choose another period", REFUSALS.noAvailability);
  }
  const rate = priceStay(world, org, {
    location_id: location.id,
    room_types: draft.room_types,
    day_from: draft.day_from,
    day_to: draft.day_to,
    adults: draft.adults,
    children_ages: draft.children_ages,
    rate_plan_id: draft.financials.rate_plan_id,
    meal_id: draft.meal_id,
    coupon_code: draft.coupon_code,
  });
  const guest = orgGuestFor(world, org.id, draft);
  const policy = plan.cancellation_policy_name ?? "flexible";
  const reservation: ReservationRecord = {
    ...draft,
    id: world.nextId.reservation++,
    org_id: org.id,
    location_id: location.id,
    nights,
    status: "New",
    booked_on: world.today,
    financials: {
      rate_plan_id: draft.financials.rate_plan_id,
      rate_plan_name: plan.name ?? draft.financials.rate_plan_name ?? null,
      rate,
      cancellation: { policy, ...CANCELLATION_POLICIES[policy] },
      guest_preferences: { status: "created", payment_method: draft.payment_method, cancellation_time: releaseTime(org, draft.payment_method, world.today) },
    },
    departure_time: null,
    note: null,
    invoices: [],
    org_guest_id: guest.id,
    slug_full: org.slug,
    arooms: [],
    cancellationFee: null,
    payments: [],
  };
  delete (reservation as { idempotency_key?: unknown }).idempotency_key;
  if (org.profile.settings.auto_issue_proforma) reservation.invoices = [proformaFor(world, org, reservation, rate.price)];
  world.reservations.set(reservation.id, reservation);
  if (draft.idempotency_key) world.bookingsByKey.set(draft.idempotency_key, { id: reservation.id, fingerprint });
  return reservation;
}

/** Marks the first unpaid instalment of an invoice paid and records the payment. */
export function payNextInstalment(world: World, reservation: ReservationRecord, invoiceId: number, method: string, order?: Payment["order"]): Payment {
  const invoice = reservation.invoices?.find((candidate) => Number(candidate.id) === invoiceId);
  if (!invoice) throw new PmsError(404, "Invoice not found");
  const instalment = invoice.due_dates?.find((dueDate) => !dueDate.paid);
  if (!instalment) throw new PmsError(409, "This invoice is already paid", REFUSALS.alreadyPaid);
  instalment.paid = true;
  const payment: Payment = { id: world.nextId.payment++, amount: instalment.amount, method, invoice_id: invoiceId, order: order ?? null };
  reservation.payments = [...(reservation.payments ?? []), payment];
  if (reservation.status === "New") reservation.status = "Confirmed";
  return payment;
}

/** The first unpaid instalment of an invoice (what a card or PayPal payment settles). */
export function nextUnpaidInstalment(reservation: ReservationRecord, invoiceId: number) {
  const invoice = reservation.invoices?.find((candidate) => Number(candidate.id) === invoiceId);
  if (!invoice) throw new PmsError(404, "Invoice not found");
  const instalment = invoice.due_dates?.find((dueDate) => !dueDate.paid);
  if (!instalment) throw new PmsError(409, "This invoice is already paid", REFUSALS.alreadyPaid);
  return { invoice, instalment };
}

/** What cancelling now would cost, from the rate plan's cancellation policy and days to arrival. */
export function currentCancellationFee(world: World, reservation: ReservationRecord): number {
  const plan = world.ratePlans.find((candidate) => candidate.id === Number(reservation.financials.rate_plan_id));
  return cancellationFee(plan?.cancellation_policy_name ?? "flexible", reservation.financials.rate.price, world.today, reservation.day_from);
}

/** A reservation as the PMS answers it: the cancellation fee is today's (frozen once cancelled). */
export function reservationView(world: World, reservation: ReservationRecord): ReservationRecord {
  const { booked_on: _bookedOn, ...view } = reservation;
  return { ...view, booked_on: reservation.booked_on, cancellationFee: reservation.status === "Canceled" ? (reservation.cancellationFee ?? 0) : currentCancellationFee(world, reservation) };
}

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
    const rate = priceStay(world, org, { location_id: location.id, room_types: seed.room_types, day_from: dayFrom, day_to: dayTo, adults: seed.adults, children_ages: seed.children_ages, rate_plan_id: seed.rate_plan_id, meal_id: seed.meal_id });
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
      payNextInstalment(world, reservation, invoiceId, method, method === "mobilpay" ? { error_code: "0", message: "Approved", card_masked: "4111********1111" } : null);
    }
    reservation.status = seed.status;
  }
  world.nextId.reservation = Math.max(world.nextId.reservation, ...seeds.map((seed) => seed.id + 1));
}

/**
 * Booking a stay in the fake PMS as a real one would: the rooms free for it, its price (re-priced
 * by the engine, never trusting the client's), its refusals, the org guest it belongs to and the
 * proforma it is issued with. Errors carry the HTTP status the PMS answers with.
 */
import type { z } from "zod";
import { UPSTREAM_ERROR_CODES, type Rate, type ReservationDraft } from "../contracts/entities";
import { inTimeFor, leadHoursOf } from "../contracts/lead-time";
import { dotted, HOTEL_TIME_ZONE, nightsBetween } from "./dates";
import { effectiveParty, freeRoomsForStay, partyFits, type RoomCapacity } from "./engine/availability";
import { CANCELLATION_POLICIES, instalmentsOf, lengthOfStayLimits, quoteRate, round2 } from "./engine/pricing";
import { MIN_STAY_MESSAGE } from "./engine/search";
import { PmsError } from "./pms-error";
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

/** What a refusal says (`code` of the error body): the contract's codes. */
const REFUSALS = UPSTREAM_ERROR_CODES;

/** Rooms per type free for a stay at a location, optionally ignoring one reservation (itself). */
export function freeRoomsAt(world: World, locationId: number, dayFrom: string, dayTo: string, ignoreId?: number): Map<number, number> {
  const reservations = [...world.reservations.values()].filter((reservation) => reservation.id !== ignoreId);
  return new Map(
    roomTypesAt(world, locationId).map((roomType) => [roomType.id, freeRoomsForStay(roomType.id, dayFrom, dayTo, inventoryOf(world), reservations)]),
  );
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

/** The proforma a booking is issued with: one line for the stay, the rate plan's instalments. */
export function proformaFor(world: World, org: OrganisationRecord, reservation: ReservationRecord, total: number): Invoice {
  const plan = world.ratePlans.find((candidate) => candidate.id === Number(reservation.financials.rate_plan_id));
  const location = world.locations.find((candidate) => candidate.id === reservation.location_id);
  const terms = plan?.payment_terms ?? {
    installment_reservation_percent: 100,
    installment_days_before_arrival_percent: 0,
    days_before_arrival: 0,
    installment_on_arrival_percent: 0,
  };
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

/** When an unpaid booking is released: the method's `cancelation_time` hours after booking; none when the hotel set none (pay at reception). */
export function releaseTime(org: OrganisationRecord, method: string, bookedOn: string): string | null {
  const payment = org.profile.settings_financials?.payment as Record<string, { cancelation_time?: number | null } | undefined> | null | undefined;
  const setting = payment?.[method]?.cancelation_time;
  if (setting === null) return null;
  const hours = setting ?? 24;
  return new Date(Date.parse(`${bookedOn}T12:00:00Z`) + hours * 3_600_000).toISOString();
}

/** The organisation's guest record for this e-mail: the one it knows, or a new one. */
export function orgGuestFor(world: World, orgId: number, person: { first_name: string; last_name: string; email: string; phone: string }): GuestRecord {
  const email = person.email.toLowerCase();
  const known = world.guests.find((guest) => guest.org_id === orgId && guest.email?.toLowerCase() === email);
  if (known) return known;
  const guest: GuestRecord = {
    id: world.nextId.guest++,
    org_id: orgId,
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    phone: person.phone,
  };
  world.guests.push(guest);
  return guest;
}

type MethodSettings = { enabled?: boolean; time_ahead?: number | null };

const paymentSettingsOf = (org: OrganisationRecord) => (org.profile.settings_financials?.payment ?? {}) as Record<string, MethodSettings | undefined>;

function enabledMethods(org: OrganisationRecord): string[] {
  return Object.entries(paymentSettingsOf(org))
    .filter(([, settings]) => settings?.enabled)
    .map(([method]) => method);
}

/**
 * What makes a draft this booking: the whole draft, every field the contract knows today and any it
 * gains later (the draft is a loose object), but for what a retry may change without being another
 * booking: the key itself, the draft's own id, and the price, which the PMS works out again anyway.
 * Text compares as a person means it (trimmed; the e-mail in any case); object keys in any order.
 */
function draftFingerprint(draft: Draft): string {
  const { idempotency_key: _key, id: _id, financials, ...booking } = draft as Draft & Record<string, unknown>;
  const { rate: _rate, ...terms } = financials as Draft["financials"] & Record<string, unknown>;
  return JSON.stringify(canonical({ ...booking, email: draft.email.trim().toLowerCase(), financials: terms }));
}

/** Keys sorted at every level, strings trimmed, absent and null alike: equal drafts give equal JSON. */
function canonical(value: unknown): unknown {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, entry]) => entry !== undefined && entry !== null)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return value;
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
  // The lead time is the PMS's rule the site reads too (contracts/lead-time.ts): to 23:59 of the arrival day.
  const leadHours = leadHoursOf(paymentSettingsOf(org), draft.payment_method);
  if (!inTimeFor(leadHours, draft.day_from, now, HOTEL_TIME_ZONE)) {
    throw new PmsError(422, `This payment method needs the booking at least ${leadHours} hours before the arrival day ends`, REFUSALS.leadTime, {
      hours_ahead: leadHours,
    });
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
  if (nights > limits.max)
    throw new PmsError(422, `This rate is sold for at most ${limits.max} nights on these dates`, REFUSALS.maxStay, { max_nights: limits.max });

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
    if ((free.get(Number(roomTypeId)) ?? 0) < count)
      throw new PmsError(409, "No availability found, sorry. Please choose another period", REFUSALS.noAvailability);
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

/**
 * The fake PMS's state: organisations, locations, room types, rate plans, seasons, inventory,
 * reservations, invoices, guests, users and sessions, and the lookups every behaviour shares.
 * `createWorld(today)` (seeded-world.ts) builds one from the seed; the server keeps one and
 * replaces it on `POST /__mock/reset`. Nothing here imports the seed or a behaviour, so they can
 * all import this without a circle.
 */
import type { z } from "zod";
import type { Location, Organisation, RegistrationForm, Reservation, RoomType } from "../contracts/entities";
import { noonAt, todayAt } from "./dates";
import type { MealPrice, PricedSeason, PricingCatalog, RatePlanRule, SeasonKind, StayTax } from "./engine/pricing";
import type { PayPalSandbox } from "./paypal";

type Translated = Record<string, string>;

/** Rate plans and the settings lists are filled from the world when the organisation is read. */
export type OrganisationProfile = z.input<typeof Organisation>;

export interface OrganisationRecord {
  id: number;
  slug: string;
  /** The public profile; `rate_plans` and the settings lists are derived from the world on read. */
  profile: OrganisationProfile;
  /** Coupon code (upper case) → percent off; null when the organisation takes no coupons. */
  coupons: Record<string, number> | null;
  weekendUplift: number;
  childMealFactor: number;
}

export type LocationRecord = z.input<typeof Location> & { id: number; org_id: number; subdomain: string; name: string };

export type RoomTypeRecord = z.input<typeof RoomType> & {
  id: number;
  location_id: number;
  adults: number;
  children: number;
  /** Nightly price (VAT included) per season kind: the room type's `pricing`. */
  pricing: Record<SeasonKind, number>;
  room_numbers: string[];
  /** Housekeeping condition per room number (clean when not listed): the plan grid's badges. */
  room_conditions?: Record<string, "clean" | "dirty" | "inspected" | "out_of_order">;
};

/** A channel (OTA) the channel manager sells an organisation's rooms on, with its stop-sells. */
export interface OtaRecord {
  id: number;
  org_id: number;
  name: string;
  room_type_ids: number[];
  /** Nights (day_from ≤ night < day_to) a room type is closed on this channel. */
  stop_sells: Array<{ room_type_id: number; day_from: string; day_to: string }>;
}

export interface SeasonRecord extends PricedSeason {
  org_id: number;
  name: Translated;
}

export interface MealRecord extends MealPrice {
  org_id: number;
  code: "RO" | "BB" | "HB";
}

export interface RatePlanRecord extends RatePlanRule {
  org_id: number;
}

export interface TaxRecord extends StayTax {
  org_id: number;
}

export type ReservationRecord = z.input<typeof Reservation> & {
  id: number;
  org_id: number;
  location_id: number;
  status: "New" | "Confirmed" | "Checked-in" | "Checked-out" | "Canceled";
  /** Hotel date the reservation was made: instalments and fees count from it. */
  booked_on: string;
  /** The OTA it came through; absent for the hotel's own site or desk. */
  channel?: string | null;
};

export type RegistrationFormRecord = Partial<z.input<typeof RegistrationForm>>;

export interface GuestRecord {
  id: number;
  org_id: number;
  first_name: string;
  last_name: string;
  email?: string | null;
  phone?: string | null;
  dob?: string | null;
  address?: {
    country: string;
    address1?: string | null;
    address2?: string | null;
    city?: string | null;
    county?: string | null;
    state?: string | null;
    zip?: string | null;
  } | null;
}

export interface UserRecord {
  id: number;
  org_id: number;
  email: string;
  password: string;
  role: "guest" | "staff";
  first_name: string;
  last_name: string;
  phone: string | null;
  settings: { language: string | null };
}

export interface PaymentRecord {
  id: number;
  reservation_id: number;
  invoice_id: number;
  amount: number;
  method: string;
  order?: { error_code: string; message: string; card_masked: string } | null;
}

export interface InvoiceShare {
  invoice_id: number;
  language: string;
}

export interface World {
  /** The hotel date the world lives on. */
  today: string;
  organisations: OrganisationRecord[];
  locations: LocationRecord[];
  roomTypes: RoomTypeRecord[];
  seasons: SeasonRecord[];
  meals: MealRecord[];
  ratePlans: RatePlanRecord[];
  taxes: TaxRecord[];
  otas: OtaRecord[];
  /** Room type id → night → rooms on sale (the PMS inventory grid). */
  inventory: Map<number, Map<string, number>>;
  reservations: Map<number, ReservationRecord>;
  registrationForms: Map<number, RegistrationFormRecord>;
  guests: GuestRecord[];
  users: UserRecord[];
  /** Session token → user id. */
  sessions: Map<string, number>;
  /** Every token ever issued since the last reset (for leak tests), active or not. */
  issuedTokens: string[];
  /** Idempotency key of a booking → the reservation it created and what was booked. */
  bookingsByKey: Map<string, { id: number; fingerprint: string }>;
  /**
   * Invoice-share links handed out since the last reset: their token → the invoice and the language
   * the page behind it shows. A share link is a capability: its page opens with the token only.
   */
  invoiceShares: Map<string, InvoiceShare>;
  nextId: { reservation: number; invoice: number; payment: number; guest: number; line: number };
  /** PayPal's sandbox: the orders and captures it made, which the PMS verifies a capture against. */
  paypal: PayPalSandbox;
}

/**
 * The PMS's "now": the real instant while the world lives on the real hotel date, noon of its day
 * when the clock is pinned to another (so lead times are the same in every run).
 */
export const worldNow = (world: World, now = new Date()): Date => (world.today === todayAt(undefined, now) ? now : noonAt(world.today));

// ── Lookups ─────────────────────────────────────────────────────────────────────────────────────

export const organisationById = (world: World, id: number): OrganisationRecord | undefined => world.organisations.find((org) => org.id === id);
export const organisationBySlug = (world: World, slug: string): OrganisationRecord | undefined =>
  world.organisations.find((org) => org.slug === slug.toLowerCase());

/** A location by numeric id or by subdomain, as the PMS's location-addressed calls accept both. */
export function locationByIdOrSubdomain(world: World, key: number | string): LocationRecord | undefined {
  const text = String(key).trim().toLowerCase();
  return world.locations.find((location) => String(location.id) === text || location.subdomain === text);
}

export const roomTypesAt = (world: World, locationId: number): RoomTypeRecord[] => world.roomTypes.filter((roomType) => roomType.location_id === locationId);

export const inventoryOf =
  (world: World) =>
  (roomTypeId: number, night: string): number =>
    world.inventory.get(roomTypeId)?.get(night) ?? 0;

export function pricingCatalogOf(world: World, org: OrganisationRecord): PricingCatalog {
  return {
    currency: org.profile.settings.currency,
    language: org.profile.settings.language_default ?? "en",
    seasons: world.seasons.filter((season) => season.org_id === org.id),
    meals: world.meals.filter((meal) => meal.org_id === org.id),
    taxes: world.taxes.filter((tax) => tax.org_id === org.id),
    coupons: org.profile.settings.supports_coupons ? org.coupons : null,
    weekendUplift: org.weekendUplift,
    childMealFactor: org.childMealFactor,
    roomPrices: new Map(
      world.roomTypes
        .filter((roomType) => world.locations.some((location) => location.id === roomType.location_id && location.org_id === org.id))
        .map((roomType) => [roomType.id, roomType.pricing]),
    ),
  };
}

// ── Public views (what the PMS answers) ─────────────────────────────────────────────────────────

/** A room type as the PMS shows it: without the room numbers, which are the hotel's business. */
export function roomTypeView({ room_numbers: _numbers, room_conditions: _conditions, ...roomType }: RoomTypeRecord): z.input<typeof RoomType> {
  return roomType;
}

export const locationView = ({ org_id: _org, ...location }: LocationRecord): z.input<typeof Location> => location;

export function organisationView(world: World, org: OrganisationRecord): z.input<typeof Organisation> {
  const locations = world.locations.filter((location) => location.org_id === org.id).sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  const locationIds = new Set(locations.map((location) => location.id));
  return {
    ...org.profile,
    rate_plans: world.ratePlans
      .filter((plan) => plan.org_id === org.id)
      .map((plan) => ({
        id: plan.id,
        name: plan.name,
        cancellation_policy_name: plan.cancellation_policy_name,
        meal_ids: plan.meal_ids,
        payment_terms: plan.payment_terms,
        rates: plan.rates,
      })),
    settings: {
      ...org.profile.settings,
      locations: locations.map(locationView),
      room_types: world.roomTypes.filter((roomType) => locationIds.has(roomType.location_id)).map(roomTypeView),
      seasons: world.seasons.filter((season) => season.org_id === org.id).map(({ id, name, day_from, day_to, kind }) => ({ id, name, day_from, day_to, kind })),
      meals: world.meals.filter((meal) => meal.org_id === org.id).map(({ id, code, name, supplement }) => ({ id, code, name, supplement })),
    },
    settings_financials: org.profile.settings_financials && {
      ...org.profile.settings_financials,
      invoice: org.profile.settings_financials.invoice && {
        ...org.profile.settings_financials.invoice,
        taxes: world.taxes.filter((tax) => tax.org_id === org.id).map(({ org_id: _org, ...tax }) => tax),
      },
    },
  };
}

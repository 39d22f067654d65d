/**
 * The upstream PMS entities (spec §3), as the BFF reads them.
 *
 * Every object is a `looseObject`: a real PMS sends more than we use, and an extra field must never
 * break a guest's page. What the product reads is typed strictly; what it only passes through is
 * optional. The mock PMS builds its answers from the *input* types, the BFF gets the *output* types.
 */
import { z } from "zod";

/** Identifiers are numbers upstream; some PMSs send them as numeric strings. */
export const Id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

/** A text per language (`{ en: "…", ro: "…" }`); `default` is the fallback some fields carry. */
export const Translated = z.record(z.string(), z.string().nullable());
export type Translated = z.output<typeof Translated>;

/** A calendar date of the hotel, `YYYY-MM-DD`, never a timestamp. */
export const HotelDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD");

/** `HH:MM`, a time of day at the hotel. */
export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "expected HH:MM");

export const Money = z.number().finite();

export const MEAL_PLANS = ["RO", "BB", "HB", "FB", "AI", "UAI", "HB+", "FB+"] as const;
export const PAYMENT_METHODS = ["bank", "cash", "card_pos", "mobilpay", "ota", "paypal", "revolut", "custom"] as const;
/** The methods a guest can choose online (spec §9). */
export const GUEST_PAYMENT_METHODS = ["bank", "custom", "mobilpay", "paypal", "revolut"] as const;
export const RESERVATION_STATUSES = ["New", "Confirmed", "Checked-in", "Checked-out", "Canceled"] as const;
export const GUEST_PAYMENT_STATUSES = ["created", "payed", "canceled", "canceled_and_payed", "canceled_by_staff"] as const;
export const INVOICE_TYPES = ["proforma", "fiscal"] as const;
export const COMMERCE_CATEGORIES = ["lodging", "restaurant", "minibar", "shop", "storno"] as const;
export const CANCELLATION_POLICIES = ["very_flexible", "flexible", "moderate", "firm", "strict", "non_refundable"] as const;

export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.output<typeof PaymentMethod>;
export const GuestPaymentMethod = z.enum(GUEST_PAYMENT_METHODS);
export type GuestPaymentMethod = z.output<typeof GuestPaymentMethod>;
/** Status names as the PMS spells them; the second reading also knows a lower-case `active`. */
export const ReservationStatus = z.enum([...RESERVATION_STATUSES, "active"]);
export type ReservationStatus = z.output<typeof ReservationStatus>;
export const GuestPaymentStatus = z.enum(GUEST_PAYMENT_STATUSES);
export type GuestPaymentStatus = z.output<typeof GuestPaymentStatus>;

// ── Photos, addresses, social links ──────────────────────────────────────────────────────────────

export const Photo = z.looseObject({
  url: z.string().min(1),
  description: Translated.optional(),
});
export type Photo = z.output<typeof Photo>;

export const Address = z.looseObject({
  address1: z.string(),
  address2: z.string().nullish(),
  city: z.string(),
  county: z.string().nullish(),
  state: z.string().nullish(),
  country: z.string(),
  zip: z.string().nullish(),
});
export type Address = z.output<typeof Address>;

export const SocialLinks = z.looseObject({
  facebook: z.string().nullish(),
  instagram: z.string().nullish(),
  youtube: z.string().nullish(),
});

// ── Rooms, rate plans, seasons ───────────────────────────────────────────────────────────────────

export const RoomType = z.looseObject({
  id: Id,
  location_id: Id,
  name: Translated,
  description: Translated,
  /** Beds by kind (`single`, `double`, `sofa` …) → count. */
  beds: z.record(z.string(), z.number().int().min(0)),
  adults: z.number().int().min(0),
  children: z.number().int().min(0),
  pricing: z.unknown().optional(),
  photo_urls: z.array(z.string()),
  is_mutual: z.boolean().optional(),
  sub_types: z.array(z.unknown()).optional(),
});
export type RoomType = z.output<typeof RoomType>;

export const SeasonRate = z.looseObject({
  season_id: Id,
  restriction_reservation_los_min: z.number().int().min(0).nullish(),
  restriction_reservation_los_max: z.number().int().min(0).nullish(),
});

export const RatePlan = z.looseObject({
  id: Id,
  name: Translated,
  cancellation_policy_name: z.string().nullish(),
  rates: z.array(SeasonRate),
});
export type RatePlan = z.output<typeof RatePlan>;

export const Season = z.looseObject({
  id: Id,
  name: Translated,
  day_from: HotelDate,
  day_to: HotelDate,
});

export const Meal = z.looseObject({
  id: Id,
  code: z.enum(MEAL_PLANS),
  name: Translated,
});
export type Meal = z.output<typeof Meal>;

// ── Location ─────────────────────────────────────────────────────────────────────────────────────

export const Location = z.looseObject({
  id: Id,
  name: z.string(),
  /** Subdomain-style handle a PMS may also know the location by (spec §7, POST /api/locations/{…}). */
  subdomain: z.string().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  address: Address.nullish(),
  /** `'lat,lng'` as the spec gives it. */
  coordinates: z.string().nullish(),
  social: SocialLinks.nullish(),
  maps_link: z.string().nullish(),
  photos: z.array(Photo).default([]),
  banner_image: z.looseObject({ url: z.string() }).nullish(),
  description: Translated.nullish(),
  short_description: Translated.nullish(),
  location_title: Translated.nullish(),
  book_now_text: Translated.nullish(),
  discovery_us_text: Translated.nullish(),
  about_us_text: Translated.nullish(),
  we_offer_excellent_experience_text: Translated.nullish(),
  favicon_image: z.looseObject({ url: z.string() }).nullish(),
  show_logo: z.boolean().optional(),
  show_homepage_gallery_slider: z.boolean().optional(),
  hoteliera_domain: z.string().nullish(),
  client_domain: z.string().nullish(),
  redirect_from_subdomain_to_domain: z.boolean().optional(),
  meta_title: Translated.nullish(),
  meta_description: Translated.nullish(),
  meta_keywords: Translated.nullish(),
  sort_order: z.number().optional(),
  rooms: z.array(RoomType).optional(),
});
export type Location = z.output<typeof Location>;

// ── Organisation settings ────────────────────────────────────────────────────────────────────────

const PaymentMethodSettings = z.looseObject({
  enabled: z.boolean(),
  /** Hours a booking must be made ahead of the check-in day's end to offer this method. */
  time_ahead: z.number().min(0).nullish(),
  /** Hours after booking at which an unpaid reservation is cancelled. */
  cancelation_time: z.number().min(0).nullish(),
  instructions: Translated.nullish(),
});

export const PaymentSettings = z.looseObject({
  bank: PaymentMethodSettings.optional(),
  custom: PaymentMethodSettings.extend({ custom_name: Translated.nullish() }).optional(),
  mobilpay: PaymentMethodSettings.extend({ mobilpay_test_mode: z.boolean().optional() }).optional(),
  paypal: PaymentMethodSettings.extend({
    client_id: z.string().nullish(),
    rate_multiplier: z.number().positive().nullish(),
    currency: z.string().nullish(),
  }).optional(),
  revolut: PaymentMethodSettings.extend({ phone_number: z.string().nullish() }).optional(),
});
export type PaymentSettings = z.output<typeof PaymentSettings>;

export const Tax = z.looseObject({
  id: Id,
  name: Translated,
  included: z.boolean(),
  type: z.enum(["percent", "fixed"]),
  value: z.number(),
});

export const PolicyText = z.looseObject({
  active: z.boolean(),
  url: z.string().nullish(),
  title: Translated.nullish(),
  subject: Translated.nullish(),
});
export type PolicyText = z.output<typeof PolicyText>;

export const OrganisationSettings = z.looseObject({
  locale: z.string().nullish(),
  language: z.string().nullish(),
  language_default: z.string().nullish(),
  languages: z.array(z.string()).default([]),
  /** IANA zone of the hotel; a stay's dates are local dates there. */
  time_zone: z.string().nullish(),
  locations: z.array(Location).default([]),
  room_types: z.array(RoomType).default([]),
  seasons: z.array(Season).default([]),
  currency: z.string(),
  country_currency: z.string().nullish(),
  /** Fixed conversion rate per currency, relative to the country currency. */
  currencies_fx: z.record(z.string(), z.number().positive()).default({}),
  children_age_max: z.number().int().min(0).max(18).nullish(),
  children_ages: z.array(z.number().int().min(0).max(18)).default([]),
  meals: z.array(Meal).default([]),
  check_in_time: z.string().nullish(),
  check_out_time: z.string().nullish(),
  supports_coupons: z.boolean().optional(),
  auto_issue_proforma: z.boolean().optional(),
  show_all_location_per_site: z.boolean().optional(),
});

export const Organisation = z.looseObject({
  id: Id,
  name: z.string().min(1),
  logo: z.string().nullish(),
  logo_url: z.string().nullish(),
  slug_full: z.string().min(1),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  about: z
    .looseObject({
      description: Translated.nullish(),
      facilities: Translated.nullish(),
      photo_urls: z.array(z.string()).default([]),
    })
    .nullish(),
  rate_plans: z.array(RatePlan).default([]),
  settings: OrganisationSettings,
  settings_financials: z
    .looseObject({
      invoice: z
        .looseObject({
          business_name: z.string().nullish(),
          vat_number: z.string().nullish(),
          business_registry: z.string().nullish(),
          bank_account: z.string().nullish(),
          bank_name: z.string().nullish(),
          currency: z.string().nullish(),
          taxes: z.array(Tax).default([]),
        })
        .nullish(),
      payment: PaymentSettings.nullish(),
    })
    .nullish(),
  settings_reservations: z
    .looseObject({
      policies: PolicyText.nullish(),
      terms: PolicyText.nullish(),
      cancel: PolicyText.nullish(),
      order: PolicyText.nullish(),
      gdpr: PolicyText.nullish(),
      analytics_ga_tracking_id: z.string().nullish(),
      analytics_fp_tracking_id: z.string().nullish(),
      google_analytcs_four: z.string().nullish(),
      customer_confirmation_email: z.record(z.string(), z.unknown()).nullish(),
    })
    .nullish(),
  settings_commerce: z
    .looseObject({ collections: z.array(z.unknown()).default([]), categories: z.array(z.unknown()).default([]) })
    .nullish(),
  settings_cm: z.looseObject({ otas: z.array(z.unknown()).default([]) }).nullish(),
});
export type Organisation = z.output<typeof Organisation>;

/** GET /api/anonymous-org-by-location: the organisation, one location, and that location's rooms. */
export const OrganisationAtLocation = z.looseObject({
  organization: Organisation,
  location: Location.extend({ rooms: z.array(RoomType).default([]) }),
});
export type OrganisationAtLocation = z.output<typeof OrganisationAtLocation>;

// ── Search and solutions ─────────────────────────────────────────────────────────────────────────

export const PaymentTerms = z.looseObject({
  installment_reservation_percent: z.number().min(0).max(100),
  installment_days_before_arrival_percent: z.number().min(0).max(100),
  days_before_arrival: z.number().int().min(0),
  installment_on_arrival_percent: z.number().min(0).max(100),
});
export type PaymentTerms = z.output<typeof PaymentTerms>;

export const RateTax = z.looseObject({ name: Translated, amount_price: Money });

export const Rate = z.looseObject({
  price: Money,
  price_regular: Money,
  price_without_all_taxes: Money,
  taxes: z.array(RateTax).default([]),
  meal_id: Id,
  rules: z.array(z.looseObject({ title: Translated.nullish(), price_label: z.string().nullish() })).default([]),
  policy: z.array(z.string()).default([]),
  /**
   * The same policy texts per language, when the PMS sends them (the mock does): `policy` is
   * written in the organisation's language only, and the search names no language to write it in.
   */
  policy_translated: z.array(Translated).nullish(),
  payment_terms: PaymentTerms,
  currency: z.string(),
});
export type Rate = z.output<typeof Rate>;

export const SolutionRatePlan = z.looseObject({
  id: Id,
  name: Translated,
  cancellation_policy_name: z.string().nullish(),
  rates: z.array(Rate),
});

export const Solution = z.looseObject({
  /** Room type id → number of rooms of that type in this solution. */
  room_types_total: z.record(z.string(), z.number().int().min(1)),
  rate_plans: z.array(SolutionRatePlan),
  rate_plan_id: Id.nullish(),
  meal_id: Id.nullish(),
});
export type Solution = z.output<typeof Solution>;

/** What the PMS answers instead of solutions when the stay is shorter than a minimum stay. */
export const MinStayProblem = z.looseObject({ message: z.string(), min_nights: z.number().int().min(1) });
export type MinStayProblem = z.output<typeof MinStayProblem>;

export const SearchAnswer = z.union([z.array(Solution), MinStayProblem]);
export type SearchAnswer = z.output<typeof SearchAnswer>;

/** Query of GET /api/reservation-query. Numbers travel as query strings, hence the coercion. */
export const SearchRequest = z.looseObject({
  location_id: z.coerce.number().int(),
  day_from: HotelDate,
  day_to: HotelDate,
  adults: z.coerce.number().int().min(1).max(16),
  children: z.coerce.number().int().min(0).max(8),
  /** Comma list of ages, one per child. */
  children_ages: z.string().regex(/^(\d{1,2}(,\d{1,2})*)?$/).optional(),
  rooms: z.coerce.number().int().min(1).max(3),
  nights: z.coerce.number().int().min(1).max(31),
  coupon_code: z.string().max(64).optional(),
  org_id: z.coerce.number().int(),
});
export type SearchRequest = z.output<typeof SearchRequest>;

// ── Reservations ─────────────────────────────────────────────────────────────────────────────────

export const GuestPreferences = z.looseObject({
  status: GuestPaymentStatus,
  payment_method: z.string().nullish(),
  cancellation_time: z.string().nullish(),
});

export const Financials = z.looseObject({
  rate_plan_id: Id,
  rate_plan_name: Translated.nullish(),
  rate: Rate,
  cancellation: z
    .looseObject({
      policy: z.string().nullish(),
      /** Days before arrival from which the fee applies, and the fee in percent of the total. */
      days_before_arrival: z.number().int().min(0).nullish(),
      fee_percent: z.number().min(0).max(100).nullish(),
    })
    .nullish(),
  guest_preferences: GuestPreferences.nullish(),
});

export const ReservationDraft = z.looseObject({
  id: Id.nullish(),
  day_from: HotelDate,
  day_to: HotelDate,
  adults: z.number().int().min(1).max(16),
  children: z.number().int().min(0).max(8),
  children_ages: z.array(z.number().int().min(0).max(17)).default([]),
  rooms: z.number().int().min(1).max(3),
  nights: z.number().int().min(1).max(31),
  meal_id: Id,
  arrival_time: TimeOfDay.nullish(),
  room_types: z.record(z.string(), z.number().int().min(1)),
  financials: Financials,
  rules: z.array(z.unknown()).default([]),
  coupon_code: z.string().nullish(),
  location_id: Id,
  org_id: Id,
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  phone: z.string().min(1),
  email: z.email(),
  guest_language: z.string().nullish(),
  payment_method: GuestPaymentMethod,
  /** Our idempotency key, so a retried POST never books twice on a PMS that honours it. */
  idempotency_key: z.string().max(100).nullish(),
});
export type ReservationDraft = z.output<typeof ReservationDraft>;

export const DueDate = z.looseObject({
  due_date: HotelDate,
  due_date_text: z.string().nullish(),
  amount: Money,
  total_amount_with_all_taxes: Money,
  note: Translated.nullish(),
  paid: z.boolean(),
});
export type DueDate = z.output<typeof DueDate>;

export const Invoice = z.looseObject({
  id: Id,
  type: z.enum(INVOICE_TYPES),
  currency: z.string(),
  line_items: z.array(z.looseObject({ id: Id, title: Translated })).default([]),
  due_dates: z.array(DueDate).default([]),
});
export type Invoice = z.output<typeof Invoice>;

export const Payment = z.looseObject({
  id: Id,
  amount: Money,
  method: z.string(),
  invoice_id: Id.nullish(),
  order: z
    .looseObject({
      error_code: z.string().nullish(),
      message: z.string().nullish(),
      card_masked: z.string().nullish(),
    })
    .nullish(),
});

export const Reservation = ReservationDraft.extend({
  id: Id,
  status: ReservationStatus,
  departure_time: TimeOfDay.nullish(),
  note: z.string().nullish(),
  invoices: z.array(Invoice).default([]),
  org_guest_id: Id.nullish(),
  slug_full: z.string().nullish(),
  arooms: z.array(z.unknown()).default([]),
  cancellationFee: Money.nullish(),
  payments: z.array(Payment).default([]),
});
export type Reservation = z.output<typeof Reservation>;

// ── Guests, users, registration ──────────────────────────────────────────────────────────────────

/** A guest's address as the staff's guest form sends it (spec §3 address form; decision 014). */
export const GuestAddress = z.looseObject({
  country: z.string().regex(/^[A-Z]{2}$/),
  address1: z.string().nullish(),
  address2: z.string().nullish(),
  city: z.string().nullish(),
  /** A Romanian county (one of 42) or another country's region; `state` for the US. */
  county: z.string().nullish(),
  state: z.string().nullish(),
  zip: z.string().nullish(),
});

export const Guest = z.looseObject({
  id: Id,
  first_name: z.string(),
  last_name: z.string(),
  name: z.string().nullish(),
  dob: HotelDate.nullish(),
  email: z.string().nullish(),
  phone: z.string().nullish(),
  address: GuestAddress.nullish(),
});
export type Guest = z.output<typeof Guest>;

export const UserSession = z.looseObject({
  email: z.string(),
  session_token: z.string().min(16),
  /** Not in the spec; `staff` opens the staff area. A PMS without it yields guests only. */
  role: z.enum(["guest", "staff"]).default("guest"),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  phone: z.string().nullish(),
  settings: z.looseObject({ language: z.string().nullish() }).default({ language: null }),
});
export type UserSession = z.output<typeof UserSession>;

export const RegistrationForm = z.looseObject({
  last_name: z.string().nullish(),
  first_name: z.string().nullish(),
  dob: HotelDate.nullish(),
  country_code: z.string().nullish(),
  citizenship: z.string().nullish(),
  address: z
    .looseObject({
      city: z.string().nullish(),
      county: z.string().nullish(),
      city_slug: z.string().nullish(),
      county_slug: z.string().nullish(),
      address1: z.string().nullish(),
    })
    .nullish(),
  arrival_date: HotelDate,
  departure_date: HotelDate,
  trip_type: z.enum(["business", "relaxation"]).nullish(),
  id_type: z.enum(["Passport", "National identity card"]).nullish(),
  id_series: z.string().nullish(),
  id_number: z.string().nullish(),
  location_name: z.string().nullish(),
  room_numbers: z.array(z.string()).default([]),
});
export type RegistrationForm = z.output<typeof RegistrationForm>;

/** What a PMS answers on a failed call; `message` is shown to the guest (spec §8). */
export const UpstreamErrorBody = z.looseObject({
  message: z.string().optional(),
  error: z.string().optional(),
  /** A machine-readable reason where the guest's next step depends on it (see UPSTREAM_ERROR_CODES). */
  code: z.string().optional(),
});

/**
 * Error codes the BFF acts on (contract extension, decision 011). The spec names none;
 * `email_registered` is how we read its "exists" guest state: an anonymous booking with the e-mail
 * of a registered user (decision 009). The others say which rule a refusal broke, so the guest is
 * told in their own language what to change.
 */
export const UPSTREAM_ERROR_CODES = {
  emailRegistered: "email_registered",
  /** Refusals of a booking (POST /api/reservations), each a 4xx with `{ message, code, … }`. */
  minStay: "min_stay",
  maxStay: "max_stay",
  capacity: "capacity",
  noAvailability: "no_availability",
  leadTime: "lead_time",
  idempotencyConflict: "idempotency_conflict",
  methodUnavailable: "payment_method_unavailable",
  /** A token the PMS does not know (401). */
  sessionExpired: "session_expired",
  /** PATCH refusals. */
  alreadyCancelled: "already_cancelled",
  /** Cancelling with a fee other than the one the guest was shown (the reservation's `cancellationFee`). */
  feeChanged: "fee_changed",
  /** A change to a cancelled reservation (its note, times, payment). */
  reservationCancelled: "reservation_cancelled",
  alreadyPaid: "already_paid",
  /** A PayPal capture the PMS could not verify with PayPal: unknown, not completed, another amount, currency or invoice. */
  paymentUnverified: "payment_unverified",
  requiredFields: "required_fields",
  /** A staff-only call (decision 014) made with a guest's session, or for another organisation. */
  staffOnly: "staff_only",
} as const;

// ── Staff: the plan grid and the reservations calendar (contract extension, decision 014) ────────

/** Housekeeping state of a physical room; a PMS may know more states (shown as they come). */
export const ROOM_CONDITIONS = ["clean", "dirty", "inspected", "out_of_order"] as const;

/** One night of a room type at a location: rooms on sale and rooms sold (reservations holding it). */
export const InventoryNight = z.looseObject({
  day: HotelDate,
  on_sale: z.number().int().min(0),
  sold: z.number().int().min(0),
});

/** One night of a room type on a channel (OTA): what the channel manager offers there. */
export const ChannelNight = z.looseObject({
  day: HotelDate,
  available: z.number().int().min(0),
  /** Stop-sell on this channel for the night. */
  closed: z.boolean().default(false),
});

/** GET /api/locations/{location_id}/inventory: rooms, their condition, nights on sale and sold, and the channels. */
export const LocationInventory = z.looseObject({
  location_id: Id,
  day_from: HotelDate,
  day_to: HotelDate,
  room_types: z.array(
    z.looseObject({
      id: Id,
      name: Translated,
      rooms: z.array(z.looseObject({ number: z.string().min(1), condition: z.string().default("clean") })).default([]),
      nights: z.array(InventoryNight),
    }),
  ),
  otas: z
    .array(
      z.looseObject({
        id: Id,
        name: z.string().min(1),
        room_types: z.array(z.looseObject({ room_type_id: Id, nights: z.array(ChannelNight) })).default([]),
      }),
    )
    .default([]),
});
export type LocationInventory = z.output<typeof LocationInventory>;

/** One night of a rate plan for a room type: the room's price for the night and the minimum stay that applies. */
export const RateNight = z.looseObject({
  day: HotelDate,
  price: Money.nullable(),
  min_stay: z.number().int().min(1).default(1),
  closed: z.boolean().default(false),
});

/** GET /api/locations/{location_id}/rates: each rate plan's nightly price per room type. */
export const LocationRates = z.looseObject({
  location_id: Id,
  currency: z.string(),
  rate_plans: z.array(
    z.looseObject({
      id: Id,
      name: Translated,
      room_types: z.array(z.looseObject({ room_type_id: Id, nights: z.array(RateNight) })),
    }),
  ),
});
export type LocationRates = z.output<typeof LocationRates>;

/** A reservation as staff lists it: who, when, which rooms, in which state. */
export const StayListing = z.looseObject({
  id: Id,
  status: ReservationStatus,
  location_id: Id,
  day_from: HotelDate,
  day_to: HotelDate,
  first_name: z.string(),
  last_name: z.string(),
  adults: z.number().int().min(0),
  children: z.number().int().min(0).default(0),
  rooms: z.number().int().min(1),
  room_types: z.record(z.string(), z.number().int().min(1)),
  /** Rooms assigned so far (maybe none yet): the room type and the room's number. */
  arooms: z.array(z.looseObject({ room_type_id: Id.nullish(), room_number: z.string().nullish() })).default([]),
  total: Money.nullish(),
  currency: z.string().nullish(),
  payment_status: GuestPaymentStatus.nullish(),
});
export type StayListing = z.output<typeof StayListing>;

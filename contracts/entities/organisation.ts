/**
 * The organisation (the hotel company) as the site reads it: its settings, locations, rooms,
 * seasons, meals, rate plans, taxes, policy texts and payment settings.
 */
import { z } from "zod";
import { PaymentSettings } from "./payments";
import { Meal, RatePlan, RoomType, Season } from "./rooms";
import { Location } from "./site";
import { Id, Translated } from "./values";

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
  /** The home page's room cards (docs/spec.md §2 Home: "room cards when the slider setting is on"); absent: off. */
  show_rooms_slider: z.boolean().optional(),
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
      /**
       * Whether a guest may change the dates of a direct booking online (contract extension,
       * docs/decisions/045). Absent or inactive: off, the reservation page says to contact the hotel.
       */
      date_changes: z.looseObject({ active: z.boolean() }).nullish(),
    })
    .nullish(),
  settings_commerce: z.looseObject({ collections: z.array(z.unknown()).default([]), categories: z.array(z.unknown()).default([]) }).nullish(),
  /** The channels (OTAs) it sells through; each read as a {@link ChannelPartner} where it is one. */
  settings_cm: z.looseObject({ otas: z.array(z.unknown()).default([]) }).nullish(),
});
export type Organisation = z.output<typeof Organisation>;

/**
 * A channel of `settings_cm.otas` as the site reads it: the partner logos of the 404 page (spec §2,
 * docs/decisions/036) are those with a name and a logo; `url` links the logo. Items of another
 * shape are skipped one by one, never failing the organisation.
 */
export const ChannelPartner = z.looseObject({
  name: z.string().trim().min(1),
  logo_url: z.string().min(1),
  url: z.string().nullish(),
});
export type ChannelPartner = z.output<typeof ChannelPartner>;

/** GET /api/anonymous-org-by-location: the organisation, one location, and that location's rooms. */
export const OrganisationAtLocation = z.looseObject({
  organization: Organisation,
  location: Location.extend({ rooms: z.array(RoomType).default([]) }),
});
export type OrganisationAtLocation = z.output<typeof OrganisationAtLocation>;

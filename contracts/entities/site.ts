/**
 * A location as its site shows it: photos, address, social links, the texts of its pages and the
 * domains its site lives on.
 */
import { z } from "zod";
import { RoomType } from "./rooms";
import { Id, Translated } from "./values";
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

export const Location = z.looseObject({
  id: Id,
  name: z.string(),
  /** Subdomain-style handle a PMS may also know the location by (docs/spec.md §7, POST /api/locations/{…}). */
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

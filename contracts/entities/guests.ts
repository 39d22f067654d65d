/**
 * People: the organisation's guests (as staff find and add them), a signed-in user's session, and
 * a stay's registration form, which the guest fills in.
 */
import { z } from "zod";
import { HotelDate, Id } from "./values";

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
  /** Not in the spec: a staff member's organisation, so another hotel's staff are refused before the PMS is asked (docs/decisions/028). */
  org_id: Id.nullish(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  phone: z.string().nullish(),
  settings: z.looseObject({ language: z.string().nullish() }).default({ language: null }),
});
export type UserSession = z.output<typeof UserSession>;

/**
 * What a sign-in answers (docs/spec.md §7, `POST /api/users/sessions`): "email and session data"
 * only — the e-mail as the PMS read it from the credentials and the token. Who the user is (the
 * e-mail as stored, language, role, name) comes from reloading the session with GET.
 */
export const SignedIn = z.looseObject({
  email: z.string(),
  session_token: z.string().min(16),
});
export type SignedIn = z.output<typeof SignedIn>;

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

/** POST /api/org_guests: the spec's body is first and last name; the birth date, address, e-mail and phone are ours (decisions 014, 028). */
export const NewGuest = z.looseObject({
  first_name: z.string().min(1),
  last_name: z.string(),
  dob: HotelDate.nullish(),
  address: GuestAddress.nullish(),
  email: z.email().nullish(),
  phone: z.string().max(40).nullish(),
});

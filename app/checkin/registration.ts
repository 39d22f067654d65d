/**
 * The online check-in (registration) form's rules (spec §5): names, birth date, country,
 * citizenship, county (state), city, street, trip type, ID type and number are required; the ID
 * series only for a national identity card; in Romania the county is one of the 42, in the US one of
 * the states. One schema for conform in the browser and the action on the server; messages are
 * translation keys.
 */
import * as z from "zod";
import { TOO_LONG } from "../utils/text-limits";
import { regionsOf, slugOf } from "./regions";

export const TRIP_TYPES = ["business", "relaxation"] as const;
export const ID_TYPES = ["Passport", "National identity card"] as const;

export const CHECKIN_ERRORS = {
  required: "checkin.errors.required",
  dob: "checkin.errors.dob",
  country: "checkin.errors.country",
  county: "checkin.errors.county",
  series: "checkin.errors.series",
} as const;

const text = (max: number) => z.string({ error: CHECKIN_ERRORS.required }).trim().min(1, CHECKIN_ERRORS.required).max(max, TOO_LONG);
const COUNTRY = /^[A-Z]{2}$/;

export function registrationSchema(context: { today: string }) {
  return z
    .object({
      last_name: text(100),
      first_name: text(100),
      dob: z
        .string({ error: CHECKIN_ERRORS.required })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, CHECKIN_ERRORS.dob)
        .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && day < context.today && day > "1900-01-01", CHECKIN_ERRORS.dob),
      country_code: z.string({ error: CHECKIN_ERRORS.country }).trim().toUpperCase().regex(COUNTRY, CHECKIN_ERRORS.country),
      citizenship: z.string({ error: CHECKIN_ERRORS.country }).trim().toUpperCase().regex(COUNTRY, CHECKIN_ERRORS.country),
      county: text(100),
      city: text(100),
      address1: text(200),
      trip_type: z.enum(TRIP_TYPES, CHECKIN_ERRORS.required),
      id_type: z.enum(ID_TYPES, CHECKIN_ERRORS.required),
      id_series: z.string().trim().max(20, TOO_LONG).optional(),
      id_number: text(30),
    })
    .superRefine((form, ctx) => {
      const regions = regionsOf(form.country_code);
      if (regions && !regions.includes(form.county)) ctx.addIssue({ code: "custom", path: ["county"], message: CHECKIN_ERRORS.county });
      if (form.id_type === "National identity card" && !form.id_series) ctx.addIssue({ code: "custom", path: ["id_series"], message: CHECKIN_ERRORS.series });
    });
}

export type Registration = z.output<ReturnType<typeof registrationSchema>>;

/** The form as the PMS takes it (spec §3): the address nested, with the slugs it keeps. */
export function toRegistrationForm(form: Registration) {
  return {
    last_name: form.last_name,
    first_name: form.first_name,
    dob: form.dob,
    country_code: form.country_code,
    citizenship: form.citizenship,
    address: { city: form.city, county: form.county, city_slug: slugOf(form.city), county_slug: slugOf(form.county), address1: form.address1 },
    trip_type: form.trip_type,
    id_type: form.id_type,
    id_series: form.id_type === "National identity card" ? (form.id_series ?? null) : null,
    id_number: form.id_number,
  };
}

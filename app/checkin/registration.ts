/**
 * The online check-in (registration) form's rules (docs/spec.md §5): names, birth date, country,
 * citizenship, county (state), city, street, trip type, ID type and number are required; the ID
 * series only for a national identity card; in Romania the county is one of the 42, in the US one of
 * the states. One schema for conform in the browser and the action on the server; messages are
 * translation keys. The birth date, country and address rules are the staff's guest form's too
 * (app/checkin/guest-fields.ts).
 */
import * as z from "zod";
import { TOO_LONG } from "../utils/text-limits";
import { oneLine } from "../utils/typed-text";
import { ADDRESS_MAX, birthDate, checkRegion, CHECKIN_ERRORS, countryCode, requiredText as text } from "./guest-fields";
import { ID_TYPES, TRIP_TYPES } from "./form-fields";
import { regionOnList, slugOf } from "./regions";

export { ID_TYPES, TRIP_TYPES } from "./form-fields";

export function registrationSchema(context: { today: string }) {
  return z
    .object({
      last_name: text(100),
      first_name: text(100),
      dob: birthDate(context.today),
      country_code: countryCode(),
      citizenship: countryCode(),
      county: text(ADDRESS_MAX.county),
      city: text(ADDRESS_MAX.city),
      address1: text(ADDRESS_MAX.address1),
      trip_type: z.enum(TRIP_TYPES, CHECKIN_ERRORS.choose),
      id_type: z.enum(ID_TYPES, CHECKIN_ERRORS.choose),
      id_series: z.string().overwrite(oneLine).trim().max(20, TOO_LONG).optional(),
      id_number: text(30),
    })
    .superRefine((form, ctx) => {
      checkRegion(ctx, form.country_code, form.county);
      if (form.id_type === "National identity card" && !form.id_series) ctx.addIssue({ code: "custom", path: ["id_series"], message: CHECKIN_ERRORS.series });
    });
}

export type Registration = z.output<ReturnType<typeof registrationSchema>>;

/** The form as the PMS takes it (docs/spec.md §3): the address nested, with the slugs it keeps. */
export function toRegistrationForm(form: Registration) {
  const county = regionOnList(form.country_code, form.county) ?? form.county;
  return {
    last_name: form.last_name,
    first_name: form.first_name,
    dob: form.dob,
    country_code: form.country_code,
    citizenship: form.citizenship,
    // The county as the country's list writes it (the rules took it case and diacritics aside).
    address: { city: form.city, county, city_slug: slugOf(form.city), county_slug: slugOf(county), address1: form.address1 },
    trip_type: form.trip_type,
    id_type: form.id_type,
    id_series: form.id_type === "National identity card" ? (form.id_series ?? null) : null,
    id_number: form.id_number,
  };
}

/**
 * The guest's registration and address rules, defined once (docs/spec.md §3 address form, §5): the
 * birth date (a real day, after 1900 and before the hotel's today), the country (an ISO 3166 code),
 * the region by country (one of Romania's 42 counties, one of the US states, free text elsewhere)
 * and the lengths of the address's lines. The online check-in (app/checkin/registration.ts, all
 * required) and the staff's new guest (app/staff/guests.ts, all optional) build their zod schemas
 * from these pieces; the address inputs (app/components/AddressFields.tsx) take the same lengths.
 * Messages are translation keys.
 */
import * as z from "zod";
import { isHotelDate } from "../booking/dates";
import { TOO_LONG } from "../utils/text-limits";
import { oneLine } from "../utils/typed-text";
import { CHECKIN_ERRORS } from "./form-fields";
import { regionOnList } from "./regions";

export { ADDRESS_MAX, CHECKIN_ERRORS, type CountryOption } from "./form-fields";

const COUNTRY = /^[A-Z]{2}$/;

/** Required one-line text: control characters gone (app/utils/typed-text.ts), trimmed, at most `max` characters. */
export const requiredText = (max: number) =>
  z.string({ error: CHECKIN_ERRORS.required }).overwrite(oneLine).trim().min(1, CHECKIN_ERRORS.required).max(max, TOO_LONG);

/** Optional one-line text: control characters gone, whitespace folded and trimmed, at most `max` characters; blank is absent. */
export const optionalText = (max: number) =>
  z
    .string()
    .transform((value) => oneLine(value).replace(/\s+/g, " ").trim())
    .pipe(z.string().max(max, TOO_LONG))
    .optional()
    .transform((value) => value || null);

/** A birth date: a real day written YYYY-MM-DD, after 1900-01-01 and before the hotel's today. */
export const birthDate = (today: string) =>
  z
    .string({ error: CHECKIN_ERRORS.required })
    .trim()
    .refine((day) => isHotelDate(day) && day > "1900-01-01" && day < today, CHECKIN_ERRORS.dob);

/** A country as its ISO 3166 code, in capitals whatever was posted. */
export const countryCode = () => z.string({ error: CHECKIN_ERRORS.country }).trim().toUpperCase().regex(COUNTRY, CHECKIN_ERRORS.country);

/** Whether a region fits its country: Romania's and the US's from their lists (case and diacritics aside), any elsewhere. */
export function regionFits(country: string, region: string): boolean {
  return regionOnList(country, region) !== null;
}

/** The region's issue on the form's `county` field when it does not fit the country. */
export function checkRegion(ctx: z.RefinementCtx, country: string, region: string | null | undefined): void {
  if (region && !regionFits(country, region)) ctx.addIssue({ code: "custom", path: ["county"], message: CHECKIN_ERRORS.county });
}

/**
 * The guest box's rules (docs/spec.md §5, §9): a name is split on its last space into first and last name
 * (a blank first name is refused with `enter_first_name`); the search shows 10 of the up to 20
 * guests the PMS answers; with JavaScript only the answer to the latest query is shown.
 */
import * as z from "zod";
import { ADDRESS_MAX, checkRegion, CHECKIN_ERRORS, countryCode, optionalText } from "../checkin/guest-fields";
import { regionOnList } from "../checkin/regions";
import { addDays, isHotelDate } from "../booking/dates";
import { readQueryText } from "../utils/text-limits";
import { oneLine } from "../utils/typed-text";
import { storedPhoneKey } from "./phones";

/** The PMS answers at most this many guests (docs/spec.md §9 "limit 20 options")… */
export const GUESTS_LIMIT = 20;
/** …and the guest box's list shows this many (the search page shows them all). */
export const GUESTS_SHOWN = 10;
/** The PMS takes a query of up to 100 characters (contracts/api.ts). */
export const QUERY_MAX = 100;
/** With JavaScript, a search starts this long after the last key press. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Controls gone, whitespace folded, trimmed, cut to what the PMS takes; empty means no search (text-limits.ts). */
export const normaliseQuery = (value: unknown): string => readQueryText(value, QUERY_MAX);

export type SplitName = { ok: true; first_name: string; last_name: string } | { ok: false; notice: "enter_first_name" };

/**
 * "Ana Maria Pop" → first "Ana Maria", last "Pop". The last word is the last name; what comes
 * before it is the first name, and a name of one word has none: `enter_first_name`.
 */
export function splitName(value: unknown): SplitName {
  const name = normaliseQuery(value);
  const space = name.lastIndexOf(" ");
  const first = space < 0 ? "" : name.slice(0, space).trim();
  const last = space < 0 ? name : name.slice(space + 1).trim();
  if (!first) return { ok: false, notice: "enter_first_name" };
  return { ok: true, first_name: first, last_name: last };
}

/**
 * Whether an answer is for what the box holds now: typing "Pop", then "Popescu", may bring the
 * answer for "Pop" last; it is dropped.
 */
export const isCurrentAnswer = (answerQuery: string | null | undefined, typed: string): boolean => normaliseQuery(answerQuery) === normaliseQuery(typed);

/** The guest form's address (docs/spec.md §3 address form): state for the US, county elsewhere. */
export interface GuestAddress {
  country: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  county: string | null;
  state: string | null;
  zip: string | null;
}

export interface NewGuest {
  first_name: string;
  last_name: string;
  dob: string | null;
  address: GuestAddress | null;
  email: string | null;
  phone: string | null;
}

/**
 * The birth dates the PMS takes (the check-in's rule, app/checkin/guest-fields.ts): after
 * 1 January 1900 and before today. The staff form says that rule in its words (issue 50: "a day
 * in the past" was said of 1850), and its picker offers only those days.
 */
export const BIRTH_AFTER = "1900-01-01";
export const DOB_INVALID = "staff.guests.dobInvalid";
export const birthDays = (today: string) => ({ min: addDays(BIRTH_AFTER, 1), max: addDays(today, -1) });

/** The messages of an e-mail or phone the guest form cannot take. */
export const GUEST_CONTACT_ERRORS = { email: "staff.guests.emailInvalid", phone: "staff.guests.phoneInvalid" } as const;

/** A phone as people write it: digits, at least 6 of them, with +, spaces, dots, dashes, brackets or slashes. */
const PHONE = /^(?=(?:\D*\d){6,})[+\d\s()./-]{6,40}$/;

/** The likely same guest (docs/decisions/028): same name and birth date, or the same e-mail, or the same phone. */
export interface GuestLike {
  first_name: string;
  last_name: string;
  dob?: string | null;
  email?: string | null;
  phone?: string | null;
}

const folded = (text: string | null | undefined) =>
  (text ?? "")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();

/**
 * Whether `existing` is likely the guest about to be created; phones compared in international
 * form, a national one read in the hotel's `country` ("0745 000 001" is "+40 745 000 001").
 */
export function isLikelySameGuest(existing: GuestLike, created: GuestLike, country: string | null = null): boolean {
  const sameName = folded(existing.first_name) === folded(created.first_name) && folded(existing.last_name) === folded(created.last_name);
  if (sameName && existing.dob && created.dob && existing.dob === created.dob) return true;
  if (created.email && folded(existing.email) === folded(created.email)) return true;
  const phone = storedPhoneKey(created.phone, country);
  return phone !== null && storedPhoneKey(existing.phone, country) === phone;
}

/** The message of a name with no first name (docs/spec.md §8 `enter_first_name`). */
export const ENTER_FIRST_NAME = "staff.notices.enter_first_name";

/**
 * The staff's new guest form (conform in the browser, the action on the server): the name split on
 * its last space; an optional birth date and an optional address, with the check-in's rules
 * (app/checkin/guest-fields.ts): a real birth day before today, a country for any address, the
 * county one of Romania's 42 or the state one of the US's when that is the country. The spec's body
 * is first and last name; the rest travels as extra fields (docs/decisions/014-staff-area.md).
 */
export function guestFormSchema(context: { today: string }) {
  return z
    .object({
      name: z
        .string()
        .overwrite(oneLine)
        .optional()
        .transform((value, ctx) => {
          const name = splitName(value);
          if (name.ok) return { first_name: name.first_name, last_name: name.last_name };
          ctx.addIssue({ code: "custom", message: ENTER_FIRST_NAME });
          return z.NEVER;
        }),
      // The check-in's rule (birthDate), told in the desk's words: after 1900, before today.
      dob: z
        .string()
        .trim()
        .refine((day) => isHotelDate(day) && day > BIRTH_AFTER && day < context.today, { message: DOB_INVALID })
        .optional(),
      email: z.email({ message: GUEST_CONTACT_ERRORS.email }).max(200, { message: GUEST_CONTACT_ERRORS.email }).optional(),
      phone: z.string().regex(PHONE, { message: GUEST_CONTACT_ERRORS.phone }).optional(),
      country: countryCode().optional(),
      county: optionalText(ADDRESS_MAX.county),
      city: optionalText(ADDRESS_MAX.city),
      address1: optionalText(ADDRESS_MAX.address1),
      address2: optionalText(ADDRESS_MAX.address2),
      zip: optionalText(ADDRESS_MAX.zip),
    })
    .superRefine((form, ctx) => {
      if (!form.country && [form.county, form.city, form.address1, form.address2, form.zip].some(Boolean))
        ctx.addIssue({ code: "custom", path: ["country"], message: CHECKIN_ERRORS.country });
      if (form.country) checkRegion(ctx, form.country, form.county);
    })
    .transform(({ name, dob, email, phone, country, county: typed, ...parts }): NewGuest => {
      // The region as the country's list writes it (checkRegion took it case and diacritics aside).
      const county = country && typed ? (regionOnList(country, typed) ?? typed) : typed;
      return {
        ...name,
        dob: dob ?? null,
        email: email ?? null,
        phone: phone?.trim() ?? null,
        address: country ? { country, ...parts, county: country === "US" ? null : county, state: country === "US" ? county : null } : null,
      };
    });
}

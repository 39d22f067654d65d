/**
 * What the check-in and guest forms show, without their rules: the error keys, the country option,
 * the address lines' lengths, the trip and document choices. No zod here: the forms' components
 * import this module, and zod reaches the browser only with the rules, loaded late
 * (app/utils/late-rules.ts; the rules themselves in guest-fields.ts and registration.ts).
 */
export const CHECKIN_ERRORS = {
  required: "checkin.errors.required",
  /** A choice (radio buttons, a list) left unchosen: asked as a choice, not "fill this in". */
  choose: "checkin.errors.choose",
  dob: "checkin.errors.dob",
  country: "checkin.errors.country",
  county: "checkin.errors.county",
  series: "checkin.errors.series",
} as const;

/** A country chosen by its name in the page's language; `code` is the ISO 3166 code. */
export interface CountryOption {
  code: string;
  name: string;
}

/** The longest value of each address line (the inputs' `maxLength` too). */
export const ADDRESS_MAX = { county: 100, city: 100, address1: 200, address2: 200, zip: 20 } as const;

export const TRIP_TYPES = ["business", "relaxation"] as const;
export const ID_TYPES = ["Passport", "National identity card"] as const;

/**
 * The guest box's rules (spec §5, §9): a name is split on its last space into first and last name
 * (a blank first name is refused with `enter_first_name`); the search shows 10 of the up to 20
 * guests the PMS answers; with JavaScript only the answer to the latest query is shown.
 */

/** The PMS answers at most this many guests (spec §9 "limit 20 options")… */
export const GUESTS_LIMIT = 20;
/** …and the list shows this many. */
export const GUESTS_SHOWN = 10;
/** The PMS takes a query of up to 100 characters (contracts/api.ts). */
export const QUERY_MAX = 100;
/** With JavaScript, a search starts this long after the last key press. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Notification keys of the spec's catalogue (§8). */
export type GuestNotice = "enter_first_name" | "created_guest";

/** Whitespace folded, trimmed, cut to what the PMS takes; empty means no search. */
export function normaliseQuery(value: unknown): string {
  if (typeof value !== "string") return "";
  return value.replace(/\s+/g, " ").trim().slice(0, QUERY_MAX);
}

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

/** The guest form's address (spec §3 address form): state for the US, county elsewhere. */
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
}

export type GuestFormField = "name" | "dob" | "country" | "county" | "city" | "address1" | "address2" | "zip";

export type GuestFormOutcome =
  | { ok: true; guest: NewGuest }
  | { ok: false; notice: GuestNotice | null; errors: Partial<Record<GuestFormField, string[]>> };

const field = (form: Record<string, unknown>, name: string, max: number): string | null => {
  const value = typeof form[name] === "string" ? (form[name] as string).replace(/\s+/g, " ").trim() : "";
  return value ? value.slice(0, max) : null;
};

/**
 * The staff's new guest from a posted form: the name split on its last space; an optional birth
 * date (a real day, before today); an optional address whose county is one of Romania's 42 or
 * state one of the US's when that is the country. The spec's body is first and last name; the
 * rest travels as extra fields (decision 014).
 */
export function readGuestForm(form: Record<string, unknown>, today: string, regionsOf: (country: string) => readonly string[] | null): GuestFormOutcome {
  const errors: Partial<Record<GuestFormField, string[]>> = {};
  const name = splitName(form.name);
  const dob = field(form, "dob", 10);
  if (dob && !(/^\d{4}-\d{2}-\d{2}$/.test(dob) && new Date(`${dob}T00:00:00Z`).toISOString().slice(0, 10) === dob && dob < today && dob > "1900-01-01")) {
    errors.dob = ["checkin.errors.dob"];
  }
  const country = field(form, "country", 2)?.toUpperCase() ?? null;
  const region = field(form, "county", 100);
  const parts = { address1: field(form, "address1", 200), address2: field(form, "address2", 200), city: field(form, "city", 100), zip: field(form, "zip", 20) };
  let address: GuestAddress | null = null;
  if (country || region || Object.values(parts).some(Boolean)) {
    if (!country || !/^[A-Z]{2}$/.test(country)) errors.country = ["checkin.errors.country"];
    else {
      const regions = regionsOf(country);
      if (region && regions && !regions.includes(region)) errors.county = ["checkin.errors.county"];
      address = { country, ...parts, county: country === "US" ? null : region, state: country === "US" ? region : null };
    }
  }
  if (!name.ok) return { ok: false, notice: name.notice, errors: { ...errors, name: [`staff.notices.${name.notice}`] } };
  if (Object.keys(errors).length > 0) return { ok: false, notice: null, errors };
  return { ok: true, guest: { first_name: name.first_name, last_name: name.last_name, dob, address } };
}

/**
 * The booking search (docs/spec.md §5, §9) as one zod schema: conform runs it in the browser before a
 * search is sent, and the loader runs it on the URL, which is the authority. Counts are clamped
 * (never refused); what cannot be guessed (a check-in date, a child's age) is an error whose
 * message is a translation key, so the same schema speaks every language.
 */
import * as z from "zod";
import { nightsBetween } from "./dates";
import { clampCount, effectiveParty, LIMITS, readChildrenAges, type AgeBand } from "./occupancy";
import { readStay } from "./stay";
import { DEFAULT_FIELD_MAX, FIELD_MAX, TOO_LONG } from "../utils/text-limits";

/** What the rules need to know about the hotel; the loader sends the same to the browser. */
export interface SearchContext {
  /** The first check-in day the payment lead times allow (YYYY-MM-DD, hotel time). */
  earliest: string;
  /** The last check-in day: the booking horizon (app/booking/horizon.ts). */
  latest: string;
  /**
   * `earliest` and `latest` as the guest reads them ("21 November 2026"), written by the server in
   * the page's language: made in the browser, the first date formatter (ICU's locale data) was most
   * of the home's longest task while it hydrated (docs/quality.md, issue 53, 2026-12-04).
   */
  earliestText: string;
  latestText: string;
  childrenAgeMax: number | null;
  /** The organisation's age bands (docs/spec.md §9), grouping the age choices; empty: plain ages. */
  childrenAgeBands: AgeBand[];
  supportsCoupons: boolean;
}

/** A search the PMS can answer: every rule of §5 applied. */
export interface BookingSearch {
  dayFrom: string;
  dayTo: string;
  nights: number;
  adults: number;
  children: number;
  childrenAges: number[];
  rooms: number;
  couponCode: string | null;
  locationId: number | null;
  /** The guest asked for more than 31 nights; the stay was cut to 31. */
  shortened: boolean;
  /** The guest's check-out was not after check-in: it is now the day after (and they are told). */
  checkOutMoved: boolean;
  /** Children above the organisation's maximum child age, priced as adults (hint shown). */
  countedAsAdults: number;
}

/** Error messages are translation keys under `booking.` (see locales/<lang>/booking.ts). */
export const SEARCH_ERRORS = {
  checkInMissing: "booking.errors.checkInMissing",
  checkInInvalid: "booking.errors.checkInInvalid",
  checkInTooEarly: "booking.errors.checkInTooEarly",
  checkInTooLate: "booking.errors.checkInTooLate",
  checkOutInvalid: "booking.errors.checkOutInvalid",
  childAges: "booking.notify.specify_children_ages",
} as const;

/**
 * Schemas are dear to build (zod compiles each one) and a handful of contexts exist on a day: one
 * per organisation's earliest check-in, age limit and coupon setting. Each is built once and kept.
 */
const schemas = new Map<string, ReturnType<typeof buildSearchSchema>>();

export function searchSchema(context: SearchContext) {
  const key = `${context.earliest}|${context.latest}|${context.childrenAgeMax}|${context.supportsCoupons}`;
  let schema = schemas.get(key);
  if (!schema) {
    // Bounded: a long-running process sees new days; yesterday's schemas go.
    if (schemas.size >= 256) schemas.clear();
    schema = buildSearchSchema(context);
    schemas.set(key, schema);
  }
  return schema;
}

function buildSearchSchema(context: SearchContext) {
  // Made here, not at the module's top: a top-level zod call would pull zod into every page that
  // imports anything from this module (the browser loads the rules late: app/utils/late-rules.ts).
  /** Dates, counts and ids: anything longer than a sane value is not one. */
  const text = z.string().max(DEFAULT_FIELD_MAX, TOO_LONG).optional();
  return z
    .object({
      day_from: text,
      day_to: text,
      adults: text,
      children: text,
      // One select per child, or a comma list from a deep link; blanks are children without an age.
      children_ages: z.array(text).optional(),
      rooms: text,
      coupon_code: z.string().trim().max(FIELD_MAX.coupon_code, TOO_LONG).optional(),
      location: text,
    })
    .transform((input, ctx): BookingSearch => {
      const stay = readStay({ dayFrom: input.day_from, dayTo: input.day_to }, context);
      const children = clampCount(input.children, LIMITS.children);
      const ages = readChildrenAges(
        (input.children_ages ?? []).map((age) => age ?? ""),
        children,
      );

      if (stay.problems.includes("check-in-missing")) ctx.addIssue({ code: "custom", path: ["day_from"], message: SEARCH_ERRORS.checkInMissing });
      if (stay.problems.includes("check-in-invalid")) ctx.addIssue({ code: "custom", path: ["day_from"], message: SEARCH_ERRORS.checkInInvalid });
      if (stay.problems.includes("check-in-too-early")) ctx.addIssue({ code: "custom", path: ["day_from"], message: SEARCH_ERRORS.checkInTooEarly });
      if (stay.problems.includes("check-in-too-late")) ctx.addIssue({ code: "custom", path: ["day_from"], message: SEARCH_ERRORS.checkInTooLate });
      if (stay.problems.includes("check-out-invalid")) ctx.addIssue({ code: "custom", path: ["day_to"], message: SEARCH_ERRORS.checkOutInvalid });
      if (ages.some((age) => age === null)) ctx.addIssue({ code: "custom", path: ["children_ages"], message: SEARCH_ERRORS.childAges });
      if (!stay.dayFrom || !stay.dayTo || ctx.issues.length > 0) return z.NEVER;

      // Every age is given here (a missing one stopped the search above): none is assumed.
      const childrenAges = ages.filter((age): age is number => age !== null);
      const party = { adults: clampCount(input.adults, LIMITS.adults), children, childrenAges, rooms: clampCount(input.rooms, LIMITS.rooms) };
      const location = Number(input.location);
      return {
        dayFrom: stay.dayFrom,
        dayTo: stay.dayTo,
        nights: nightsBetween(stay.dayFrom, stay.dayTo),
        ...party,
        couponCode: context.supportsCoupons && input.coupon_code ? input.coupon_code : null,
        locationId: Number.isInteger(location) && location > 0 ? location : null,
        shortened: stay.problems.includes("too-long"),
        checkOutMoved: stay.problems.includes("check-out-moved"),
        countedAsAdults: effectiveParty(party, context.childrenAgeMax).countedAsAdults,
      };
    });
}

/** The search form's fields as the browser posts them. */
export type SearchFields = z.input<ReturnType<typeof buildSearchSchema>>;

/** The URL query of a search: what links and hidden fields carry so the search survives every step. */
export function searchQuery(search: BookingSearch, overrides: { dayTo?: string } = {}): Record<string, string> {
  const query: Record<string, string> = {
    day_from: search.dayFrom,
    day_to: overrides.dayTo ?? search.dayTo,
    adults: String(search.adults),
    children: String(search.children),
    rooms: String(search.rooms),
  };
  if (search.children > 0) query.children_ages = search.childrenAges.join(",");
  if (search.couponCode) query.coupon_code = search.couponCode;
  if (search.locationId !== null) query.location = String(search.locationId);
  return query;
}

/** True when the URL asks for a search at all (a bare /reservation-new shows the empty form). */
export const asksForSearch = (params: URLSearchParams): boolean => params.has("day_from") || params.has("day_to");

/** The form's values before the guest typed anything: the spec's defaults (§9). */
export function initialSearchValues(params: URLSearchParams): Record<string, string | string[]> {
  const children = clampCount(params.get("children"), LIMITS.children);
  const ages = readChildrenAges(params.getAll("children_ages"), children);
  const dayFrom = params.get("day_from") ?? "";
  const dayTo = params.get("day_to") ?? "";
  return {
    day_from: dayFrom,
    // As typed, like the check-in: a check-out that is no date is told with its own words (issue 51).
    day_to: dayTo.trim().slice(0, 40),
    adults: String(clampCount(params.get("adults"), LIMITS.adults)),
    children: String(children),
    children_ages: ages.map((age) => (age === null ? "" : String(age))),
    rooms: String(clampCount(params.get("rooms"), LIMITS.rooms)),
    coupon_code: params.get("coupon_code") ?? "",
    location: params.get("location") ?? "",
  };
}

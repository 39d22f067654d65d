/**
 * Asking the PMS what is free: the search rules of this hotel (earliest check-in, children's ages,
 * coupons), the search the URL asks for, and the PMS's availability for it (docs/spec.md §3).
 */
import { serverText } from "~/site/action-failure";
import { parseWithZod } from "@conform-to/zod/v4";
import type { Solution } from "../../contracts/entities";
import { anonymous, bffFor, type GuestSession, type RouteArgs, type UpstreamError } from "~/bff.server";
import type { LoadedSite } from "~/site/site.server";
import { formatDay } from "~/site/dates";
import { hotelTimeZone, hotelToday } from "./dates";
import { earliestCheckIn } from "./deadlines";
import { lastCheckIn } from "./horizon";
import { ageBands, partyForPms } from "./occupancy";
import { smallestLeadHours } from "./payment-methods";
import { initialSearchValues, searchSchema, type BookingSearch, type SearchContext } from "./search";

export function searchContextOf(loaded: LoadedSite, now: Date): SearchContext {
  const { organisation } = loaded.site;
  const lead = smallestLeadHours(organisation.settings_financials?.payment);
  const timeZone = hotelTimeZone(organisation);
  const earliest = earliestCheckIn(now, lead, timeZone);
  const latest = lastCheckIn(hotelToday(now, timeZone));
  return {
    earliest,
    latest,
    earliestText: formatDay(earliest, loaded.locale),
    latestText: formatDay(latest, loaded.locale),
    childrenAgeMax: organisation.settings.children_age_max ?? null,
    childrenAgeBands: ageBands(organisation.settings.children_ages),
    supportsCoupons: Boolean(organisation.settings.supports_coupons),
  };
}

/** The search widget of the site's own pages: the booking page's rules and defaults, nothing typed yet. */
export const searchWidgetOf = (loaded: LoadedSite, now = new Date()) => ({
  context: searchContextOf(loaded, now),
  values: initialSearchValues(new URLSearchParams()),
});

export function readSearch(url: URL, context: SearchContext) {
  return parseWithZod(url.searchParams, { schema: searchSchema(context) });
}

/** The location a search is for: the one asked for, else the page's. */
export const locationIdOf = (loaded: LoadedSite, search: BookingSearch): number | null => search.locationId ?? loaded.site.location?.id ?? null;

export const partyOf = (loaded: LoadedSite, search: BookingSearch) => partyForPms(search, loaded.site.organisation.settings.children_age_max);

/** The signed-in guest's upstream token: every call of that session carries it (docs/spec.md §7). */
export const upstreamTokenOf = (session: GuestSession | null): string | undefined => session?.get("upstreamToken") ?? undefined;

export type SearchAnswer = Awaited<ReturnType<typeof searchUpstream>>;

/** What the PMS is asked for a stay, or null when the search names no location the site has. */
function pmsQueryOf(loaded: LoadedSite, search: BookingSearch) {
  const locationId = locationIdOf(loaded, search);
  if (locationId === null) return null;
  const party = partyOf(loaded, search);
  return {
    location_id: locationId,
    org_id: loaded.site.organisation.id,
    day_from: search.dayFrom,
    day_to: search.dayTo,
    nights: search.nights,
    adults: party.adults,
    children: party.children,
    children_ages: party.children > 0 ? party.childrenAges.join(",") : undefined,
    rooms: search.rooms,
    coupon_code: search.couponCode ?? undefined,
  };
}

/**
 * `signal`: a page's search stops when the guest leaves; a booking's never does, because other
 * posts of the same form may be waiting on it.
 */
export async function searchUpstream(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  search: BookingSearch,
  session: GuestSession | null,
  signal?: AbortSignal,
) {
  const { bff, requestId, logger } = bffFor({ request, context });
  const query = pmsQueryOf(loaded, search);
  if (query === null) return [] as Solution[];
  const asked = { requestId, logger, signal };
  // No session: an answer other guests may be given (the nearest stays, the price calendar).
  return bff.upstream.call("searchAvailability", { query }, session ? { ...asked, sessionToken: upstreamTokenOf(session) } : anonymous(asked));
}

/**
 * The booking page's search. A guest without a session whose stay is already being asked of the PMS
 * for another guest, this very moment, waits for that call instead of making one more (decision
 * 047): the answer is the PMS's, asked less than one call's time before, and it is not kept after
 * it arrives, so availability stays live. A signed-in guest's search carries their token and is
 * never shared. The shared call follows no guest's signal: the others still wait for it.
 */
export function searchForPage(args: RouteArgs, loaded: LoadedSite, search: BookingSearch, session: GuestSession | null): Promise<SearchAnswer> {
  const query = upstreamTokenOf(session) === undefined ? pmsQueryOf(loaded, search) : null;
  if (query === null) return searchUpstream(args, loaded, search, session, args.request.signal);
  const { bff } = bffFor(args);
  return bff.searchesOnTheirWay(JSON.stringify(query), () => searchUpstream(args, loaded, search, null));
}

/** The PMS's own words are shown only for answers it meant for people (4xx), never for outages. */
export function searchFailureText(error: UpstreamError): string | null {
  // As text, one line, cut to a sane length (app/site/action-failure.ts).
  return error.failure === "status" && error.status !== undefined && error.status < 500 ? serverText(error.guestMessage) : null;
}

/**
 * Loading the booking page: the form's values, the search the URL asks for and its offers, and the
 * chosen offer's details step (its payment methods and booking key), or the reservation this
 * session already booked with it (decision 023).
 */
import { UPSTREAM_ERROR_CODES } from "../../contracts/entities";
import { bffFor, carriesSession, isUpstreamError, type RouteArgs } from "~/bff.server";
import type { LoadedSite } from "~/site/site.server";
import { ALTERNATIVES_BUDGET_MS, loadAlternatives } from "./alternatives.server";
import { bookedWith, bookingKeyOf, fingerprintOf } from "./booking-keys.server";
import { asksForChoice, findChoice } from "./choice";
import { hotelTimeZone, hotelToday } from "./dates";
import { couponApplied, listed, outcomeOf, tooBigOutcome } from "./offers.server";
import { asksBeforeArrival } from "./payment-methods";
import { paymentMethodsFor, payPalOffer } from "./payment-methods.server";
import { asksForSearch, initialSearchValues, searchQuery, type BookingSearch } from "./search";
import { readSearch, searchContextOf, searchFailureText, searchForPage } from "./search.server";
import type { BookingPageData, SearchOutcomeView, SearchResults } from "./view";

/** The longest a search's later results can take: its PMS call's deadline, then its nearest stays' budget. */
export const laterResultsMs = (upstreamTimeoutMs: number) => upstreamTimeoutMs + Math.min(ALTERNATIVES_BUDGET_MS, upstreamTimeoutMs);

export interface LoadedBookingPage {
  page: BookingPageData;
  search: BookingSearch | null;
  /** A Set-Cookie for a visitor's first session id (nothing stored: decision 032), or for a session a flash was read from. */
  setCookie: string | null;
}

/** Everything the booking page shows for a URL: form values, results, and the chosen offer. */
export async function loadBookingPage(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  now = new Date(),
  /** `later`: a plain search's results as a promise, the page returned before the PMS answers (decision 049). */
  options: { later?: boolean } = {},
): Promise<LoadedBookingPage> {
  const { bff, logger } = bffFor({ request, context });
  const url = new URL(request.url);
  const searchContext = searchContextOf(loaded, now);
  const locations = loaded.site.locations.length > 1 ? loaded.site.locations.map((location) => ({ id: location.id, name: location.name })) : [];
  const page: BookingPageData = {
    context: searchContext,
    locations,
    values: initialSearchValues(url.searchParams),
    searchErrors: null,
    roomTypeId: /^[1-9]\d{0,8}$/.exec(url.searchParams.get("room_type_id") ?? "")?.[0] ?? null,
    query: null,
    nights: null,
    shortened: false,
    checkOutMoved: false,
    countedAsAdults: 0,
    coupon: null,
    outcome: null,
    alternatives: [],
    choice: null,
    choiceGone: false,
    booked: null,
    later: null,
  };
  if (!page.values.location && loaded.site.location) page.values.location = String(loaded.site.location.id);
  if (!asksForSearch(url.searchParams)) return { page, search: null, setCookie: null };

  const submission = readSearch(url, searchContext);
  if (submission.status !== "success") {
    page.searchErrors = (submission.reply().error as Record<string, string[]> | undefined) ?? null;
    return { page, search: null, setCookie: null };
  }
  const search = submission.value;
  const query = searchQuery(search);
  Object.assign(page, {
    query,
    nights: search.nights,
    shortened: search.shortened,
    checkOutMoved: search.checkOutMoved,
    countedAsAdults: search.countedAsAdults,
  });
  page.values = { ...page.values, ...query, children_ages: search.childrenAges.map(String) };

  const hasSession = carriesSession(request.headers.get("Cookie"));
  let session = hasSession || asksForChoice(url.searchParams) ? await bff.sessions.get(request) : null;
  // This choice was booked from this session (Back after booking, a second tab, a bookmark): the page
  // says so and links to the reservation, and offers no form to book it again (decision 023).
  const booked = asksForChoice(url.searchParams) && session ? bookedWith(session, fingerprintOf(loaded, query, url.searchParams)) : null;
  if (booked !== null) {
    page.booked = { reservationId: booked };
    return { page, search, setCookie: null };
  }

  const searched = (async () => {
    let outcome: SearchOutcomeView;
    let coupon: SearchResults["coupon"] = null;
    try {
      const answer = await searchForPage({ request, context }, loaded, search, session);
      const preselect = Number(url.searchParams.get("room_type_id")) || null;
      const today = hotelToday(now, hotelTimeZone(loaded.site.organisation));
      outcome = sharedOutcome(answer, loaded, `${loaded.locale} ${today} ${preselect}`, () =>
        outcomeOf(answer, loaded, search, new URL(bff.upstreamUrl).origin, today, preselect),
      );
      if (search.couponCode) coupon = { code: search.couponCode, applied: couponApplied(outcome) };
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      // A PMS that refuses the party itself (422 capacity) is answered like one that finds nothing for it.
      const tooBig =
        error.code === UPSTREAM_ERROR_CODES.capacity
          ? (tooBigOutcome(loaded, search, []) ?? { kind: "too-big" as const, rooms: search.rooms, roomsNeeded: null, advice: [] })
          : null;
      if (!tooBig) logger.warn({ failure: error.failure, status: error.status }, "search failed");
      outcome = tooBig ?? { kind: "failed", message: searchFailureText(error) };
    }
    const results: SearchResults = {
      outcome: listedOf(outcome),
      coupon,
      // A guest who chose an offer is booking, not looking for other dates.
      alternatives: asksForChoice(url.searchParams) ? [] : await loadAlternatives({ request, context }, loaded, search, outcome, now),
    };
    return { outcome, results };
  })();
  // A plain search's results come later (decision 049): the page around them is made while the PMS
  // is asked. A failure of ours in making them is logged and told as a search that failed: by then
  // the page around them is made, and a guest without JavaScript must still read a whole page.
  if (options.later && !asksForChoice(url.searchParams)) {
    page.later = searched.then(
      ({ results }) => results,
      (error: unknown): SearchResults => {
        logger.error({ err: error }, "search results failed");
        return { outcome: { kind: "failed", message: null }, coupon: null, alternatives: [] };
      },
    );
    return { page, search, setCookie: null };
  }
  const { outcome, results } = await searched;
  Object.assign(page, results);

  let setCookie: string | null = null;
  if (asksForChoice(url.searchParams) && session) {
    const found = findChoice(outcome, url.searchParams);
    if (!found) page.choiceGone = outcome.kind !== "failed";
    else {
      // The form's key is derived from the visitor's session id: a first visitor gets an id in a
      // cookie, and no session is stored for them until they post (decision 032).
      const identified = await bff.sessions.identify(session);
      session = identified.session;
      setCookie = identified.setCookie;
      const key = bookingKeyOf(bff.sessions, session, fingerprintOf(loaded, query, url.searchParams));
      const user = session.get("user");
      const typed = session.get("typed");
      if (typed) setCookie = await bff.sessions.commit(session);
      // The details step shows the chosen offer alone: the list it was chosen from stays on the server.
      page.outcome = null;
      page.alternatives = [];
      page.choice = {
        solution: { key: found.solution.key, rooms: found.solution.rooms },
        ratePlan: found.ratePlan,
        offer: found.offer,
        // Only the methods that can pay this rate's schedule (docs/decisions/024).
        paymentMethods: paymentMethodsFor(loaded, search.dayFrom, now, { asksBeforeArrival: asksBeforeArrival(found.offer.schedule) }).map((method) =>
          method.method === "paypal" ? { ...method, payPal: payPalOffer(loaded, found.offer) } : method,
        ),
        idempotencyKey: key,
        prefill: user ? { first_name: user.firstName ?? "", last_name: user.lastName ?? "", phone: user.phone ?? "", email: user.email } : null,
        guestState: user ? "signedin" : "new",
        typed: typed ?? null,
      };
    }
  }
  return { page, search, setCookie };
}

/**
 * The offers made of one PMS answer, per organisation data, language, hotel day and preselected
 * room: guests who shared the answer (decision 047) share what is made of it too, and with the
 * answer it is gone. Everything else a page builds from the outcome reads it, never changes it.
 */
const outcomes = new WeakMap<object, WeakMap<object, Map<string, SearchOutcomeView>>>();

function sharedOutcome(answer: unknown, loaded: LoadedSite, key: string, make: () => SearchOutcomeView): SearchOutcomeView {
  if (typeof answer !== "object" || answer === null) return make();
  let bySite = outcomes.get(answer);
  if (!bySite) outcomes.set(answer, (bySite = new WeakMap()));
  // The organisation's data as the cache holds it: a refresh of it is another object, made anew.
  let byKey = bySite.get(loaded.site.organisation);
  if (!byKey) bySite.set(loaded.site.organisation, (byKey = new Map()));
  let outcome = byKey.get(key);
  if (!outcome) byKey.set(key, (outcome = make()));
  return outcome;
}

/** The list's offers of an outcome, made once per outcome. */
const lists = new WeakMap<SearchOutcomeView, ReturnType<typeof listed>>();
function listedOf(outcome: SearchOutcomeView) {
  let list = lists.get(outcome);
  if (!list) lists.set(outcome, (list = listed(outcome)));
  return list;
}

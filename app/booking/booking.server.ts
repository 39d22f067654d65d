/**
 * The booking page's server side: the search the URL asks for, the PMS's solutions turned into
 * what the guest reads, the chosen offer, and the booking itself (exactly once, with a lookup
 * grant so the guest lands on their reservation). Routes call these; only these talk upstream.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { UPSTREAM_ERROR_CODES, type Rate, type ReservationDraft, type Solution, type Translated } from "../../contracts/entities";
import { BookingKeyReused } from "../../bff/bookings";
import { isUpstreamError, type UpstreamError } from "../../bff/errors";
import type { GuestSession } from "../../bff/session";
import { publicMediaUrl } from "../../bff/media";
import { bffFor } from "~/bff.server";
import { signIn } from "~/account/account.server";
import { fixedT } from "~/i18n.server";
import { grantAccess } from "~/reservation/reservation.server";
import type { LoadedSite } from "~/site/site.server";
import { hotelLanguagesOf, hotelTextPicker, MISSING_TEXT, pageText, type HotelLanguages, type LocalizedText } from "~/site/localized";
import { capEcho } from "~/utils/text-limits";
import { hotelTimeZone, hotelToday } from "./dates";
import { earliestCheckIn } from "./deadlines";
import { detailsSchema, type GuestDetails } from "./details-check";
import { convertMoney, formatMoney, formatPriceLabel, roundMoney } from "./money";
import { cancellationBadge, cancellationHint, datedSchedule, paymentBadge, paymentSchedule, parseSolutionKey, seasonStayAdvice, solutionKey, type StayAdvice } from "./offers";
import { ageBands, partyForPms } from "./occupancy";
import { tooBigFor } from "./capacity";
import { bookedWith, bookingKeyOf, rememberBooked } from "./booking-keys.server";
import { payPalPrice, payPalPriceText } from "./paypal-price";
import { refusalMessage } from "./refusals";
import { asksBeforeArrival, offeredMethods, paysAtTheHotel, smallestLeadHours } from "./payment-methods";
import { asksForSearch, initialSearchValues, searchQuery, searchSchema, type BookingSearch, type SearchContext } from "./search";
import type { BookingPageData, FormError, GuestState, OfferSummary, OfferView, PaymentMethodView, SearchOutcomeView, SolutionView } from "./view";

export function searchContextOf(loaded: LoadedSite, now: Date): SearchContext {
  const { organisation } = loaded.site;
  const lead = smallestLeadHours(organisation.settings_financials?.payment);
  return {
    earliest: earliestCheckIn(now, lead, hotelTimeZone(organisation)),
    childrenAgeMax: organisation.settings.children_age_max ?? null,
    childrenAgeBands: ageBands(organisation.settings.children_ages),
    supportsCoupons: Boolean(organisation.settings.supports_coupons),
  };
}

/** The search widget of the site's own pages: the booking page's rules and defaults, nothing typed yet. */
export const searchWidgetOf = (loaded: LoadedSite, now = new Date()) => ({ context: searchContextOf(loaded, now), values: initialSearchValues(new URLSearchParams()) });

export function readSearch(url: URL, context: SearchContext) {
  return parseWithZod(url.searchParams, { schema: searchSchema(context) });
}

/** The location a search is for: the one asked for, else the page's. */
const locationIdOf = (loaded: LoadedSite, search: BookingSearch): number | null => search.locationId ?? loaded.site.location?.id ?? null;

/** The signed-in guest's upstream token: every call of that session carries it (spec §7). */
export const upstreamTokenOf = (session: GuestSession | null): string | undefined => session?.get("upstreamToken") ?? undefined;

type SearchAnswer = Awaited<ReturnType<typeof searchUpstream>>;

/**
 * `signal`: a page's search stops when the guest leaves; a booking's never does, because other
 * posts of the same form may be waiting on it.
 */
async function searchUpstream(request: Request, loaded: LoadedSite, search: BookingSearch, session: GuestSession | null, signal?: AbortSignal) {
  const { bff, requestId, logger } = await bffFor(request);
  const locationId = locationIdOf(loaded, search);
  if (locationId === null) return [] as Solution[];
  const party = partyOf(loaded, search);
  return bff.upstream.call(
    "searchAvailability",
    {
      query: {
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
      },
    },
    { sessionToken: upstreamTokenOf(session), requestId, logger, signal },
  );
}

/**
 * The rate's policy texts (its conditions) for the page: each of `policy_translated` through the
 * chain when the PMS sends them, else the `policy` strings as they are, in the organisation's
 * language (the display language when the PMS names none; marked with it on another language's
 * page). Blank ones are left out.
 */
export function policyTexts(rate: Pick<Rate, "policy" | "policy_translated">, language: string, hotel: HotelLanguages): LocalizedText[] {
  const pick = hotelTextPicker(language, hotel);
  const translated = (rate.policy_translated ?? []).map(pick).filter((text) => text.text !== MISSING_TEXT);
  if (translated.length > 0) return translated;
  const written = hotel.organisation ?? hotel.display ?? null;
  const lang = written && written.split("-")[0] !== language ? written : null;
  return rate.policy.map((text) => text.trim()).filter(Boolean).map((text) => ({ text, lang }));
}

/** What the guest is choosing between, cheapest first; a room the guest came for comes first of all. */
function toSolutionViews(solutions: Solution[], loaded: LoadedSite, search: BookingSearch, origin: string, today: string, preselect: number | null): SolutionView[] {
  const { organisation } = loaded.site;
  const { locale } = loaded;
  const settings = organisation.settings;
  // Every hotel text of the page through the one chain (docs/decisions/025), picked once per text:
  // a name repeated over the page (each meal under each plan of each room) is then one object, which
  // the page's data carries once and refers to after (turbo-stream), not once per offer.
  const hotel = hotelLanguagesOf(organisation);
  const pick = hotelTextPicker(locale, hotel);
  const picked = new Map<unknown, LocalizedText>();
  const name = (text: Translated | null | undefined, key: unknown = text): LocalizedText => {
    const known = key ? picked.get(key) : undefined;
    if (known) return known;
    const found = pick(text);
    if (key) picked.set(key, found);
    return found;
  };
  const fx = settings.currencies_fx;
  const countryCurrency = settings.country_currency ?? settings.currency;

  const toOffer = (planId: number, rate: Solution["rate_plans"][number]["rates"][number]): OfferView => {
    const meal = settings.meals.find((candidate) => candidate.id === rate.meal_id);
    const schedule = datedSchedule(paymentSchedule(rate.payment_terms, rate.price), search.dayFrom, today);
    const due = paymentBadge(schedule, search.dayFrom, today);
    return {
      ratePlanId: planId,
      mealId: rate.meal_id,
      mealName: meal ? name(meal.name) : pageText(MISSING_TEXT),
      mealCode: meal?.code ?? null,
      price: roundMoney(rate.price),
      priceRegular: rate.price_regular > rate.price ? roundMoney(rate.price_regular) : null,
      perNight: roundMoney(rate.price / search.nights),
      priceWithoutTaxes: roundMoney(rate.price_without_all_taxes),
      taxes: rate.taxes.map((tax) => ({ name: name(tax.name), amount: roundMoney(tax.amount_price) })),
      rules: rate.rules.map((rule) => ({ title: name(rule.title), priceLabel: rule.price_label ? formatPriceLabel(rule.price_label, locale) : null })),
      policy: policyTexts(rate, locale, hotel),
      schedule,
      dueNow: due.nowPercent >= 100 ? roundMoney(rate.price) : roundMoney((rate.price * due.nowPercent) / 100),
      currency: rate.currency,
      converted: Object.keys(fx)
        .filter((currency) => currency !== rate.currency)
        .flatMap((currency) => {
          const amount = convertMoney(rate.price, rate.currency, currency, fx, countryCurrency);
          return amount === null ? [] : [{ currency, amount }];
        }),
    };
  };

  const views = solutions.map((solution): SolutionView => {
    const ratePlans = solution.rate_plans
      .filter((plan) => plan.rates.length > 0)
      .map((plan) => {
        const offers = plan.rates.map((rate) => toOffer(plan.id, rate)).sort((a, b) => a.price - b.price);
        const cancellation = cancellationHint(plan.cancellation_policy_name ?? organisation.rate_plans.find((known) => known.id === plan.id)?.cancellation_policy_name);
        const cheapest = offers[0]!;
        return {
          id: plan.id,
          // The same plan comes in each solution as another object: one name per plan id.
          name: name(plan.name, `plan ${plan.id}`),
          cancellation,
          cancellationBadge: cancellation ? cancellationBadge(cancellation, search.dayFrom, today) : null,
          payment: paymentBadge(cheapest.schedule, search.dayFrom, today),
          offers,
        };
      })
      .sort((a, b) => a.offers[0]!.price - b.offers[0]!.price);
    const roomIds = Object.keys(solution.room_types_total).map(Number);
    return {
      key: solutionKey(solution.room_types_total),
      rooms: Object.entries(solution.room_types_total).map(([id, count]) => {
        const room = settings.room_types.find((candidate) => candidate.id === Number(id));
        const named = room ? name(room.name) : pageText(MISSING_TEXT);
        const roomName = named.text !== MISSING_TEXT ? named : pageText(`#${id}`);
        const photos = (room?.photo_urls ?? []).flatMap((url, index) => {
          const publicUrl = publicMediaUrl(url, origin);
          const alt = index === 0 ? roomName.text : `${roomName.text} (${index + 1})`;
          return publicUrl ? [{ url: publicUrl, alt, ...(roomName.lang ? { lang: roomName.lang } : {}) }] : [];
        });
        const beds = Object.fromEntries(Object.entries(room?.beds ?? {}).filter(([, beds]) => beds > 0));
        return { id: Number(id), name: roomName, count, adults: room?.adults ?? 0, children: room?.children ?? 0, beds, photos };
      }),
      ratePlans,
      fromPrice: ratePlans[0]?.offers[0]?.price ?? 0,
      currency: ratePlans[0]?.offers[0]?.currency ?? settings.currency,
      preselected: preselect !== null && roomIds.includes(preselect),
    };
  });
  return views.sort((a, b) => Number(b.preselected) - Number(a.preselected) || a.fromPrice - b.fromPrice);
}

/** The PMS's answer as the guest reads it, with the season length-of-stay warnings. */
function toOutcome(answer: SearchAnswer, loaded: LoadedSite, search: BookingSearch, origin: string, today: string, preselect: number | null): SearchOutcomeView {
  const { organisation } = loaded.site;
  const advice = seasonStayAdvice({ ratePlans: organisation.rate_plans, seasons: organisation.settings.seasons }, search.dayFrom, search.nights);
  if (!Array.isArray(answer)) return { kind: "min-stay", minNights: answer.min_nights, advice };
  if (answer.length === 0) return tooBigOutcome(loaded, search, advice) ?? { kind: "no-availability", advice };
  const solutions = toSolutionViews(answer, loaded, search, origin, today, preselect).filter((solution) => solution.ratePlans.length > 0);
  if (solutions.length === 0) return { kind: "no-rate-plans", advice };
  return { kind: "solutions", solutions, advice };
}

/**
 * "Nothing free" for a party that no `rooms` rooms of this location could host is about the party,
 * not the dates: it says so, with the fewest rooms that would do (decision 023).
 */
function tooBigOutcome(loaded: LoadedSite, search: BookingSearch, advice: StayAdvice[]): SearchOutcomeView | null {
  const locationId = locationIdOf(loaded, search);
  const roomTypes = loaded.site.organisation.settings.room_types.filter((room) => room.location_id === locationId);
  const party = partyOf(loaded, search);
  const tooBig = tooBigFor(roomTypes, { adults: party.adults, children: party.children, rooms: search.rooms });
  return tooBig ? { kind: "too-big", rooms: search.rooms, roomsNeeded: tooBig.roomsNeeded, advice } : null;
}

export function paymentMethodsFor(loaded: LoadedSite, checkIn: string, now: Date, rate: { asksBeforeArrival: boolean } = { asksBeforeArrival: false }): PaymentMethodView[] {
  const { organisation } = loaded.site;
  const payment = organisation.settings_financials?.payment;
  const t = fixedT(loaded.locale);
  const pick = hotelTextPicker(loaded.locale, hotelLanguagesOf(organisation));
  return offeredMethods(payment, checkIn, now, hotelTimeZone(organisation), rate).map((method) => {
    // The hotel's name of its own method, in whatever language it wrote it: ours would only say "Other".
    const custom = method === "custom" ? pick(payment?.custom?.custom_name) : null;
    const instructions = pick(payment?.[method]?.instructions);
    return {
      method,
      name: custom && custom.text !== MISSING_TEXT ? custom : pageText(t(`booking.payment.methods.${method}`)),
      instructions: instructions.text === MISSING_TEXT ? null : instructions,
    };
  });
}

/** What PayPal adds and charges for an offer, told before booking (decision 023). */
function payPalOffer(loaded: LoadedSite, offer: OfferView) {
  const price = payPalPrice(loaded.site.organisation, offer.schedule, offer.currency);
  return price ? { ...price, text: payPalPriceText(price, loaded.locale, fixedT(loaded.locale)) } : null;
}

/** The outcome as the offers list shows it: each offer without what only the details step shows. */
export function listed(outcome: SearchOutcomeView): SearchOutcomeView<OfferSummary> {
  if (outcome.kind !== "solutions") return outcome;
  const summary = ({ ratePlanId, mealId, mealName, mealCode, price, priceRegular, perNight, dueNow, currency, converted }: OfferView): OfferSummary => ({
    ratePlanId,
    mealId,
    mealName,
    mealCode,
    price,
    priceRegular,
    perNight,
    dueNow,
    currency,
    converted,
  });
  return {
    ...outcome,
    solutions: outcome.solutions.map((solution) => ({ ...solution, ratePlans: solution.ratePlans.map((plan) => ({ ...plan, offers: plan.offers.map(summary) })) })),
  };
}

/** The choice the URL names (`room_types`, `rate_plan_id`, `meal_id`), if it is still on offer. */
function findChoice(outcome: SearchOutcomeView | null, params: URLSearchParams) {
  const rooms = parseSolutionKey(params.get("room_types"));
  const ratePlanId = Number(params.get("rate_plan_id"));
  const mealId = Number(params.get("meal_id"));
  if (!rooms || outcome?.kind !== "solutions") return null;
  const solution = outcome.solutions.find((candidate) => candidate.key === solutionKey(rooms));
  const ratePlan = solution?.ratePlans.find((plan) => plan.id === ratePlanId);
  const offer = ratePlan?.offers.find((candidate) => candidate.mealId === mealId);
  return solution && ratePlan && offer ? { solution, ratePlan, offer } : null;
}

export const asksForChoice = (params: URLSearchParams): boolean => params.has("room_types") && params.has("rate_plan_id");

/** One key per booking form (search + choice), kept in the session so "back" + resubmit is the same booking. */
const fingerprintOf = (loaded: LoadedSite, query: Record<string, string>, params: URLSearchParams): string =>
  [loaded.site.organisation.id, new URLSearchParams(query).toString(), params.get("room_types"), params.get("rate_plan_id"), params.get("meal_id")].join("|");

export interface LoadedBookingPage {
  page: BookingPageData;
  search: BookingSearch | null;
  /** A Set-Cookie for the session when the page made a booking key. */
  setCookie: string | null;
}

/** Everything the booking page shows for a URL: form values, results, and the chosen offer. */
export async function loadBookingPage(request: Request, loaded: LoadedSite, now = new Date()): Promise<LoadedBookingPage> {
  const { bff, logger } = await bffFor(request);
  const url = new URL(request.url);
  const context = searchContextOf(loaded, now);
  const locations = loaded.site.locations.length > 1 ? loaded.site.locations.map((location) => ({ id: location.id, name: location.name })) : [];
  const page: BookingPageData = {
    context,
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
    choice: null,
    choiceGone: false,
    booked: null,
  };
  if (!page.values.location && loaded.site.location) page.values.location = String(loaded.site.location.id);
  if (!asksForSearch(url.searchParams)) return { page, search: null, setCookie: null };

  const submission = readSearch(url, context);
  if (submission.status !== "success") {
    page.searchErrors = (submission.reply().error as Record<string, string[]> | undefined) ?? null;
    return { page, search: null, setCookie: null };
  }
  const search = submission.value;
  const query = searchQuery(search);
  Object.assign(page, { query, nights: search.nights, shortened: search.shortened, checkOutMoved: search.checkOutMoved, countedAsAdults: search.countedAsAdults });
  page.values = { ...page.values, ...query, children_ages: search.childrenAges.map(String) };

  const hasSession = Boolean(request.headers.get("Cookie")?.includes("__session="));
  const session = hasSession || asksForChoice(url.searchParams) ? await bff.sessions.get(request) : null;
  // This choice was booked from this session (Back after booking, a second tab, a bookmark): the page
  // says so and links to the reservation, and offers no form to book it again (decision 023).
  const booked = asksForChoice(url.searchParams) && session ? bookedWith(session, fingerprintOf(loaded, query, url.searchParams)) : null;
  if (booked !== null) {
    page.booked = { reservationId: booked };
    return { page, search, setCookie: null };
  }

  let outcome: SearchOutcomeView;
  try {
    const answer = await searchUpstream(request, loaded, search, session, request.signal);
    const preselect = Number(url.searchParams.get("room_type_id")) || null;
    outcome = toOutcome(answer, loaded, search, new URL(bff.upstreamUrl).origin, hotelToday(now, hotelTimeZone(loaded.site.organisation)), preselect);
    if (search.couponCode) page.coupon = { code: search.couponCode, applied: couponApplied(outcome) };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // A PMS that refuses the party itself (422 capacity) is answered like one that finds nothing for it.
    const tooBig = error.code === UPSTREAM_ERROR_CODES.capacity ? (tooBigOutcome(loaded, search, []) ?? { kind: "too-big" as const, rooms: search.rooms, roomsNeeded: null, advice: [] }) : null;
    if (!tooBig) logger.warn({ failure: error.failure, status: error.status }, "search failed");
    outcome = tooBig ?? { kind: "failed", message: searchFailureText(error) };
  }
  page.outcome = listed(outcome);

  let setCookie: string | null = null;
  if (asksForChoice(url.searchParams) && session) {
    const found = findChoice(outcome, url.searchParams);
    if (!found) page.choiceGone = outcome.kind !== "failed";
    else {
      const { key, changed } = bookingKeyOf(session, fingerprintOf(loaded, query, url.searchParams));
      if (changed) setCookie = await bff.sessions.commit(session);
      const user = session.get("user");
      const typed = session.get("typed");
      if (typed) setCookie = await bff.sessions.commit(session);
      page.choice = {
        ...found,
        // Only the methods that can pay this rate's schedule (docs/decisions/024).
        paymentMethods: paymentMethodsFor(loaded, search.dayFrom, now, { asksBeforeArrival: found.offer.schedule.some((part) => part.when !== "arrival") }).map((method) =>
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
 * Whether a coupon brought any price down: the PMS answers a search with a code it does not take
 * exactly as one without it, so a regular price above the price is the only sign it applied.
 */
export function couponApplied(outcome: SearchOutcomeView<OfferSummary> | null): boolean {
  if (outcome?.kind !== "solutions") return false;
  return outcome.solutions.some((solution) => solution.ratePlans.some((plan) => plan.offers.some((offer) => offer.priceRegular !== null)));
}

/** The PMS's own words are shown only for answers it meant for people (4xx), never for outages. */
export function searchFailureText(error: UpstreamError): string | null {
  return error.failure === "status" && error.status !== undefined && error.status < 500 ? (error.guestMessage ?? null) : null;
}

/** The reservation draft of spec §3 for a chosen offer; the PMS re-prices it whatever we send. */
export function draftOf(
  loaded: LoadedSite,
  search: BookingSearch,
  solution: Solution,
  chosen: { ratePlanId: number; mealId: number },
  details: GuestDetails,
): ReservationDraft | null {
  const plan = solution.rate_plans.find((candidate) => candidate.id === chosen.ratePlanId);
  const rate = plan?.rates.find((candidate) => candidate.meal_id === chosen.mealId);
  const locationId = locationIdOf(loaded, search);
  if (!plan || !rate || locationId === null) return null;
  const party = partyOf(loaded, search);
  return {
    day_from: search.dayFrom,
    day_to: search.dayTo,
    nights: search.nights,
    adults: party.adults,
    children: party.children,
    children_ages: party.childrenAges,
    rooms: search.rooms,
    meal_id: rate.meal_id,
    arrival_time: null,
    room_types: solution.room_types_total,
    financials: { rate_plan_id: plan.id, rate_plan_name: plan.name, rate, cancellation: null, guest_preferences: null },
    rules: rate.rules,
    coupon_code: search.couponCode,
    location_id: locationId,
    org_id: loaded.site.organisation.id,
    first_name: details.first_name,
    last_name: details.last_name,
    phone: details.phone,
    email: details.email,
    guest_language: loaded.locale,
    payment_method: details.payment_method,
    idempotency_key: details.idempotency_key,
  };
}

const partyOf = (loaded: LoadedSite, search: BookingSearch) => partyForPms(search, loaded.site.organisation.settings.children_age_max);

/** The solution (as the PMS sent it) behind a choice, from a fresh search: never the browser's price. */
async function freshSolution(request: Request, loaded: LoadedSite, search: BookingSearch, key: string, session: GuestSession): Promise<Solution | null> {
  const answer = await searchUpstream(request, loaded, search, session);
  if (!Array.isArray(answer)) return null;
  return answer.find((solution) => solutionKey(solution.room_types_total) === key) ?? null;
}

/** The chosen offer is gone between showing the form and booking it (sold out, price plan changed). */
class OfferGone extends Error {}

/** A method settled at the hotel for a rate that asks for payment before arrival. */
class MethodDoesNotFit extends Error {}

/** The PMS prices the choice otherwise than the page the guest booked from showed it. */
class PriceChanged extends Error {
  constructor(readonly price: number, readonly currency: string) {
    super("the price changed");
  }
}

/** The total the details form showed (`shown_price`), or null when the post carries none. */
const shownPriceOf = (formData: FormData): number | null => {
  const value = formData.get("shown_price");
  const price = typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  return Number.isFinite(price) ? roundMoney(price) : null;
};

export interface BookingActionData {
  /** conform's reply: the guest's values (never the password) and any field errors. */
  lastResult: SubmissionResult<string[]>;
  guestState?: GuestState;
  /** A problem with the booking as a whole: a translation key (with its values), or the PMS's own text. */
  formError?: FormError;
  signInFailed?: "invalid" | "unavailable" | "limited";
}

const SIGN_IN_STATUS = { invalid: 401, unavailable: 503, limited: 429 } as const;


export type BookingActionResult =
  | { kind: "booked" | "redirect"; redirectTo: string; setCookie: string }
  | { kind: "form"; status: number; data: BookingActionData; setCookie?: string };

/** The guest's typed values for re-rendering the form: everything but the password. */
function typedValues(formData: FormData): SubmissionResult<string[]> {
  const initialValue: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === "string" && name !== "password" && name !== "intent") initialValue[name] = value;
  return { initialValue: capEcho(initialValue) };
}

/**
 * Books the offer the URL names with the guest's details, exactly once per booking form: the
 * ledger merges concurrent and repeated posts of one idempotency key into one upstream booking.
 * Any failure returns the form with everything the guest typed and the reason in their language.
 */
export async function bookChoice(
  request: Request,
  loaded: LoadedSite,
  kept: (path: string) => string,
  { now = new Date(), clientAddress = null }: { now?: Date; clientAddress?: string | null } = {},
): Promise<BookingActionResult> {
  const { bff, requestId, logger } = await bffFor(request);
  const url = new URL(request.url);
  const formData = await request.formData();
  const session = await bff.sessions.get(request);
  const form = (status: number, data: Omit<BookingActionData, "lastResult"> & { lastResult?: SubmissionResult<string[]> }, setCookie?: string): BookingActionResult => ({
    kind: "form",
    status,
    data: { lastResult: data.lastResult ?? typedValues(formData), ...data },
    setCookie,
  });

  const searched = readSearch(url, searchContextOf(loaded, now));
  const rooms = parseSolutionKey(url.searchParams.get("room_types"));
  if (searched.status !== "success" || !rooms || !asksForChoice(url.searchParams)) return form(400, { formError: { key: "booking.errors.choiceGone" } });
  const search = searched.value;

  if (formData.get("intent") === "sign-in") {
    const signed = await signIn(request, session, { email: String(formData.get("email") ?? ""), password: String(formData.get("password") ?? "") }, clientAddress);
    if (!signed.ok) return form(SIGN_IN_STATUS[signed.reason], { guestState: "exists", signInFailed: signed.reason });
    // Back to the same offer, now signed in; what the guest typed comes back with it.
    signed.session.flash("typed", typedValues(formData).initialValue as Record<string, string>);
    return { kind: "redirect", redirectTo: url.pathname + url.search, setCookie: await bff.sessions.commit(signed.session) };
  }

  const methods = paymentMethodsFor(loaded, search.dayFrom, now).map((method) => method.method);
  const submission = parseWithZod(formData, { schema: detailsSchema({ offeredMethods: methods }) });
  if (submission.status !== "success") {
    const reply = submission.reply();
    return form(400, { lastResult: { ...reply, initialValue: capEcho(reply.initialValue ?? undefined) } });
  }
  const details = submission.value;
  const chosen = { ratePlanId: Number(url.searchParams.get("rate_plan_id")), mealId: Number(url.searchParams.get("meal_id")) };
  const sessionToken = upstreamTokenOf(session);

  try {
    const { reservationId, replayed } = await bff.bookings.book(details.idempotency_key, details.email, async () => {
      const solution = await freshSolution(request, loaded, search, solutionKey(rooms), session);
      const draft = solution ? draftOf(loaded, search, solution, chosen, details) : null;
      if (!draft) throw new OfferGone();
      // A hand-made post may name a method the page did not offer for this rate: the PMS is not asked.
      if (paysAtTheHotel(loaded.site.organisation.settings_financials?.payment, details.payment_method) && asksBeforeArrival(draft.financials.rate.payment_terms)) throw new MethodDoesNotFit();
      // Booked only at the price the guest saw: another one is shown and asked again, never charged unseen.
      const shown = shownPriceOf(formData);
      if (shown !== null && roundMoney(draft.financials.rate.price) !== shown) throw new PriceChanged(roundMoney(draft.financials.rate.price), draft.financials.rate.currency);
      const answer = await bff.upstream.call("createReservation", { body: draft }, { sessionToken, requestId, logger });
      return answer.id;
    });
    logger.info({ reservationId, replayed }, replayed ? "booking replayed for a repeated form" : "reservation booked");
    grantAccess(session, reservationId, details.email);
    rememberBooked(session, details.idempotency_key, reservationId);
    session.flash("booked", reservationId);
    // `#booked`: the page opens at its greeting (and not at the form's `#booking-details`, which a
    // redirect without a fragment of its own would keep).
    return { kind: "booked", redirectTo: `${kept(`/reservations/${reservationId}`)}#booked`, setCookie: await bff.sessions.commit(session) };
  } catch (error) {
    // The offer is gone: the page now asks to choose again, and the next offer's form comes back
    // filled with what the guest typed (a flash in the session; without JavaScript the page is
    // rendered anew and this form with it is gone).
    const keepTyped = async () => {
      session.flash("typed", typedValues(formData).initialValue as Record<string, string>);
      return bff.sessions.commit(session);
    };
    if (error instanceof OfferGone) return form(409, { formError: { key: "booking.errors.noAvailability" } }, await keepTyped());
    if (error instanceof MethodDoesNotFit) return form(400, { lastResult: { ...typedValues(formData), error: { payment_method: ["booking.errors.paymentUnavailable"] } } });
    if (error instanceof PriceChanged) {
      logger.info({ price: error.price }, "booking not made: the price changed since the page showed it");
      return form(409, { formError: { key: "booking.errors.priceChanged", values: { price: formatMoney(error.price, error.currency, loaded.locale) } } }, await keepTyped());
    }
    // The form's key was used for another booking, by this instance (the ledger) or another one
    // (the PMS): a new key, so pressing Continue again books this guest.
    const reused = error instanceof BookingKeyReused || (isUpstreamError(error) && error.code === UPSTREAM_ERROR_CODES.idempotencyConflict);
    if (reused) {
      bookingKeyOf(session, fingerprintOf(loaded, searchQuery(search), url.searchParams), true);
      return form(409, { formError: { key: "booking.errors.formReused" } }, await bff.sessions.commit(session));
    }
    if (!isUpstreamError(error)) throw error;
    const expected = error.failure === "status" && (error.status ?? 500) < 500;
    logger[expected ? "info" : "warn"]({ failure: error.failure, status: error.status, code: error.code }, "booking refused or failed");
    if (error.code === UPSTREAM_ERROR_CODES.emailRegistered) return form(409, { guestState: "exists" });
    const refusal = expected ? refusalMessage(error) : null;
    if (refusal) {
      const chooseAgain = error.code === UPSTREAM_ERROR_CODES.noAvailability || error.code === UPSTREAM_ERROR_CODES.capacity || error.code === UPSTREAM_ERROR_CODES.minStay || error.code === UPSTREAM_ERROR_CODES.maxStay;
      return form(error.status ?? 409, { formError: refusal }, chooseAgain ? await keepTyped() : undefined);
    }
    const text = searchFailureText(error);
    if (text) return form(error.status ?? 409, { formError: { text } });
    // The PMS did not answer. The form keeps its idempotency key (the session's for this choice, and
    // the ledger forgets a failed booking), so Continue again is the same booking, never a second:
    // a PMS that refused (5xx) booked nothing; one that did not answer in time may have, and the
    // retry then lands on that booking (the PMS answers a known key with its first reservation).
    const refused = error.failure === "status";
    return form(502, { formError: { key: refused ? "booking.errors.unansweredNothingBooked" : "booking.errors.unansweredMaybeBooked", heading: "booking.errors.unansweredHeading" } });
  }
}

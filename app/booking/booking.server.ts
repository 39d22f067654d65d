/**
 * The booking itself: the reservation draft of a chosen offer, and the booking action (exactly
 * once per booking form, with a lookup grant so the guest lands on their reservation), with the
 * sign-in a guest whose e-mail is known is asked for on the way.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { UPSTREAM_ERROR_CODES, type ReservationDraft, type Solution } from "../../contracts/entities";
import { bffFor, BookingKeyReused, type GuestSession, isUpstreamError, type RouteArgs } from "~/bff.server";
import { signIn } from "~/account/account.server";
import { grantAccess } from "~/reservation/reservation.server";
import type { LoadedSite } from "~/site/site.server";
import { withKept } from "~/utils/links";
import { capEcho } from "~/utils/text-limits";
import { fingerprintOf, freshBookingKey, keepBookingKey, rememberBooked } from "./booking-keys.server";
import { asksForChoice } from "./choice";
import { guestDraftOf } from "./details";
import { detailsSchema, type GuestDetails } from "./details-check";
import { formatMoney, roundMoney } from "./money";
import { parseSolutionKey, paymentSchedule, solutionKey } from "./offers";
import { tooBigOutcome } from "./offers.server";
import { LIMITS } from "./occupancy";
import { asksBeforeArrival, paysAtTheHotel } from "./payment-methods";
import { paymentMethodsFor } from "./payment-methods.server";
import { refusalMessage } from "./refusals";
import { searchQuery, type BookingSearch } from "./search";
import { locationIdOf, partyOf, readSearch, searchContextOf, searchFailureText, searchUpstream, upstreamTokenOf } from "./search.server";
import type { FormError, GuestState } from "./view";

/** The reservation draft of docs/spec.md §3 for a chosen offer; the PMS re-prices it whatever we send. */
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
    ...guestDraftOf(details),
    guest_language: loaded.locale,
    payment_method: details.payment_method,
    idempotency_key: details.idempotency_key,
  };
}

/** The solution (as the PMS sent it) behind a choice, from a fresh search: never the browser's price. */
async function freshSolution(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  search: BookingSearch,
  key: string,
  session: GuestSession,
): Promise<Solution | null> {
  const answer = await searchUpstream({ request, context }, loaded, search, session);
  // Not solutions: the PMS's minimum stay now applies to these nights (a failing PMS throws instead).
  if (!Array.isArray(answer)) return null;
  return answer.find((solution) => solutionKey(solution.room_types_total) === key) ?? null;
}

/**
 * The rooms to search again with after the PMS refused the party for the rooms booked: the fewest
 * the hotel's room types could host it in (as the search's "too big" notice says), else one more
 * than asked, up to what a search may ask; null: no more rooms can be asked for.
 */
function roomsToSearch(loaded: LoadedSite, search: BookingSearch): number | null {
  const tooBig = tooBigOutcome(loaded, search, []);
  if (tooBig?.kind === "too-big") return tooBig.roomsNeeded;
  return search.rooms < LIMITS.rooms.max ? search.rooms + 1 : null;
}

/** The chosen offer is gone between showing the form and booking it (sold out, price plan changed). */
class OfferGone extends Error {}

/** A method settled at the hotel for a rate that asks for payment before arrival. */
class MethodDoesNotFit extends Error {}

/** The PMS prices the choice otherwise than the page the guest booked from showed it. */
class PriceChanged extends Error {
  constructor(
    readonly price: number,
    readonly currency: string,
  ) {
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
  { kind: "booked" | "redirect"; redirectTo: string; setCookie: string } | { kind: "form"; status: number; data: BookingActionData; setCookie?: string };

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
/**
 * A valid form that booked nothing: refused (the offer, the price or the method no longer fits,
 * the key was used, or the PMS said no: a 4xx) or failed (the PMS did not answer, answered 5xx,
 * or our own bug).
 */
function refusedOrFailed(error: unknown): "refused" | "failed" {
  if (error instanceof OfferGone || error instanceof MethodDoesNotFit || error instanceof PriceChanged || error instanceof BookingKeyReused) return "refused";
  return isUpstreamError(error) && error.failure === "status" && (error.status ?? 500) < 500 ? "refused" : "failed";
}

export async function bookChoice(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  kept: (path: string) => string,
  { now = new Date(), clientAddress = null }: { now?: Date; clientAddress?: string | null } = {},
): Promise<BookingActionResult> {
  const { bff, requestId, logger } = bffFor({ request, context });
  const url = new URL(request.url);
  const formData = await request.formData();
  const session = await bff.sessions.get(request);
  const form = (
    status: number,
    data: Omit<BookingActionData, "lastResult"> & { lastResult?: SubmissionResult<string[]> },
    setCookie?: string,
  ): BookingActionResult => ({
    kind: "form",
    status,
    data: { lastResult: data.lastResult ?? typedValues(formData), ...data },
    setCookie,
  });

  const searched = readSearch(url, searchContextOf(loaded, now));
  const rooms = parseSolutionKey(url.searchParams.get("room_types"));
  if (searched.status !== "success" || !rooms || !asksForChoice(url.searchParams)) return form(400, { formError: { key: "booking.errors.choiceGone" } });
  const search = searched.value;
  const fingerprint = fingerprintOf(loaded, searchQuery(search), url.searchParams);

  if (formData.get("intent") === "sign-in") {
    const signed = await signIn(
      { request, context },
      session,
      { email: String(formData.get("email") ?? ""), password: String(formData.get("password") ?? "") },
      clientAddress,
    );
    if (!signed.ok) return form(SIGN_IN_STATUS[signed.reason], { guestState: "exists", signInFailed: signed.reason });
    // Back to the same offer, now signed in; what the guest typed comes back with it.
    signed.session.flash("typed", typedValues(formData).initialValue as Record<string, string>);
    // The form's key is not carried: the signed-in session derives its own (decision 051), so a key
    // derived from an id planted before the sign-in books nothing the planter can replay.
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
      const solution = await freshSolution({ request, context }, loaded, search, solutionKey(rooms), session);
      const draft = solution ? draftOf(loaded, search, solution, chosen, details) : null;
      if (!draft) throw new OfferGone();
      // A hand-made post may name a method the page did not offer for this rate: the PMS is not asked.
      if (
        paysAtTheHotel(loaded.site.organisation.settings_financials?.payment, details.payment_method) &&
        asksBeforeArrival(paymentSchedule(draft.financials.rate.payment_terms, draft.financials.rate.price))
      )
        throw new MethodDoesNotFit();
      // Booked only at the price the guest saw: another one is shown and asked again, never charged unseen.
      const shown = shownPriceOf(formData);
      if (shown !== null && roundMoney(draft.financials.rate.price) !== shown)
        throw new PriceChanged(roundMoney(draft.financials.rate.price), draft.financials.rate.currency);
      const answer = await bff.upstream.call("createReservation", { body: draft }, { sessionToken, requestId, logger });
      return answer.id;
    });
    logger.info({ reservationId, replayed }, replayed ? "booking replayed for a repeated form" : "reservation booked");
    bff.metrics.booking(replayed ? "replayed" : "created");
    grantAccess(session, reservationId, details.email);
    rememberBooked(session, fingerprint, details.idempotency_key, reservationId);
    session.flash("booked", reservationId);
    // `#booked`: the page opens at its greeting (and not at the form's `#booking-details`, which a
    // redirect without a fragment of its own would keep).
    return { kind: "booked", redirectTo: `${kept(`/reservations/${reservationId}`)}#booked`, setCookie: await bff.sessions.commit(session) };
  } catch (error) {
    bff.metrics.booking(refusedOrFailed(error));
    // The offer is gone: the page now asks to choose again, and the next offer's form comes back
    // filled with what the guest typed (a flash in the session; without JavaScript the page is
    // rendered anew and this form with it is gone).
    const keepTyped = async () => {
      session.flash("typed", typedValues(formData).initialValue as Record<string, string>);
      // The form's key (checked by detailsSchema) outlives the session this post may create.
      keepBookingKey(session, fingerprint, details.idempotency_key);
      return bff.sessions.commit(session);
    };
    if (error instanceof OfferGone) return form(409, { formError: { key: "booking.errors.noAvailability" } }, await keepTyped());
    if (error instanceof MethodDoesNotFit)
      return form(400, { lastResult: { ...typedValues(formData), error: { payment_method: ["booking.errors.paymentUnavailable"] } } });
    if (error instanceof PriceChanged) {
      logger.info({ price: error.price }, "booking not made: the price changed since the page showed it");
      return form(
        409,
        { formError: { key: "booking.errors.priceChanged", values: { price: formatMoney(error.price, error.currency, loaded.locale) } } },
        await keepTyped(),
      );
    }
    // The form's key was used for another booking, by this instance (the ledger) or another one
    // (the PMS): a new key, so pressing Continue again books this guest.
    const reused = error instanceof BookingKeyReused || (isUpstreamError(error) && error.code === UPSTREAM_ERROR_CODES.idempotencyConflict);
    if (reused) {
      freshBookingKey(session, fingerprint);
      return form(409, { formError: { key: "booking.errors.formReused" } }, await bff.sessions.commit(session));
    }
    if (!isUpstreamError(error)) throw error;
    const expected = error.failure === "status" && (error.status ?? 500) < 500;
    logger[expected ? "info" : "warn"]({ failure: error.failure, status: error.status, code: error.code }, "booking refused or failed");
    if (error.code === UPSTREAM_ERROR_CODES.emailRegistered) return form(409, { guestState: "exists" });
    const refusal = expected ? refusalMessage(error) : null;
    if (refusal && "key" in refusal && error.code === UPSTREAM_ERROR_CODES.capacity) {
      const rooms = roomsToSearch(loaded, search);
      if (rooms !== null) refusal.moreRooms = { rooms, href: kept(withKept("/reservation-new", {}, { ...searchQuery(search), rooms })) };
    }
    if (refusal) {
      const chooseAgain =
        error.code === UPSTREAM_ERROR_CODES.noAvailability ||
        error.code === UPSTREAM_ERROR_CODES.capacity ||
        error.code === UPSTREAM_ERROR_CODES.minStay ||
        error.code === UPSTREAM_ERROR_CODES.maxStay;
      return form(error.status ?? 409, { formError: refusal }, chooseAgain ? await keepTyped() : undefined);
    }
    const text = searchFailureText(error);
    if (text) return form(error.status ?? 409, { formError: { text } });
    // The PMS did not answer. The form keeps its idempotency key (the session's for this choice, and
    // the ledger forgets a failed booking), so Continue again is the same booking, never a second:
    // a PMS that refused (5xx) booked nothing; one that did not answer in time may have, and the
    // retry then lands on that booking (the PMS answers a known key with its first reservation).
    const refused = error.failure === "status";
    return form(502, {
      formError: {
        key: refused ? "booking.errors.unansweredNothingBooked" : "booking.errors.unansweredMaybeBooked",
        heading: "booking.errors.unansweredHeading",
      },
    });
  }
}

/**
 * Changing a reservation's dates against the PMS (issue 34 item 3, docs/decisions/045): the preview
 * asks the PMS's search for the same rooms, party, rate plan and meal plan on the new dates; the
 * change sends the reservation back whole with those dates and that rate, only at the total the guest
 * was shown. The PMS checks the price again (`price_changed`), as it checks a cancellation's fee.
 */
import type { Reservation } from "../../contracts/entities";
import { UPSTREAM_ERROR_CODES } from "../../contracts/entities";
import { bffFor, type GuestSession, isUpstreamError, type RouteArgs } from "~/bff.server";
import { hotelTimeZone, hotelToday } from "~/booking/dates";
import { roundMoney } from "~/booking/money";
import { upstreamTokenOf } from "~/booking/search.server";
import { serverText } from "~/site/action-failure";
import type { LoadedSite } from "~/site/site.server";
import { checkDates, dateChangeOffer, type DatePreview, datePreview, type DatesAsked, sameStayRate } from "./date-change";
import { withDateChangeClaim } from "./date-change-claim.server";
import { grantOf, lookUpReservation } from "./reservation.server";
import { type ManageOutcome, typedOf } from "./manage-form";

/**
 * What the page says about asked dates: `reservation.changeDates.errors.<name>` names one of its own
 * texts (app/locales/<lng>/date-change.ts `errors`, given to the page as data); others are keys.
 */
export const DATE_ERRORS = {
  /** The page's own words for a change no longer open online (as for the other changes). */
  closed: "reservation.errors.cancelClosed",
  notSold: "reservation.changeDates.errors.notSold",
  minStay: "reservation.changeDates.errors.minStay",
  /** The total shown is no longer the PMS's: nothing was changed, the page shows today's and asks again. */
  priceChanged: "reservation.changeDates.errors.priceChanged",
  /** Another confirm for this reservation is being made, or was just made (decision 052): nothing was changed by this one. */
  busy: "reservation.changeDates.errors.busy",
} as const;

export type DatePreviewOutcome =
  | { kind: "preview"; preview: DatePreview; rate: Reservation["financials"]["rate"] }
  /** The dates are not offered: the field, the translation key and its count (a minimum stay's nights). */
  | { kind: "invalid"; field: "day_from" | "day_to"; error: string; count?: number }
  /** The PMS refused the search (its words) or failed (null). */
  | { kind: "failed"; text: string | null };

/** Whether the hotel takes date changes online: its PMS setting (docs/decisions/045). */
export const hotelAllowsDateChanges = (loaded: LoadedSite): boolean => Boolean(loaded.site.organisation.settings_reservations?.date_changes?.active);

export const hotelTodayOf = (loaded: LoadedSite, now = new Date()): string => hotelToday(now, hotelTimeZone(loaded.site.organisation));

/** What the new dates would cost: the same rooms', rate plan's and meal plan's rate in the PMS's search. */
export async function previewDates(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  session: GuestSession,
  reservation: Reservation,
  asked: { day_from?: unknown; day_to?: unknown },
): Promise<DatePreviewOutcome> {
  const checked = checkDates(asked, reservation, hotelTodayOf(loaded));
  if ("problem" in checked) return { kind: "invalid", field: checked.field, error: `reservation.changeDates.errors.${checked.problem}` };
  const { bff, requestId, logger } = bffFor({ request, context });
  let answer;
  try {
    answer = await bff.upstream.call(
      "searchAvailability",
      { query: searchFor(reservation, checked.dates) },
      { sessionToken: upstreamTokenOf(session), requestId, logger },
    );
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    logger.warn({ failure: error.failure, status: error.status }, "date change preview failed");
    return { kind: "failed", text: error.failure === "status" && (error.status ?? 500) < 500 ? serverText(error.guestMessage) : null };
  }
  const found = sameStayRate(answer, reservation);
  if (!found) return { kind: "invalid", field: "day_from", error: DATE_ERRORS.notSold };
  if ("minNights" in found) return { kind: "invalid", field: "day_to", error: DATE_ERRORS.minStay, count: found.minNights };
  return { kind: "preview", preview: datePreview(reservation, found.rate, checked.dates), rate: found.rate };
}

/** The PMS's search for the reservation's own party and rooms on other dates. */
function searchFor(reservation: Reservation, dates: DatesAsked) {
  return {
    location_id: reservation.location_id,
    org_id: reservation.org_id,
    day_from: dates.dayFrom,
    day_to: dates.dayTo,
    nights: dates.nights,
    adults: reservation.adults,
    children: reservation.children,
    children_ages: reservation.children > 0 ? reservation.children_ages.join(",") : undefined,
    rooms: reservation.rooms,
    coupon_code: reservation.coupon_code ?? undefined,
  };
}

/**
 * Applies new dates, reached through the reservation page's one change path (./changes.server.ts:
 * the grant checked, the reservation read fresh, one request in flight per change): only at the
 * total shown, and not again when the reservation already has them (a repeated post changes nothing).
 */
export async function changeDates(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  session: GuestSession,
  reservation: Reservation,
  change: { day_from: string; day_to: string; total?: number | undefined },
  form: Record<string, unknown>,
): Promise<ManageOutcome> {
  const typed = typedOf(form);
  if (reservation.day_from === change.day_from && reservation.day_to === change.day_to) return { kind: "done", toast: "reservation.datesChanged" };
  if (dateChangeOffer(reservation, hotelAllowsDateChanges(loaded), hotelTodayOf(loaded)) !== "open")
    return { kind: "invalid", errors: { change_dates: DATE_ERRORS.closed }, typed };
  // One confirm at a time per reservation, and none just after a change it did not see (decision 052).
  const claimed = await withDateChangeClaim({ request, context }, reservation.id, () =>
    changeDatesNow({ request, context }, loaded, session, reservation, change, typed),
  );
  if (claimed.kind === "held") {
    bffFor({ request, context }).logger.info({ reservationId: reservation.id, intent: "change-dates" }, "date change refused: another is in flight");
    return { kind: "invalid", errors: { change_dates: DATE_ERRORS.busy }, typed };
  }
  return claimed.outcome;
}

/** Whether the reservation is still as a confirm read it: its dates, its rate's total, its status. */
const asRead = (now: Reservation, read: Reservation): boolean =>
  now.day_from === read.day_from && now.day_to === read.day_to && now.status === read.status && now.financials.rate.price === read.financials.rate.price;

/** The preview asked again and the PATCH, under the reservation's date-change claim. */
async function changeDatesNow(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  session: GuestSession,
  reservation: Reservation,
  change: { day_from: string; day_to: string; total?: number | undefined },
  typed: ReturnType<typeof typedOf>,
): Promise<ManageOutcome> {
  // Read again under the claim: a confirm that read the reservation before another confirm changed
  // it (and claimed just after that one let go) changes nothing; the guest sees it as it is now.
  const grant = grantOf(session, reservation.id);
  const fresh = grant ? await lookUpReservation({ request, context }, loaded, session, reservation.id, grant.email) : null;
  if (fresh?.kind !== "found") return { kind: "failed", text: null, typed };
  if (!asRead(fresh.reservation, reservation)) return { kind: "invalid", errors: { change_dates: DATE_ERRORS.busy }, typed };
  const preview = await previewDates({ request, context }, loaded, session, reservation, change);
  if (preview.kind === "failed") return { kind: "failed", text: preview.text, typed };
  if (preview.kind === "invalid") return { kind: "invalid", errors: { [preview.field]: preview.error }, typed };
  // Only the total the guest confirmed: another one today is shown and asked again.
  if (change.total === undefined || roundMoney(change.total) !== preview.preview.total)
    return { kind: "invalid", errors: { change_dates: DATE_ERRORS.priceChanged }, typed };

  const { bff, requestId, logger } = bffFor({ request, context });
  const body: Reservation = {
    ...reservation,
    day_from: preview.preview.dayFrom,
    day_to: preview.preview.dayTo,
    nights: preview.preview.nights,
    financials: { ...reservation.financials, rate: preview.rate },
  };
  try {
    await bff.upstream.call("updateReservation", { params: { id: reservation.id }, body }, { sessionToken: upstreamTokenOf(session), requestId, logger });
    logger.info({ reservationId: reservation.id, intent: "change-dates" }, "reservation dates changed by the guest");
    return { kind: "done", toast: "reservation.datesChanged" };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    logger.warn({ failure: error.failure, status: error.status, code: error.code, intent: "change-dates" }, "reservation date change failed");
    // The PMS charges another price than the one shown: nothing changed, the page shows today's.
    if (error.code === UPSTREAM_ERROR_CODES.priceChanged) return { kind: "invalid", errors: { change_dates: DATE_ERRORS.priceChanged }, typed };
    // Refused in the PMS's own words (decision 041), or failed: nothing changed, the change named.
    const refused = error.failure === "status" && (error.status ?? 500) < 500;
    return { kind: "failed", text: refused ? serverText(error.guestMessage) : null, typed };
  }
}

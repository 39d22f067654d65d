/**
 * What a guest may change on their reservation (docs/spec.md §4): the arrival time while New or Confirmed,
 * the departure time once Checked-in, the note, paying an instalment by a non-card method, and
 * cancelling. Each change re-checks the session's grant, reads the reservation fresh from the PMS,
 * and sends it back whole (the PMS's PATCH takes the full reservation). A change already made —
 * a payment already marked, a reservation already cancelled — is not sent again, so a form posted
 * twice changes the PMS once. A PayPal capture comes through the same form (./paypal.server.ts), and
 * so do new dates (./date-change.server.ts).
 */
import type { Reservation } from "../../contracts/entities";
import { UPSTREAM_ERROR_CODES } from "../../contracts/entities";
import { bffFor, type GuestSession, isUpstreamError, type RouteArgs } from "~/bff.server";
import { fixedT } from "~/i18n.server";
import { serverText } from "~/site/action-failure";
import { hotelLanguagesOf, localizedText, MISSING_TEXT, pageText, type LocalizedText } from "~/site/localized";
import type { LoadedSite } from "~/site/site.server";
import { roundMoney } from "~/booking/money";
import { grantOf, lookUpReservation, methodName } from "./reservation.server";
import { payableNow, SELF_REPORTED_METHODS, type SelfReported } from "./account";
import { hotelTimeZone, hotelToday } from "~/booking/dates";
import { MANAGE_ERRORS, type ManageChange, ManageForm, type ManageOutcome, typedOf } from "./manage-form";
import { recordPayPalCapture } from "./paypal.server";
import { changeDates } from "./date-change.server";

export { typedOf };

/**
 * Changes in flight, by reservation, grant and change: the same change posted twice at once (a
 * double click without JavaScript) waits for the first instead of reaching the PMS again. Only a
 * request whose own session holds the grant gets this far, and it shares only with the same grant.
 * Per process; across instances the PMS's own refusal (already cancelled) is the backstop.
 */
const inFlight = new Map<string, Promise<ManageOutcome>>();

export async function manageReservation(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  reservationId: number,
  form: Record<string, unknown>,
): Promise<ManageOutcome> {
  const { bff } = bffFor({ request, context });
  const session = await bff.sessions.get(request);
  const grant = grantOf(session, reservationId);
  if (!grant) return { kind: "no-grant" };
  const key = `${reservationId}:${grant.email.toLowerCase()}:${JSON.stringify(Object.entries(form).sort(([a], [b]) => a.localeCompare(b)))}`;
  const running = inFlight.get(key);
  if (running) return running;
  const change = applyChange({ request, context }, loaded, session, reservationId, grant.email, form).finally(() => inFlight.delete(key));
  inFlight.set(key, change);
  return change;
}

async function applyChange(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  session: GuestSession,
  reservationId: number,
  email: string,
  form: Record<string, unknown>,
): Promise<ManageOutcome> {
  const { bff, requestId, logger } = bffFor({ request, context });
  const parsed = ManageForm.safeParse(form);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "intent"), issue.message]));
    return { kind: "invalid", errors, typed: typedOf(form) };
  }
  const change = parsed.data;
  const found = await lookUpReservation({ request, context }, loaded, session, reservationId, email);
  // The PMS not answering the look-up is this change failing, not the page (the page is already shown).
  if (found.kind !== "found") return found.kind === "not-found" ? { kind: "no-grant" } : { kind: "failed", text: null, typed: typedOf(form) };
  const reservation = found.reservation;

  if (change.intent === "paypal") return recordPayPalCapture({ request, context }, loaded, reservation, change, form);
  if (change.intent === "change-dates") return changeDates({ request, context }, loaded, session, reservation, change, form);

  const planned = plan(reservation, change, hotelToday(new Date(), hotelTimeZone(loaded.site.organisation)));
  if ("error" in planned) return { kind: "invalid", errors: planned.error, typed: typedOf(form), confirmCancel: planned.confirmCancel };
  if (planned.body === null) return { kind: "done", toast: planned.toast };

  try {
    await bff.upstream.call(
      "updateReservation",
      { params: { id: reservationId }, body: planned.body },
      { sessionToken: session.get("upstreamToken"), requestId, logger },
    );
    logger.info({ reservationId, intent: change.intent }, "reservation changed by the guest");
    return { kind: "done", toast: planned.toast };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // Cancelled meanwhile (another tab, the same form twice at once): what the guest wanted.
    if (change.intent === "cancel" && error.code === UPSTREAM_ERROR_CODES.alreadyCancelled) return { kind: "done", toast: planned.toast };
    logger.warn({ failure: error.failure, status: error.status, code: error.code, intent: change.intent }, "reservation change failed");
    // The fee moved between our reading and the PMS's: the page shows today's and asks again.
    if (error.code === UPSTREAM_ERROR_CODES.feeChanged)
      return { kind: "invalid", errors: { intent: MANAGE_ERRORS.feeChanged }, typed: typedOf(form), confirmCancel: true };
    if (error.code === UPSTREAM_ERROR_CODES.reservationCancelled)
      return { kind: "invalid", errors: { intent: MANAGE_ERRORS.cancelClosed }, typed: typedOf(form) };
    // Refused in the PMS's own words (shown as text), or failed: the change is named, what was typed kept.
    const refused = error.failure === "status" && (error.status ?? 500) < 500;
    return { kind: "failed", text: refused ? serverText(error.guestMessage) : null, typed: typedOf(form), confirmCancel: change.intent === "cancel" };
  }
}

type Plan = { body: Reservation | null; toast: string } | { error: Record<string, string>; confirmCancel?: boolean };

/** The reservation to send back for a change, null when there is nothing left to change. */
export function plan(reservation: Reservation, change: Exclude<ManageChange, { intent: "paypal" | "change-dates" }>, today: string): Plan {
  const preferences = reservation.financials.guest_preferences ?? null;
  switch (change.intent) {
    case "arrival-time":
      if (reservation.status !== "New" && reservation.status !== "Confirmed") return { error: { arrival_time: MANAGE_ERRORS.arrivalClosed } };
      return {
        body: reservation.arrival_time === change.arrival_time ? null : { ...reservation, arrival_time: change.arrival_time },
        toast: "reservation.saved",
      };
    case "departure-time":
      if (reservation.status !== "Checked-in") return { error: { departure_time: MANAGE_ERRORS.departureClosed } };
      return {
        body: reservation.departure_time === change.departure_time ? null : { ...reservation, departure_time: change.departure_time },
        toast: "reservation.saved",
      };
    case "note":
      if (reservation.status === "Canceled") return { error: { intent: MANAGE_ERRORS.cancelClosed } };
      return { body: (reservation.note ?? "") === change.note ? null : { ...reservation, note: change.note }, toast: "reservation.saved" };
    case "pay": {
      if (reservation.status === "Canceled") return { error: { intent: MANAGE_ERRORS.cancelClosed } };
      const invoice = reservation.invoices.find((candidate) => candidate.id === change.invoice_id);
      if (!invoice) return { error: { intent: MANAGE_ERRORS.failed } };
      const alreadyReported = preferences?.status === "payed" || !invoice.due_dates.some((due) => !due.paid);
      // "I have paid X": X must still be what is due (all that falls due together, docs/decisions/053), or the hotel would look for another sum.
      const due = payableNow(reservation, today);
      if (!alreadyReported && (change.amount === undefined || !due || due.invoiceId !== invoice.id || due.amount !== roundMoney(change.amount)))
        return { error: { intent: MANAGE_ERRORS.amountChanged } };
      const financials = { ...reservation.financials, guest_preferences: { ...preferences, status: "payed" as const, payment_method: change.payment_method } };
      return { body: alreadyReported ? null : { ...reservation, financials }, toast: "reservation.thanksForPayment" };
    }
    case "cancel": {
      if (reservation.status === "Canceled") return { body: null, toast: "reservation.cancelled" };
      if (reservation.status === "Checked-in" || reservation.status === "Checked-out") return { error: { intent: MANAGE_ERRORS.cancelClosed } };
      // Only the fee the guest was shown: another one today means asking again, not charging it.
      const fee = roundMoney(reservation.cancellationFee ?? 0);
      if (change.fee === undefined || roundMoney(change.fee) !== fee) return { error: { intent: MANAGE_ERRORS.feeChanged }, confirmCancel: true };
      const financials = { ...reservation.financials, guest_preferences: { ...preferences, status: "canceled" as const } };
      // The PMS checks it again at its end (`fee_changed`): our reading may be a moment old.
      return { body: { ...reservation, cancellationFee: fee, financials }, toast: "reservation.cancelled" };
    }
  }
}

export interface InstalmentMethodView {
  method: SelfReported;
  name: string;
  /**
   * What the guest needs to pay: the hotel's instructions (marked with their language when the hotel
   * wrote none in the page's, issue 38 item 2), then our own words for its bank account or Revolut phone.
   */
  details: LocalizedText[];
}

/** The self-reported methods the organisation takes, each with what the guest needs to pay by it. */
export function instalmentMethods(loaded: LoadedSite): InstalmentMethodView[] {
  const { organisation } = loaded.site;
  const payment = organisation.settings_financials?.payment;
  const invoice = organisation.settings_financials?.invoice;
  const t = fixedT(loaded.locale);
  return SELF_REPORTED_METHODS.filter((method) => payment?.[method]?.enabled).map((method) => {
    const picked = localizedText(payment?.[method]?.instructions, loaded.locale, hotelLanguagesOf(organisation));
    const instructions = picked.text === MISSING_TEXT ? null : picked;
    const details = instructions ? [instructions] : [];
    // The account, unless the hotel's own instructions already give it.
    if (method === "bank" && invoice?.bank_account && !instructions?.text.replace(/\s/g, "").includes(invoice.bank_account.replace(/\s/g, "")))
      details.push(pageText(t("reservation.bankAccount", { account: invoice.bank_account, bank: invoice.bank_name ?? "" }).trim()));
    if (method === "revolut" && payment?.revolut?.phone_number && !instructions?.text.includes(payment.revolut.phone_number))
      details.push(pageText(t("reservation.revolutPhone", { phone: payment.revolut.phone_number })));
    return { method, name: methodName(loaded, method), details };
  });
}

/**
 * What a guest may change on their reservation (spec §4): the arrival time while New or Confirmed,
 * the departure time once Checked-in, the note, paying an instalment by a non-card method, and
 * cancelling. Each change re-checks the session's grant, reads the reservation fresh from the PMS,
 * and sends it back whole (the PMS's PATCH takes the full reservation). A change already made —
 * a payment already marked, a reservation already cancelled — is not sent again, so a form posted
 * twice changes the PMS once.
 */
import { z } from "zod";
import type { Reservation } from "../../contracts/entities";
import { UPSTREAM_ERROR_CODES } from "../../contracts/entities";
import { payPalCharge, payPalReferences } from "../../contracts/paypal";
import { bffFor, type GuestSession, isUpstreamError, type RouteArgs } from "~/bff.server";
import { fixedT } from "~/i18n.server";
import { hotelLanguagesOf, localized, MISSING_TEXT } from "~/site/localized";
import type { LoadedSite } from "~/site/site.server";
import { roundMoney } from "~/booking/money";
import { capEcho } from "~/utils/text-limits";
import { grantOf, lookUpReservation, methodName } from "./reservation.server";
import { SELF_REPORTED_METHODS, type SelfReported } from "./account";

/** HH:MM on a 24-hour clock. */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const NOTE_MAX = 500;

export const MANAGE_ERRORS = {
  time: "reservation.errors.time",
  arrivalClosed: "reservation.errors.arrivalClosed",
  departureClosed: "reservation.errors.departureClosed",
  method: "reservation.errors.method",
  cancelClosed: "reservation.errors.cancelClosed",
  failed: "reservation.errors.failed",
  /** The fee shown is no longer today's: nothing was cancelled, the guest confirms the new one. */
  feeChanged: "reservation.errors.feeChanged",
  /** The amount shown is no longer the instalment's: nothing was recorded or started. */
  amountChanged: "reservation.errors.amountChanged",
  paypalUnverified: "reservation.errors.paypalUnverified",
} as const;

/** An amount as a form carries it ("1138.80"); anything else is no amount at all. */
const shownAmount = z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : undefined), z.number().finite().min(0).optional());

export const ManageForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("arrival-time"), arrival_time: z.string().trim().regex(TIME, MANAGE_ERRORS.time) }),
  z.object({ intent: z.literal("departure-time"), departure_time: z.string().trim().regex(TIME, MANAGE_ERRORS.time) }),
  z.object({ intent: z.literal("note"), note: z.string().trim().max(NOTE_MAX, "errors.tooLong") }),
  // `amount`: the instalment as the guest saw it; `fee`: the cancellation fee they were shown.
  z.object({ intent: z.literal("pay"), payment_method: z.enum(SELF_REPORTED_METHODS, MANAGE_ERRORS.method), invoice_id: z.coerce.number().int().positive(), amount: shownAmount }),
  z.object({ intent: z.literal("cancel"), fee: shownAmount }),
  // What PayPal's buttons report after the guest approved: ids only. The PMS verifies the capture
  // with PayPal itself; whatever status or amount a browser claims is not asked for (spec §7).
  z.object({
    intent: z.literal("paypal"),
    invoice_id: z.coerce.number().int().positive(),
    order_id: z.string().trim().regex(/^[\w-]{1,100}$/, MANAGE_ERRORS.failed),
    capture_id: z.string().trim().regex(/^[\w-]{1,100}$/, MANAGE_ERRORS.failed),
  }),
]);
export type ManageChange = z.output<typeof ManageForm>;

export type ManageOutcome =
  /** Done (or already done): back to the page with this notification. */
  | { kind: "done"; toast: string }
  /** Refused: the page again with the reason by field and what was typed (and the cancel step again). */
  | { kind: "invalid"; errors: Record<string, string>; typed: Record<string, string>; confirmCancel?: boolean }
  | { kind: "no-grant" }
  | { kind: "unavailable" };

const typedOf = (form: Record<string, unknown>) =>
  capEcho(Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "intent")));

/**
 * Changes in flight, by reservation, grant and change: the same change posted twice at once (a
 * double click without JavaScript) waits for the first instead of reaching the PMS again. Only a
 * request whose own session holds the grant gets this far, and it shares only with the same grant.
 * Per process; across instances the PMS's own refusal (already cancelled) is the backstop.
 */
const inFlight = new Map<string, Promise<ManageOutcome>>();

export async function manageReservation({ request, context }: RouteArgs, loaded: LoadedSite, reservationId: number, form: Record<string, unknown>): Promise<ManageOutcome> {
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

async function applyChange({ request, context }: RouteArgs, loaded: LoadedSite, session: GuestSession, reservationId: number, email: string, form: Record<string, unknown>): Promise<ManageOutcome> {
  const { bff, requestId, logger } = bffFor({ request, context });
  const parsed = ManageForm.safeParse(form);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? "intent"), issue.message]));
    return { kind: "invalid", errors, typed: typedOf(form) };
  }
  const change = parsed.data;
  const found = await lookUpReservation({ request, context }, loaded, session, reservationId, email);
  if (found.kind !== "found") return found.kind === "not-found" ? { kind: "no-grant" } : { kind: "unavailable" };
  const reservation = found.reservation;

  if (change.intent === "paypal") return recordPayPalCapture({ request, context }, loaded, reservation, change, form);

  const planned = plan(reservation, change);
  if ("error" in planned) return { kind: "invalid", errors: planned.error, typed: typedOf(form), confirmCancel: planned.confirmCancel };
  if (planned.body === null) return { kind: "done", toast: planned.toast };

  try {
    await bff.upstream.call("updateReservation", { params: { id: reservationId }, body: planned.body }, { sessionToken: session.get("upstreamToken"), requestId, logger });
    logger.info({ reservationId, intent: change.intent }, "reservation changed by the guest");
    return { kind: "done", toast: planned.toast };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // Cancelled meanwhile (another tab, the same form twice at once): what the guest wanted.
    if (change.intent === "cancel" && error.code === UPSTREAM_ERROR_CODES.alreadyCancelled) return { kind: "done", toast: planned.toast };
    logger.warn({ failure: error.failure, status: error.status, code: error.code, intent: change.intent }, "reservation change failed");
    // The fee moved between our reading and the PMS's: the page shows today's and asks again.
    if (error.code === UPSTREAM_ERROR_CODES.feeChanged) return { kind: "invalid", errors: { intent: MANAGE_ERRORS.feeChanged }, typed: typedOf(form), confirmCancel: true };
    if (error.code === UPSTREAM_ERROR_CODES.reservationCancelled) return { kind: "invalid", errors: { intent: MANAGE_ERRORS.cancelClosed }, typed: typedOf(form) };
    if (error.failure === "status" && (error.status ?? 500) < 500) return { kind: "invalid", errors: { intent: error.guestMessage ?? MANAGE_ERRORS.failed }, typed: typedOf(form) };
    return { kind: "unavailable" };
  }
}

type Plan = { body: Reservation | null; toast: string } | { error: Record<string, string>; confirmCancel?: boolean };

async function recordPayPalCapture({ request, context }: RouteArgs, loaded: LoadedSite, reservation: Reservation, change: Extract<ManageChange, { intent: "paypal" }>, form: Record<string, unknown>): Promise<ManageOutcome> {
  const { bff, requestId, logger } = bffFor({ request, context });
  const invalid = (error: string): ManageOutcome => ({ kind: "invalid", errors: { intent: error }, typed: typedOf(form) });
  if (reservation.status === "Canceled") return invalid(MANAGE_ERRORS.cancelClosed);
  // What PayPal was asked to charge, as this page computed and showed it; the PMS checks the capture against it.
  const due = payPalDue(loaded, reservation);
  if (!due || due.invoiceId !== change.invoice_id) {
    // Already paid (the same capture reported twice, another tab): nothing left to record.
    return reservation.invoices.some((invoice) => invoice.id === change.invoice_id && invoice.due_dates.every((instalment) => instalment.paid)) ? { kind: "done", toast: "reservation.paypalThanks" } : invalid(MANAGE_ERRORS.failed);
  }
  try {
    await bff.upstream.call(
      "paypalCaptured",
      { body: { reservation_id: reservation.id, invoice_id: due.invoiceId, order_id: change.order_id, capture: { id: change.capture_id }, amount: due.amount, currency: due.currency } },
      { requestId, logger },
    );
    logger.info({ reservationId: reservation.id, invoiceId: due.invoiceId }, "PayPal capture verified and recorded by the PMS");
    return { kind: "done", toast: "reservation.paypalThanks" };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    logger.warn({ failure: error.failure, status: error.status, code: error.code }, "PayPal capture not recorded");
    if (error.code === UPSTREAM_ERROR_CODES.alreadyPaid) return { kind: "done", toast: "reservation.paypalThanks" };
    if (error.code === UPSTREAM_ERROR_CODES.paymentUnverified) return invalid(MANAGE_ERRORS.paypalUnverified);
    if (error.code === UPSTREAM_ERROR_CODES.reservationCancelled) return invalid(MANAGE_ERRORS.cancelClosed);
    return error.failure === "status" ? invalid(error.guestMessage ?? MANAGE_ERRORS.failed) : { kind: "unavailable" };
  }
}

/** The reservation to send back for a change, null when there is nothing left to change. */
export function plan(reservation: Reservation, change: Exclude<ManageChange, { intent: "paypal" }>): Plan {
  const preferences = reservation.financials.guest_preferences ?? null;
  switch (change.intent) {
    case "arrival-time":
      if (reservation.status !== "New" && reservation.status !== "Confirmed") return { error: { arrival_time: MANAGE_ERRORS.arrivalClosed } };
      return { body: reservation.arrival_time === change.arrival_time ? null : { ...reservation, arrival_time: change.arrival_time }, toast: "reservation.saved" };
    case "departure-time":
      if (reservation.status !== "Checked-in") return { error: { departure_time: MANAGE_ERRORS.departureClosed } };
      return { body: reservation.departure_time === change.departure_time ? null : { ...reservation, departure_time: change.departure_time }, toast: "reservation.saved" };
    case "note":
      if (reservation.status === "Canceled") return { error: { intent: MANAGE_ERRORS.cancelClosed } };
      return { body: (reservation.note ?? "") === change.note ? null : { ...reservation, note: change.note }, toast: "reservation.saved" };
    case "pay": {
      if (reservation.status === "Canceled") return { error: { intent: MANAGE_ERRORS.cancelClosed } };
      const invoice = reservation.invoices.find((candidate) => candidate.id === change.invoice_id);
      if (!invoice) return { error: { intent: MANAGE_ERRORS.failed } };
      const alreadyReported = preferences?.status === "payed" || !invoice.due_dates.some((due) => !due.paid);
      // "I have paid X": X must still be what is due, or the hotel would look for another sum.
      const due = invoice.due_dates.find((instalment) => !instalment.paid);
      if (!alreadyReported && (change.amount === undefined || !due || roundMoney(due.amount) !== roundMoney(change.amount))) return { error: { intent: MANAGE_ERRORS.amountChanged } };
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
  /** What the guest needs to pay: the hotel's instructions, its bank account, its Revolut phone. */
  details: string[];
}

/** The self-reported methods the organisation takes, each with what the guest needs to pay by it. */
export function instalmentMethods(loaded: LoadedSite): InstalmentMethodView[] {
  const { organisation } = loaded.site;
  const payment = organisation.settings_financials?.payment;
  const invoice = organisation.settings_financials?.invoice;
  const t = fixedT(loaded.locale);
  return SELF_REPORTED_METHODS.filter((method) => payment?.[method]?.enabled).map((method) => {
    const instructions = localized(payment?.[method]?.instructions, loaded.locale, hotelLanguagesOf(organisation));
    const details = [instructions === MISSING_TEXT ? null : instructions];
    // The account, unless the hotel's own instructions already give it.
    if (method === "bank" && invoice?.bank_account && !details[0]?.replace(/\s/g, "").includes(invoice.bank_account.replace(/\s/g, ""))) details.push(t("reservation.bankAccount", { account: invoice.bank_account, bank: invoice.bank_name ?? "" }).trim());
    if (method === "revolut" && payment?.revolut?.phone_number && !details[0]?.includes(payment.revolut.phone_number)) details.push(t("reservation.revolutPhone", { phone: payment.revolut.phone_number }));
    return { method, name: methodName(loaded, method), details: details.filter((detail): detail is string => Boolean(detail)) };
  });
}

export type CardPaymentStart =
  | { kind: "form"; url: string; envKey: string; envData: string; amount: number; currency: string }
  | { kind: "invalid"; error: string }
  | { kind: "no-grant" }
  | { kind: "unavailable" };

/**
 * A card payment of the next unpaid instalment (spec §7 `payment-prep`): the PMS prepares the
 * provider's form, which the guest posts to the provider's page (its sandbox in test mode); the
 * provider sends the guest back to `returnUrl`, where the fresh reservation tells how it went.
 */
export async function startCardPayment({ request, context }: RouteArgs, loaded: LoadedSite, reservationId: number, invoiceId: number, shown: unknown, returnUrl: string): Promise<CardPaymentStart> {
  const { bff, requestId, logger } = bffFor({ request, context });
  const session = await bff.sessions.get(request);
  const grant = grantOf(session, reservationId);
  if (!grant) return { kind: "no-grant" };
  if (!loaded.site.organisation.settings_financials?.payment?.mobilpay?.enabled) return { kind: "invalid", error: MANAGE_ERRORS.method };
  const found = await lookUpReservation({ request, context }, loaded, session, reservationId, grant.email);
  if (found.kind !== "found") return found.kind === "not-found" ? { kind: "no-grant" } : { kind: "unavailable" };
  const reservation = found.reservation;
  const invoice = reservation.invoices.find((candidate) => candidate.id === invoiceId);
  const instalment = invoice?.due_dates.find((due) => !due.paid);
  if (reservation.status === "Canceled" || !invoice || !instalment) return { kind: "invalid", error: MANAGE_ERRORS.cancelClosed };
  // The provider charges what the PMS prepares: it must be the amount on the guest's button.
  const amount = shownAmount.safeParse(shown);
  if (!amount.success || amount.data === undefined || roundMoney(amount.data) !== roundMoney(instalment.amount)) return { kind: "invalid", error: MANAGE_ERRORS.amountChanged };
  try {
    const prepared = await bff.upstream.call(
      "mobilpayPaymentPrep",
      { query: { reservation_id: reservationId, invoice_id: invoiceId, org_guest_id: reservation.org_guest_id ?? undefined, return_url: returnUrl } },
      { sessionToken: session.get("upstreamToken"), requestId, logger },
    );
    logger.info({ reservationId, invoiceId }, "card payment prepared");
    return { kind: "form", url: prepared.url, envKey: prepared.env_key, envData: prepared.env_data, amount: instalment.amount, currency: invoice.currency };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    logger.warn({ failure: error.failure, status: error.status, code: error.code }, "card payment not prepared");
    return error.failure === "status" && (error.status ?? 500) < 500 ? { kind: "invalid", error: error.guestMessage ?? MANAGE_ERRORS.failed } : { kind: "unavailable" };
  }
}

export interface PayPalDue {
  invoiceId: number;
  /** The instalment in PayPal's currency, times the organisation's multiplier (spec §7; contracts/paypal.ts). */
  amount: number;
  currency: string;
  /** Written on the PayPal order (`invoice_id`, `custom_id`): the PMS checks the capture carries them. */
  references: { invoice_id: string; custom_id: string };
}

export interface PayPalCheckout extends PayPalDue {
  /** PayPal's JavaScript SDK for the organisation's client id and currency (loaded on demand). */
  sdkUrl: string;
}

/** What PayPal is to charge for the next unpaid instalment, or null when PayPal is not offered. */
export function payPalDue(loaded: LoadedSite, reservation: Reservation): PayPalDue | null {
  const { organisation } = loaded.site;
  const paypal = organisation.settings_financials?.payment?.paypal;
  if (!paypal?.enabled || !paypal.client_id || reservation.status === "Canceled") return null;
  const invoice = reservation.invoices.find((candidate) => candidate.due_dates.some((due) => !due.paid));
  const instalment = invoice?.due_dates.find((due) => !due.paid);
  if (!invoice || !instalment) return null;
  const charge = payPalCharge(instalment.amount, invoice.currency, organisation);
  if (!charge) return null;
  return { invoiceId: invoice.id, ...charge, references: payPalReferences(reservation.id, invoice.id, instalment.due_date) };
}

/** PayPal's buttons for the next unpaid instalment: what to charge and where its SDK is. */
export function payPalCheckout(loaded: LoadedSite, reservation: Reservation, sdkBase: string): PayPalCheckout | null {
  const due = payPalDue(loaded, reservation);
  const clientId = loaded.site.organisation.settings_financials?.payment?.paypal?.client_id;
  if (!due || !clientId) return null;
  const sdk = new URL(sdkBase);
  sdk.searchParams.set("client-id", clientId);
  sdk.searchParams.set("currency", due.currency);
  return { ...due, sdkUrl: sdk.href };
}

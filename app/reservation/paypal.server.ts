/**
 * PayPal for the next unpaid instalment (docs/spec.md §7): what the page's buttons are to charge, where
 * PayPal's SDK is, and recording a capture the guest approved — which the PMS verifies with PayPal
 * itself before it marks anything paid.
 */
import type { Reservation } from "../../contracts/entities";
import { UPSTREAM_ERROR_CODES } from "../../contracts/entities";
import { payPalCharge, payPalReferences } from "../../contracts/paypal";
import { bffFor, isUpstreamError, type RouteArgs } from "~/bff.server";
import { serverText } from "~/site/action-failure";
import type { LoadedSite } from "~/site/site.server";
import { MANAGE_ERRORS, type ManageChange, type ManageOutcome, typedOf } from "./manage-form";
import { payableNow } from "./account";
import { hotelTimeZone, hotelToday } from "~/booking/dates";

export interface PayPalDue {
  invoiceId: number;
  /** The instalment in PayPal's currency, times the organisation's multiplier (docs/spec.md §7; contracts/paypal.ts). */
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
export function payPalDue(loaded: LoadedSite, reservation: Reservation, now = new Date()): PayPalDue | null {
  const { organisation } = loaded.site;
  const paypal = organisation.settings_financials?.payment?.paypal;
  if (!paypal?.enabled || !paypal.client_id || reservation.status === "Canceled") return null;
  // One payment of all that falls due together (docs/decisions/053), as the page's next payment says.
  const payable = payableNow(reservation, hotelToday(now, hotelTimeZone(organisation)));
  if (!payable) return null;
  const charge = payPalCharge(payable.amount, payable.currency, organisation);
  if (!charge) return null;
  return { invoiceId: payable.invoiceId, ...charge, references: payPalReferences(reservation.id, payable.invoiceId, payable.dueDate) };
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

/**
 * A capture the guest's PayPal buttons reported, for a reservation read fresh under the session's
 * grant: the PMS is told the ids and what this page asked PayPal to charge, and records it only
 * once it has verified the capture with PayPal.
 */
export async function recordPayPalCapture(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  reservation: Reservation,
  change: Extract<ManageChange, { intent: "paypal" }>,
  form: Record<string, unknown>,
): Promise<ManageOutcome> {
  const { bff, requestId, logger } = bffFor({ request, context });
  const invalid = (error: string): ManageOutcome => ({ kind: "invalid", errors: { intent: error }, typed: typedOf(form) });
  if (reservation.status === "Canceled") return invalid(MANAGE_ERRORS.cancelClosed);
  // What PayPal was asked to charge, as this page computed and showed it; the PMS checks the capture against it.
  const due = payPalDue(loaded, reservation);
  if (!due || due.invoiceId !== change.invoice_id) {
    // Already paid (the same capture reported twice, another tab): nothing left to record.
    return reservation.invoices.some((invoice) => invoice.id === change.invoice_id && invoice.due_dates.every((instalment) => instalment.paid))
      ? { kind: "done", toast: "reservation.paypalThanks" }
      : invalid(MANAGE_ERRORS.failed);
  }
  try {
    await bff.upstream.call(
      "paypalCaptured",
      {
        body: {
          reservation_id: reservation.id,
          invoice_id: due.invoiceId,
          order_id: change.order_id,
          capture: { id: change.capture_id },
          amount: due.amount,
          currency: due.currency,
        },
      },
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
    const refused = error.failure === "status" && (error.status ?? 500) < 500;
    return { kind: "failed", text: refused ? serverText(error.guestMessage) : null, typed: typedOf(form) };
  }
}

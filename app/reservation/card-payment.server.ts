/**
 * A card payment of the next unpaid instalment (docs/spec.md §7 `payment-prep`): the PMS prepares the
 * provider's form, which the guest posts to the provider's page (its sandbox in test mode); the
 * provider sends the guest back to `returnUrl`, where the fresh reservation tells how it went.
 */
import type { Reservation } from "../../contracts/entities";
import { bffFor, type GuestSession, isUpstreamError, type RouteArgs } from "~/bff.server";
import { serverText } from "~/site/action-failure";
import type { LoadedSite } from "~/site/site.server";
import { roundMoney } from "~/booking/money";
import { grantOf, lookUpReservation } from "./reservation.server";
import { MANAGE_ERRORS, shownAmount } from "./manage-form";
import { payableNow } from "./account";
import { hotelTimeZone, hotelToday } from "~/booking/dates";

export type CardPaymentStart =
  | { kind: "form"; url: string; envKey: string; envData: string; amount: number; currency: string }
  | { kind: "invalid"; error: string }
  /** The PMS refused (its own words, never a translation key) or failed (null). */
  | { kind: "failed"; text: string | null }
  | { kind: "no-grant" }
  | { kind: "unavailable" };

/**
 * The card button's post: the instalment of `invoiceId` at `shown`, the amount on the guest's
 * button; the session's grant is checked and the reservation read fresh before it is prepared.
 */
export async function startCardPayment(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  reservationId: number,
  invoiceId: number,
  shown: unknown,
  returnUrl: string,
): Promise<CardPaymentStart> {
  const { bff } = bffFor({ request, context });
  const session = await bff.sessions.get(request);
  const grant = grantOf(session, reservationId);
  if (!grant) return { kind: "no-grant" };
  if (!takesCards(loaded)) return { kind: "invalid", error: MANAGE_ERRORS.method };
  const found = await lookUpReservation({ request, context }, loaded, session, reservationId, grant.email);
  if (found.kind !== "found") return found.kind === "not-found" ? { kind: "no-grant" } : { kind: "failed", text: null };
  return prepareCardPayment({ request, context }, loaded, session, found.reservation, invoiceId, shown, returnUrl);
}

/**
 * The provider's form for a reservation this request already read under the session's grant (the
 * page right after a card booking): the PMS is not asked for the reservation a second time.
 */
export async function prepareCardPayment(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  session: GuestSession,
  reservation: Reservation,
  invoiceId: number,
  shown: unknown,
  returnUrl: string,
  now = new Date(),
): Promise<CardPaymentStart> {
  const { bff, requestId, logger } = bffFor({ request, context });
  if (!takesCards(loaded)) return { kind: "invalid", error: MANAGE_ERRORS.method };
  // One payment of all that falls due together (docs/decisions/053): the page's next payment.
  const payable = payableNow(reservation, hotelToday(now, hotelTimeZone(loaded.site.organisation)));
  if (!payable) return { kind: "invalid", error: MANAGE_ERRORS.cancelClosed };
  if (payable.invoiceId !== invoiceId) return { kind: "invalid", error: MANAGE_ERRORS.amountChanged };
  // The provider charges what the PMS prepares: it must be the amount on the guest's button.
  const amount = shownAmount.safeParse(shown);
  if (!amount.success || amount.data === undefined || roundMoney(amount.data) !== payable.amount)
    return { kind: "invalid", error: MANAGE_ERRORS.amountChanged };
  try {
    const prepared = await bff.upstream.call(
      "mobilpayPaymentPrep",
      { query: { reservation_id: reservation.id, invoice_id: invoiceId, org_guest_id: reservation.org_guest_id ?? undefined, return_url: returnUrl } },
      { sessionToken: session.get("upstreamToken"), requestId, logger },
    );
    logger.info({ reservationId: reservation.id, invoiceId }, "card payment prepared");
    return { kind: "form", url: prepared.url, envKey: prepared.env_key, envData: prepared.env_data, amount: payable.amount, currency: payable.currency };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    logger.warn({ failure: error.failure, status: error.status, code: error.code }, "card payment not prepared");
    return { kind: "failed", text: error.failure === "status" && (error.status ?? 500) < 500 ? serverText(error.guestMessage) : null };
  }
}

const takesCards = (loaded: LoadedSite): boolean => Boolean(loaded.site.organisation.settings_financials?.payment?.mobilpay?.enabled);

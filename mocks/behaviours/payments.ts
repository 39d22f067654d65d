/**
 * Paying a reservation online and sharing its invoice: the card payment's start (mobilPay, whose
 * sandbox is `mocks/pages.ts`), a PayPal capture checked against the sandbox's own record
 * (`mocks/paypal.ts`) before it pays an instalment, and the invoice's share link.
 */
import { randomBytes } from "node:crypto";
import { UPSTREAM_ERROR_CODES } from "../../contracts/entities";
import { payPalCharge, payPalReferences } from "../../contracts/paypal";
import { payableInstalments, payDueInstalments } from "../instalments";
import { notFound, PmsError } from "../pms-error";
import { organisationById } from "../world";
import { reservationOf, type BehavioursOf } from "./call";

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString("base64");

export const paymentBehaviours: BehavioursOf<"mobilpayPaymentPrep" | "paypalCaptured" | "shareInvoice"> = {
  mobilpayPaymentPrep({ query }, { world, origin, url }) {
    const reservation = reservationOf(world, query.reservation_id);
    if (reservation.status === "Canceled") throw new PmsError(409, "This reservation is cancelled");
    const org = organisationById(world, reservation.org_id) ?? notFound("Organisation not found");
    const mobilpay = org.profile.settings_financials?.payment?.mobilpay;
    if (!mobilpay?.enabled) throw new PmsError(422, "Pay method is unavailable");
    // One payment of all that falls due together (docs/decisions/053).
    const { invoice, first: instalment, amount } = payableInstalments(reservation, query.invoice_id, world.today);
    const returnUrl = url.searchParams.get("return_url");
    return {
      env_key: randomBytes(32).toString("base64"),
      env_data: encode({
        reservation_id: reservation.id,
        invoice_id: Number(invoice.id),
        // Whom the caller says pays (the spec's payload): the PMS does not fill it in itself.
        org_guest_id: query.org_guest_id ?? null,
        amount,
        currency: invoice.currency,
        due_date: instalment.due_date,
        return_url: returnUrl && /^https?:\/\//.test(returnUrl) ? returnUrl : null,
      }),
      url: mobilpay.mobilpay_test_mode ? `${origin}/__mock/mobilpay/pay` : "https://secure.mobilpay.ro",
    };
  },

  paypalCaptured({ body }, { world }) {
    const reservation = reservationOf(world, body.reservation_id);
    // A capture is recorded once, however often the client reports it.
    const known = (reservation.payments ?? []).some((payment) => payment.method === "paypal" && payment.order?.message === `PayPal capture ${body.capture.id}`);
    if (known) return { ok: true };
    if (reservation.status === "Canceled") throw new PmsError(409, "This reservation is cancelled", UPSTREAM_ERROR_CODES.reservationCancelled);
    const org = organisationById(world, reservation.org_id) ?? notFound("Organisation not found");
    const { invoice, first: instalment, amount } = payableInstalments(reservation, body.invoice_id, world.today);
    // As a real PMS asks PayPal (GET /v2/payments/captures/{id}): the sandbox's own record, never the caller's word.
    const capture = world.paypal.captures.get(body.capture.id);
    const due = payPalCharge(amount, invoice.currency, org.profile);
    const references = payPalReferences(reservation.id, Number(invoice.id), instalment.due_date);
    const problem = !capture
      ? "PayPal does not know this capture"
      : capture.orderId !== body.order_id
        ? "The capture belongs to another PayPal order"
        : capture.status !== "COMPLETED"
          ? "The PayPal payment is not completed"
          : capture.invoiceId !== references.invoice_id || capture.customId !== references.custom_id
            ? "The PayPal payment is for another invoice"
            : !due || capture.currency !== due.currency || capture.amount !== due.amount || body.currency !== due.currency || body.amount !== due.amount
              ? "The PayPal payment is not this instalment's amount"
              : null;
    if (problem || !capture) throw new PmsError(422, problem ?? "PayPal does not know this capture", UPSTREAM_ERROR_CODES.paymentUnverified);
    if ([...world.reservations.values()].some((other) => (other.payments ?? []).some((payment) => payment.order?.message === `PayPal capture ${capture.id}`))) {
      throw new PmsError(422, "This PayPal capture already paid another instalment", UPSTREAM_ERROR_CODES.paymentUnverified);
    }
    payDueInstalments(world, reservation, body.invoice_id, "paypal", { error_code: "0", message: `PayPal capture ${capture.id}`, card_masked: null });
    return { ok: true };
  },

  shareInvoice({ params, query }, { world, origin }) {
    const owner = [...world.reservations.values()].find((reservation) => reservation.invoices?.some((invoice) => Number(invoice.id) === params.invoice_id));
    if (!owner) notFound("Invoice not found");
    // One unguessable token (128 bits) per invoice and language, kept until the reset: asked again,
    // the same link. The page behind it opens with that token only (mocks/pages.ts), as a real
    // PMS's would, so walking invoice ids or guessing gets nothing.
    const shared = [...world.invoiceShares].find(([, share]) => share.invoice_id === params.invoice_id && share.language === query.language);
    const token = shared?.[0] ?? randomBytes(16).toString("base64url");
    if (!shared) world.invoiceShares.set(token, { invoice_id: params.invoice_id, language: query.language });
    return { url: `${origin}/public/invoice/${params.invoice_id}/${token}` };
  },
};

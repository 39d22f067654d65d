/**
 * What PayPal will charge for a stay, shown on the payment choice before booking (decision 023).
 * The figure is the reservation page's: the same `payPalCharge` (contracts/paypal.ts) of the first
 * payment — every instalment that falls due with the first (decision 053) — which is what PayPal is
 * asked for once the reservation exists.
 */
import { payPalCharge } from "../../contracts/paypal";
import type { Organisation } from "../../contracts/entities";
import { formatMoney, roundMoney } from "./money";
import type { PaymentPart } from "./offers";

export interface PayPalPrice {
  /** The organisation's surcharge, in percent (0 when it converts only). */
  percent: number;
  /** What PayPal charges for the first payment, in its currency. */
  amount: number;
  currency: string;
  /** The stay is paid in more than one payment: the amount is the first one's. */
  firstOfMany: boolean;
}

/** Null when PayPal cannot price it (no rate for its currency), as the reservation page then offers no PayPal. */
export function payPalPrice(
  organisation: Pick<Organisation, "settings" | "settings_financials">,
  schedule: PaymentPart[],
  currency: string,
): PayPalPrice | null {
  const first = schedule[0];
  if (!first) return null;
  // One payment of all that falls due with the first (docs/decisions/053), as the reservation page
  // asks PayPal for it: a part before arrival whose day has come is paid with the deposit.
  const together = first.date === undefined ? [first] : schedule.filter((part) => part.date !== undefined && part.date <= first.date!);
  const charge = payPalCharge(roundMoney(together.reduce((sum, part) => sum + part.amount, 0)), currency, organisation);
  if (!charge) return null;
  const multiplier = organisation.settings_financials?.payment?.paypal?.rate_multiplier ?? 1;
  return { percent: roundMoney((multiplier - 1) * 100), amount: charge.amount, currency: charge.currency, firstOfMany: together.length < schedule.length };
}

const percentFormats = new Map<string, Intl.NumberFormat>();

/** "PayPal: +3 %, charged €100.30 for the first payment", in the guest's language (made on the server). */
export function payPalPriceText(price: PayPalPrice, language: string, t: (key: string, values?: Record<string, string>) => string): string {
  let percent = percentFormats.get(language);
  if (!percent) percentFormats.set(language, (percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 })));
  const values = {
    percent: percent.format(price.percent),
    amount: formatMoney(price.amount, price.currency, language),
    first: price.firstOfMany ? t("booking.payment.paypalFirst") : "",
  };
  return t(price.percent > 0 ? "booking.payment.paypalFee" : "booking.payment.paypalCharge", values);
}

/**
 * What the site and the PMS must agree on for a PayPal payment, beyond the endpoint table: the
 * amount PayPal is asked to charge for an instalment (docs/spec.md §7: converted to the PayPal currency,
 * times the organisation's multiplier) and the references written on the PayPal order, which the
 * PMS checks on the capture it verifies with PayPal (docs/integrating.md).
 */

interface PayPalSettings {
  settings: { currencies_fx?: Record<string, number> | null; country_currency?: string | null };
  settings_financials?: { payment?: { paypal?: { currency?: string | null; rate_multiplier?: number | null } | null } | null } | null;
}

const cents = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** The instalment as PayPal charges it, or null when the organisation has no rate for a currency. */
export function payPalCharge(amount: number, currency: string, organisation: PayPalSettings): { amount: number; currency: string } | null {
  const paypal = organisation.settings_financials?.payment?.paypal;
  const to = paypal?.currency ?? currency;
  const country = organisation.settings.country_currency ?? currency;
  const rates = organisation.settings.currencies_fx ?? {};
  const rate = (code: string) => (code === country ? 1 : rates[code]);
  const fromRate = rate(currency);
  const toRate = rate(to);
  if (to !== currency && (!fromRate || !toRate)) return null;
  const converted = to === currency ? cents(amount) : cents((amount / fromRate!) * toRate!);
  return { amount: cents(converted * (paypal?.rate_multiplier ?? 1)), currency: to };
}

/** The order's `invoice_id` (unique per instalment, as PayPal wants it) and `custom_id` (the reservation). */
export const payPalReferences = (reservationId: number, invoiceId: number, dueDate: string) => ({
  invoice_id: `${invoiceId}-${dueDate}`,
  custom_id: String(reservationId),
});

/**
 * What the guest may pay with on the booking page: the methods offered for the stay and the rate
 * (docs/decisions/024), in the guest's words, with PayPal's surcharge told before booking
 * (docs/decisions/023).
 */
import { fixedT } from "~/i18n.server";
import type { LoadedSite } from "~/site/site.server";
import { hotelLanguagesOf, hotelTextPicker, MISSING_TEXT } from "~/site/localized";
import { offeredMethods, paymentMethodName } from "./payment-methods";
import { payPalPrice, payPalPriceText } from "./paypal-price";
import { hotelTimeZone } from "./dates";
import type { OfferView, PaymentMethodView } from "./view";

export function paymentMethodsFor(
  loaded: LoadedSite,
  checkIn: string,
  now: Date,
  rate: { asksBeforeArrival: boolean } = { asksBeforeArrival: false },
): PaymentMethodView[] {
  const { organisation } = loaded.site;
  const payment = organisation.settings_financials?.payment;
  const t = fixedT(loaded.locale);
  const pick = hotelTextPicker(loaded.locale, hotelLanguagesOf(organisation));
  return offeredMethods(payment, checkIn, now, hotelTimeZone(organisation), rate).map((method) => {
    const instructions = pick(payment?.[method]?.instructions);
    return {
      method,
      name: paymentMethodName(method, payment, pick, t),
      instructions: instructions.text === MISSING_TEXT ? null : instructions,
    };
  });
}

/** What PayPal adds and charges for an offer, told before booking (decision 023). */
export function payPalOffer(loaded: LoadedSite, offer: OfferView) {
  const price = payPalPrice(loaded.site.organisation, offer.schedule, offer.currency);
  return price ? { ...price, text: payPalPriceText(price, loaded.locale, fixedT(loaded.locale)) } : null;
}

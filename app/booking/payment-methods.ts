/**
 * Which payment methods a guest may choose for a stay (docs/spec.md §5): a method is offered only when the
 * hours from now to 23:59 of the check-in day are at least its own `time_ahead` (72 when unset),
 * and only when it can pay what the rate asks when the rate asks it (docs/decisions/024).
 */
import type { TFunction } from "i18next";
import { GUEST_PAYMENT_METHODS, type GuestPaymentMethod, type PaymentSettings, type Translated } from "../../contracts/entities";
import { MISSING_TEXT, pageText, type LocalizedText } from "~/site/localized";
import { DEFAULT_LEAD_HOURS, leadHoursOf as leadTimeOf } from "../../contracts/lead-time";
import { hoursUntilEndOfDay } from "./deadlines";
import type { PaymentPart } from "./offers";

export { DEFAULT_LEAD_HOURS };

export const enabledMethods = (payment: PaymentSettings | null | undefined): GuestPaymentMethod[] =>
  GUEST_PAYMENT_METHODS.filter((method) => payment?.[method]?.enabled);

/** A method's lead time: the PMS's rule, written once in contracts/lead-time.ts (decision 058). */
export const leadHoursOf = (payment: PaymentSettings | null | undefined, method: GuestPaymentMethod): number => leadTimeOf(payment, method);

/** The smallest lead time of the enabled methods, else the default: it sets the earliest check-in. */
export function smallestLeadHours(payment: PaymentSettings | null | undefined): number {
  const leads = enabledMethods(payment).map((method) => leadHoursOf(payment, method));
  return leads.length ? Math.min(...leads) : DEFAULT_LEAD_HOURS;
}

/**
 * A method that needs no time ahead (`time_ahead` 0: paid at the hotel on the day, as "Pay at
 * reception") cannot pay an instalment due before arrival: it fits only a rate that asks nothing
 * before the guest arrives.
 */
export const paysAtTheHotel = (payment: PaymentSettings | null | undefined, method: GuestPaymentMethod): boolean => payment?.[method]?.time_ahead === 0;

/**
 * Whether the rate asks for any payment before arrival (at booking or days before), read from its
 * payment schedule ({@link paymentSchedule} of offers.ts, which leaves out parts of 0 %): the offer
 * the page shows and the draft the booking sends answer it the same way.
 */
export const asksBeforeArrival = (schedule: ReadonlyArray<Pick<PaymentPart, "when">>): boolean => schedule.some((part) => part.when !== "arrival");

export function offeredMethods(
  payment: PaymentSettings | null | undefined,
  checkIn: string,
  now: Date,
  timeZone?: string,
  rate: { asksBeforeArrival: boolean } = { asksBeforeArrival: false },
): GuestPaymentMethod[] {
  const hours = hoursUntilEndOfDay(checkIn, now, timeZone);
  return enabledMethods(payment).filter((method) => hours >= leadHoursOf(payment, method) && !(rate.asksBeforeArrival && paysAtTheHotel(payment, method)));
}

/**
 * A payment method's name for the guest: the hotel's own name of its "custom" method, in whatever
 * language it wrote it (ours would only say "Other"), else ours; a method we have no words for
 * keeps the PMS's name of it.
 */
export function paymentMethodName(
  method: string,
  payment: PaymentSettings | null | undefined,
  pick: (text: Translated | null | undefined) => LocalizedText,
  t: TFunction,
): LocalizedText {
  const custom = method === "custom" ? pick(payment?.custom?.custom_name) : null;
  return custom && custom.text !== MISSING_TEXT ? custom : pageText(t(`booking.payment.methods.${method}`, { defaultValue: method }));
}

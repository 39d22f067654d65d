/**
 * Which payment methods a guest may choose for a stay (spec §5): a method is offered only when the
 * hours from now to 23:59 of the check-in day are at least its own `time_ahead` (72 when unset),
 * and only when it can pay what the rate asks when the rate asks it (docs/decisions/024).
 */
import { GUEST_PAYMENT_METHODS, type GuestPaymentMethod, type PaymentSettings, type PaymentTerms } from "../../contracts/entities";
import { hoursUntilEndOfDay } from "./deadlines";

/** Spec §9: the lead time of a method that sets none. */
export const DEFAULT_LEAD_HOURS = 72;

export const enabledMethods = (payment: PaymentSettings | null | undefined): GuestPaymentMethod[] =>
  GUEST_PAYMENT_METHODS.filter((method) => payment?.[method]?.enabled);

export const leadHoursOf = (payment: PaymentSettings | null | undefined, method: GuestPaymentMethod): number =>
  payment?.[method]?.time_ahead ?? DEFAULT_LEAD_HOURS;

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

/** Whether the rate's terms ask for any payment before arrival (at booking or days before). */
export const asksBeforeArrival = (terms: Pick<PaymentTerms, "installment_reservation_percent" | "installment_days_before_arrival_percent">): boolean =>
  terms.installment_reservation_percent > 0 || terms.installment_days_before_arrival_percent > 0;

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

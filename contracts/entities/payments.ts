/**
 * How guests pay: the payment methods and their settings at a hotel, the guest's payment state,
 * and the money side of a reservation (proforma invoices, their instalments, payments received).
 */
import { z } from "zod";
import { HotelDate, Id, Money, Translated } from "./values";

export const PAYMENT_METHODS = ["bank", "cash", "card_pos", "mobilpay", "ota", "paypal", "revolut", "custom"] as const;
/** The methods a guest can choose online (docs/spec.md §9). */
export const GUEST_PAYMENT_METHODS = ["bank", "custom", "mobilpay", "paypal", "revolut"] as const;
export const GUEST_PAYMENT_STATUSES = ["created", "payed", "canceled", "canceled_and_payed", "canceled_by_staff"] as const;
export const INVOICE_TYPES = ["proforma", "fiscal"] as const;

export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.output<typeof PaymentMethod>;
export const GuestPaymentMethod = z.enum(GUEST_PAYMENT_METHODS);
export type GuestPaymentMethod = z.output<typeof GuestPaymentMethod>;
export const GuestPaymentStatus = z.enum(GUEST_PAYMENT_STATUSES);
export type GuestPaymentStatus = z.output<typeof GuestPaymentStatus>;

const PaymentMethodSettings = z.looseObject({
  enabled: z.boolean(),
  /** Hours a booking must be made ahead of the check-in day's end to offer this method. */
  time_ahead: z.number().min(0).nullish(),
  /** Hours after booking at which an unpaid reservation is cancelled. */
  cancelation_time: z.number().min(0).nullish(),
  instructions: Translated.nullish(),
});

export const PaymentSettings = z.looseObject({
  bank: PaymentMethodSettings.optional(),
  custom: PaymentMethodSettings.extend({ custom_name: Translated.nullish() }).optional(),
  mobilpay: PaymentMethodSettings.extend({ mobilpay_test_mode: z.boolean().optional() }).optional(),
  paypal: PaymentMethodSettings.extend({
    client_id: z.string().nullish(),
    rate_multiplier: z.number().positive().nullish(),
    currency: z.string().nullish(),
  }).optional(),
  revolut: PaymentMethodSettings.extend({ phone_number: z.string().nullish() }).optional(),
});
export type PaymentSettings = z.output<typeof PaymentSettings>;

export const DueDate = z.looseObject({
  due_date: HotelDate,
  due_date_text: z.string().nullish(),
  amount: Money,
  total_amount_with_all_taxes: Money,
  note: Translated.nullish(),
  paid: z.boolean(),
});
export type DueDate = z.output<typeof DueDate>;

export const Invoice = z.looseObject({
  id: Id,
  type: z.enum(INVOICE_TYPES),
  currency: z.string(),
  line_items: z.array(z.looseObject({ id: Id, title: Translated })).default([]),
  due_dates: z.array(DueDate).default([]),
});
export type Invoice = z.output<typeof Invoice>;

export const Payment = z.looseObject({
  id: Id,
  amount: Money,
  method: z.string(),
  invoice_id: Id.nullish(),
  order: z
    .looseObject({
      error_code: z.string().nullish(),
      message: z.string().nullish(),
      card_masked: z.string().nullish(),
    })
    .nullish(),
});

/**
 * A reservation: the draft a guest books, its financials (rate, cancellation terms, the guest's
 * payment choice) and the reservation the PMS keeps, with its status, invoices and payments.
 */
import { z } from "zod";
import { GuestPaymentMethod, GuestPaymentStatus, Invoice, Payment } from "./payments";
import { Rate } from "./search";
import { HotelDate, Id, Money, TimeOfDay, Translated } from "./values";

export const RESERVATION_STATUSES = ["New", "Confirmed", "Checked-in", "Checked-out", "Canceled"] as const;
/** Status names as the PMS spells them; the second reading also knows a lower-case `active`. */
export const ReservationStatus = z.enum([...RESERVATION_STATUSES, "active"]);
export type ReservationStatus = z.output<typeof ReservationStatus>;

export const GuestPreferences = z.looseObject({
  status: GuestPaymentStatus,
  payment_method: z.string().nullish(),
  cancellation_time: z.string().nullish(),
});

export const Financials = z.looseObject({
  rate_plan_id: Id,
  rate_plan_name: Translated.nullish(),
  rate: Rate,
  cancellation: z
    .looseObject({
      policy: z.string().nullish(),
      /** Days before arrival from which the fee applies, and the fee in percent of the total. */
      days_before_arrival: z.number().int().min(0).nullish(),
      fee_percent: z.number().min(0).max(100).nullish(),
    })
    .nullish(),
  guest_preferences: GuestPreferences.nullish(),
});

export const ReservationDraft = z.looseObject({
  id: Id.nullish(),
  day_from: HotelDate,
  day_to: HotelDate,
  adults: z.number().int().min(1).max(16),
  children: z.number().int().min(0).max(8),
  children_ages: z.array(z.number().int().min(0).max(17)).default([]),
  rooms: z.number().int().min(1).max(3),
  nights: z.number().int().min(1).max(31),
  meal_id: Id,
  arrival_time: TimeOfDay.nullish(),
  room_types: z.record(z.string(), z.number().int().min(1)),
  financials: Financials,
  rules: z.array(z.unknown()).default([]),
  coupon_code: z.string().nullish(),
  location_id: Id,
  org_id: Id,
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  phone: z.string().min(1),
  email: z.email(),
  guest_language: z.string().nullish(),
  payment_method: GuestPaymentMethod,
  /** Our idempotency key, so a retried POST never books twice on a PMS that honours it. */
  idempotency_key: z.string().max(100).nullish(),
});
export type ReservationDraft = z.output<typeof ReservationDraft>;

export const Reservation = ReservationDraft.extend({
  id: Id,
  status: ReservationStatus,
  departure_time: TimeOfDay.nullish(),
  note: z.string().nullish(),
  invoices: z.array(Invoice).default([]),
  org_guest_id: Id.nullish(),
  slug_full: z.string().nullish(),
  arooms: z.array(z.unknown()).default([]),
  cancellationFee: Money.nullish(),
  payments: z.array(Payment).default([]),
  /** The channel (OTA) it was booked through; absent or null for a direct booking (docs/decisions/045). */
  channel: z.string().nullish(),
});
export type Reservation = z.output<typeof Reservation>;

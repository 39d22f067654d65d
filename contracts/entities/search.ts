/**
 * The availability search (GET /api/reservation-query): what is asked, and the solutions the PMS
 * answers with, each priced per rate plan and meal, with its payment terms.
 */
import { z } from "zod";
import { HotelDate, Id, Money, Translated } from "./values";

export const PaymentTerms = z.looseObject({
  installment_reservation_percent: z.number().min(0).max(100),
  installment_days_before_arrival_percent: z.number().min(0).max(100),
  days_before_arrival: z.number().int().min(0),
  installment_on_arrival_percent: z.number().min(0).max(100),
});
export type PaymentTerms = z.output<typeof PaymentTerms>;

export const RateTax = z.looseObject({ name: Translated, amount_price: Money });

export const Rate = z.looseObject({
  price: Money,
  price_regular: Money,
  price_without_all_taxes: Money,
  taxes: z.array(RateTax).default([]),
  meal_id: Id,
  rules: z.array(z.looseObject({ title: Translated.nullish(), price_label: z.string().nullish() })).default([]),
  policy: z.array(z.string()).default([]),
  /**
   * The same policy texts per language, when the PMS sends them (the mock does): `policy` is
   * written in the organisation's language only, and the search names no language to write it in.
   */
  policy_translated: z.array(Translated).nullish(),
  payment_terms: PaymentTerms,
  currency: z.string(),
});
export type Rate = z.output<typeof Rate>;

export const SolutionRatePlan = z.looseObject({
  id: Id,
  name: Translated,
  cancellation_policy_name: z.string().nullish(),
  rates: z.array(Rate),
});

export const Solution = z.looseObject({
  /** Room type id → number of rooms of that type in this solution. */
  room_types_total: z.record(z.string(), z.number().int().min(1)),
  rate_plans: z.array(SolutionRatePlan),
  rate_plan_id: Id.nullish(),
  meal_id: Id.nullish(),
});
export type Solution = z.output<typeof Solution>;

/** What the PMS answers instead of solutions when the stay is shorter than a minimum stay. */
export const MinStayProblem = z.looseObject({ message: z.string(), min_nights: z.number().int().min(1) });
export type MinStayProblem = z.output<typeof MinStayProblem>;

export const SearchAnswer = z.union([z.array(Solution), MinStayProblem]);
export type SearchAnswer = z.output<typeof SearchAnswer>;

/** Query of GET /api/reservation-query. Numbers travel as query strings, hence the coercion. */
export const SearchRequest = z.looseObject({
  location_id: z.coerce.number().int(),
  day_from: HotelDate,
  day_to: HotelDate,
  adults: z.coerce.number().int().min(1).max(16),
  children: z.coerce.number().int().min(0).max(8),
  /** Comma list of ages, one per child. */
  children_ages: z
    .string()
    .regex(/^(\d{1,2}(,\d{1,2})*)?$/)
    .optional(),
  rooms: z.coerce.number().int().min(1).max(3),
  nights: z.coerce.number().int().min(1).max(31),
  coupon_code: z.string().max(64).optional(),
  org_id: z.coerce.number().int(),
});
export type SearchRequest = z.output<typeof SearchRequest>;

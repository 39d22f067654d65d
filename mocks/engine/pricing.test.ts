import { describe, expect, it } from "vitest";
import {
  cancellationFee,
  cancellationFeePercent,
  instalmentsOf,
  lengthOfStayLimits,
  quoteRate,
  type CancellationPolicyName,
  type PricingCatalog,
  type RatePlanRule,
} from "./pricing";

// 2026-07-06 is a Monday; Friday 10 and Saturday 11 July are weekend nights.
const seasons = [
  { id: 1, kind: "low" as const, day_from: "2026-06-01", day_to: "2026-06-30" },
  { id: 2, kind: "high" as const, day_from: "2026-07-01", day_to: "2026-08-31" },
];
const restrictions = [
  { season_id: 1, restriction_reservation_los_min: 1, restriction_reservation_los_max: 31 },
  { season_id: 2, restriction_reservation_los_min: 1, restriction_reservation_los_max: 31, restriction_weekend_los_min: 2 },
];
const flexible: RatePlanRule = {
  id: 11,
  name: { en: "Flexible" },
  cancellation_policy_name: "flexible",
  price_factor: 1,
  meal_ids: [1, 2],
  payment_terms: {
    installment_reservation_percent: 30,
    installment_days_before_arrival_percent: 70,
    days_before_arrival: 7,
    installment_on_arrival_percent: 0,
  },
  rates: restrictions,
};
const nonRefundable: RatePlanRule = {
  ...flexible,
  id: 12,
  cancellation_policy_name: "non_refundable",
  price_factor: 0.9,
  payment_terms: {
    installment_reservation_percent: 100,
    installment_days_before_arrival_percent: 0,
    days_before_arrival: 0,
    installment_on_arrival_percent: 0,
  },
};

const catalog: PricingCatalog = {
  currency: "RON",
  language: "en",
  seasons,
  meals: [
    { id: 1, code: "RO", name: { en: "Room only" }, supplement: 0 },
    { id: 2, code: "BB", name: { en: "Bed and breakfast" }, supplement: 50 },
  ],
  taxes: [
    { id: 1, name: { en: "VAT 9%" }, included: true, type: "percent", value: 9 },
    { id: 2, name: { en: "City tax" }, included: false, type: "fixed", value: 5 },
  ],
  coupons: { WINTER10: 10 },
  weekendUplift: 0.1,
  childMealFactor: 0.5,
  roomPrices: new Map([[1011, { low: 400, high: 600 }]]),
};
const roomOnly = catalog.meals[0]!;
const breakfast = catalog.meals[1]!;
const stay = (day_from: string, day_to: string, extra: Partial<{ adults: number; children: number; coupon_code: string; rooms: number }> = {}) => ({
  day_from,
  day_to,
  adults: extra.adults ?? 2,
  children: extra.children ?? 0,
  coupon_code: extra.coupon_code,
  room_types_total: { "1011": extra.rooms ?? 1 },
});

describe("season prices, weekend uplift, rate plan factor and meals", () => {
  it.each([
    { case: "two low-season weekday nights", plan: flexible, meal: roomOnly, stay: stay("2026-06-08", "2026-06-10"), price: 800 + 20 },
    { case: "two high-season weekday nights", plan: flexible, meal: roomOnly, stay: stay("2026-07-06", "2026-07-08"), price: 1200 + 20 },
    { case: "a high-season weekend (Fri+Sat +10 %)", plan: flexible, meal: roomOnly, stay: stay("2026-07-10", "2026-07-12"), price: 1320 + 20 },
    { case: "season change mid-stay", plan: flexible, meal: roomOnly, stay: stay("2026-06-29", "2026-07-02"), price: 400 + 400 + 600 + 30 },
    { case: "non-refundable is 10 % cheaper", plan: nonRefundable, meal: roomOnly, stay: stay("2026-06-08", "2026-06-10"), price: 720 + 20 },
    {
      case: "breakfast per adult, half for a child",
      plan: flexible,
      meal: breakfast,
      stay: stay("2026-06-08", "2026-06-10", { children: 1 }),
      price: 800 + 2 * 50 * 2.5 + 20,
    },
    { case: "two rooms", plan: flexible, meal: roomOnly, stay: stay("2026-06-08", "2026-06-09", { rooms: 2, adults: 4 }), price: 800 + 20 },
  ])("$case → $price", ({ plan, meal, stay: priced, price }) => {
    const rate = quoteRate(catalog, plan, meal, priced);
    expect(rate?.price).toBeCloseTo(price, 2);
    expect(rate?.price_regular).toBeCloseTo(price, 2);
    expect(rate?.meal_id).toBe(meal.id);
  });

  it("splits taxes: VAT inside the price, city tax added per adult per night", () => {
    const rate = quoteRate(catalog, flexible, roomOnly, stay("2026-06-08", "2026-06-10"))!;
    expect(rate.taxes).toEqual([
      { name: { en: "VAT 9%" }, amount_price: 66.06 },
      { name: { en: "City tax" }, amount_price: 20 },
    ]);
    expect(rate.price_without_all_taxes).toBeCloseTo(800 - 66.06, 2);
  });

  it.each([
    { code: "WINTER10", price: 720 + 20 },
    { code: "winter10 ", price: 720 + 20 },
    { code: "NOPE", price: 800 + 20 },
  ])("coupon $code: price after, price_regular before the discount", ({ code, price }) => {
    const rate = quoteRate(catalog, flexible, roomOnly, stay("2026-06-08", "2026-06-10", { coupon_code: code }))!;
    expect(rate.price).toBeCloseTo(price, 2);
    expect(rate.price_regular).toBeCloseTo(820, 2);
  });

  it("no coupons when the organisation does not take them", () => {
    expect(quoteRate({ ...catalog, coupons: null }, flexible, roomOnly, stay("2026-06-08", "2026-06-10", { coupon_code: "WINTER10" }))?.price).toBe(820);
  });

  it("a night outside every season cannot be priced", () => {
    expect(quoteRate(catalog, flexible, roomOnly, stay("2026-08-31", "2026-09-02"))).toBeUndefined();
  });
});

describe("length of stay", () => {
  it.each([
    { case: "low-season weekend", from: "2026-06-12", to: "2026-06-13", limits: { min: 1, max: 31 } },
    { case: "high-season weekday", from: "2026-07-07", to: "2026-07-08", limits: { min: 1, max: 31 } },
    { case: "high-season Friday night", from: "2026-07-10", to: "2026-07-11", limits: { min: 2, max: 31 } },
    { case: "high-season Saturday night", from: "2026-07-11", to: "2026-07-12", limits: { min: 2, max: 31 } },
    { case: "no season", from: "2026-09-10", to: "2026-09-11", limits: undefined },
  ])("$case → $limits", ({ from, to, limits }) => {
    expect(lengthOfStayLimits(flexible, seasons, from, to)).toEqual(limits);
  });
});

describe("instalments follow the payment terms and add up to the total", () => {
  it.each([
    { plan: "flexible", terms: flexible.payment_terms, total: 1000, amounts: [300, 700], dues: ["2026-06-01", "2026-06-23"] },
    { plan: "non-refundable", terms: nonRefundable.payment_terms, total: 999.99, amounts: [999.99], dues: ["2026-06-01"] },
    {
      plan: "20 % now, 80 % on arrival",
      terms: { installment_reservation_percent: 20, installment_days_before_arrival_percent: 0, days_before_arrival: 0, installment_on_arrival_percent: 80 },
      total: 333.33,
      amounts: [66.67, 266.66],
      dues: ["2026-06-01", "2026-06-30"],
    },
  ])("$plan", ({ terms, total, amounts, dues }) => {
    const percents = terms.installment_reservation_percent + terms.installment_days_before_arrival_percent + terms.installment_on_arrival_percent;
    expect(percents).toBe(100);
    const instalments = instalmentsOf(terms, total, "2026-06-01", "2026-06-30");
    expect(instalments.map((instalment) => instalment.amount)).toEqual(amounts);
    expect(instalments.map((instalment) => instalment.due_date)).toEqual(dues);
    expect(instalments.reduce((sum, instalment) => sum + instalment.amount, 0)).toBeCloseTo(total, 2);
  });

  it('the deposit falls due on the booking day, as the booking page says ("on booking"), not the day after', () => {
    expect(instalmentsOf(flexible.payment_terms, 100, "2026-06-01", "2026-06-30")[0]!.due_date).toBe("2026-06-01");
  });

  it("a booking inside the balance's days owes the balance with the deposit, on the booking day, never before it nor after arrival", () => {
    expect(instalmentsOf(flexible.payment_terms, 100, "2026-06-28", "2026-06-30").map((instalment) => instalment.due_date)).toEqual([
      "2026-06-28",
      "2026-06-28",
    ]);
    const balanceOnly = {
      installment_reservation_percent: 0,
      installment_days_before_arrival_percent: 100,
      days_before_arrival: 7,
      installment_on_arrival_percent: 0,
    };
    expect(instalmentsOf(balanceOnly, 100, "2026-06-28", "2026-06-30").map((instalment) => instalment.due_date)).toEqual(["2026-06-28"]);
  });
});

describe("cancellation fees", () => {
  it.each<{ policy: CancellationPolicyName; days: number; percent: number }>([
    { policy: "flexible", days: 10, percent: 0 },
    { policy: "flexible", days: 6, percent: 100 },
    { policy: "very_flexible", days: 1, percent: 0 },
    { policy: "very_flexible", days: 0, percent: 100 },
    { policy: "moderate", days: 14, percent: 0 },
    { policy: "moderate", days: 13, percent: 100 },
    { policy: "firm", days: 29, percent: 100 },
    { policy: "strict", days: 20, percent: 50 },
    { policy: "strict", days: 3, percent: 100 },
    { policy: "non_refundable", days: 200, percent: 100 },
  ])("$policy, $days days before arrival → $percent %", ({ policy, days, percent }) => {
    expect(cancellationFeePercent(policy, days)).toBe(percent);
  });

  it("is a share of the total", () => {
    expect(cancellationFee("strict", 1234.5, "2026-06-01", "2026-06-30")).toBe(617.25);
  });
});

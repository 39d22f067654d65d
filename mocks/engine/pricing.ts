/**
 * What a stay costs: rate plan × season × room type nightly prices, meal supplements, taxes,
 * coupons, instalments and cancellation fees. Pure functions; the world passes its catalog in.
 */
import type { z } from "zod";
import type { PaymentTerms, Rate } from "../../contracts/entities";
import { datedInstalments, type InstalmentWhen } from "../../contracts/payment-terms";
import { isWeekendNight, nightsBetween, nightsOf } from "../dates";
import { cancellationFeePercent, CANCELLATION_POLICIES as POLICY_RULES, type CancellationPolicyName } from "../../contracts/cancellation";

type Translated = Record<string, string>;
type RateInput = z.input<typeof Rate>;

export type SeasonKind = "low" | "high";

/** A pricing season; both ends are nights of the season (inclusive). */
export interface PricedSeason {
  id: number;
  kind: SeasonKind;
  day_from: string;
  day_to: string;
}

export interface MealPrice {
  id: number;
  code: string;
  name: Translated;
  /** Per adult per night; a child pays `childMealFactor` of it. */
  supplement: number;
}

export interface StayTax {
  id: number;
  name: Translated;
  /** Included taxes (VAT) are inside the nightly price; the others are added on top. */
  included: boolean;
  type: "percent" | "fixed";
  value: number;
  /** A fixed tax is charged per adult per night (the city tax), a percent one on the stay. */
}

/** Length-of-stay limits of a rate plan in a season (what the PMS exposes as `rates`). */
export type SeasonRestriction = {
  season_id: number;
  restriction_reservation_los_min: number;
  restriction_reservation_los_max: number;
  /** A stricter minimum when the stay includes a Friday or Saturday night of that season. */
  restriction_weekend_los_min?: number;
};

/**
 * The policies as the PMS states them on a reservation (`financials.cancellation`), from the one
 * table of what cancelling costs in contracts/cancellation.ts (decision 058).
 */
export const CANCELLATION_POLICIES = Object.fromEntries(
  Object.entries(POLICY_RULES).map(([name, rule]) => [name, { days_before_arrival: rule.fee === "at-booking" ? null : rule.days, fee_percent: 100 }]),
) as Record<CancellationPolicyName, { days_before_arrival: number | null; fee_percent: number }>;
export { cancellationFeePercent, type CancellationPolicyName };

export interface RatePlanRule {
  id: number;
  name: Translated;
  cancellation_policy_name: CancellationPolicyName;
  /** Multiplies the room's nightly price (a non-refundable plan sells cheaper). */
  price_factor: number;
  meal_ids: number[];
  payment_terms: PaymentTerms;
  rates: SeasonRestriction[];
}

export interface PricingCatalog {
  currency: string;
  /** Language of `Rate.policy` strings; every language travels in `policy_translated`. */
  language: string;
  seasons: readonly PricedSeason[];
  meals: readonly MealPrice[];
  taxes: readonly StayTax[];
  /** Coupon code (upper case) → percent off; null when the organisation takes no coupons. */
  coupons: Readonly<Record<string, number>> | null;
  /** Friday and Saturday nights cost this much more (0.15 = 15 %). */
  weekendUplift: number;
  childMealFactor: number;
  /** Room type id → nightly price (VAT included) per season kind. */
  roomPrices: ReadonlyMap<number, Record<SeasonKind, number>>;
}

export interface PricedStay {
  day_from: string;
  day_to: string;
  adults: number;
  children: number;
  room_types_total: Record<string, number>;
  coupon_code?: string | null;
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;
const money = (value: number, currency: string): string => `${round2(value).toFixed(2)} ${currency}`;

export const seasonOf = (seasons: readonly PricedSeason[], night: string): PricedSeason | undefined =>
  seasons.find((season) => season.day_from <= night && night <= season.day_to);

/**
 * The shortest and longest stay a rate plan sells for these nights, or undefined when a night has
 * no season or no rate of the plan (nothing to sell). The weekend minimum applies when the stay
 * includes a weekend night of a season that has one.
 */
export function lengthOfStayLimits(
  plan: RatePlanRule,
  seasons: readonly PricedSeason[],
  dayFrom: string,
  dayTo: string,
): { min: number; max: number } | undefined {
  let min = 1;
  let max = Number.POSITIVE_INFINITY;
  for (const night of nightsOf(dayFrom, dayTo)) {
    const season = seasonOf(seasons, night);
    const restriction = season && plan.rates.find((rate) => rate.season_id === season.id);
    if (!restriction) return undefined;
    min = Math.max(min, restriction.restriction_reservation_los_min);
    if (isWeekendNight(night)) min = Math.max(min, restriction.restriction_weekend_los_min ?? 0);
    max = Math.min(max, restriction.restriction_reservation_los_max);
  }
  return { min, max };
}

/** Accommodation price of the stay (VAT included, before meals, coupon and added taxes). */
export function accommodationPrice(catalog: PricingCatalog, plan: RatePlanRule, stay: PricedStay): number | undefined {
  let total = 0;
  for (const night of nightsOf(stay.day_from, stay.day_to)) {
    const season = seasonOf(catalog.seasons, night);
    if (!season) return undefined;
    for (const [roomTypeId, count] of Object.entries(stay.room_types_total)) {
      const prices = catalog.roomPrices.get(Number(roomTypeId));
      if (!prices) return undefined;
      const uplift = isWeekendNight(night) ? 1 + catalog.weekendUplift : 1;
      total += round2(prices[season.kind] * uplift * plan.price_factor) * count;
    }
  }
  return round2(total);
}

export const CANCELLATION_TEXTS: Record<CancellationPolicyName, Translated> = {
  very_flexible: {
    ro: "Anulare gratuită până cu 1 zi înainte de sosire; după aceea se reține 100% din valoarea rezervării.",
    en: "Free cancellation until 1 day before arrival; after that 100% of the booking is charged.",
  },
  flexible: {
    ro: "Anulare gratuită până cu 7 zile înainte de sosire; după aceea se reține 100% din valoarea rezervării.",
    en: "Free cancellation until 7 days before arrival; after that 100% of the booking is charged.",
  },
  moderate: {
    ro: "Anulare gratuită până cu 14 zile înainte de sosire; după aceea se reține 100% din valoarea rezervării.",
    en: "Free cancellation until 14 days before arrival; after that 100% of the booking is charged.",
  },
  firm: {
    ro: "Anulare gratuită până cu 30 de zile înainte de sosire; după aceea se reține 100% din valoarea rezervării.",
    en: "Free cancellation until 30 days before arrival; after that 100% of the booking is charged.",
  },
  strict: {
    ro: "La anulare se reține 50% din valoare; cu mai puțin de 7 zile înainte de sosire se reține 100%.",
    en: "Cancelling costs 50% of the booking; less than 7 days before arrival it costs 100%.",
  },
  non_refundable: {
    ro: "Tarif nerambursabil: la anulare sau neprezentare se reține 100% din valoarea rezervării.",
    en: "Non-refundable rate: cancellation or no-show costs 100% of the booking.",
  },
};

function paymentTermsText(terms: PaymentTerms): Translated {
  const parts = { ro: [] as string[], en: [] as string[] };
  if (terms.installment_reservation_percent > 0) {
    parts.ro.push(`${terms.installment_reservation_percent}% în 24 de ore de la rezervare`);
    parts.en.push(`${terms.installment_reservation_percent}% within 24 hours of booking`);
  }
  if (terms.installment_days_before_arrival_percent > 0) {
    parts.ro.push(`${terms.installment_days_before_arrival_percent}% cu ${terms.days_before_arrival} zile înainte de sosire`);
    parts.en.push(`${terms.installment_days_before_arrival_percent}% ${terms.days_before_arrival} days before arrival`);
  }
  if (terms.installment_on_arrival_percent > 0) {
    parts.ro.push(`${terms.installment_on_arrival_percent}% la sosire`);
    parts.en.push(`${terms.installment_on_arrival_percent}% on arrival`);
  }
  return { ro: `Plată: ${parts.ro.join(", ")}.`, en: `Payment: ${parts.en.join(", ")}.` };
}

/** One Rate (docs/spec.md §3) of a plan for one meal plan, or undefined when a night cannot be priced. */
export function quoteRate(catalog: PricingCatalog, plan: RatePlanRule, meal: MealPrice, stay: PricedStay): RateInput | undefined {
  const accommodation = accommodationPrice(catalog, plan, stay);
  if (accommodation === undefined) return undefined;
  const nights = nightsBetween(stay.day_from, stay.day_to);
  const lang = catalog.language;
  const meals = round2(meal.supplement * nights * (stay.adults + stay.children * catalog.childMealFactor));
  const regular = round2(accommodation + meals);
  const couponPercent = stay.coupon_code && catalog.coupons ? (catalog.coupons[stay.coupon_code.trim().toUpperCase()] ?? 0) : 0;
  const discount = round2((regular * couponPercent) / 100);
  const discounted = round2(regular - discount);

  const taxes = catalog.taxes.map((tax) => {
    let amount: number;
    if (tax.included) amount = tax.type === "percent" ? discounted - discounted / (1 + tax.value / 100) : 0;
    else amount = tax.type === "percent" ? (discounted * tax.value) / 100 : tax.value * stay.adults * nights;
    return { tax, amount_price: round2(amount) };
  });
  const included = taxes.filter(({ tax }) => tax.included).reduce((sum, { amount_price }) => sum + amount_price, 0);
  const added = taxes.filter(({ tax }) => !tax.included).reduce((sum, { amount_price }) => sum + amount_price, 0);

  const rules: { title: Translated; price_label: string }[] = [
    {
      title: { ro: `Cazare, ${nights} ${nights === 1 ? "noapte" : "nopți"}`, en: `Accommodation, ${nights} ${nights === 1 ? "night" : "nights"}` },
      price_label: money(accommodation, catalog.currency),
    },
  ];
  if (meals > 0) rules.push({ title: meal.name, price_label: money(meals, catalog.currency) });
  if (discount > 0) {
    rules.push({
      title: { ro: `Cupon ${stay.coupon_code?.toUpperCase()} (−${couponPercent}%)`, en: `Coupon ${stay.coupon_code?.toUpperCase()} (−${couponPercent}%)` },
      price_label: `−${money(discount, catalog.currency)}`,
    });
  }
  for (const { tax, amount_price } of taxes) if (!tax.included) rules.push({ title: tax.name, price_label: money(amount_price, catalog.currency) });

  const policyTranslated = [CANCELLATION_TEXTS[plan.cancellation_policy_name], paymentTermsText(plan.payment_terms)];
  return {
    price: round2(discounted + added),
    price_regular: round2(regular + added),
    price_without_all_taxes: round2(discounted - included),
    taxes: taxes.map(({ tax, amount_price }) => ({ name: tax.name, amount_price })),
    meal_id: meal.id,
    rules,
    policy: policyTranslated.map((text) => text[lang] ?? text.en ?? ""),
    policy_translated: policyTranslated,
    payment_terms: plan.payment_terms,
    currency: catalog.currency,
    coupon_percent: couponPercent,
  };
}

export interface Instalment {
  due_date: string;
  amount: number;
  note: Translated;
}

/**
 * The proforma instalments of a total under payment terms, dated by the rule the site reads too
 * (contracts/payment-terms.ts): on booking the booking day, N days before arrival never before the
 * booking day nor after arrival, on arrival the arrival day. Amounts are rounded to cents and the
 * last instalment takes the remainder, so they always add up to the total.
 */
export function instalmentsOf(terms: PaymentTerms, total: number, bookedOn: string, dayFrom: string): Instalment[] {
  return datedInstalments(terms, total, bookedOn, dayFrom).map((part) => ({
    due_date: part.due_date,
    amount: part.amount,
    note: INSTALMENT_NOTES[part.when](terms),
  }));
}

/** The PMS's own words for each instalment, in the organisation's languages (ro and en). */
export const INSTALMENT_NOTES: Record<InstalmentWhen, (terms: PaymentTerms) => Translated> = {
  booking: () => ({ ro: "Avans la rezervare", en: "Deposit on booking" }),
  "before-arrival": (terms) => ({
    ro: `Rest de plată cu ${terms.days_before_arrival} zile înainte de sosire`,
    en: `Balance ${terms.days_before_arrival} days before arrival`,
  }),
  arrival: () => ({ ro: "Plată la sosire", en: "Payment on arrival" }),
};

export const cancellationFee = (policy: CancellationPolicyName, total: number, today: string, dayFrom: string): number =>
  round2((total * cancellationFeePercent(policy, nightsBetween(today, dayFrom))) / 100);

/**
 * What a guest must understand about an offer before choosing it (docs/spec.md §3 Rate, §9): when each part
 * of the price is due, what cancelling costs, and why a longer stay would show more rate plans.
 */
import type { PaymentTerms } from "../../contracts/entities";
import { datedInstalments, instalmentParts, type InstalmentPart, type InstalmentWhen } from "../../contracts/payment-terms";
import { addDays } from "./dates";
import { roundMoney } from "./money";
import { lengthOfStayAdvice } from "./stay";
import { CANCELLATION_POLICIES, type CancellationPolicyName } from "../../contracts/cancellation";

/**
 * One part of a rate's payment terms (contracts/payment-terms.ts): what is due on booking, N days
 * before arrival or on arrival, and — once the stay is known — the hotel date it falls due.
 */
export interface PaymentPart extends InstalmentPart {
  /** The hotel date it falls due, once the stay is known (see {@link datedSchedule}). */
  date?: string;
  /** It falls due with the booking: the part "on booking", or one before arrival whose day had come. */
  withBooking?: boolean;
}

/**
 * The payment terms spelled out: what is due at booking, N days before arrival and on arrival.
 * Zero parts are left out; the last part takes the rounding remainder so the parts add up.
 */
export const paymentSchedule = (terms: PaymentTerms, total: number): PaymentPart[] => instalmentParts(terms, total);

/**
 * The schedule of a stay booked today, each part dated by the rule the PMS dates its proforma by
 * (contracts/payment-terms.ts): a part before arrival whose day is already past or today (a stay
 * that starts sooner than its days) falls due with the booking, as the PMS dates it. Parts stay
 * apart, in the PMS's order, because each is an instalment of its own (PayPal charges the first one).
 */
export const datedSchedule = (terms: PaymentTerms, total: number, dayFrom: string, today: string): PaymentPart[] =>
  datedInstalments(terms, total, today, dayFrom).map(({ due_date, with_booking, ...part }) => ({ ...part, date: due_date, withBooking: with_booking }));

/**
 * The words for one instalment, the same on the offers, the details step and the reservation page
 * (keys under `booking.terms`): "on booking" for whatever falls due with the booking, else when it
 * falls due ("on {date}", "on arrival").
 */
export const termKey = (part: Pick<PaymentPart, "when" | "withBooking">): InstalmentWhen => (part.withBooking ? "booking" : part.when);

/**
 * Which part of the rate's terms each of the PMS's instalments is, to tell it in the words the
 * guest was shown when booking. The PMS issues one instalment per part, in the terms' order, for
 * the rate's total; a proforma that is not so (another split, a manual invoice) gets no words of
 * ours (null: its own note is shown). A part before arrival dated later than its days falls due
 * with the booking (the PMS moved it to the booking day).
 */
export function instalmentTerms(
  terms: PaymentTerms,
  total: number,
  dayFrom: string,
  instalments: ReadonlyArray<{ due_date: string; amount: number }>,
): Array<Pick<PaymentPart, "when" | "percent" | "withBooking"> | null> {
  const parts = paymentSchedule(terms, total);
  const matches = parts.length === instalments.length && parts.every((part, index) => roundMoney(part.amount) === roundMoney(instalments[index]!.amount));
  if (!matches) return instalments.map(() => null);
  const bookingDay = parts[0]?.when === "booking" ? instalments[0]!.due_date : null;
  return parts.map((part, index) => {
    const due = instalments[index]!.due_date;
    const withBooking =
      part.when === "booking" || (part.when === "before-arrival" && (bookingDay !== null ? due <= bookingDay : due > addDays(dayFrom, -(part.days ?? 0))));
    return { when: part.when, percent: part.percent, withBooking };
  });
}

/** Spec §9's cancellation policies and their fee hints: the PMS's rule, written once in contracts/cancellation.ts (decision 058). */
export { CANCELLATION_POLICIES, type CancellationPolicyName };

export interface CancellationHint {
  policy: CancellationPolicyName;
  fee: (typeof CANCELLATION_POLICIES)[CancellationPolicyName]["fee"];
  days: number;
}

/** The hint for a rate plan's policy name; an unknown name gets none rather than a wrong promise. */
export function cancellationHint(policyName: string | null | undefined): CancellationHint | null {
  const policy = (policyName ?? "")
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  if (!(policy in CANCELLATION_POLICIES)) return null;
  const rule = CANCELLATION_POLICIES[policy as CancellationPolicyName];
  return { policy: policy as CancellationPolicyName, fee: rule.fee, days: rule.days };
}

/**
 * A rate plan's cancellation terms as dates for this stay, in the hotel's calendar (the PMS counts
 * whole days to arrival: "7 days" means free on the 7th day before check-in, 100 % from the 6th).
 * A deadline that has already passed makes the offer non-refundable, and it says so.
 */
export type CancellationBadge =
  /** Free until the end of `date` (a hotel date), then the full price. */
  | { kind: "free-until"; date: string }
  /** Half the price from booking, all of it from `date`. */
  | { kind: "half-then-full"; date: string }
  | { kind: "non-refundable" };

export function cancellationBadge(hint: CancellationHint, dayFrom: string, today: string): CancellationBadge {
  if (hint.fee === "at-booking") return { kind: "non-refundable" };
  if (hint.fee === "half-then-full") {
    const fullFrom = addDays(dayFrom, -(hint.days - 1));
    return fullFrom <= today ? { kind: "non-refundable" } : { kind: "half-then-full", date: fullFrom };
  }
  const freeUntil = addDays(dayFrom, -hint.days);
  return freeUntil < today ? { kind: "non-refundable" } : { kind: "free-until", date: freeUntil };
}

/**
 * When the guest pays, for a badge, from the dated schedule ({@link datedSchedule}): the share due
 * on booking (an instalment before arrival whose day has come included), an instalment before
 * arrival with its date, and the share paid on arrival.
 */
export interface PaymentBadge {
  nowPercent: number;
  before: { percent: number; date: string } | null;
  arrivalPercent: number;
}

export function paymentBadge(schedule: PaymentPart[]): PaymentBadge {
  const badge: PaymentBadge = { nowPercent: 0, before: null, arrivalPercent: 0 };
  for (const part of schedule) {
    if (termKey(part) === "booking") badge.nowPercent += part.percent;
    else if (part.when === "arrival") badge.arrivalPercent += part.percent;
    else badge.before = { percent: part.percent, date: part.date ?? "" };
  }
  return badge;
}

/** The text key and values of a payment badge (keys under `booking.conditions`). */
export function paymentBadgeText(badge: PaymentBadge): { key: string; values: Record<string, string | number> } {
  const { nowPercent: now, before, arrivalPercent: arrival } = badge;
  if (now >= 100) return { key: "payAllNow", values: {} };
  if (now > 0) {
    if (before && arrival > 0) return { key: "payNowThenBeforeThenArrival", values: { now, before: before.percent, date: before.date } };
    if (before) return { key: "payNowRestBefore", values: { now, date: before.date } };
    return { key: "payNowRestAtArrival", values: { now } };
  }
  if (before && arrival > 0) return { key: "payBeforeThenArrival", values: { before: before.percent, date: before.date } };
  if (before) return { key: "payAllBefore", values: { date: before.date } };
  return { key: "payAtArrival", values: {} };
}

/** A room-type combination as a URL value: "1011:1,1013:2", ids in ascending order. */
export function solutionKey(roomTypesTotal: Record<string, number>): string {
  return Object.entries(roomTypesTotal)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([id, count]) => `${id}:${count}`)
    .join(",");
}

/** "1011:1,1013:2" → { "1011": 1, "1013": 2 }; null when the value is not such a list. */
export function parseSolutionKey(value: string | null | undefined): Record<string, number> | null {
  if (!value || !/^\d+:\d+(,\d+:\d+)*$/.test(value)) return null;
  const rooms: Record<string, number> = {};
  for (const part of value.split(",")) {
    const [id, count] = part.split(":") as [string, string];
    if (Number(count) < 1 || id in rooms) return null;
    rooms[String(Number(id))] = Number(count);
  }
  return rooms;
}

export interface SeasonLimits {
  ratePlans: Array<{ rates: Array<{ season_id: number; restriction_reservation_los_min?: number | null; restriction_reservation_los_max?: number | null }> }>;
  seasons: Array<{ id: number; day_from: string; day_to: string }>;
}

export interface StayAdvice {
  min: number;
  max: number | null;
  /** The stay length the warning's link searches. */
  nights: number;
}

/**
 * Length-of-stay warnings for a stay (docs/spec.md §5): each rate plan whose season (the one containing the
 * check-in day) limits the stay and which this stay does not meet. "At least N nights", or "N to M
 * nights" (min-only when min equals max or max is over 30). Duplicates are shown once.
 */
export function seasonStayAdvice(limits: SeasonLimits, dayFrom: string, nights: number): StayAdvice[] {
  const season = limits.seasons.find((candidate) => candidate.day_from <= dayFrom && dayFrom <= candidate.day_to);
  if (!season) return [];
  const advice = new Map<string, StayAdvice>();
  for (const plan of limits.ratePlans) {
    const rate = plan.rates.find((candidate) => candidate.season_id === season.id);
    const min = rate?.restriction_reservation_los_min ?? null;
    const max = rate?.restriction_reservation_los_max ?? null;
    const outside = (min !== null && nights < min) || (max !== null && max > 0 && nights > max);
    const text = outside ? lengthOfStayAdvice(min, max) : null;
    if (!text) continue;
    advice.set(`${text.min}-${text.max}`, { ...text, nights: nights < text.min ? text.min : (text.max ?? text.min) });
  }
  return [...advice.values()].sort((a, b) => a.min - b.min);
}

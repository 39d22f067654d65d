/**
 * What cancelling costs, a rule the PMS owns (docs/spec.md §9; docs/decisions/058): the rate plan's
 * cancellation policy and the whole days left to arrival give the share of the price charged. The
 * booking page promises it as dates before the guest books (app/booking/offers.ts cancellationBadge)
 * and the mock PMS charges it (mocks/engine/pricing.ts), both from this one table.
 *
 * - `days`: free while at least `days` whole days are left to arrival, the full price after;
 * - `half-then-full` (strict): half the price from booking, the full price with fewer than `days` left;
 * - `at-booking` (non-refundable): the full price from booking.
 */
export const CANCELLATION_POLICIES = {
  very_flexible: { fee: "days", days: 1 },
  flexible: { fee: "days", days: 7 },
  moderate: { fee: "days", days: 14 },
  firm: { fee: "days", days: 30 },
  strict: { fee: "half-then-full", days: 7 },
  non_refundable: { fee: "at-booking", days: 0 },
} as const;

export type CancellationPolicyName = keyof typeof CANCELLATION_POLICIES;

/** The percentage of the price a cancellation costs under `policy` with `daysToArrival` whole days left. */
export function cancellationFeePercent(policy: CancellationPolicyName, daysToArrival: number): number {
  const rule = CANCELLATION_POLICIES[policy];
  if (rule.fee === "at-booking") return 100;
  if (rule.fee === "half-then-full") return daysToArrival < rule.days ? 100 : 50;
  return daysToArrival < rule.days ? 100 : 0;
}

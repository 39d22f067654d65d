/**
 * The booking page's promise about cancelling (cancellationBadge) and what the PMS charges
 * (contracts/cancellation.ts cancellationFeePercent, which the mock charges by) are one rule
 * (decision 058): on every day from booking to arrival, the badge's dates say the fee the rule asks.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CANCELLATION_POLICIES, cancellationFeePercent, type CancellationPolicyName } from "../../contracts/cancellation";
import { addDays } from "./dates";
import { cancellationBadge, cancellationHint } from "./offers";

const POLICIES = Object.keys(CANCELLATION_POLICIES) as CancellationPolicyName[];

/** The fee the badge promises for a cancellation on `day` of a stay booked on `bookedOn`. */
function promised(policy: CancellationPolicyName, bookedOn: string, dayFrom: string, day: string): number {
  const badge = cancellationBadge(cancellationHint(policy)!, dayFrom, bookedOn);
  if (badge.kind === "non-refundable") return 100;
  if (badge.kind === "free-until") return day <= badge.date ? 0 : 100;
  return day < badge.date ? 50 : 100;
}

describe("the badge and the fee are one cancellation rule", () => {
  it("on every day between booking and arrival, for every policy", () => {
    fc.assert(
      fc.property(fc.constantFrom(...POLICIES), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }), (policy, lead, offset) => {
        const bookedOn = "2026-11-28";
        const dayFrom = addDays(bookedOn, lead);
        const day = addDays(bookedOn, Math.min(offset, lead));
        const daysToArrival = lead - Math.min(offset, lead);
        expect(promised(policy, bookedOn, dayFrom, day)).toBe(cancellationFeePercent(policy, daysToArrival));
      }),
      { seed: 58, numRuns: 500, verbose: true },
    );
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_LEAD_HOURS, hoursUntilEndOfDay, inTimeFor, leadHoursOf } from "./lead-time";

// Bucharest is UTC+2 in November: 23:59 of 2026-12-01 at the hotel is 21:59Z.
const ZONE = "Europe/Bucharest";

describe("the lead time, one rule for the site and the mock PMS (docs/spec.md §5)", () => {
  it("counts to 23:59 of the check-in day at the hotel, not to 24:00", () => {
    expect(hoursUntilEndOfDay("2026-12-01", new Date("2026-11-28T21:59:00Z"), ZONE)).toBe(72);
    expect(hoursUntilEndOfDay("2026-12-01", new Date("2026-11-28T22:00:00Z"), ZONE)).toBeCloseTo(71 + 59 / 60, 10);
  });

  it("is met exactly at the boundary and missed a minute later", () => {
    expect(inTimeFor(72, "2026-12-01", new Date("2026-11-28T21:59:00Z"), ZONE)).toBe(true);
    expect(inTimeFor(72, "2026-12-01", new Date("2026-11-28T21:59:01Z"), ZONE)).toBe(false);
    // 23:59:30 the day before would be "in time" for a PMS counting to 24:00; not for this one.
    expect(inTimeFor(0, "2026-12-01", new Date("2026-12-01T21:59:30Z"), ZONE)).toBe(false);
  });

  it("a method's own time_ahead, else the default (null and absent alike; 0 is a lead time)", () => {
    const payment: Record<string, { time_ahead?: number | null }> = { bank: { time_ahead: 48 }, paypal: { time_ahead: null }, custom: { time_ahead: 0 } };
    expect(leadHoursOf(payment, "bank")).toBe(48);
    expect(leadHoursOf(payment, "paypal")).toBe(DEFAULT_LEAD_HOURS);
    expect(leadHoursOf(payment, "revolut")).toBe(DEFAULT_LEAD_HOURS);
    expect(leadHoursOf(payment, "custom")).toBe(0);
    expect(leadHoursOf(null, "bank")).toBe(DEFAULT_LEAD_HOURS);
  });
});

import { describe, expect, it } from "vitest";
import type { PaymentSettings } from "../../contracts/entities";
import { offeredMethods, smallestLeadHours } from "./payment-methods";

const carpathia: PaymentSettings = {
  bank: { enabled: true, time_ahead: 72 },
  mobilpay: { enabled: true, time_ahead: 24 },
  paypal: { enabled: true, time_ahead: null },
  revolut: { enabled: false, time_ahead: 0 },
  custom: { enabled: true, time_ahead: 0 },
};

describe("payment methods by lead time (spec §5)", () => {
  const now = new Date("2026-11-21T10:00:00Z"); // 12:00 in Bucharest

  it.each([
    // check-in      hours to its 23:59   offered
    ["2026-11-21", ["custom"]], // ~12 h
    ["2026-11-22", ["custom", "mobilpay"]], // ~36 h
    ["2026-11-24", ["bank", "custom", "mobilpay", "paypal"]], // ~84 h: paypal has no time_ahead → 72
    ["2026-11-20", []], // in the past
  ])("check-in %s → %j", (checkIn, expected) => {
    expect(offeredMethods(carpathia, checkIn, now).sort()).toEqual([...expected].sort());
  });

  it("offers nothing when no method is enabled", () => {
    expect(offeredMethods({ bank: { enabled: false, time_ahead: 0 } }, "2027-01-10", now)).toEqual([]);
    expect(offeredMethods(null, "2027-01-10", now)).toEqual([]);
  });

  it.each([
    [carpathia, 0],
    [{ bank: { enabled: true, time_ahead: 72 }, paypal: { enabled: true, time_ahead: 48 } }, 48],
    [{ bank: { enabled: true } }, 72],
    [{}, 72],
    [null, 72],
  ] as Array<[PaymentSettings | null, number]>)("smallest lead of %j is %i h", (payment, expected) => {
    expect(smallestLeadHours(payment)).toBe(expected);
  });
});

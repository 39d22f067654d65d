import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TFunction } from "i18next";
import type { PaymentSettings, PaymentTerms } from "../../contracts/entities";
import { hotelTextPicker } from "~/site/localized";
import { datedSchedule, paymentSchedule } from "./offers";
import { asksBeforeArrival, offeredMethods, paymentMethodName, smallestLeadHours } from "./payment-methods";

const carpathia: PaymentSettings = {
  bank: { enabled: true, time_ahead: 72 },
  mobilpay: { enabled: true, time_ahead: 24 },
  paypal: { enabled: true, time_ahead: null },
  revolut: { enabled: false, time_ahead: 0 },
  custom: { enabled: true, time_ahead: 0 },
};

describe("payment methods by lead time (docs/spec.md §5)", () => {
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

describe("a payment method is offered exactly at its lead time (docs/spec.md §5), with the clock pinned", () => {
  // The lead time counts to 23:59 of the check-in day at the hotel: Bucharest is UTC+2 in November.
  const lead = { mobilpay: { enabled: true, time_ahead: 24 }, bank: { enabled: true, time_ahead: 72 } } satisfies PaymentSettings;
  const offeredAt = (instant: string, checkIn: string) => {
    vi.setSystemTime(new Date(instant));
    return offeredMethods(lead, checkIn, new Date(), "Europe/Bucharest").sort();
  };
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    // now (UTC)                 check-in      hours to its 23:59    offered
    ["2026-11-21T21:59:00.000Z", "2026-11-22", "exactly 24", ["mobilpay"]],
    ["2026-11-21T22:00:00.000Z", "2026-11-22", "a minute under 24", []],
    ["2026-11-21T21:59:00.000Z", "2026-11-24", "exactly 72", ["bank", "mobilpay"]],
    ["2026-11-21T22:00:00.000Z", "2026-11-24", "a minute under 72", ["mobilpay"]],
    // Across the spring change (29 March: 23 hours long), the lead is counted in hours, not days.
    ["2026-03-28T20:59:00.000Z", "2026-03-31", "exactly 72", ["bank", "mobilpay"]],
    ["2026-03-28T21:00:00.000Z", "2026-03-31", "a minute under 72", ["mobilpay"]],
  ])("at %s, check-in %s (%s hours ahead) → %j", (now, checkIn, _hours, expected) => {
    expect(offeredAt(now, checkIn)).toEqual(expected);
  });
});

describe("whether a rate asks for money before arrival (docs/decisions/024)", () => {
  const terms = (booking: number, before: number, arrival: number): PaymentTerms => ({
    installment_reservation_percent: booking,
    installment_days_before_arrival_percent: before,
    days_before_arrival: 7,
    installment_on_arrival_percent: arrival,
  });

  it.each([
    [terms(0, 0, 100), false],
    [terms(100, 0, 0), true],
    [terms(0, 30, 70), true],
    [terms(20, 30, 50), true],
  ])("terms %j → %s", (rateTerms, expected) => {
    expect(asksBeforeArrival(paymentSchedule(rateTerms, 1000))).toBe(expected);
  });

  it("reads a dated schedule (the offer the page shows) as the undated one (the booking's draft)", () => {
    const schedule = paymentSchedule(terms(0, 30, 70), 1000);
    expect(asksBeforeArrival(datedSchedule(terms(0, 30, 70), 1000, "2026-12-01", "2026-11-28"))).toBe(asksBeforeArrival(schedule));
    expect(asksBeforeArrival([])).toBe(false);
  });
});

describe("a payment method's name", () => {
  const ours: Record<string, string> = { "booking.payment.methods.custom": "Other", "booking.payment.methods.bank": "Bank transfer" };
  const t = ((key: string, options?: { defaultValue?: string }) => ours[key] ?? options?.defaultValue ?? key) as unknown as TFunction;
  const pick = hotelTextPicker("en", { organisation: "ro", display: null });

  it("is the hotel's own name of its custom method, in whatever language it wrote it", () => {
    expect(paymentMethodName("custom", { custom: { enabled: true, time_ahead: 0, custom_name: { ro: "Plata la receptie" } } }, pick, t)).toEqual({
      text: "Plata la receptie",
      lang: "ro",
    });
  });

  it("is ours when the hotel named it nothing, and for every other method", () => {
    expect(paymentMethodName("custom", { custom: { enabled: true, time_ahead: 0 } }, pick, t)).toEqual({ text: "Other", lang: null });
    expect(paymentMethodName("bank", carpathia, pick, t)).toEqual({ text: "Bank transfer", lang: null });
  });

  it("keeps the PMS's name of a method we have no words for", () => {
    expect(paymentMethodName("cash", null, pick, t)).toEqual({ text: "cash", lang: null });
  });
});

import { describe, expect, it } from "vitest";
import {
  cancellationBadge,
  cancellationHint,
  datedSchedule,
  instalmentTerms,
  parseSolutionKey,
  paymentBadge,
  paymentBadgeText,
  paymentSchedule,
  seasonStayAdvice,
  solutionKey,
  termKey,
} from "./offers";

const terms = (booking: number, before: number, days: number, arrival: number) => ({
  installment_reservation_percent: booking,
  installment_days_before_arrival_percent: before,
  days_before_arrival: days,
  installment_on_arrival_percent: arrival,
});

describe("payment terms spelled out (docs/spec.md §3 Rate.payment_terms)", () => {
  it.each([
    [terms(100, 0, 0, 0), 2051.4, [{ when: "booking", percent: 100, amount: 2051.4 }]],
    [
      terms(30, 70, 7, 0),
      1560,
      [
        { when: "booking", percent: 30, amount: 468 },
        { when: "before-arrival", percent: 70, amount: 1092, days: 7 },
      ],
    ],
    [
      terms(20, 0, 0, 80),
      1000,
      [
        { when: "booking", percent: 20, amount: 200 },
        { when: "arrival", percent: 80, amount: 800 },
      ],
    ],
    // Thirds of 100.00: the last part takes the remainder so the parts add up to the total.
    [
      terms(33, 33, 3, 34),
      100,
      [
        { when: "booking", percent: 33, amount: 33 },
        { when: "before-arrival", percent: 33, amount: 33, days: 3 },
        { when: "arrival", percent: 34, amount: 34 },
      ],
    ],
    [
      terms(33.3, 33.3, 3, 33.4),
      100.01,
      [
        { when: "booking", percent: 33.3, amount: 33.3 },
        { when: "before-arrival", percent: 33.3, amount: 33.3, days: 3 },
        { when: "arrival", percent: 33.4, amount: 33.41 },
      ],
    ],
  ])("%j of %d", (given, total, expected) => {
    const schedule = paymentSchedule(given, total);
    expect(schedule).toEqual(expected);
    expect(schedule.reduce((sum, part) => sum + part.amount, 0)).toBeCloseTo(total, 2);
  });
});

describe("cancellation hints (docs/spec.md §9)", () => {
  it.each([
    ["very_flexible", { fee: "days", days: 1 }],
    ["flexible", { fee: "days", days: 7 }],
    ["moderate", { fee: "days", days: 14 }],
    ["firm", { fee: "days", days: 30 }],
    ["strict", { fee: "half-then-full", days: 7 }],
    ["non_refundable", { fee: "at-booking", days: 0 }],
    ["Very flexible", { fee: "days", days: 1 }],
    ["non-refundable", { fee: "at-booking", days: 0 }],
  ])("%s → %j", (name, expected) => {
    expect(cancellationHint(name)).toMatchObject(expected);
  });

  it.each([[null], [undefined], [""], ["lenient"]])("no hint for %j rather than a wrong promise", (name) => {
    expect(cancellationHint(name)).toBeNull();
  });
});

describe("solution keys in the URL", () => {
  it("are canonical and read back", () => {
    expect(solutionKey({ "1013": 2, "1011": 1 })).toBe("1011:1,1013:2");
    expect(parseSolutionKey("1011:1,1013:2")).toEqual({ "1011": 1, "1013": 2 });
  });
  it.each([[""], ["1011"], ["1011:0"], ["1011:1,1011:2"], ["a:1"], ["1011:1;"]])("%j is not a solution", (value) => {
    expect(parseSolutionKey(value)).toBeNull();
  });
});

describe("season length-of-stay warnings (docs/spec.md §5)", () => {
  const seasons = [
    { id: 1, day_from: "2026-12-20", day_to: "2027-03-10" },
    { id: 2, day_from: "2027-03-11", day_to: "2027-06-30" },
  ];
  const plan = (season: number, min: number | null, max: number | null) => ({
    rates: [{ season_id: season, restriction_reservation_los_min: min, restriction_reservation_los_max: max }],
  });

  it.each([
    // plans                                   check-in      nights advice
    [[plan(1, 3, 31)], "2026-12-24", 1, [{ min: 3, max: null, nights: 3 }]],
    [[plan(1, 3, 31)], "2026-12-24", 3, []],
    [[plan(1, 2, 5)], "2026-12-24", 1, [{ min: 2, max: 5, nights: 2 }]],
    [[plan(1, 2, 5)], "2026-12-24", 7, [{ min: 2, max: 5, nights: 5 }]],
    [[plan(1, 4, 4)], "2026-12-24", 2, [{ min: 4, max: null, nights: 4 }]],
    [[plan(1, 3, 31), plan(1, 3, 31)], "2026-12-24", 1, [{ min: 3, max: null, nights: 3 }]],
    [[plan(2, 3, 31)], "2026-12-24", 1, []],
    [[plan(1, 3, 31)], "2026-12-01", 1, []],
  ])("%j from %s for %i nights", (ratePlans, dayFrom, nights, expected) => {
    expect(seasonStayAdvice({ ratePlans, seasons }, dayFrom, nights)).toEqual(expected);
  });
});

describe("conditions as dates for a stay (docs/decisions/013: badges)", () => {
  const hint = (name: string) => cancellationHint(name)!;

  it.each([
    // The PMS's rule (mocks/engine/pricing.ts): free while at least N whole days are left.
    ["flexible", "2026-12-10", "2026-11-22", { kind: "free-until", date: "2026-12-03" }],
    ["very_flexible", "2026-12-10", "2026-11-22", { kind: "free-until", date: "2026-12-09" }],
    ["moderate", "2026-12-10", "2026-11-26", { kind: "free-until", date: "2026-11-26" }],
    // The deadline was yesterday: nothing is free any more, and the badge says so.
    ["moderate", "2026-12-10", "2026-11-27", { kind: "non-refundable" }],
    ["strict", "2026-12-10", "2026-11-22", { kind: "half-then-full", date: "2026-12-04" }],
    ["strict", "2026-12-10", "2026-12-04", { kind: "non-refundable" }],
    ["non_refundable", "2026-12-10", "2026-11-22", { kind: "non-refundable" }],
  ])("%s, arriving %s, booked %s", (policy, dayFrom, today, expected) => {
    expect(cancellationBadge(hint(policy), dayFrom, today)).toEqual(expected);
  });

  it.each([
    [terms(100, 0, 0, 0), "2026-11-22", { key: "payAllNow", values: {} }],
    [terms(30, 70, 7, 0), "2026-11-22", { key: "payNowRestBefore", values: { now: 30, date: "2026-12-03" } }],
    // The instalment's date has come: it is due now too.
    [terms(30, 70, 7, 0), "2026-12-05", { key: "payAllNow", values: {} }],
    [terms(20, 0, 0, 80), "2026-11-22", { key: "payNowRestAtArrival", values: { now: 20 } }],
    [terms(20, 30, 14, 50), "2026-11-22", { key: "payNowThenBeforeThenArrival", values: { now: 20, before: 30, date: "2026-11-26" } }],
    [terms(0, 100, 14, 0), "2026-11-22", { key: "payAllBefore", values: { date: "2026-11-26" } }],
    [terms(0, 50, 14, 50), "2026-11-22", { key: "payBeforeThenArrival", values: { before: 50, date: "2026-11-26" } }],
    [terms(0, 0, 0, 100), "2026-11-22", { key: "payAtArrival", values: {} }],
  ])("payment %j, today %s", (given, today, expected) => {
    expect(paymentBadgeText(paymentBadge(datedSchedule(given, 1000, "2026-12-10", today)))).toEqual(expected);
  });
});

describe("the schedule of a stay, dated as the PMS dates its proforma (contracts/payment-terms.ts, docs/decisions/044)", () => {
  it("a stay a month away: the deposit on the booking day, the balance 7 days before arrival", () => {
    expect(datedSchedule(terms(30, 70, 7, 0), 1000, "2026-07-01", "2026-06-01")).toEqual([
      { when: "booking", percent: 30, amount: 300, date: "2026-06-01", withBooking: true },
      { when: "before-arrival", percent: 70, amount: 700, days: 7, date: "2026-06-24", withBooking: false },
    ]);
  });
  it.each([
    ["a same-day check-in", "2026-06-01"],
    ["a check-in in 3 days", "2026-06-04"],
    ["a check-in exactly 7 days ahead", "2026-06-08"],
  ])("%s: the balance falls due with the booking, today, never on a day gone by", (_, dayFrom) => {
    const dated = datedSchedule(terms(30, 70, 7, 0), 1000, dayFrom, "2026-06-01");
    expect(dated[1]).toEqual({ when: "before-arrival", percent: 70, amount: 700, days: 7, date: "2026-06-01", withBooking: true });
    expect(dated.every((part) => part.date! >= "2026-06-01")).toBe(true);
  });
  it("on arrival: the arrival day, never with the booking", () => {
    expect(datedSchedule(terms(0, 0, 0, 100), 1000, "2026-06-03", "2026-06-01")).toEqual([
      { when: "arrival", percent: 100, amount: 1000, date: "2026-06-03", withBooking: false },
    ]);
  });
});

describe("the PMS's instalments told in the words of the terms (the reservation page)", () => {
  const flexible = terms(30, 70, 7, 0);
  it("a proforma dated by the terms: the deposit on booking, the balance on its date", () => {
    expect(
      instalmentTerms(flexible, 1000, "2026-07-01", [
        { due_date: "2026-06-01", amount: 300 },
        { due_date: "2026-06-24", amount: 700 },
      ]),
    ).toEqual([
      { when: "booking", percent: 30, withBooking: true },
      { when: "before-arrival", percent: 70, withBooking: false },
    ]);
  });
  it("the same-day case: a balance dated the booking day falls due with the booking, in the words the booking page used", () => {
    const words = instalmentTerms(flexible, 1000, "2026-06-04", [
      { due_date: "2026-06-01", amount: 300 },
      { due_date: "2026-06-01", amount: 700 },
    ]);
    expect(words.map((part) => part && termKey(part))).toEqual(["booking", "booking"]);
    // The same words as the details step showed before booking.
    expect(datedSchedule(flexible, 1000, "2026-06-04", "2026-06-01").map(termKey)).toEqual(["booking", "booking"]);
  });
  it("without a deposit, a balance the PMS moved past its days to the booking day falls due with the booking", () => {
    expect(instalmentTerms(terms(0, 100, 7, 0), 1000, "2026-06-04", [{ due_date: "2026-06-01", amount: 1000 }])).toEqual([
      { when: "before-arrival", percent: 100, withBooking: true },
    ]);
  });
  it("a proforma not split by the terms (another split, a manual invoice) gets no words of ours", () => {
    expect(instalmentTerms(flexible, 1000, "2026-07-01", [{ due_date: "2026-06-01", amount: 1000 }])).toEqual([null]);
    expect(
      instalmentTerms(flexible, 1000, "2026-07-01", [
        { due_date: "2026-06-01", amount: 500 },
        { due_date: "2026-06-24", amount: 500 },
      ]),
    ).toEqual([null, null]);
  });
});

import { describe, expect, it } from "vitest";
import type { Reservation, SearchAnswer } from "../../contracts/entities";
import { checkDates, dateChangeOffer, datePreview, sameStayRate } from "./date-change";

const TODAY = "2026-05-04";
const rate = (price: number, meal_id = 2) =>
  ({ price, price_regular: price, price_without_all_taxes: price, taxes: [], meal_id, rules: [], policy: [], payment_terms: {}, currency: "RON" }) as never;

function stay(changes: Partial<Reservation> = {}): Reservation {
  return {
    id: 100001,
    status: "Confirmed",
    day_from: "2026-06-03",
    day_to: "2026-06-06",
    nights: 3,
    adults: 2,
    children: 0,
    children_ages: [],
    rooms: 1,
    meal_id: 2,
    room_types: { "1011": 1 },
    financials: { rate_plan_id: 11, rate: rate(900) },
    cancellationFee: 0,
    channel: null,
    invoices: [
      {
        id: 1,
        currency: "RON",
        due_dates: [
          { due_date: "2026-04-29", amount: 270, paid: true },
          { due_date: "2026-05-27", amount: 630, paid: false },
        ],
      },
    ],
    ...changes,
  } as never;
}

describe("who may change the dates online", () => {
  it("a direct New or Confirmed stay, free to cancel today, at a hotel that allows it", () => {
    expect(dateChangeOffer(stay(), true, TODAY)).toBe("open");
    expect(dateChangeOffer(stay({ status: "New" }), true, TODAY)).toBe("open");
  });

  it("otherwise the hotel is to be contacted: switched off, a channel's booking, a fee to cancel today", () => {
    expect(dateChangeOffer(stay(), false, TODAY)).toBe("contact");
    expect(dateChangeOffer(stay({ channel: "Booking.com" }), true, TODAY)).toBe("contact");
    expect(dateChangeOffer(stay({ cancellationFee: 900 }), true, TODAY)).toBe("contact");
  });

  it("nothing to say once cancelled, checked in or arrived", () => {
    for (const status of ["Canceled", "Checked-in", "Checked-out"] as const) expect(dateChangeOffer(stay({ status }), true, TODAY)).toBe("none");
    expect(dateChangeOffer(stay({ day_from: TODAY }), true, TODAY)).toBe("none");
  });
});

describe("the dates a guest asks for", () => {
  const asked = (day_from: unknown, day_to: unknown) => checkDates({ day_from, day_to }, stay(), TODAY);
  it("tomorrow at the earliest, check-out after check-in, at most 31 nights, other than the stay's own", () => {
    expect(asked("2026-06-04", "2026-06-08")).toEqual({ dates: { dayFrom: "2026-06-04", dayTo: "2026-06-08", nights: 4 } });
    expect(asked("2026-05-05", "2026-05-06")).toMatchObject({ dates: { nights: 1 } });
    expect(asked(TODAY, "2026-05-06")).toEqual({ field: "day_from", problem: "dates" });
    expect(asked("2026-06-04", "2026-06-04")).toEqual({ field: "day_to", problem: "order" });
    expect(asked("2026-06-04", "2026-07-06")).toEqual({ field: "day_to", problem: "tooLong" });
    expect(asked("2026-06-03", "2026-06-06")).toEqual({ field: "day_from", problem: "same" });
  });

  it("each edge: 31 nights yes, 32 no; a check-in on the horizon's last day yes, the day after no; either end moved alone is a change; dates typed with spaces are those dates", () => {
    expect(asked("2026-06-04", "2026-07-05")).toMatchObject({ dates: { nights: 31 } });
    expect(asked("2028-05-04", "2028-05-05")).toMatchObject({ dates: { dayFrom: "2028-05-04" } });
    expect(asked("2028-05-05", "2028-05-06")).toEqual({ field: "day_from", problem: "dates" });
    expect(asked("2026-06-04", "2026-06-06")).toMatchObject({ dates: { nights: 2 } });
    expect(asked("2026-06-03", "2026-06-07")).toMatchObject({ dates: { nights: 4 } });
    expect(asked(" 2026-06-04 ", " 2026-06-08 ")).toEqual({ dates: { dayFrom: "2026-06-04", dayTo: "2026-06-08", nights: 4 } });
    expect(asked("2026-06-04", undefined)).toEqual({ field: "day_to", problem: "dates" });
  });

  it("no date arithmetic on what is not a date or beyond the horizon", () => {
    for (const day of ["", "2026-02-30", "9999-12-31x", undefined, ["2026-06-04"]])
      expect(asked(day, "2026-06-08")).toEqual({ field: "day_from", problem: "dates" });
    expect(asked("9999-12-30", "9999-12-31")).toEqual({ field: "day_from", problem: "dates" });
    expect(asked("2026-06-04", "nope")).toEqual({ field: "day_to", problem: "dates" });
  });
});

describe("the same rooms' and rate's price in the search answer", () => {
  const solution = (rooms: Record<string, number>, planId: number, rates: unknown[]) => ({
    room_types_total: rooms,
    rate_plans: [{ id: planId, name: {}, rates }],
  });
  it("the solution with the stay's room types, its rate plan and meal plan", () => {
    const answer = [
      solution({ "1012": 1 }, 11, [rate(500)]),
      solution({ "1011": 1 }, 12, [rate(600)]),
      solution({ "1011": 1 }, 11, [rate(700, 1), rate(1000)]),
    ] as never as SearchAnswer;
    expect(sameStayRate(answer, stay())).toEqual({ rate: rate(1000) });
  });
  it("a minimum stay answered, or nothing of the kind sold", () => {
    expect(sameStayRate({ message: "min stay problem", min_nights: 2 }, stay())).toEqual({ minNights: 2 });
    expect(sameStayRate([solution({ "1011": 2 }, 11, [rate(1000)])] as never, stay())).toBeNull();
  });
});

describe("what the guest is shown", () => {
  it("the new total, the difference, no fee, what is paid and what is left", () => {
    expect(datePreview(stay(), rate(1012.5), { dayFrom: "2026-06-04", dayTo: "2026-06-08", nights: 4 })).toEqual({
      dayFrom: "2026-06-04",
      dayTo: "2026-06-08",
      nights: 4,
      total: 1012.5,
      current: 900,
      difference: 112.5,
      fee: 0,
      paid: 270,
      toPay: 742.5,
      currency: "RON",
    });
    expect(datePreview(stay(), rate(850), { dayFrom: "2026-06-04", dayTo: "2026-06-06", nights: 2 })).toMatchObject({ difference: -50, toPay: 580 });
  });
});

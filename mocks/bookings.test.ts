import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ReservationDraft } from "../contracts/entities";
import { bookReservation, priceStay } from "./bookings";
import { addDays } from "./dates";
import { PmsError } from "./pms-error";
import { startMockServer, type MockServer } from "./server";
import { organisationById } from "./world";

const TODAY = "2026-05-04";

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0, today: TODAY });
});
afterAll(async () => {
  await mock.close();
});
beforeEach(async () => {
  await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
});

/** A bank-transfer stay at Brașov with an idempotency key, priced as the PMS prices it; `change` alters the draft. */
function draft(change: Record<string, unknown> = {}): ReservationDraft {
  const stay = { location_id: 101, room_types: { "1011": 1 }, day_from: addDays(TODAY, 10), day_to: addDays(TODAY, 12), adults: 2, children_ages: [] };
  const rate = priceStay(mock.world, organisationById(mock.world, 1)!, { ...stay, rate_plan_id: 11, meal_id: 2 });
  return {
    ...stay,
    nights: 2,
    children: 0,
    rooms: 1,
    meal_id: 2,
    financials: { rate_plan_id: 11, rate },
    rules: [],
    org_id: 1,
    first_name: "Dan",
    last_name: "Pavel",
    phone: "+40 700 000 001",
    email: "dan.pavel@example.com",
    payment_method: "bank",
    idempotency_key: "retry-1",
    ...change,
  } as unknown as ReservationDraft;
}

const conflict = (change: Record<string, unknown>) => {
  try {
    bookReservation(mock.world, draft(change));
  } catch (error) {
    return error instanceof PmsError ? error.status : error;
  }
  return "booked";
};

describe("a retried booking (the same idempotency key)", () => {
  it("answers the first booking when the draft is the same, however its text is spaced or cased", () => {
    const first = bookReservation(mock.world, draft());
    expect(bookReservation(mock.world, draft({ email: " Dan.Pavel@Example.com ", first_name: "Dan " })).id).toBe(first.id);
  });

  it("answers the first booking when only the price differs (the PMS prices the stay itself)", () => {
    const first = bookReservation(mock.world, draft());
    const repriced = draft();
    const rate = (repriced.financials as { rate: Record<string, unknown> }).rate;
    (repriced.financials as { rate: unknown }).rate = { ...rate, total: 1 };
    expect(bookReservation(mock.world, repriced).id).toBe(first.id);
  });

  it.each([
    ["another guest", { last_name: "Popa" }],
    ["another stay", { day_to: addDays(TODAY, 13), nights: 3 }],
    ["a guest language", { guest_language: "it" }],
    ["an arrival time", { arrival_time: "18:00" }],
    // A field the contract does not know yet (the draft is a loose object): part of the booking too.
    ["a field added later", { newsletter: true }],
  ])("refuses the same key with %s: 409, never the first booking replayed", (_, change) => {
    bookReservation(mock.world, draft());
    expect(conflict(change)).toBe(409);
  });
});

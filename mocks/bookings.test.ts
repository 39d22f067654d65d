import { describe, expect, it } from "vitest";
import type { ReservationDraft } from "../contracts/entities";
import { bookReservation } from "./bookings";
import { addDays } from "./dates";
import { PmsError } from "./pms-error";
import { stayDraft, useMockServer } from "./testing";

const TODAY = "2026-05-04";
const mock = useMockServer(TODAY);

/** The stay with an idempotency key; `change` alters the draft. */
const draft = (change: Record<string, unknown> = {}): ReservationDraft => stayDraft(mock(), TODAY, { idempotency_key: "retry-1", ...change });

const conflict = (change: Record<string, unknown>) => {
  try {
    bookReservation(mock().world, draft(change));
  } catch (error) {
    return error instanceof PmsError ? error.status : error;
  }
  return "booked";
};

describe("a retried booking (the same idempotency key)", () => {
  it("answers the first booking when the draft is the same, however its text is spaced or cased", () => {
    const first = bookReservation(mock().world, draft());
    expect(bookReservation(mock().world, draft({ email: " Dan.Pavel@Example.com ", first_name: "Dan " })).id).toBe(first.id);
  });

  it("answers the first booking when only the price differs (the PMS prices the stay itself)", () => {
    const first = bookReservation(mock().world, draft());
    const repriced = draft();
    const rate = (repriced.financials as { rate: Record<string, unknown> }).rate;
    (repriced.financials as { rate: unknown }).rate = { ...rate, total: 1 };
    expect(bookReservation(mock().world, repriced).id).toBe(first.id);
  });

  it.each([
    ["another guest", { last_name: "Popa" }],
    ["another stay", { day_to: addDays(TODAY, 13), nights: 3 }],
    ["a guest language", { guest_language: "it" }],
    ["an arrival time", { arrival_time: "18:00" }],
    // A field the contract does not know yet (the draft is a loose object): part of the booking too.
    ["a field added later", { newsletter: true }],
  ])("refuses the same key with %s: 409, never the first booking replayed", (_, change) => {
    bookReservation(mock().world, draft());
    expect(conflict(change)).toBe(409);
  });
});

import { describe, expect, it } from "vitest";
import type { ReservationDraft } from "../contracts/entities";
import { bookReservation } from "./bookings";
import { addDays } from "./dates";
import { organisationById } from "./world";
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

describe("the lead time, counted as the site counts it (contracts/lead-time.ts: to 23:59 of the arrival day)", () => {
  // The hotel's bank transfer needs 48 h in this test's own fixture (not the demo seed's number).
  // Arrival 6 May: 23:59 in Bucharest (UTC+3 in May) is 20:59Z, so 48 h before is 4 May 20:59Z.
  const early = () => {
    const org = organisationById(mock().world, 1)!;
    const payment = org.profile.settings_financials!.payment as Record<string, { enabled?: boolean; time_ahead?: number | null }>;
    payment.bank = { ...payment.bank, enabled: true, time_ahead: 48 };
    return draft({ day_from: addDays(TODAY, 2), day_to: addDays(TODAY, 4) });
  };
  const refusal = (now: string) => {
    try {
      bookReservation(mock().world, early(), new Date(now));
    } catch (error) {
      return error instanceof PmsError ? [error.status, error.code] : error;
    }
    return "booked";
  };

  it("books exactly at the lead time", () => {
    expect(refusal("2026-05-04T20:59:00Z")).toBe("booked");
  });

  it("refuses half a minute later, which a PMS counting to 24:00 would still book", () => {
    expect(refusal("2026-05-04T20:59:30Z")).toEqual([422, "lead_time"]);
  });
});

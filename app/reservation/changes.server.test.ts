/**
 * changes.server.ts on its own, against the in-process mock PMS (pinned clock): what each change a
 * guest makes sends to the PMS and answers — arrival and departure times by status, the note, a
 * reported payment, cancelling at the fee shown — and that a change already made, or posted twice at
 * once, reaches the PMS once. Its test of its own for the inner loop (`npm run test:own`, issue 54);
 * the page's answers to these outcomes (303s, anchors, 409s): tests/integration/portal.test.ts.
 */
import { fromZonedTime } from "date-fns-tz";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { grantedCookie, HOTEL_SITE, onHotelSite, PINNED_TODAY, routeArgs, testBff, useAppOnMock } from "../../tests/integration/support";
import { loadSite } from "~/site/site.server";
import { payableNow } from "./account";
import { manageReservation } from "./changes.server";
import { lookUpReservation } from "./reservation.server";

const app = useAppOnMock();
const CLIENT = "198.51.100.54";
const PATCHES = "PATCH /api/reservations/{id}";
const patches = async () => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[PATCHES] ?? 0;
const atPms = (id: number) => app.mock.world.reservations.get(id)!;

const ANA = { id: 100001, email: "ana.popescu@example.com" }; // Confirmed, flexible rate
const ION = { id: 100002, email: "ion.ionescu@example.com" }; // Checked-in
const CARMEN = { id: 100005, email: "carmen.garcia@example.com" }; // an instalment due, paid by bank transfer

const cookies = new Map<number, string>();
beforeAll(async () => {
  for (const guest of [ANA, ION, CARMEN]) cookies.set(guest.id, await grantedCookie(guest.id, guest.email, CLIENT));
});
// "Today" for what is due: the mock's pinned day, at noon at the hotel.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(fromZonedTime(`${PINNED_TODAY}T12:00:00`, "Europe/Bucharest"));
});
afterEach(() => vi.useRealTimers());

const argsOf = (cookie: string) =>
  routeArgs(new Request(`${HOTEL_SITE}/reservations/1`, { method: "POST", headers: onHotelSite(cookie ? { Cookie: cookie } : {}) }));

/** The change as the reservation page's action makes it: the site loaded, then the posted form. */
async function change(guest: { id: number }, form: Record<string, string>, cookie = cookies.get(guest.id)!) {
  const args = argsOf(cookie);
  return manageReservation(args, await loadSite(args, {}), guest.id, form);
}

/** The reservation as the app reads it from the PMS for this guest (with today's cancellation fee). */
async function fresh(guest: { id: number; email: string }) {
  const args = argsOf(cookies.get(guest.id)!);
  const found = await lookUpReservation(args, await loadSite(args, {}), await testBff().sessions.get(args.request), guest.id, guest.email);
  if (found.kind !== "found") throw new Error(`reservation ${guest.id} not found`);
  return found.reservation;
}

describe("manageReservation: arrival and departure times", () => {
  it("sets the arrival time of a Confirmed stay; the same time again sends nothing", async () => {
    expect(await change(ANA, { intent: "arrival-time", arrival_time: "18:30" })).toEqual({ kind: "done", toast: "reservation.saved" });
    expect(atPms(ANA.id).arrival_time).toBe("18:30");
    expect(await change(ANA, { intent: "arrival-time", arrival_time: "18:30" })).toEqual({ kind: "done", toast: "reservation.saved" });
    expect(await patches()).toBe(1);
  });

  it("refuses a time that is not HH:MM, keeping what was typed, and sends nothing", async () => {
    expect(await change(ANA, { intent: "arrival-time", arrival_time: "25:99" })).toMatchObject({
      kind: "invalid",
      errors: { arrival_time: "reservation.errors.time" },
      typed: { arrival_time: "25:99" },
    });
    expect(await patches()).toBe(0);
  });

  it("the departure time only once checked in, the arrival time only before", async () => {
    expect(await change(ION, { intent: "departure-time", departure_time: "10:00" })).toEqual({ kind: "done", toast: "reservation.saved" });
    expect(atPms(ION.id).departure_time).toBe("10:00");
    expect(await change(ION, { intent: "arrival-time", arrival_time: "12:00" })).toMatchObject({
      kind: "invalid",
      errors: { arrival_time: "reservation.errors.arrivalClosed" },
    });
    expect(await change(ANA, { intent: "departure-time", departure_time: "10:00" })).toMatchObject({
      kind: "invalid",
      errors: { departure_time: "reservation.errors.departureClosed" },
    });
    expect(atPms(ANA.id).departure_time).not.toBe("10:00");
    expect(await patches()).toBe(1);
  });
});

describe("manageReservation: the note, grants and the PMS failing", () => {
  it("saves the note; the same note again sends nothing", async () => {
    expect(await change(ANA, { intent: "note", note: "Quiet room, please" })).toEqual({ kind: "done", toast: "reservation.saved" });
    expect(atPms(ANA.id).note).toBe("Quiet room, please");
    await change(ANA, { intent: "note", note: "Quiet room, please" });
    expect(await patches()).toBe(1);
  });

  it("a session without this reservation's grant changes nothing", async () => {
    expect(await change(ION, { intent: "note", note: "Not mine" }, cookies.get(ANA.id)!)).toEqual({ kind: "no-grant" });
    expect(await change(ANA, { intent: "note", note: "No session" }, "")).toEqual({ kind: "no-grant" });
    expect(atPms(ION.id).note).not.toBe("Not mine");
    expect(await patches()).toBe(0);
  });

  it("the PMS refusing in its own words: failed with its text and what was typed; failing: no text", async () => {
    const fault = (body: Record<string, unknown>) =>
      fetch(`${app.mock.url}/__mock/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    await fault({ error_rate: 1, status: 422, message: "Notes are closed today", endpoints: [PATCHES] });
    expect(await change(ANA, { intent: "note", note: "Late check-in" })).toMatchObject({
      kind: "failed",
      text: "Notes are closed today",
      typed: { note: "Late check-in" },
    });
    await fault({ status: 503, message: null });
    expect(await change(ANA, { intent: "note", note: "Late check-in" })).toMatchObject({ kind: "failed", text: null, typed: { note: "Late check-in" } });
    expect(atPms(ANA.id).note ?? "").not.toBe("Late check-in");
  });
});

describe("manageReservation: a payment reported", () => {
  it("only the sum due now: another sum is refused; the sum due marks it paid once", async () => {
    const due = payableNow(await fresh(CARMEN), PINNED_TODAY)!;
    expect(due.amount).toBeGreaterThan(0);
    const report = { intent: "pay", payment_method: "bank", invoice_id: String(due.invoiceId) };
    expect(await change(CARMEN, { ...report, amount: String(due.amount + 1) })).toMatchObject({
      kind: "invalid",
      errors: { intent: "reservation.errors.amountChanged" },
    });
    expect(await patches()).toBe(0);
    const [first, second] = await Promise.all([
      change(CARMEN, { ...report, amount: String(due.amount) }),
      change(CARMEN, { ...report, amount: String(due.amount) }),
    ]);
    expect([first, second]).toEqual([
      { kind: "done", toast: "reservation.thanksForPayment" },
      { kind: "done", toast: "reservation.thanksForPayment" },
    ]);
    // The PMS takes the report for its staff to check (and clears the method chosen at booking).
    expect(atPms(CARMEN.id).financials.guest_preferences).toMatchObject({ status: "payed" });
    expect(await change(CARMEN, { ...report, amount: String(due.amount) })).toEqual({ kind: "done", toast: "reservation.thanksForPayment" });
    expect(await patches()).toBe(1);
  });
});

describe("manageReservation: cancelling", () => {
  it("only at the fee the guest was shown; at it, cancelled once however often it is posted", async () => {
    const fee = (await fresh(ANA)).cancellationFee ?? 0;
    expect(await change(ANA, { intent: "cancel", fee: String(fee + 10) })).toMatchObject({
      kind: "invalid",
      errors: { intent: "reservation.errors.feeChanged" },
      confirmCancel: true,
    });
    expect(await change(ANA, { intent: "cancel" })).toMatchObject({ kind: "invalid", confirmCancel: true });
    expect(atPms(ANA.id).status).toBe("Confirmed");
    const shown = { intent: "cancel", fee: String(fee) };
    expect(await Promise.all([change(ANA, shown), change(ANA, shown)])).toEqual([
      { kind: "done", toast: "reservation.cancelled" },
      { kind: "done", toast: "reservation.cancelled" },
    ]);
    expect(atPms(ANA.id).status).toBe("Canceled");
    expect(await change(ANA, shown)).toEqual({ kind: "done", toast: "reservation.cancelled" });
    expect(await patches()).toBe(1);
    // Nothing else changes on a cancelled stay.
    expect(await change(ANA, { intent: "note", note: "After" })).toMatchObject({ kind: "invalid", errors: { intent: "reservation.errors.cancelClosed" } });
  });

  it("a checked-in stay is not cancelled here", async () => {
    expect(await change(ION, { intent: "cancel", fee: "0" })).toMatchObject({ kind: "invalid", errors: { intent: "reservation.errors.cancelClosed" } });
    expect(atPms(ION.id).status).toBe("Checked-in");
    expect(await patches()).toBe(0);
  });
});

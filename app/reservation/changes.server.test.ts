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
import { instalmentMethods, manageReservation, plan } from "./changes.server";
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
    // Named as the note's failure: the cancel step is not opened for it.
    expect(await change(ANA, { intent: "note", note: "Late check-in" })).toMatchObject({
      kind: "failed",
      text: null,
      typed: { note: "Late check-in" },
      confirmCancel: false,
    });
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
    // Nothing else changes on a cancelled stay, and the PMS is not asked.
    expect(await change(ANA, { intent: "note", note: "After" })).toMatchObject({ kind: "invalid", errors: { intent: "reservation.errors.cancelClosed" } });
    expect(await patches()).toBe(1);
  });

  it("a checked-in stay is not cancelled here", async () => {
    expect(await change(ION, { intent: "cancel", fee: "0" })).toMatchObject({ kind: "invalid", errors: { intent: "reservation.errors.cancelClosed" } });
    expect(atPms(ION.id).status).toBe("Checked-in");
    expect(await patches()).toBe(0);
  });
});

const fault = (body: Record<string, unknown>) =>
  fetch(`${app.mock.url}/__mock/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const LOOKUP = "POST /api/locations/{location}";

describe("manageReservation: the PMS's answers to a change", () => {
  it("a cancel the PMS answers as already cancelled (another tab got there first) is what the guest wanted: done", async () => {
    const fee = (await fresh(ANA)).cancellationFee ?? 0;
    await fault({ error_rate: 1, status: 409, message: "Already cancelled", code: "already_cancelled", endpoints: [PATCHES] });
    expect(await change(ANA, { intent: "cancel", fee: String(fee) })).toEqual({ kind: "done", toast: "reservation.cancelled" });
  });

  it("a cancel the PMS prices at another fee than ours (it moved since the page read it): asked again at today's fee, the cancel step open, nothing cancelled", async () => {
    const fee = (await fresh(ANA)).cancellationFee ?? 0;
    await fault({ error_rate: 1, status: 409, message: "Fee changed", code: "fee_changed", endpoints: [PATCHES] });
    expect(await change(ANA, { intent: "cancel", fee: String(fee) })).toEqual({
      kind: "invalid",
      errors: { intent: "reservation.errors.feeChanged" },
      typed: { fee: String(fee) },
      confirmCancel: true,
    });
    expect(atPms(ANA.id).status).toBe("Confirmed");
  });

  it("a cancel the PMS fails (500): failed without its words, the cancel step still open; a note answered already_cancelled is no note saved", async () => {
    const fee = (await fresh(ANA)).cancellationFee ?? 0;
    await fault({ error_rate: 1, status: 500, message: "Internal detail", endpoints: [PATCHES] });
    expect(await change(ANA, { intent: "cancel", fee: String(fee) })).toMatchObject({ kind: "failed", text: null, confirmCancel: true });
    await fault({ error_rate: 1, status: 409, message: "Already cancelled", code: "already_cancelled", endpoints: [PATCHES] });
    expect(await change(ANA, { intent: "note", note: "Late check-in" })).toMatchObject({ kind: "failed", text: "Already cancelled", confirmCancel: false });
    expect(atPms(ANA.id).status).toBe("Confirmed");
  });

  it("a note the PMS refuses because the hotel cancelled the stay meanwhile: the page's words for a cancelled stay, what was typed kept", async () => {
    await fault({ error_rate: 1, status: 409, message: "Reservation cancelled", code: "reservation_cancelled", endpoints: [PATCHES] });
    expect(await change(ANA, { intent: "note", note: "Late check-in" })).toEqual({
      kind: "invalid",
      errors: { intent: "reservation.errors.cancelClosed" },
      typed: { note: "Late check-in" },
    });
  });

  it("the look-up failing during a change: failed, what was typed kept, nothing sent; the PMS no longer knowing the stay for this e-mail: no grant", async () => {
    await fault({ error_rate: 1, status: 503, message: null, endpoints: [LOOKUP] });
    expect(await change(ANA, { intent: "note", note: "Late check-in" })).toEqual({ kind: "failed", text: null, typed: { note: "Late check-in" } });
    await fault({ error_rate: 0 });
    // The hotel changed the guest's e-mail at the PMS: the grant's e-mail finds nothing.
    atPms(ANA.id).email = "someone.else@example.com";
    expect(await change(ANA, { intent: "note", note: "Late check-in" })).toEqual({ kind: "no-grant" });
    expect(await patches()).toBe(0);
  });

  it("two guests' changes at the same moment are each made: neither is answered with the other's", async () => {
    expect(
      await Promise.all([change(ANA, { intent: "note", note: "Ana's note" }), change(ION, { intent: "departure-time", departure_time: "09:30" })]),
    ).toEqual([
      { kind: "done", toast: "reservation.saved" },
      { kind: "done", toast: "reservation.saved" },
    ]);
    expect(atPms(ANA.id).note).toBe("Ana's note");
    expect(atPms(ION.id).departure_time).toBe("09:30");
    expect(await patches()).toBe(2);
  });

  it("a New stay takes an arrival time too; the same departure time again sends nothing", async () => {
    const MARIA = { id: 100003, email: "maria.ionescu@example.com" };
    expect(atPms(MARIA.id).status).toBe("New");
    const cookie = await grantedCookie(MARIA.id, MARIA.email, CLIENT);
    expect(await change(MARIA, { intent: "arrival-time", arrival_time: "21:15" }, cookie)).toEqual({ kind: "done", toast: "reservation.saved" });
    expect(atPms(MARIA.id).arrival_time).toBe("21:15");
    expect(await change(ION, { intent: "departure-time", departure_time: "10:00" })).toEqual({ kind: "done", toast: "reservation.saved" });
    expect(await change(ION, { intent: "departure-time", departure_time: "10:00" })).toEqual({ kind: "done", toast: "reservation.saved" });
    expect(await patches()).toBe(2);
  });
});

describe("plan: what a reported payment and a cancel may send", () => {
  const pay = (invoiceId: number, amount: number) => ({ intent: "pay" as const, payment_method: "bank" as const, invoice_id: invoiceId, amount });

  it("a part-paid stay's balance is reported to the PMS (the deposit paid is no report of the balance)", async () => {
    const reservation = await fresh(ANA);
    const due = payableNow(reservation, PINNED_TODAY)!;
    expect(reservation.invoices.find((invoice) => invoice.id === due.invoiceId)!.due_dates.some((line) => line.paid)).toBe(true);
    const planned = plan(reservation, pay(due.invoiceId, due.amount), PINNED_TODAY);
    expect(planned).toMatchObject({ body: { financials: { guest_preferences: { status: "payed", payment_method: "bank" } } } });
  });

  it("a stay without any guest preference yet takes the report", async () => {
    const reservation = await fresh(CARMEN);
    const due = payableNow(reservation, PINNED_TODAY)!;
    const bare = { ...reservation, financials: { ...reservation.financials, guest_preferences: null } };
    expect(plan(bare, pay(due.invoiceId, due.amount), PINNED_TODAY)).toMatchObject({
      body: { financials: { guest_preferences: { status: "payed", payment_method: "bank" } } },
    });
  });

  it("the sum due on one invoice reported against another, or against an invoice the stay does not have, is refused", async () => {
    const reservation = await fresh(CARMEN);
    const due = payableNow(reservation, PINNED_TODAY)!;
    const invoice = reservation.invoices.find((candidate) => candidate.id === due.invoiceId)!;
    const other = { ...invoice, id: due.invoiceId + 1000, due_dates: invoice.due_dates.map((line) => ({ ...line, paid: false })) };
    const twoInvoices = { ...reservation, invoices: [...reservation.invoices, other] };
    expect(plan(twoInvoices, pay(other.id, due.amount), PINNED_TODAY)).toEqual({ error: { intent: "reservation.errors.amountChanged" } });
    expect(plan(reservation, pay(due.invoiceId + 2000, due.amount), PINNED_TODAY)).toEqual({ error: { intent: "reservation.errors.failed" } });
  });

  it("a cancelled stay takes no payment report; a checked-out one is not cancelled", async () => {
    const reservation = await fresh(CARMEN);
    const due = payableNow(reservation, PINNED_TODAY)!;
    expect(plan({ ...reservation, status: "Canceled" }, pay(due.invoiceId, due.amount), PINNED_TODAY)).toEqual({
      error: { intent: "reservation.errors.cancelClosed" },
    });
    expect(plan({ ...reservation, status: "Checked-out" }, { intent: "cancel", fee: reservation.cancellationFee ?? 0 }, PINNED_TODAY)).toEqual({
      error: { intent: "reservation.errors.cancelClosed" },
    });
  });
});

describe("instalmentMethods: what a guest is told to pay by", () => {
  type Payment = NonNullable<NonNullable<Awaited<ReturnType<typeof loadSite>>["site"]["organisation"]["settings_financials"]>["payment"]>;
  /** The hotel's site in a language, with its payment and invoice settings changed as given. */
  async function site(
    lang: string,
    change: (financials: NonNullable<Awaited<ReturnType<typeof loadSite>>["site"]["organisation"]["settings_financials"]>) => void = () => {},
  ) {
    const loaded = structuredClone(await loadSite(routeArgs(new Request(`${HOTEL_SITE}/reservations/1?lang=${lang}`, { headers: onHotelSite() })), {}));
    change(loaded.site.organisation.settings_financials!);
    return loaded;
  }
  const textsOf = (methods: ReturnType<typeof instalmentMethods>) => Object.fromEntries(methods.map((method) => [method.method, method.details]));

  it("the hotel's methods it reports itself, each with its own instructions in the page's language (the account and phone they give not repeated)", async () => {
    const methods = instalmentMethods(await site("en"));
    expect(methods.map((method) => method.method)).toEqual(["bank", "custom", "revolut"]);
    expect(methods.find((method) => method.method === "custom")!.name).toBe("Pay at reception");
    expect(textsOf(methods)).toEqual({
      bank: [{ text: "Pay by bank transfer to RO66BTRLRONCRT0512345601 (Banca Transilvania), quoting your reservation number.", lang: null }],
      custom: [{ text: "Pay in cash or by card on arrival.", lang: null }],
      revolut: [{ text: "Send the amount with Revolut to +40 722 555 010.", lang: null }],
    });
  });

  it("instructions without the account or phone: ours follow them; the account written with spaces counts as given", async () => {
    const loaded = await site("en", (financials) => {
      const payment = financials.payment as Payment;
      payment.bank!.instructions = { ro: "Plătiți prin transfer bancar.", en: "Pay by bank transfer." };
      payment.revolut!.instructions = { ro: "Plătiți prin Revolut.", en: "Pay with Revolut." };
    });
    expect(textsOf(instalmentMethods(loaded))).toMatchObject({
      bank: [
        { text: "Pay by bank transfer.", lang: null },
        { text: "Account RO66BTRLRONCRT0512345601 Banca Transilvania", lang: null },
      ],
      revolut: [
        { text: "Pay with Revolut.", lang: null },
        { text: "Revolut: +40 722 555 010", lang: null },
      ],
    });
    const spaced = await site("en", (financials) => {
      (financials.payment as Payment).bank!.instructions = { ro: "Cont RO66 BTRL RONC RT05 1234 5601.", en: "Account RO66 BTRL RONC RT05 1234 5601." };
    });
    expect(textsOf(instalmentMethods(spaced)).bank).toEqual([{ text: "Account RO66 BTRL RONC RT05 1234 5601.", lang: null }]);
  });

  it("no instructions at all: only our words, the account without a bank name when the hotel gives none", async () => {
    const loaded = await site("en", (financials) => {
      const payment = financials.payment as Payment;
      payment.bank!.instructions = null;
      payment.revolut!.instructions = null;
      payment.custom!.instructions = null;
      delete financials.invoice!.bank_name;
    });
    expect(textsOf(instalmentMethods(loaded))).toEqual({
      bank: [{ text: "Account RO66BTRLRONCRT0512345601", lang: null }],
      custom: [],
      revolut: [{ text: "Revolut: +40 722 555 010", lang: null }],
    });
  });

  it("instructions in another language only: marked with it; a method switched off, or a hotel without payment settings, offers nothing", async () => {
    const italian = await site("it");
    expect(textsOf(instalmentMethods(italian)).custom).toEqual([{ text: "Pay in cash or by card on arrival.", lang: "en" }]);
    const noRevolut = await site("en", (financials) => {
      (financials.payment as Payment).revolut!.enabled = false;
    });
    expect(instalmentMethods(noRevolut).map((method) => method.method)).toEqual(["bank", "custom"]);
    // A hotel whose settings do not name a method at all (nor an invoice): the others, without failing.
    const unnamed = await site("en", (financials) => {
      delete (financials.payment as Partial<Payment>).revolut;
      delete (financials as { invoice?: unknown }).invoice;
    });
    expect(instalmentMethods(unnamed).map((method) => method.method)).toEqual(["bank", "custom"]);
    const bare = structuredClone(await site("en"));
    delete (bare.site.organisation as { settings_financials?: unknown }).settings_financials;
    expect(instalmentMethods(bare)).toEqual([]);
  });
});

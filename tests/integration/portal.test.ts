/**
 * The reservation portal through its own route modules against the mock PMS (pinned clock): the
 * look-up doors, what a page without a grant shows, and each change — validated, refused by status,
 * and sent to the PMS once however often it is posted. The proforma of an instalment: proforma.test.ts.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { captureInSandbox } from "../support/paypal";
import { appContext, grantedCookie, HOTEL_SITE, onHotelSite, PINNED_TODAY, type RouteAnswer as Answer, routeAnswer as run, useAppOnMock } from "./support";

const app = useAppOnMock();
let search: typeof import("~/routes/reservation-search");
let location: typeof import("~/routes/location.$locationId");
let page: typeof import("~/routes/reservations.$reservationId");

beforeAll(async () => {
  search = await import("~/routes/reservation-search");
  location = await import("~/routes/location.$locationId");
  page = await import("~/routes/reservations.$reservationId");
});

const PATCHES = "PATCH /api/reservations/{id}";
const calls = async () => (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;

const get = (path: string, cookie = "") => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite(cookie ? { Cookie: cookie } : {}) });
const post = (path: string, fields: Record<string, string>, cookie = "") =>
  new Request(`${HOTEL_SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) }),
  });
const cookieOf = (answer: Answer) => (answer.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
const context = (client = "198.51.100.10") => appContext({ clientAddress: client });

/** A session holding the grant of one reservation, through the look-up link. */
const grantFor = (id: number, email: string) => grantedCookie(id, email, "198.51.100.10");

const open = (id: number, cookie: string, query = "") =>
  run(() => page.loader({ request: get(`/reservations/${id}${query}`, cookie), params: { reservationId: String(id) }, context: context() }));
const change = (id: number, fields: Record<string, string>, cookie: string) =>
  run(() => page.action({ request: post(`/reservations/${id}`, fields, cookie), params: { reservationId: String(id) }, context: context() }));

describe("look-up", () => {
  it("by the form: a match answers 303 to the reservation, and the e-mail is in no address", async () => {
    const answer = await run(() =>
      search.action({ request: post("/reservation-search", { res: "100001", email: "Ana.Popescu@example.com" }), params: {}, context: context() }),
    );
    expect(answer).toMatchObject({ status: 303, location: "/reservations/100001" });
    expect(answer.location).not.toContain("@");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await open(100001, cookieOf(answer))).data.reservation).toMatchObject({ id: 100001, status: "Confirmed" });
  });

  it("by /location/:id?res=&email=: the same, at that location", async () => {
    const answer = await run(() =>
      location.loader({ request: get("/location/102?res=100002&email=ion.ionescu%40example.com"), params: { locationId: "102" }, context: context() }),
    );
    expect(answer).toMatchObject({ status: 303, location: "/reservations/100002" });
    const plain = await run(() => location.loader({ request: get("/location/102?lang=en"), params: { locationId: "102" }, context: context() }));
    expect(plain).toMatchObject({ status: 301, location: "/hotel/102?lang=en" });
  });

  it("a wrong code and a wrong e-mail answer the same status and the same page", async () => {
    const wrongCode = await run(() =>
      search.action({
        request: post("/reservation-search", { res: "100009", email: "ana.popescu@example.com" }),
        params: {},
        context: context("198.51.100.11"),
      }),
    );
    const wrongEmail = await run(() =>
      search.action({ request: post("/reservation-search", { res: "100001", email: "ana@example.com" }), params: {}, context: context("198.51.100.12") }),
    );
    const notACode = await run(() =>
      search.action({ request: post("/reservation-search", { res: "abc", email: "ana@example.com" }), params: {}, context: context("198.51.100.13") }),
    );
    for (const answer of [wrongCode, wrongEmail, notACode]) {
      expect(answer.status).toBe(404);
      expect(answer.data.problem).toEqual({ kind: "not-found" });
      expect(answer.headers.get("Set-Cookie")).toBeNull();
    }
  });
});

describe("the page without a grant", () => {
  it("answers 404 with no reservation data, also to a session holding another reservation's grant", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    for (const session of ["", cookie]) {
      const answer = await open(100002, session);
      expect(answer.status).toBe(404);
      expect(answer.data.reservation).toBeNull();
      expect(JSON.stringify(answer.data)).not.toContain("Ionescu");
    }
  });

  it("refuses every change without a grant, and sends nothing to the PMS", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const answer = await change(100002, { intent: "departure-time", departure_time: "10:00" }, cookie);
    expect(answer.status).toBe(404);
    expect((await calls())[PATCHES]).toBeUndefined();
  });
});

describe("changes", () => {
  it("shows a non-refundable booking's fee in money before cancelling", async () => {
    const cookie = await grantFor(100003, "maria.ionescu@example.com");
    const confirm = await open(100003, cookie, "?confirm=cancel");
    const reservation = confirm.data.reservation as { cancellationFee: number; total: number };
    expect(reservation.cancellationFee).toBeGreaterThan(0);
    expect(reservation.cancellationFee).toBeCloseTo(reservation.total, 2);
  });

  it("sets the arrival time while Confirmed; refuses a time that is not HH:MM, keeping what was typed", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const bad = await change(100001, { intent: "arrival-time", arrival_time: "25:99" }, cookie);
    expect(bad).toMatchObject({ status: 400, data: { errors: { arrival_time: "reservation.errors.time" }, typed: { arrival_time: "25:99" } } });
    const good = await change(100001, { intent: "arrival-time", arrival_time: "18:30" }, cookie);
    // Without JavaScript the answer opens at the form the guest used.
    expect(good).toMatchObject({ status: 303, location: "/reservations/100001#change-arrival-time" });
    expect(app.mock.world.reservations.get(100001)!.arrival_time).toBe("18:30");
  });

  it("refuses an arrival time once checked in, and a departure time before, without asking the PMS to change", async () => {
    const ion = await grantFor(100002, "ion.ionescu@example.com");
    expect(await change(100002, { intent: "arrival-time", arrival_time: "12:00" }, ion)).toMatchObject({
      status: 400,
      data: { errors: { arrival_time: "reservation.errors.arrivalClosed" } },
    });
    expect(await change(100002, { intent: "departure-time", departure_time: "10:00" }, ion)).toMatchObject({ status: 303 });
    const ana = await grantFor(100001, "ana.popescu@example.com");
    expect(await change(100001, { intent: "departure-time", departure_time: "10:00" }, ana)).toMatchObject({
      status: 400,
      data: { errors: { departure_time: "reservation.errors.departureClosed" } },
    });
    expect((await calls())[PATCHES]).toBe(1);
  });

  it("a payment reported twice reaches the PMS once", async () => {
    const cookie = await grantFor(100005, "carmen.garcia@example.com");
    const invoice = app.mock.world.reservations.get(100005)!.invoices![0]!;
    // The amount the page shows: all that falls due together by the app's day (docs/decisions/053).
    const shown = (await open(100005, cookie)).data.reservation as { account: { next: { amount: number } } };
    const report = { intent: "pay", payment_method: "bank", invoice_id: String(invoice.id), amount: String(shown.account.next.amount) };
    const [first, second] = [await change(100005, report, cookie), await change(100005, report, cookie)];
    expect(first.status).toBe(303);
    expect(second.status).toBe(303);
    expect((await calls())[PATCHES]).toBe(1);
    expect(app.mock.world.reservations.get(100005)!.financials.guest_preferences).toMatchObject({ status: "payed" });
    expect((await open(100005, cookie)).data.reservation).toMatchObject({
      paymentStatus: "payed",
      account: { state: "reported", next: null, actions: { card: false, paypal: false, report: null } },
    });
  });

  it("refuses a payment method the guest cannot report (a card) with a field error", async () => {
    const cookie = await grantFor(100003, "maria.ionescu@example.com");
    const answer = await change(100003, { intent: "pay", payment_method: "mobilpay", invoice_id: "1" }, cookie);
    expect(answer).toMatchObject({ status: 400, data: { errors: { payment_method: "reservation.errors.method" } } });
  });

  it("shows the fee before cancelling; a cancel posted twice (or at once) reaches the PMS once", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const confirm = await open(100001, cookie, "?confirm=cancel");
    expect(confirm.data.confirmCancel).toBe(true);
    // The fee shown is the PMS's figure for today; nothing has changed yet.
    const atPms = (await (
      await fetch(`${app.mock.url}/api/locations/101`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ reservation_id: 100001, email: "ana.popescu@example.com" }),
      })
    ).json()) as { cancellationFee: number };
    expect((confirm.data.reservation as { cancellationFee: number }).cancellationFee).toBe(atPms.cancellationFee);
    expect(app.mock.world.reservations.get(100001)!.status).toBe("Confirmed");

    const shown = { intent: "cancel", fee: String((confirm.data.reservation as { cancellationFee: number }).cancellationFee) };
    const answers = await Promise.all([change(100001, shown, cookie), change(100001, shown, cookie)]);
    expect(answers.map((answer) => answer.status)).toEqual([303, 303]);
    expect(await change(100001, shown, cookie)).toMatchObject({ status: 303 });
    expect((await calls())[PATCHES]).toBe(1);
    const after = await open(100001, cookie, "?confirm=cancel");
    expect(after.data.reservation).toMatchObject({ status: "Canceled", can: { cancel: false } });
    expect(after.data.confirmCancel).toBe(false);
  });
});

describe("card payment (mobilPay) through the provider and back", () => {
  for (const outcome of ["confirm", "decline"] as const) {
    it(`the provider's ${outcome}: the page it returns to says how it went`, async () => {
      const cookie = await grantFor(100003, "maria.ionescu@example.com");
      const invoice = app.mock.world.reservations.get(100003)!.invoices![0]!;
      const started = await change(100003, { intent: "card", invoice_id: String(invoice.id), amount: String(invoice.due_dates![0]!.amount) }, cookie);
      const card = started.data.card as { url: string; envKey: string; envData: string; amount: number };
      expect(card.url).toBe(`${app.mock.url}/__mock/mobilpay/pay`);
      expect(card.amount).toBeGreaterThan(0);

      const provider = await fetch(`${card.url}/${outcome}`, { method: "POST", body: new URLSearchParams({ env_data: card.envData }), redirect: "manual" });
      expect(provider.status).toBe(303);
      const back = new URL(provider.headers.get("location")!);
      expect(back.pathname + back.search).toBe("/reservations/100003?card=done");

      const page = await open(100003, cookie, back.search);
      const reservation = page.data.reservation as { instalments: { paid: boolean }[]; account: { cardErrors: { message: string; card: string }[] } };
      if (outcome === "confirm") {
        expect(page.data.cardReturn).toBe("paid");
        expect(reservation.instalments.every((instalment) => instalment.paid)).toBe(true);
        expect(page.data.reservation).toMatchObject({ account: { state: "paid", method: "mobilpay", releaseAt: null, cardErrors: [] } });
      } else {
        expect(page.data.cardReturn).toBe("failed");
        expect(reservation.instalments.some((instalment) => !instalment.paid)).toBe(true);
        expect(reservation.account.cardErrors).toEqual([{ message: "Card declined by the issuing bank", card: "4111********1111" }]);
      }
    });
  }

  it("refuses a card payment without a grant", async () => {
    expect((await change(100003, { intent: "card", invoice_id: "1" }, "")).status).toBe(404);
  });
});

describe("PayPal", () => {
  it("offers the next instalment in PayPal's currency times the hotel's multiplier, and records a capture once", async () => {
    const cookie = await grantFor(100004, "giulia.rossi@example.com");
    const page = await open(100004, cookie);
    const instalment = app.mock.world.reservations.get(100004)!.invoices![0]!.due_dates![0]!;
    const paypal = page.data.paypal as { amount: number; currency: string; invoiceId: number; sdkUrl: string };
    // RON → EUR at the fixed 0.2, times Carpathia's 1.03.
    expect(paypal).toMatchObject({ currency: "EUR", amount: Math.round(instalment.amount * 0.2 * 1.03 * 100) / 100 });
    // A PMS of its own (UPSTREAM_URL) and no PAYPAL_SDK_URL: PayPal's own SDK.
    expect(paypal.sdkUrl).toBe("https://www.paypal.com/sdk/js?client-id=sb-carpathia-demo-client&currency=EUR");

    // The guest pays in PayPal's sandbox exactly what the page asked for; the page reports the ids only.
    const paid = await captureInSandbox(app.mock.url, app.mock.world, 100004, { amount: paypal.amount, currency: paypal.currency });
    const capture = { intent: "paypal", invoice_id: String(paypal.invoiceId), order_id: paid.orderId, capture_id: paid.captureId };
    expect(await change(100004, capture, cookie)).toMatchObject({ status: 303 });
    expect(await change(100004, capture, cookie)).toMatchObject({ status: 303 });
    const payments = app.mock.world.reservations.get(100004)!.payments!.filter((payment) => payment.method === "paypal");
    expect(payments).toHaveLength(1);
    const after = await open(100004, cookie);
    expect(after.data.paypal).toBeNull();
    // One account: paid in full, by PayPal, nothing left to press, no warning of a release.
    expect(after.data.reservation).toMatchObject({
      paymentMethod: "PayPal",
      account: { state: "paid", method: "paypal", outstanding: 0, next: null, releaseAt: null, actions: { card: false, paypal: false, report: null } },
    });
  });

  it("refuses a capture PayPal did not complete: nothing paid, and the guest is told so", async () => {
    const cookie = await grantFor(100004, "giulia.rossi@example.com");
    const held = await captureInSandbox(app.mock.url, app.mock.world, 100004, { captureStatus: "PENDING" });
    const answer = await change(
      100004,
      { intent: "paypal", invoice_id: String(held.due.invoiceId), order_id: held.orderId, capture_id: held.captureId },
      cookie,
    );
    expect(answer).toMatchObject({ status: 400, data: { errors: { intent: "reservation.errors.paypalUnverified" } } });
    expect(app.mock.world.reservations.get(100004)!.payments!.some((payment) => payment.method === "paypal")).toBe(false);
  });
});

describe("one account of money on the page", () => {
  // The page reads the clock; the mock's world is pinned to PINNED_TODAY: the same morning for both.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(`${PINNED_TODAY}T07:00:00Z`));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('offers only the way the guest chose: card to a card guest, "I have paid" by transfer to a transfer guest, PayPal to a PayPal guest', async () => {
    const card = await open(100003, await grantFor(100003, "maria.ionescu@example.com"));
    expect(card.data.reservation).toMatchObject({ account: { state: "due", actions: { card: true, paypal: false, report: null } } });
    expect(card.data.paypal).toBeNull();
    const bank = await open(100005, await grantFor(100005, "carmen.garcia@example.com"));
    expect(bank.data.reservation).toMatchObject({
      paymentMethod: "Transfer bancar",
      account: { state: "due", actions: { card: false, paypal: false, report: "bank" } },
    });
    expect(bank.data.paypal).toBeNull();
    const paypal = await open(100004, await grantFor(100004, "giulia.rossi@example.com"));
    expect(paypal.data.reservation).toMatchObject({ account: { actions: { card: false, paypal: true, report: null } } });
    expect(paypal.data.paypal).not.toBeNull();
  });

  it("a transfer booked today: the deposit due on the proforma's date, the release as the reservation's own deadline", async () => {
    const bank = (await open(100005, await grantFor(100005, "carmen.garcia@example.com"))).data.reservation as {
      account: { releaseAt: string | null; next: { dueDate: string; amount: number; total: number } };
      instalments: Array<{ dueDate: string; urgent: boolean; proforma: boolean }>;
    };
    const held = app.mock.world.reservations.get(100005)!;
    const release = held.financials.guest_preferences!.cancellation_time!;
    const deposit = held.invoices![0]!.due_dates![0]!;
    expect(bank.account.releaseAt).toBe(release);
    expect(bank.account.next).toMatchObject({ dueDate: deposit.due_date, amount: deposit.amount, total: deposit.amount });
    // The instalment list says the proforma's date, today's, and urges it; the release is no instalment's date.
    expect(bank.instalments[0]).toMatchObject({ dueDate: PINNED_TODAY, urgent: true, proforma: true });
    expect(JSON.stringify(bank.instalments)).not.toContain(release);
  });

  it("a deposit paid days ago: no warning of a release already past", async () => {
    const ana = (await open(100001, await grantFor(100001, "ana.popescu@example.com"))).data.reservation as {
      account: { state: string; releaseAt: string | null; paid: number };
    };
    expect(ana.account).toMatchObject({ state: "due", releaseAt: null });
    expect(ana.account.paid).toBeGreaterThan(0);
  });

  it("cancelled: the fee charged, what was paid and what comes back; no calendar file offered", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const deposit = app.mock.world.reservations.get(100001)!.invoices![0]!.due_dates![0]!.amount;
    expect(await change(100001, { intent: "cancel", fee: "0" }, cookie)).toMatchObject({ status: 303, location: "/reservations/100001#payment" });
    const cancelled = await open(100001, cookie);
    expect(cancelled.data.reservation).toMatchObject({
      status: "Canceled",
      can: { calendar: false },
      account: {
        state: "cancelled",
        next: null,
        actions: { card: false, paypal: false, report: null },
        cancellation: { fee: 0, paid: deposit, toPay: 0, toRefund: deposit },
      },
    });
  });

  it("a change saved in place (a page running JavaScript) is answered where the guest is, not by a redirect", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    expect(await change(100001, { intent: "note", note: "Quiet room, please", in_place: "1" }, cookie)).toMatchObject({
      status: 200,
      data: { saved: "reservation.saved" },
    });
    expect(app.mock.world.reservations.get(100001)!.note).toBe("Quiet room, please");
    expect(await change(100001, { intent: "arrival-time", arrival_time: "7 pm", in_place: "1" }, cookie)).toMatchObject({
      status: 400,
      data: { errors: { arrival_time: "reservation.errors.time" } },
    });
  });
});

// Last: the limiter's counts live as long as the process.
describe("look-up limits", () => {
  it("past the limit: 429 with Retry-After, even with the right e-mail", async () => {
    for (let guess = 0; guess < 5; guess += 1) {
      await run(() =>
        search.action({
          request: post("/reservation-search", { res: "100002", email: `guess${guess}@example.com` }),
          params: {},
          context: context(`203.0.113.${guess}`),
        }),
      );
    }
    const right = await run(() =>
      search.loader({ request: get("/reservation-search?res=100002&email=ion.ionescu%40example.com"), params: {}, context: context("203.0.113.99") }),
    );
    expect(right.status).toBe(429);
    expect(Number(right.headers.get("Retry-After"))).toBeGreaterThan(60);
    expect(right.data.problem).toMatchObject({ kind: "limited", minutes: 15 });
  });
});

describe("the hotel's names in every language", () => {
  it("an Italian page names the room, rate and meal in English, marked as English, never '—'", async () => {
    const giulia = (await open(100004, await grantFor(100004, "giulia.rossi@example.com"), "?lang=it")).data.reservation;
    expect(giulia).toMatchObject({
      rooms: [{ name: "Twin room", lang: "en", count: 1 }],
      ratePlan: { text: "Non-refundable", lang: "en" },
      meal: { text: "Bed and breakfast", lang: "en" },
    });
    const ana = (await open(100001, await grantFor(100001, "ana.popescu@example.com"))).data.reservation;
    // In the hotel's own language nothing is marked.
    expect(ana).toMatchObject({ ratePlan: { text: "Flexibil", lang: null } });
  });
});

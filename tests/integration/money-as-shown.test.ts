/**
 * Money only as the guest was shown it, and only on the provider's word (docs/security.md, docs/decisions/021): a PayPal
 * capture the PMS cannot verify marks nothing paid; a cancellation fee or an amount that changed
 * between the page and the post is not charged but shown again; changes are refused on a
 * cancelled reservation before the PMS is asked; and a change shared with one in flight is
 * answered only after the caller's own grant is checked.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays } from "../../mocks/dates";
import { captureInSandbox } from "../support/paypal";
import { appContext, grantedCookie, HOTEL_SITE, onHotelSite, PINNED_TODAY, type RouteAnswer, routeAnswer as run, testBff, useAppOnMock } from "./support";

const app = useAppOnMock();
let page: typeof import("~/routes/reservations.$reservationId");

beforeAll(async () => {
  page = await import("~/routes/reservations.$reservationId");
});

const PATCHES = "PATCH /api/reservations/{id}";
const PREPS = "GET /api/mobilpay/payment-prep";
const LOOK_UPS = "POST /api/locations/{location}";
const calls = async (endpoint: string) => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[endpoint] ?? 0;
const control = (path: string, body: unknown) =>
  fetch(`${app.mock.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const moveClock = (today: string) => control("/__mock/clock", { today });

afterEach(async () => {
  await moveClock(PINNED_TODAY);
});

const get = (path: string, cookie = "") => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite(cookie ? { Cookie: cookie } : {}) });
const post = (path: string, fields: Record<string, string>, cookie = "") =>
  new Request(`${HOTEL_SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) }),
  });

const grantFor = (id: number, email: string) => grantedCookie(id, email, "198.51.100.20");
const open = (id: number, cookie: string, query = "") =>
  run(() => page.loader({ request: get(`/reservations/${id}${query}`, cookie), params: { reservationId: String(id) }, context: appContext() }));
const change = (id: number, fields: Record<string, string>, cookie: string) =>
  run(() => page.action({ request: post(`/reservations/${id}`, fields, cookie), params: { reservationId: String(id) }, context: appContext() }));
const reservation = (id: number) => app.mock.world.reservations.get(id)!;
const feeOf = (answer: RouteAnswer) => (answer.data.reservation as { cancellationFee: number }).cancellationFee;

describe("a PayPal payment only on PayPal's word", () => {
  it("a made-up capture id with capture_status=COMPLETED is refused, nothing is paid and the reservation stays New", async () => {
    const cookie = await grantFor(100003, "maria.ionescu@example.com");
    const invoiceId = String(reservation(100003).invoices![0]!.id);
    const forged = {
      intent: "paypal",
      invoice_id: invoiceId,
      order_id: "ORDER-FORGED",
      capture_id: "CAPTURE-FORGED",
      capture_status: "COMPLETED",
      amount: "0.01",
    };
    const answer = await change(100003, forged, cookie);
    expect(answer).toMatchObject({ status: 400, data: { errors: { intent: "reservation.errors.paypalUnverified" } } });
    expect(reservation(100003).status).toBe("New");
    expect(reservation(100003).payments ?? []).toEqual([]);
    expect((await open(100003, cookie)).data.reservation).toMatchObject({ instalments: [{ paid: false }] });
  });

  it("a real capture of less than the page asked for is refused; the one asked for is recorded", async () => {
    const cookie = await grantFor(100004, "giulia.rossi@example.com");
    const shown = (await open(100004, cookie)).data.paypal as { amount: number; invoiceId: number };
    const cheap = await captureInSandbox(app.mock.url, app.mock.world, 100004, { amount: shown.amount - 10 });
    expect(
      await change(100004, { intent: "paypal", invoice_id: String(shown.invoiceId), order_id: cheap.orderId, capture_id: cheap.captureId }, cookie),
    ).toMatchObject({ status: 400 });
    expect(reservation(100004).payments ?? []).toEqual([]);
    const full = await captureInSandbox(app.mock.url, app.mock.world, 100004);
    expect(
      await change(100004, { intent: "paypal", invoice_id: String(shown.invoiceId), order_id: full.orderId, capture_id: full.captureId }, cookie),
    ).toMatchObject({ status: 303 });
    expect(reservation(100004)).toMatchObject({
      status: "Confirmed",
      payments: [{ method: "paypal", amount: reservation(100004).invoices![0]!.due_dates![0]!.amount }],
    });
  });
});

describe("PayPal's buttons and what the PMS answers of a capture", () => {
  const CAPTURED = "POST /api/paypal/captured";
  const carpathia = () => app.mock.world.organisations.find((org) => org.slug === "carpathia-ro")!;
  /** A capture of what Giulia's page asked PayPal for, reported as her buttons report it. */
  const report = async (cookie: string) => {
    const shown = (await open(100004, cookie)).data.paypal as { invoiceId: number };
    const captured = await captureInSandbox(app.mock.url, app.mock.world, 100004);
    return change(100004, { intent: "paypal", invoice_id: String(shown.invoiceId), order_id: captured.orderId, capture_id: captured.captureId }, cookie);
  };

  it("the buttons load PayPal's SDK for the hotel's client id and the currency charged", async () => {
    const cookie = await grantFor(100004, "giulia.rossi@example.com");
    const paypal = (await open(100004, cookie)).data.paypal as { sdkUrl: string; currency: string; invoiceId: number };
    const sdk = new URL(paypal.sdkUrl);
    expect([sdk.searchParams.get("client-id"), sdk.searchParams.get("currency")]).toEqual(["sb-carpathia-demo-client", "EUR"]);
    expect(paypal).toMatchObject({ currency: "EUR", invoiceId: reservation(100004).invoices![0]!.id });
  });

  it("no buttons where the hotel switched PayPal off, has no client id for it, or the stay is cancelled", async () => {
    const cookie = await grantFor(100004, "giulia.rossi@example.com");
    const paypal = carpathia().profile.settings_financials!.payment!.paypal!;
    const clientId = paypal.client_id;
    // The mock's world is replaced before the next test; the BFF's cached organisation is dropped after each edit.
    try {
      for (const edit of [() => (paypal.enabled = false), () => ((paypal.enabled = true), (paypal.client_id = null))]) {
        edit();
        testBff().cache.clear();
        expect((await open(100004, cookie)).data.paypal).toBeNull();
      }
      paypal.client_id = clientId;
      testBff().cache.clear();
      reservation(100004).status = "Canceled";
      expect((await open(100004, cookie)).data.paypal ?? null).toBeNull();
    } finally {
      testBff().cache.clear();
    }
  });

  it("the same capture reported twice (another tab) is thanked for once more, and recorded once", async () => {
    const cookie = await grantFor(100004, "giulia.rossi@example.com");
    const shown = (await open(100004, cookie)).data.paypal as { invoiceId: number };
    const captured = await captureInSandbox(app.mock.url, app.mock.world, 100004);
    const fields = { intent: "paypal", invoice_id: String(shown.invoiceId), order_id: captured.orderId, capture_id: captured.captureId };
    expect(await change(100004, fields, cookie)).toMatchObject({ status: 303 });
    expect(await change(100004, fields, cookie)).toMatchObject({ status: 303 });
    expect(reservation(100004).payments).toHaveLength(1);
    // An invoice the stay does not owe is no capture to thank for.
    expect(await change(100004, { ...fields, invoice_id: String(shown.invoiceId + 1) }, cookie)).toMatchObject({ status: 400 });
  });

  it("the PMS saying it is paid already thanks the guest; cancelled, closes; another refusal in its words; failing, without words", async () => {
    const cookie = await grantFor(100004, "giulia.rossi@example.com");
    const refusing = (status: number, code: string | null, message: string) =>
      control("/__mock/faults", { error_rate: 1, status, code, message, endpoints: [CAPTURED] });
    await refusing(409, "already_paid", "Already paid");
    expect(await report(cookie)).toMatchObject({ status: 303 });
    await refusing(409, "reservation_cancelled", "Cancelled");
    expect(await report(cookie)).toMatchObject({ status: 400, data: { errors: { intent: "reservation.errors.cancelClosed" } } });
    await refusing(422, null, "Plata PayPal nu a putut fi înregistrată");
    expect(await report(cookie)).toMatchObject({ status: 422, data: { failure: { text: "Plata PayPal nu a putut fi înregistrată" } } });
    await refusing(500, null, "Internal error");
    expect(await report(cookie)).toMatchObject({ status: 503, data: { failure: { text: null } } });
    expect(reservation(100004).payments ?? []).toEqual([]);
  });
});

describe("a cancellation fee only as shown", () => {
  it("the fee window opens between the confirmation and the post: nothing is cancelled, the new fee is shown and asked again", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const confirmation = await open(100001, cookie, "?confirm=cancel");
    expect(feeOf(confirmation)).toBe(0);
    // Six days before arrival: the flexible plan's 100 % fee applies from now on.
    await moveClock(addDays(reservation(100001).day_from, -6));

    const refused = await change(100001, { intent: "cancel", fee: String(feeOf(confirmation)) }, cookie);
    expect(refused).toMatchObject({ status: 409, data: { errors: { intent: "reservation.errors.feeChanged" }, confirmCancel: true } });
    expect(reservation(100001).status).toBe("Confirmed");
    expect(await calls(PATCHES)).toBe(0);

    const again = await open(100001, cookie, "?confirm=cancel");
    const newFee = feeOf(again);
    expect(newFee).toBe(reservation(100001).financials.rate.price);
    expect(await change(100001, { intent: "cancel", fee: String(newFee) }, cookie)).toMatchObject({ status: 303 });
    expect(reservation(100001)).toMatchObject({ status: "Canceled", cancellationFee: newFee });
  });

  it("a cancel form without the fee (an old page, a hand-made post) cancels nothing", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    expect(await change(100001, { intent: "cancel" }, cookie)).toMatchObject({ status: 409, data: { confirmCancel: true } });
    expect(reservation(100001).status).toBe("Confirmed");
  });

  it("the fee changes at the PMS after our check but before its PATCH: the PMS refuses, nothing is cancelled, the guest is asked again", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const shown = feeOf(await open(100001, cookie, "?confirm=cancel"));
    await control("/__mock/faults", { latency_ms: 1_500, endpoints: [PATCHES] });
    const posting = change(100001, { intent: "cancel", fee: String(shown) }, cookie);
    // The PATCH has reached the PMS (counted on arrival) and waits there: now the fee window opens.
    await vi.waitFor(async () => expect(await calls(PATCHES)).toBe(1), { timeout: 5_000, interval: 20 });
    await moveClock(addDays(reservation(100001).day_from, -6));
    expect(await posting).toMatchObject({ status: 409, data: { errors: { intent: "reservation.errors.feeChanged" }, confirmCancel: true } });
    expect(await calls(PATCHES)).toBe(1);
    expect(reservation(100001).status).toBe("Confirmed");
  });
});

describe("an amount only as shown", () => {
  it('"I have paid" with an amount that is no longer due is refused before the PMS is asked', async () => {
    const cookie = await grantFor(100003, "maria.ionescu@example.com");
    const invoice = reservation(100003).invoices![0]!;
    const answer = await change(
      100003,
      { intent: "pay", payment_method: "bank", invoice_id: String(invoice.id), amount: String(invoice.due_dates![0]!.amount - 50) },
      cookie,
    );
    expect(answer).toMatchObject({ status: 400, data: { errors: { intent: "reservation.errors.amountChanged" } } });
    expect(await calls(PATCHES)).toBe(0);
    expect(reservation(100003).financials.guest_preferences?.status).not.toBe("payed");
  });

  it("a card payment for another amount than the button showed is not started", async () => {
    const cookie = await grantFor(100003, "maria.ionescu@example.com");
    const invoice = reservation(100003).invoices![0]!;
    const answer = await change(100003, { intent: "card", invoice_id: String(invoice.id), amount: String(invoice.due_dates![0]!.amount + 1) }, cookie);
    expect(answer).toMatchObject({ status: 400, data: { errors: { intent: "reservation.errors.amountChanged" } } });
    expect(await calls(PREPS)).toBe(0);
  });
});

describe("a card payment started only while it can be paid as shown", () => {
  /** The card button's post for Maria's stay, as its page showed it. */
  const cardPost = async (overrides: Record<string, string> = {}) => {
    const cookie = await grantFor(100003, "maria.ionescu@example.com");
    const invoice = reservation(100003).invoices![0]!;
    return change(100003, { intent: "card", invoice_id: String(invoice.id), amount: String(invoice.due_dates![0]!.amount), ...overrides }, cookie);
  };

  it("as shown, the provider's form is prepared for exactly that amount, for the stay's guest", async () => {
    const answer = await cardPost();
    const stay = reservation(100003);
    expect(answer).toMatchObject({ status: 200, data: { card: { amount: stay.invoices![0]!.due_dates![0]!.amount, currency: "RON" } } });
    expect(await calls(PREPS)).toBe(1);
    // What the provider is handed: this stay, its invoice and its guest (the PMS takes whom the call names).
    const envelope = JSON.parse(Buffer.from((answer.data as { card: { envData: string } }).card.envData, "base64").toString("utf8")) as Record<string, unknown>;
    expect(envelope).toMatchObject({ reservation_id: 100003, invoice_id: Number(stay.invoices![0]!.id), org_guest_id: stay.org_guest_id });
    expect(stay.org_guest_id).toEqual(expect.any(Number));
  });

  it("the hotel stopped taking cards since the page was shown: not started, and the stay not even read for it", async () => {
    const hotel = app.mock.world.organisations.find((org) => org.slug === "carpathia-ro")!;
    hotel.profile.settings_financials!.payment!.mobilpay!.enabled = false;
    testBff().cache.clear();
    try {
      const cookie = await grantFor(100003, "maria.ionescu@example.com");
      const invoice = reservation(100003).invoices![0]!;
      const lookUps = await calls(LOOK_UPS);
      const answer = await change(100003, { intent: "card", invoice_id: String(invoice.id), amount: String(invoice.due_dates![0]!.amount) }, cookie);
      expect(answer).toMatchObject({ status: 400, data: { errors: { intent: "reservation.errors.method" } } });
      expect(await calls(LOOK_UPS)).toBe(lookUps);
      expect(await calls(PREPS)).toBe(0);
    } finally {
      testBff().cache.clear();
    }
  });

  it("another invoice than the one due, or a stay cancelled since: not started", async () => {
    const invoiceId = reservation(100003).invoices![0]!.id;
    expect(await cardPost({ invoice_id: String(Number(invoiceId) + 1) })).toMatchObject({
      status: 400,
      data: { errors: { intent: "reservation.errors.amountChanged" } },
    });
    reservation(100003).status = "Canceled";
    expect(await cardPost()).toMatchObject({ status: 400, data: { errors: { intent: "reservation.errors.cancelClosed" } } });
    expect(await calls(PREPS)).toBe(0);
  });

  it("an amount that is no amount, or none at all: not started", async () => {
    for (const amount of ["abc", ""]) {
      expect(await cardPost({ amount })).toMatchObject({ status: 400, data: { errors: { intent: "reservation.errors.amountChanged" } } });
    }
    expect(await calls(PREPS)).toBe(0);
  });

  it("a hotel with no card settings at all: not started, and no error of our own", async () => {
    const hotel = app.mock.world.organisations.find((org) => org.slug === "carpathia-ro")!;
    const cards = hotel.profile.settings_financials!.payment!.mobilpay;
    delete hotel.profile.settings_financials!.payment!.mobilpay;
    testBff().cache.clear();
    try {
      expect(await cardPost()).toMatchObject({ status: 400, data: { errors: { intent: "reservation.errors.method" } } });
      expect(await calls(PREPS)).toBe(0);
    } finally {
      hotel.profile.settings_financials!.payment!.mobilpay = cards;
      testBff().cache.clear();
    }
  });

  it("the reservation read fresh before it: the PMS not answering is a 503; the stay no longer under the guest's e-mail, a 404", async () => {
    const cookie = await grantFor(100003, "maria.ionescu@example.com");
    const invoice = reservation(100003).invoices![0]!;
    const post = () => change(100003, { intent: "card", invoice_id: String(invoice.id), amount: String(invoice.due_dates![0]!.amount) }, cookie);
    await control("/__mock/faults", { error_rate: 1, status: 503, endpoints: ["POST /api/locations/{location}"] });
    expect(await post()).toMatchObject({ status: 503, data: { failure: { action: "card", text: null } } });
    await control("/__mock/faults", { error_rate: 0 });
    // The hotel corrected the guest's e-mail at the desk: the grant made with the old one opens nothing.
    reservation(100003).email = "maria.new@example.com";
    expect((await post()).status).toBe(404);
    expect(await calls(PREPS)).toBe(0);
  });

  it("the PMS refusing to prepare it is said in its words (422); the PMS failing, without words (503)", async () => {
    await control("/__mock/faults", { error_rate: 1, status: 409, endpoints: [PREPS], message: "Plata cu cardul nu este disponibilă acum" });
    expect(await cardPost()).toMatchObject({ status: 422, data: { failure: { action: "card", text: "Plata cu cardul nu este disponibilă acum" } } });
    await control("/__mock/faults", { error_rate: 1, status: 500, endpoints: [PREPS], message: "Internal error" });
    expect(await cardPost()).toMatchObject({ status: 503, data: { failure: { action: "card", text: null } } });
  });
});

describe("changes a cancelled reservation and a borrowed grant cannot make", () => {
  it("a note on a cancelled reservation is refused before the PMS is asked, and nothing is stored", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const fee = feeOf(await open(100001, cookie));
    expect(await change(100001, { intent: "cancel", fee: String(fee) }, cookie)).toMatchObject({ status: 303 });
    const patches = await calls(PATCHES);
    const note = await change(100001, { intent: "note", note: "Please keep the room after all" }, cookie);
    expect(note).toMatchObject({ status: 400, data: { errors: { intent: "reservation.errors.cancelClosed" } } });
    expect(await calls(PATCHES)).toBe(patches);
    expect(reservation(100001).note).not.toBe("Please keep the room after all");
  });

  it("the same change posted at once from a session without the grant is refused, not handed the other's answer", async () => {
    const granted = await grantFor(100001, "ana.popescu@example.com");
    const otherGuest = await grantFor(100003, "maria.ionescu@example.com");
    await control("/__mock/faults", { latency_ms: 300, endpoints: [PATCHES] });
    const form = { intent: "note", note: "Arriving by train" };
    const [own, borrowed, none] = await Promise.all([change(100001, form, granted), change(100001, form, otherGuest), change(100001, form, "")]);
    expect(own.status).toBe(303);
    expect(borrowed.status).toBe(404);
    expect(none.status).toBe(404);
    expect(await calls(PATCHES)).toBe(1);
  });
});

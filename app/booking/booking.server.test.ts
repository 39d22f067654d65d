/**
 * booking.server.ts on its own, against the mock PMS (the hotel's today): what the booking action
 * answers and books for a choice its address does not name or the offer does not have, the rate
 * plan chosen, a blank shown price, a failed sign-in, the PMS's refusals that send the guest back to
 * choose (the next form keeps what was typed), a form posted from a new session, and what the
 * operator counts for each outcome (bff_bookings_total). The search and exactly-once stories:
 * tests/integration/booking.test.ts.
 */
import { fromZonedTime } from "date-fns-tz";
import { beforeAll, describe, expect, it } from "vitest";
import { seriesValue } from "../../bff/testing";
import { useLeadTimes } from "../../tests/integration/lead-times";
import { captureAppLogs, routeArgs, testBff, useAppOnMock } from "../../tests/integration/support";

const app = useAppOnMock();
useLeadTimes(app, { "carpathia-ro": { mobilpay: 24, paypal: 48, revolut: 48, bank: 72, custom: 0 } });
let booking: typeof import("./booking.server");
let bookingPage: typeof import("./booking-page.server");
let site: typeof import("~/site/site.server");
beforeAll(async () => {
  booking = await import("./booking.server");
  bookingPage = await import("./booking-page.server");
  site = await import("~/site/site.server");
});

const BOOKINGS = "POST /api/reservations";
const today = () => app.mock.world.today;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const noonToday = () => fromZonedTime(`${today()}T12:00:00`, "Europe/Bucharest");
const bookings = async () => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[BOOKINGS] ?? 0;
const fault = (body: Record<string, unknown>) =>
  fetch(`${app.mock.url}/__mock/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const cookieOf = (setCookie: string | null | undefined): string => (setCookie ?? "").split(";")[0] ?? "";
const counted = async (outcome: string) => (await seriesValue(testBff().metrics.registry.metrics(), `bff_bookings_total{outcome="${outcome}"}`)) ?? 0;

let nextDay = 20;
/** A choice at Brașov on days of its own (each test books other nights). */
const choice = (extra: Record<string, string> = {}) => {
  const from = addDays(today(), (nextDay += 3));
  return { day_from: from, day_to: addDays(from, 2), adults: "2", location: "101", room_types: "1011:1", rate_plan_id: "11", meal_id: "1", ...extra };
};
const details = (fields: Record<string, string> = {}) => ({
  first_name: "Ana",
  last_name: "Popescu",
  phone: "+40 722 000 111",
  email: "ana.test@example.org",
  terms: "on",
  payment_method: "mobilpay",
  ...fields,
});

async function openPage(query: Record<string, string>, cookie?: string) {
  const request = new Request(`http://localhost/reservation-new?${new URLSearchParams(query)}`, { headers: cookie ? { Cookie: cookie } : {} });
  return bookingPage.loadBookingPage(routeArgs(request), await site.loadSite(routeArgs(request)), noonToday());
}
async function post(query: Record<string, string>, fields: Record<string, string>, cookie: string) {
  const url = `http://localhost/reservation-new?${new URLSearchParams(query)}`;
  const loaded = await site.loadSite(routeArgs(new Request(url)));
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
  });
  return booking.bookChoice(routeArgs(request), loaded, (path) => path, { now: noonToday() });
}
/** The form's page for a choice: its key and the session's cookie. */
async function form(query: Record<string, string>) {
  const page = await openPage(query);
  return { key: page.page.choice!.idempotencyKey, cookie: cookieOf(page.setCookie) };
}
const bookedId = (result: Awaited<ReturnType<typeof post>>) => Number(result.kind === "booked" ? /\/reservations\/(\d+)/.exec(result.redirectTo)?.[1] : NaN);

describe("a choice the address does not name, or the offer does not have", () => {
  it("no rooms, no rate plan or a search that does not parse: the choice is gone, nothing booked", async () => {
    const query = choice();
    const { key, cookie } = await form(query);
    const without = (name: string) => Object.fromEntries(Object.entries(query).filter(([field]) => field !== name));
    for (const broken of [without("room_types"), without("rate_plan_id"), { ...query, day_to: "not-a-date" }]) {
      expect(await post(broken, details({ idempotency_key: key }), cookie)).toMatchObject({
        kind: "form",
        status: 400,
        data: { formError: { key: "booking.errors.choiceGone" } },
      });
    }
    expect(await bookings()).toBe(0);
  });

  it("a rate plan or a meal the offer does not have: told it is gone, nothing booked; the rate plan chosen is the one booked", async () => {
    const query = choice();
    const { key, cookie } = await form(query);
    for (const missing of [
      { ...query, rate_plan_id: "999" },
      { ...query, meal_id: "999" },
    ]) {
      expect(await post(missing, details({ idempotency_key: key }), cookie)).toMatchObject({
        kind: "form",
        status: 409,
        data: { formError: { key: "booking.errors.noAvailability" } },
      });
    }
    expect(await bookings()).toBe(0);
    const second = { ...query, rate_plan_id: "12" };
    const secondForm = await form(second);
    const result = await post(second, details({ idempotency_key: secondForm.key }), secondForm.cookie);
    expect(result.kind).toBe("booked");
    expect(app.mock.world.reservations.get(bookedId(result))!.financials.rate_plan_id).toBe(12);
  });

  it("a form that showed no price (blank or spaces) books at the PMS's price", async () => {
    for (const shown of ["", "  "]) {
      const query = choice();
      const { key, cookie } = await form(query);
      expect((await post(query, details({ idempotency_key: key, shown_price: shown }), cookie)).kind).toBe("booked");
    }
    expect(await bookings()).toBe(2);
  });
});

describe("signing in on the way", () => {
  it("a failed sign-in asks again with what was typed, never the password or the intent; a sign-in returns to the same offer's address", async () => {
    const query = choice();
    const { key, cookie } = await form(query);
    const typed = details({ email: "guest@example.com", first_name: "Gigi", idempotency_key: key });
    const wrong = await post(query, { ...typed, intent: "sign-in", password: "nope" }, cookie);
    expect(wrong).toMatchObject({ kind: "form", status: 401, data: { guestState: "exists", signInFailed: "invalid" } });
    const echoed = wrong.kind === "form" ? wrong.data.lastResult.initialValue : null;
    expect(echoed).toMatchObject({ first_name: "Gigi", email: "guest@example.com" });
    expect(echoed).not.toHaveProperty("password");
    expect(echoed).not.toHaveProperty("intent");
    const signedIn = await post(query, { ...typed, intent: "sign-in", password: "guest-pass-1" }, cookie);
    expect(signedIn).toMatchObject({ kind: "redirect", redirectTo: `/reservation-new?${new URLSearchParams(query)}` });
  });
});

describe("the PMS's refusals that send the guest back to choose", () => {
  it.each(["no_availability", "capacity"])("%s: the next form comes back with what was typed; a lead-time refusal keeps this form", async (code) => {
    const query = choice();
    const { key, cookie } = await form(query);
    await fault({ error_rate: 1, status: 422, message: "Refused", code, endpoints: [BOOKINGS] });
    const refused = await post(query, details({ first_name: "Sorin", idempotency_key: key }), cookie);
    expect(refused).toMatchObject({ kind: "form", status: 422 });
    await fault({ error_rate: 0 });
    const next = await openPage({ ...query, room_types: "1012:1" }, cookieOf(refused.kind === "form" ? refused.setCookie : null));
    expect(next.page.choice?.typed).toMatchObject({ first_name: "Sorin" });

    const other = choice();
    const otherForm = await form(other);
    await fault({ error_rate: 1, status: 422, message: "Too close", code: "lead_time", endpoints: [BOOKINGS] });
    const tooClose = await post(other, details({ idempotency_key: otherForm.key }), otherForm.cookie);
    expect(tooClose).toMatchObject({ kind: "form", status: 422, data: { formError: { key: "booking.errors.leadTime" } } });
    expect(tooClose.kind === "form" && tooClose.setCookie).toBeFalsy();
    // Only a capacity refusal offers a search with more rooms.
    expect(tooClose.kind === "form" && tooClose.data.formError).not.toHaveProperty("moreRooms");
  });

  it("capacity at the most rooms a search may ask (3): told so, without a link to a search of more rooms than it allows", async () => {
    const query = choice({ adults: "3", rooms: "3", room_types: "1011:3" });
    const { key, cookie } = await form(query);
    await fault({ error_rate: 1, status: 422, message: "Refused", code: "capacity", endpoints: [BOOKINGS] });
    const refused = await post(query, details({ idempotency_key: key }), cookie);
    await fault({ error_rate: 0 });
    expect(refused).toMatchObject({ kind: "form", status: 422, data: { formError: { key: "booking.errors.capacity" } } });
    expect(refused.kind === "form" && refused.data.formError).not.toHaveProperty("moreRooms");
  });
});

describe("the PMS's other refusals and failures", () => {
  it.each([
    ["min_stay", { min_nights: 3 }, { key: "booking.errors.minStay", values: { count: 3 } }],
    ["max_stay", { max_nights: 14 }, { key: "booking.errors.maxStay", values: { count: 14 } }],
  ])("%s: said with the PMS's limit, and the next form comes back with what was typed", async (code, fields, formError) => {
    const query = choice();
    const { key, cookie } = await form(query);
    await fault({ error_rate: 1, status: 422, message: "Refused", code, fields, endpoints: [BOOKINGS] });
    const refused = await post(query, details({ first_name: "Sorin", idempotency_key: key }), cookie);
    await fault({ error_rate: 0 });
    expect(refused).toMatchObject({ kind: "form", status: 422, data: { formError } });
    const next = await openPage({ ...query, room_types: "1012:1" }, cookieOf(refused.kind === "form" ? refused.setCookie : null));
    expect(next.page.choice?.typed).toMatchObject({ first_name: "Sorin" });
  });

  it("the hotel raised its minimum stay since the form was shown (the search answers a minimum, not offers): the choice is gone, nothing booked, what was typed kept", async () => {
    const query = choice();
    const { key, cookie } = await form(query);
    for (const plan of app.mock.world.ratePlans) for (const rate of plan.rates) rate.restriction_reservation_los_min = 5;
    const refused = await post(query, details({ first_name: "Sorin", idempotency_key: key }), cookie);
    expect(refused).toMatchObject({ kind: "form", status: 409, data: { formError: { key: "booking.errors.noAvailability" } } });
    expect(refused.kind === "form" && refused.data.lastResult.initialValue).toMatchObject({ first_name: "Sorin" });
    expect(await bookings()).toBe(0);
  });

  it("a refusal without a code the BFF knows: the PMS's own words, at its status, the form kept", async () => {
    const query = choice();
    const { key, cookie } = await form(query);
    await fault({ error_rate: 1, status: 409, message: "La camera nu mai este disponibilă la acest tarif.", endpoints: [BOOKINGS] });
    const refused = await post(query, details({ first_name: "Sorin", idempotency_key: key }), cookie);
    await fault({ error_rate: 0 });
    expect(refused).toMatchObject({ kind: "form", status: 409, data: { formError: { text: "La camera nu mai este disponibilă la acest tarif." } } });
    expect(refused.kind === "form" && refused.data.lastResult.initialValue).toMatchObject({ first_name: "Sorin" });
    expect(await bookings()).toBe(1);
  });

  it("the operator's log: a booking made names its reservation; a refusal is info, a PMS failing is a warning, each with its status", async () => {
    const lines = captureAppLogs();
    const query = choice();
    const { key, cookie } = await form(query);
    const booked = bookedId(await post(query, details({ idempotency_key: key }), cookie));
    expect(await post(query, details({ idempotency_key: key }), cookie)).toMatchObject({ kind: "booked" });
    expect(lines.filter((line) => line.msg === "reservation booked").map((line) => line.reservationId)).toEqual([booked]);
    expect(lines.filter((line) => line.msg === "booking replayed for a repeated form").map((line) => line.reservationId)).toEqual([booked]);

    const priced = choice();
    const pricedForm = await form(priced);
    await post(priced, details({ idempotency_key: pricedForm.key, shown_price: "1" }), pricedForm.cookie);
    const priceLine = lines.find((line) => line.msg === "booking not made: the price changed since the page showed it");
    expect(priceLine?.price).toBeGreaterThan(1);

    for (const status of [422, 500]) {
      const next = choice();
      const nextForm = await form(next);
      await fault({ error_rate: 1, status, message: "No", endpoints: [BOOKINGS] });
      await post(next, details({ idempotency_key: nextForm.key }), nextForm.cookie);
      await fault({ error_rate: 0 });
    }
    const failures = lines
      .filter((line) => line.msg === "booking refused or failed")
      .map((line) => ({ level: line.level, status: line.status, failure: line.failure }));
    expect(failures).toEqual([
      { level: 30, status: 422, failure: "status" },
      { level: 40, status: 500, failure: "status" },
    ]);
  });
});

describe("a form another guest booked with (its key passed on with a saved page), posted from a session this guest already had", () => {
  it("told the form was used; the form shown again has a key of its own, and Continue books this guest", async () => {
    // A session of this guest's own, kept across their posts (a price that changed since commits one).
    const query = choice();
    const opened = await form(query);
    const changed = await post(query, details({ idempotency_key: opened.key, shown_price: "1" }), "");
    const cookie = cookieOf(changed.kind === "form" ? changed.setCookie : null);
    const key = (await openPage(query, cookie)).page.choice!.idempotencyKey;
    // Someone else books with this form's key first.
    await post(query, details({ idempotency_key: key, email: "other.guest@example.org" }), "");
    expect(await bookings()).toBe(1);
    const reused = await post(query, details({ idempotency_key: key, first_name: "Mihai" }), cookie);
    expect(reused).toMatchObject({ kind: "form", status: 409, data: { formError: { key: "booking.errors.formReused" } } });
    const again = await openPage(query, cookieOf(reused.kind === "form" ? reused.setCookie : null) || cookie);
    expect(again.page.choice!.idempotencyKey).not.toBe(key);
    const booked = await post(query, details({ idempotency_key: again.page.choice!.idempotencyKey, first_name: "Mihai" }), cookie);
    expect(booked.kind).toBe("booked");
    expect(app.mock.world.reservations.get(bookedId(booked))!.first_name).toBe("Mihai");
  });
});

describe("one visitor's booking forms", () => {
  it("each choice is a form of its own (another room, rate plan or meal of the same search): its own key, its own reservation; the same choice opened again is the same form", async () => {
    const query = choice();
    const opened = await openPage(query);
    const cookie = cookieOf(opened.setCookie);
    const keyOf = async (variant: Record<string, string>) => (await openPage(variant, cookie)).page.choice!.idempotencyKey;
    const variants = [query, { ...query, meal_id: "2" }, { ...query, rate_plan_id: "12" }, { ...query, room_types: "1012:1" }];
    const keys = await Promise.all(variants.map(keyOf));
    expect(keys[0]).toBe(opened.page.choice!.idempotencyKey);
    expect(new Set(keys).size).toBe(variants.length);
    expect(await keyOf(query)).toBe(keys[0]);

    const first = await post(variants[0]!, details({ idempotency_key: keys[0]! }), cookie);
    const second = await post(variants[1]!, details({ idempotency_key: keys[1]! }), cookie);
    expect([first.kind, second.kind]).toEqual(["booked", "booked"]);
    expect(bookedId(second)).not.toBe(bookedId(first));
    expect(app.mock.world.reservations.get(bookedId(second))!.meal_id).toBe(2);
  });
});

describe("the ways to pay the booking form offers", () => {
  it("those that fit the rate, each with the hotel's instructions or none where it wrote none, and PayPal's surcharge told before booking", async () => {
    const methods = (await openPage(choice())).page.choice!.paymentMethods;
    // The flexible rate asks 30 % at booking: "pay at reception" does not fit it (decision 024).
    expect(methods.map((method) => method.method)).toEqual(["bank", "mobilpay", "paypal", "revolut"]);
    const of = (name: string) => methods.find((method) => method.method === name)!;
    expect(of("bank").instructions!.text).toContain("RO66BTRLRONCRT0512345601");
    expect(of("mobilpay").instructions).toBeNull();
    expect(of("paypal")).toMatchObject({
      instructions: null,
      payPal: { percent: 3, currency: "EUR", firstOfMany: true, text: expect.stringMatching(/^PayPal: \+3\s%, .*\sEUR/) },
    });
  });
});

describe("a hotel that has set no payment settings at all", () => {
  it("its booking form offers no way to pay, and the page does not fail", async () => {
    const hotel = app.mock.world.organisations.find((org) => org.slug === "carpathia-ro")!;
    // The mock is reset before each test; the BFF's cached organisation is dropped either side.
    hotel.profile.settings_financials = null;
    testBff().cache.clear();
    try {
      const page = await openPage(choice());
      expect(page.page.choice!.paymentMethods).toEqual([]);
    } finally {
      testBff().cache.clear();
    }
  });
});

describe("a form posted from a new session (the old one expired, or another browser)", () => {
  it("a price that changed since: asked again, and the form shown again keeps the key it was posted with", async () => {
    const query = choice();
    const { key } = await form(query);
    const changed = await post(query, details({ idempotency_key: key, shown_price: "1" }), "");
    expect(changed).toMatchObject({ kind: "form", status: 409, data: { formError: { key: "booking.errors.priceChanged" } } });
    const again = await openPage(query, cookieOf(changed.kind === "form" ? changed.setCookie : null));
    expect(again.page.choice!.idempotencyKey).toBe(key);
  });
});

describe("what the operator counts (bff_bookings_total)", () => {
  it("created and replayed; refused for a gone offer, a method that does not fit, a changed price, a reused form and a PMS refusal; failed when the PMS fails", async () => {
    const before = Object.fromEntries(
      await Promise.all(["created", "replayed", "refused", "failed"].map(async (outcome) => [outcome, await counted(outcome)])),
    );
    const delta = async () => ({
      created: (await counted("created")) - before.created,
      replayed: (await counted("replayed")) - before.replayed,
      refused: (await counted("refused")) - before.refused,
      failed: (await counted("failed")) - before.failed,
    });

    const query = choice();
    const { key, cookie } = await form(query);
    expect((await post(query, details({ idempotency_key: key }), cookie)).kind).toBe("booked");
    expect((await post(query, details({ idempotency_key: key }), cookie)).kind).toBe("booked");
    expect(await delta()).toEqual({ created: 1, replayed: 1, refused: 0, failed: 0 });

    // A form reused for another guest.
    expect(await post(query, details({ idempotency_key: key, email: "someone.else@example.org" }), cookie)).toMatchObject({ status: 409 });
    expect(await delta()).toEqual({ created: 1, replayed: 1, refused: 1, failed: 0 });
    // A method paid at the hotel for a plan that asks a deposit.
    const deposit = choice();
    const depositForm = await form(deposit);
    expect(await post(deposit, details({ idempotency_key: depositForm.key, payment_method: "custom" }), depositForm.cookie)).toMatchObject({ status: 400 });
    expect(await delta()).toEqual({ created: 1, replayed: 1, refused: 2, failed: 0 });
    // A price other than the one shown.
    const priced = choice();
    const pricedForm = await form(priced);
    expect(await post(priced, details({ idempotency_key: pricedForm.key, shown_price: "1" }), pricedForm.cookie)).toMatchObject({ status: 409 });
    expect(await delta()).toEqual({ created: 1, replayed: 1, refused: 3, failed: 0 });
    // An offer gone.
    const gone = choice();
    const goneForm = await form(gone);
    expect(await post({ ...gone, meal_id: "999" }, details({ idempotency_key: goneForm.key }), goneForm.cookie)).toMatchObject({ status: 409 });
    expect(await delta()).toEqual({ created: 1, replayed: 1, refused: 4, failed: 0 });
    // The PMS refusing (422), then failing (500, 503).
    for (const [status, expected] of [
      [422, { refused: 5, failed: 0 }],
      [500, { refused: 5, failed: 1 }],
      [503, { refused: 5, failed: 2 }],
    ] as const) {
      const next = choice();
      const nextForm = await form(next);
      await fault({ error_rate: 1, status, message: "No", endpoints: [BOOKINGS] });
      expect((await post(next, details({ idempotency_key: nextForm.key }), nextForm.cookie)).kind).toBe("form");
      await fault({ error_rate: 0 });
      expect(await delta()).toEqual({ created: 1, replayed: 1, ...expected });
    }
    // An answer outside the contract (a 201 the BFF cannot read) is a failure, not a refusal.
    const broken = choice();
    const brokenForm = await form(broken);
    await fault({ answer: "break_contract", endpoints: [BOOKINGS] });
    expect((await post(broken, details({ idempotency_key: brokenForm.key }), brokenForm.cookie)).kind).toBe("form");
    await fault({ answer: "normal" });
    expect(await delta()).toEqual({ created: 1, replayed: 1, refused: 5, failed: 3 });
  });
});

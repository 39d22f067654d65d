/**
 * Booking against the mock PMS over HTTP, through the same server code the routes run: the search
 * rules meet the PMS's answers (min stay, no availability, coupon, children counted as adults,
 * lead time), and a booking form posted twice at once books exactly once.
 */
import { fromZonedTime } from "date-fns-tz";
import { beforeAll, describe, expect, it } from "vitest";
import { useLeadTimes } from "./lead-times";
import { routeArgs, useAppOnMock } from "./support";
import type { LoadedBookingPage } from "~/booking/booking-page.server";
import { formatMoney } from "~/booking/money";

const app = useAppOnMock();
// The lead times the tests below count on (the demo's, but stated here, not read from the seed).
useLeadTimes(app, {
  "carpathia-ro": { mobilpay: 24, paypal: 48, revolut: 48, bank: 72, custom: 0 },
  seaside: { bank: 72, paypal: 48 },
});
let booking: typeof import("~/booking/booking.server");
let bookingPage: typeof import("~/booking/booking-page.server");
let offers: typeof import("~/booking/offers.server");
let methods: typeof import("~/booking/payment-methods.server");
let site: typeof import("~/site/site.server");

beforeAll(async () => {
  booking = await import("~/booking/booking.server");
  bookingPage = await import("~/booking/booking-page.server");
  offers = await import("~/booking/offers.server");
  methods = await import("~/booking/payment-methods.server");
  site = await import("~/site/site.server");
});

const today = () => app.mock.world.today;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Noon at the hotel, on its today: the clock the lead-time rules are pinned to. */
const noonToday = () => fromZonedTime(`${today()}T12:00:00`, "Europe/Bucharest");
const calls = async () => (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;
const BOOKINGS = "POST /api/reservations";

async function openPage(query: Record<string, string>, cookie?: string, now = noonToday()): Promise<LoadedBookingPage> {
  const request = new Request(`http://localhost/reservation-new?${new URLSearchParams(query)}`, { headers: cookie ? { Cookie: cookie } : {} });
  return bookingPage.loadBookingPage(routeArgs(request), await site.loadSite(routeArgs(request)), now);
}

async function post(query: Record<string, string>, fields: Record<string, string>, cookie: string, now = noonToday()) {
  const url = `http://localhost/reservation-new?${new URLSearchParams(query)}`;
  const loaded = await site.loadSite(routeArgs(new Request(url)));
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
  });
  return booking.bookChoice(routeArgs(request), loaded, (path) => path, { now });
}

const cookieOf = (setCookie: string | null | undefined): string => (setCookie ?? "").split(";")[0] ?? "";

const stay = (fromDays: number, nights: number, extra: Record<string, string> = {}) => ({
  day_from: addDays(today(), fromDays),
  day_to: addDays(today(), fromDays + nights),
  adults: "2",
  ...extra,
});

const cheapest = (page: LoadedBookingPage, roomTypes: string) => {
  const outcome = page.page.outcome;
  if (outcome?.kind !== "solutions") throw new Error(`expected solutions, got ${outcome?.kind}`);
  const solution = outcome.solutions.find((candidate) => candidate.key === roomTypes);
  if (!solution) throw new Error(`no solution ${roomTypes}`);
  return Math.min(...solution.ratePlans.flatMap((plan) => plan.offers.map((offer) => offer.price)));
};

describe("searching", () => {
  it("answers a high-season weekend night with the PMS's minimum stay, and N nights with offers", async () => {
    // The first Friday whose single night the PMS refuses (2 nights minimum on high-season weekends).
    let found: { fromDays: number; page: LoadedBookingPage } | null = null;
    for (let fromDays = 1; fromDays < 370 && !found; fromDays += 1) {
      if (new Date(`${addDays(today(), fromDays)}T12:00:00Z`).getUTCDay() !== 5) continue;
      const page = await openPage(stay(fromDays, 1));
      if (page.page.outcome?.kind === "min-stay") found = { fromDays, page };
    }
    expect(found, "a high-season Friday within a year").not.toBeNull();
    expect(found!.page.page.outcome).toMatchObject({ kind: "min-stay", minNights: 2 });
    const longer = await openPage(stay(found!.fromDays, 2));
    expect(longer.page.outcome?.kind).toBe("solutions");
  });

  it("says the party is too big, not that nothing is free, when no room hosts it (decision 023)", async () => {
    const page = await openPage(stay(20, 2, { adults: "16", rooms: "1" }));
    // Brașov's largest room hosts 4 adults: not even 3 rooms (the most a search asks) host 16.
    expect(page.page.outcome).toMatchObject({ kind: "too-big", rooms: 1, roomsNeeded: null });
  });

  it("says there is no availability when the hotel is full", async () => {
    // Book every Double room (1011) at Brașov for the stay, then search it again.
    const query = stay(40, 2, { location: "101" });
    const before = await openPage(query);
    const outcome = before.page.outcome;
    if (outcome?.kind !== "solutions") throw new Error("expected solutions");
    const rooms = new Set(outcome.solutions.map((solution) => solution.key));
    expect(rooms.has("1011:1")).toBe(true);
    let guest = 0;
    for (;;) {
      const chosen = await openPage({ ...query, room_types: "1011:1", rate_plan_id: "11", meal_id: "1" }, undefined);
      if (!chosen.page.choice) break;
      const result = await post(
        { ...query, room_types: "1011:1", rate_plan_id: "11", meal_id: "1" },
        details({ email: `full${guest++}@example.org`, idempotency_key: chosen.page.choice.idempotencyKey }),
        cookieOf(chosen.setCookie),
      );
      expect(result.kind).toBe("booked");
      if (guest > 30) throw new Error("the Double rooms never ran out");
    }
    const after = await openPage(query);
    expect(after.page.outcome?.kind === "solutions" ? after.page.outcome.solutions.map((solution) => solution.key) : []).not.toContain("1011:1");
    expect(after.page.choiceGone).toBe(false);
  });

  it("prices a coupon (WINTER10 = 10 % off) and ignores an unknown one", async () => {
    const plain = cheapest(await openPage(stay(25, 2, { location: "101" })), "1011:1");
    const winter = cheapest(await openPage(stay(25, 2, { location: "101", coupon_code: "WINTER10" })), "1011:1");
    const unknown = cheapest(await openPage(stay(25, 2, { location: "101", coupon_code: "NOPE" })), "1011:1");
    expect(winter).toBeLessThan(plain);
    expect(winter / plain).toBeGreaterThan(0.85);
    expect(unknown).toBe(plain);
  });

  it("tells whether the coupon applied: WINTER10 did, NOPE did not, no code says nothing", async () => {
    expect((await openPage(stay(25, 2, { location: "101", coupon_code: "WINTER10" }))).page.coupon).toEqual({ code: "WINTER10", applied: true });
    expect((await openPage(stay(25, 2, { location: "101", coupon_code: "NOPE" }))).page.coupon).toEqual({ code: "NOPE", applied: false });
    expect((await openPage(stay(25, 2, { location: "101" }))).page.coupon).toBeNull();
  });

  it("counts children above the organisation's max age (12) as adults, with a hint", async () => {
    const teen = await openPage(stay(25, 2, { location: "101", children: "1", children_ages: "13" }));
    const threeAdults = await openPage(stay(25, 2, { location: "101", adults: "3" }));
    const child = await openPage(stay(25, 2, { location: "101", children: "1", children_ages: "5" }));
    expect(teen.page.countedAsAdults).toBe(1);
    expect(child.page.countedAsAdults).toBe(0);
    const keys = (page: LoadedBookingPage) => (page.page.outcome?.kind === "solutions" ? page.page.outcome.solutions.map((solution) => solution.key) : []);
    expect(keys(teen)).toEqual(keys(threeAdults));
    expect(cheapest(teen, keys(teen)[0]!)).toBe(cheapest(threeAdults, keys(threeAdults)[0]!));
  });

  it("asks for the children's ages before searching, without calling the PMS", async () => {
    const page = await openPage(stay(25, 2, { children: "2", children_ages: "5" }));
    expect(page.page.searchErrors).toEqual({ children_ages: ["booking.notify.specify_children_ages"] });
    expect((await calls())["GET /api/reservation-query"]).toBeUndefined();
  });
});

const details = (fields: Record<string, string> = {}) => ({
  first_name: "Ana",
  last_name: "Popescu",
  phone: "+40 722 000 111",
  email: "ana.test@example.org",
  terms: "on",
  payment_method: "mobilpay",
  ...fields,
});

describe("the details step", () => {
  it("carries the chosen offer and its rooms, not the list it was chosen from (issue 53)", async () => {
    const search = stay(10, 2, { location: "101" });
    const list = (await openPage(search)).page.outcome;
    if (list?.kind !== "solutions") throw new Error(`expected solutions, got ${list?.kind}`);
    const listed = list.solutions.find((solution) => solution.key === "1011:1")!;
    const chosen = await openPage({ ...search, room_types: "1011:1", rate_plan_id: "11", meal_id: "1" });
    const choice = chosen.page.choice!;
    // The rooms as the list showed them; the other plans and meals are not on this page.
    expect(choice.solution).toEqual({ key: "1011:1", rooms: listed.rooms });
    expect(listed.ratePlans.length).toBeGreaterThan(1);
    expect(choice.ratePlan.id).toBe(11);
    expect(choice.offer).toMatchObject({
      ratePlanId: 11,
      mealId: 1,
      price: listed.ratePlans.find((plan) => plan.id === 11)!.offers.find((offer) => offer.mealId === 1)!.price,
    });
    expect(chosen.page.outcome).toBeNull();
    expect(chosen.page.alternatives).toEqual([]);
  });
});

describe("lead time (docs/spec.md §5)", () => {
  it("offers only the methods whose time ahead fits before the check-in day ends", async () => {
    // At noon, tomorrow ends in ~36 h: mobilpay (24 h) fits; paypal and revolut (48 h) and bank
    // (72 h) do not; the custom method ("Pay at reception", 0 h) cannot pay the flexible plan's
    // deposit at booking (docs/decisions/024).
    const tomorrow = await openPage({ ...stay(1, 2, { location: "101" }), room_types: "1011:1", rate_plan_id: "11", meal_id: "1" });
    expect(tomorrow.page.choice?.paymentMethods.map((method) => method.method).sort()).toEqual(["mobilpay"]);
    const later = await openPage({ ...stay(10, 2, { location: "101" }), room_types: "1011:1", rate_plan_id: "11", meal_id: "1" });
    expect(later.page.choice?.paymentMethods.map((method) => method.method).sort()).toEqual(["bank", "mobilpay", "paypal", "revolut"]);
    // The plan paid at the hotel asks nothing before arrival: there it is offered.
    const atTheHotel = await openPage({ ...stay(10, 2, { location: "101" }), room_types: "1011:1", rate_plan_id: "13", meal_id: "2" });
    expect(atTheHotel.page.choice?.paymentMethods.map((method) => method.method).sort()).toEqual(["bank", "custom", "mobilpay", "paypal", "revolut"]);
  });

  it("a method paid at the hotel posted for a plan that asks a deposit is refused before the PMS is asked, what was typed kept", async () => {
    const query = { ...stay(10, 2, { location: "101" }), room_types: "1011:1", rate_plan_id: "11", meal_id: "1" };
    const page = await openPage(query);
    const result = await post(query, details({ payment_method: "custom", idempotency_key: page.page.choice!.idempotencyKey }), cookieOf(page.setCookie));
    expect(result).toMatchObject({
      kind: "form",
      status: 400,
      data: { lastResult: { error: { payment_method: ["booking.errors.paymentUnavailable"] }, initialValue: { first_name: "Ana" } } },
    });
    expect((await calls())[BOOKINGS]).toBeUndefined();
  });

  it("refuses a method that does not fit, keeping what the guest typed", async () => {
    const query = { ...stay(1, 2, { location: "101" }), room_types: "1011:1", rate_plan_id: "11", meal_id: "1" };
    const page = await openPage(query);
    const result = await post(query, details({ payment_method: "bank", idempotency_key: page.page.choice!.idempotencyKey }), cookieOf(page.setCookie));
    expect(result).toMatchObject({ kind: "form", status: 400 });
    if (result.kind !== "form") return;
    expect(result.data.lastResult.error).toEqual({ payment_method: ["booking.errors.paymentUnavailable"] });
    expect(result.data.lastResult.initialValue).toMatchObject({ first_name: "Ana", email: "ana.test@example.org", phone: "+40 722 000 111" });
    expect((await calls())[BOOKINGS]).toBeUndefined();
  });

  it("at a hotel whose methods all need 48 h or more, a stay tomorrow has no way to pay", async () => {
    const loaded = await site.loadSite(routeArgs(new Request("http://localhost/reservation-new?o=seaside")));
    expect(methods.paymentMethodsFor(loaded, addDays(today(), 1), noonToday())).toEqual([]);
    expect(methods.paymentMethodsFor(loaded, addDays(today(), 2), noonToday()).map((method) => method.method)).toEqual(["paypal"]);
  });

  it("sets the earliest check-in from the smallest lead time (seaside: 48 h)", async () => {
    const page = await openPage({ o: "seaside" });
    expect(page.page.context.earliest).toBe(addDays(today(), 2));
    const tooEarly = await openPage({ ...stay(1, 2), o: "seaside" });
    expect(tooEarly.page.searchErrors).toEqual({ day_from: ["booking.errors.checkInTooEarly"] });
  });
});

describe("booking exactly once", () => {
  const query = () => ({ ...stay(12, 3, { location: "101" }), room_types: "1011:1", rate_plan_id: "11", meal_id: "2" });

  it("books two identical posts sent at once as one reservation, with a lookup grant", async () => {
    const page = await openPage(query());
    const key = page.page.choice!.idempotencyKey;
    const cookie = cookieOf(page.setCookie);
    const [first, second] = await Promise.all([
      post(query(), details({ idempotency_key: key }), cookie),
      post(query(), details({ idempotency_key: key }), cookie),
    ]);
    expect(first.kind).toBe("booked");
    expect(second.kind).toBe("booked");
    if (first.kind !== "booked" || second.kind !== "booked") return;
    expect(first.redirectTo).toBe(second.redirectTo);
    expect((await calls())[BOOKINGS]).toBe(1);
    const id = Number(/\/reservations\/(\d+)/.exec(first.redirectTo)?.[1]);
    expect(app.mock.world.reservations.get(id)).toMatchObject({ email: "ana.test@example.org", status: "New", day_from: query().day_from });
  });

  it("gives the same form the same key after going back, so a resubmit books nothing new", async () => {
    const first = await openPage(query());
    const cookie = cookieOf(first.setCookie);
    const booked = await post(query(), details({ idempotency_key: first.page.choice!.idempotencyKey }), cookie);
    // The booking is kept under the id its answer gave the browser (decision 051): the cookie from here on.
    const after = cookieOf(booked.setCookie);
    expect(after).not.toBe(cookie);
    // Back: the page says it is booked and offers no form (decision 023); a form kept open elsewhere
    // (another tab, a restored page) still carries the same key and books nothing new.
    const back = await openPage(query(), after);
    expect(back.page.choice).toBeNull();
    expect(back.page.booked).toEqual({ reservationId: Number(/\/reservations\/(\d+)/.exec(booked.kind === "booked" ? booked.redirectTo : "")?.[1]) });
    const again = await post(query(), details({ idempotency_key: first.page.choice!.idempotencyKey }), after);
    expect(again).toMatchObject({ kind: "booked", redirectTo: booked.kind === "booked" ? booked.redirectTo : "?" });
    expect((await calls())[BOOKINGS]).toBe(1);
  });

  it("turns an upstream failure into the form again with every value typed", async () => {
    const page = await openPage(query());
    await fetch(`${app.mock.url}/__mock/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ status: 503, error_rate: 1 }),
    });
    const result = await post(query(), details({ idempotency_key: page.page.choice!.idempotencyKey }), cookieOf(page.setCookie));
    expect(result).toMatchObject({
      kind: "form",
      status: 502,
      data: { formError: { key: "booking.errors.unansweredNothingBooked", heading: "booking.errors.unansweredHeading" } },
    });
    if (result.kind === "form") expect(result.data.lastResult.initialValue).toMatchObject(details({ idempotency_key: page.page.choice!.idempotencyKey }));
  });
});

describe("a registered guest's e-mail", () => {
  const query = () => ({ ...stay(14, 2, { location: "101" }), room_types: "1011:1", rate_plan_id: "11", meal_id: "1" });

  it("asks to sign in, keeps the typed values over the sign-in, and books with the session's token", async () => {
    const page = await openPage(query());
    let cookie = cookieOf(page.setCookie);
    const typed = details({ email: "guest@example.com", first_name: "Gigi", idempotency_key: page.page.choice!.idempotencyKey });
    const refused = await post(query(), typed, cookie);
    expect(refused).toMatchObject({ kind: "form", data: { guestState: "exists" } });

    const wrong = await post(query(), { ...typed, intent: "sign-in", password: "nope" }, cookie);
    expect(wrong).toMatchObject({ kind: "form", status: 401, data: { signInFailed: "invalid" } });

    const signedIn = await post(query(), { ...typed, intent: "sign-in", password: "guest-pass-1" }, cookie);
    expect(signedIn.kind).toBe("redirect");
    if (signedIn.kind !== "redirect") return;
    const rotated = cookieOf(signedIn.setCookie);
    expect(rotated).not.toBe(cookie);
    cookie = rotated;

    const after = await openPage(query(), cookie);
    expect(after.page.choice?.guestState).toBe("signedin");
    expect(after.page.choice?.typed).toMatchObject({ first_name: "Gigi", email: "guest@example.com" });
    expect(after.page.choice?.typed).not.toHaveProperty("password");

    const booked = await post(query(), { ...typed, idempotency_key: after.page.choice!.idempotencyKey }, cookie);
    expect(booked.kind).toBe("booked");
    expect((await calls())[BOOKINGS]).toBe(2);
  });
});

describe("children above the organisation's max age (12)", () => {
  it("are booked as adults by the BFF itself: the PMS receives 3 adults, and only the younger child with an age", async () => {
    const query = { ...stay(30, 2, { location: "101", children: "2", children_ages: "5,13" }), room_types: "1013:1", rate_plan_id: "11", meal_id: "1" };
    const page = await openPage(query);
    expect(page.page.countedAsAdults).toBe(1);
    const result = await post(query, details({ idempotency_key: page.page.choice!.idempotencyKey }), cookieOf(page.setCookie));
    expect(result.kind).toBe("booked");
    const id = Number(result.kind === "booked" ? /\/reservations\/(\d+)/.exec(result.redirectTo)?.[1] : NaN);
    expect(app.mock.world.reservations.get(id)).toMatchObject({ adults: 3, children: 1, children_ages: [5] });
  });
});

describe("the booking action's own failures", () => {
  const query = () => ({ ...stay(18, 2, { location: "101" }), room_types: "1012:1", rate_plan_id: "11", meal_id: "1" });

  it("an offer that sold out after the form was shown: told so, nothing sent to book, what was typed kept", async () => {
    const page = await openPage(query());
    expect(page.page.choice).toBeTruthy();
    for (const night of [query().day_from, addDays(query().day_from, 1)]) app.mock.world.inventory.get(1012)!.set(night, 0);
    const typed = details({ first_name: "Sorin", idempotency_key: page.page.choice!.idempotencyKey });
    const result = await post(query(), typed, cookieOf(page.setCookie));
    expect(result).toMatchObject({ kind: "form", status: 409, data: { formError: { key: "booking.errors.noAvailability" } } });
    expect(result.kind === "form" && result.data.lastResult.initialValue).toMatchObject({ first_name: "Sorin", email: typed.email });
    expect((await calls())[BOOKINGS]).toBeUndefined();
    // The next offer chosen comes back filled with what was typed.
    const cookie = result.kind === "form" && result.setCookie ? cookieOf(result.setCookie) : "";
    expect(cookie).not.toBe("");
    const next = await openPage({ ...query(), room_types: "1011:1" }, cookie);
    expect(next.page.choice?.typed).toMatchObject({ first_name: "Sorin", email: typed.email, phone: typed.phone });
  });

  it("a booking form already used by another guest: told so, with a fresh form key for this guest", async () => {
    const page = await openPage(query());
    const cookie = cookieOf(page.setCookie);
    const key = page.page.choice!.idempotencyKey;
    expect((await post(query(), details({ email: "first@example.org", idempotency_key: key }), cookie)).kind).toBe("booked");
    const result = await post(query(), details({ email: "second@example.org", first_name: "Radu", idempotency_key: key }), cookie);
    expect(result).toMatchObject({ kind: "form", status: 409, data: { formError: { key: "booking.errors.formReused" } } });
    expect(result.kind === "form" && result.data.lastResult.initialValue).toMatchObject({ first_name: "Radu", email: "second@example.org" });
    const again = await openPage(query(), result.kind === "form" && result.setCookie ? cookieOf(result.setCookie) : cookie);
    expect(again.page.choice!.idempotencyKey).not.toBe(key);
    expect((await calls())[BOOKINGS]).toBe(1);
  });
});

describe("the PMS's refusals, through the BFF: the guest is told why, in their language, with what they typed", () => {
  const yesterdayNoon = () => new Date(noonToday().getTime() - 86_400_000);

  it("a form opened yesterday offers bank for an arrival the PMS now finds too close → lead time", async () => {
    // Yesterday the arrival (today + 2) was 84 h away, enough for a bank transfer (72 h); today it is 60 h.
    const query = { ...stay(2, 2, { location: "101" }), room_types: "1011:1", rate_plan_id: "11", meal_id: "1" };
    const page = await openPage(query, undefined, yesterdayNoon());
    expect(page.page.choice?.paymentMethods.map((method) => method.method)).toContain("bank");
    const before = app.mock.world.reservations.size;
    const typed = details({ payment_method: "bank", first_name: "Ioana", idempotency_key: page.page.choice!.idempotencyKey });
    const result = await post(query, typed, cookieOf(page.setCookie), yesterdayNoon());
    expect(result).toMatchObject({ kind: "form", status: 422, data: { formError: { key: "booking.errors.leadTime" } } });
    expect(result.kind === "form" && result.data.lastResult.initialValue).toMatchObject({ first_name: "Ioana", email: typed.email, phone: typed.phone });
    expect(app.mock.world.reservations.size).toBe(before);
  });

  it("two guests for the last room at once: one is booked, the other is told it is gone", async () => {
    // Leave one Single room (1014) on sale for the stay, and slow the PMS so both searches see it.
    const query = { ...stay(20, 2, { location: "101", adults: "1" }), room_types: "1014:1", rate_plan_id: "11", meal_id: "1" };
    for (const night of [query.day_from, addDays(query.day_from, 1)]) app.mock.world.inventory.get(1014)!.set(night, 1);
    const [pageA, pageB] = [await openPage(query), await openPage(query)];
    await fetch(`${app.mock.url}/__mock/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ latency_ms: 150 }),
    });
    const before = app.mock.world.reservations.size;
    const [a, b] = await Promise.all([
      post(query, details({ email: "a@example.org", idempotency_key: pageA.page.choice!.idempotencyKey }), cookieOf(pageA.setCookie)),
      post(query, details({ email: "b@example.org", first_name: "Bogdan", idempotency_key: pageB.page.choice!.idempotencyKey }), cookieOf(pageB.setCookie)),
    ]);
    const outcomes = [a, b].map((result) => result.kind).sort();
    expect(outcomes).toEqual(["booked", "form"]);
    const refused = [a, b].find((result) => result.kind === "form");
    expect(refused).toMatchObject({ status: 409, data: { formError: { key: "booking.errors.noAvailability" } } });
    expect(app.mock.world.reservations.size).toBe(before + 1);
  });

  it("a form key another BFF instance already booked for another guest → the PMS's conflict, told as a used form", async () => {
    // Another instance (no shared ledger) booked with this form's key first: only the PMS can tell.
    const query = { ...stay(22, 2, { location: "101" }), room_types: "1011:1", rate_plan_id: "11", meal_id: "1" };
    const page = await openPage(query);
    const key = page.page.choice!.idempotencyKey;
    const search = await (
      await fetch(
        `${app.mock.url}/api/reservation-query?${new URLSearchParams({ location_id: "101", org_id: "1", day_from: query.day_from, day_to: query.day_to, adults: "2", children: "0", rooms: "1", nights: "2" })}`,
      )
    ).json();
    const rate = (search as { room_types_total: Record<string, number>; rate_plans: { id: number; rates: { meal_id: number }[] }[] }[])
      .find((solution) => solution.room_types_total["1011"] === 1)!
      .rate_plans.find((plan) => plan.id === 11)!
      .rates.find((candidate) => candidate.meal_id === 1);
    const elsewhere = await fetch(`${app.mock.url}/api/reservations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        day_from: query.day_from,
        day_to: query.day_to,
        adults: 2,
        children: 0,
        children_ages: [],
        rooms: 1,
        nights: 2,
        meal_id: 1,
        room_types: { "1011": 1 },
        financials: { rate_plan_id: 11, rate },
        location_id: 101,
        org_id: 1,
        first_name: "Other",
        last_name: "Guest",
        phone: "+40 700 000 009",
        email: "other@example.org",
        payment_method: "mobilpay",
        idempotency_key: key,
      }),
    });
    expect(elsewhere.status).toBe(201);
    const before = app.mock.world.reservations.size;
    const result = await post(query, details({ first_name: "Mihai", idempotency_key: key }), cookieOf(page.setCookie));
    expect(result).toMatchObject({ kind: "form", status: 409, data: { formError: { key: "booking.errors.formReused" } } });
    expect(result.kind === "form" && result.data.lastResult.initialValue).toMatchObject({ first_name: "Mihai" });
    expect(app.mock.world.reservations.size).toBe(before);
    // Continue again, with the form's new key: booked.
    const cookie = result.kind === "form" && result.setCookie ? cookieOf(result.setCookie) : cookieOf(page.setCookie);
    const again = await openPage(query, cookie);
    expect(again.page.choice!.idempotencyKey).not.toBe(key);
    expect((await post(query, details({ first_name: "Mihai", idempotency_key: again.page.choice!.idempotencyKey }), cookie)).kind).toBe("booked");
  });

  it("a signed-in guest whose PMS session ended elsewhere still searches, and is asked to sign in again to book", async () => {
    const query = () => ({ ...stay(16, 2, { location: "101" }), room_types: "1011:1", rate_plan_id: "11", meal_id: "1" });
    const page = await openPage(query());
    const typed = details({ email: "guest@example.com", idempotency_key: page.page.choice!.idempotencyKey });
    const signedIn = await post(query(), { ...typed, intent: "sign-in", password: "guest-pass-1" }, cookieOf(page.setCookie));
    if (signedIn.kind !== "redirect") throw new Error("expected to be signed in");
    const cookie = cookieOf(signedIn.setCookie);
    app.mock.world.sessions.clear();

    const again = await openPage(query(), cookie);
    // The search still answers: the chosen offer is found in it (the details step shows it alone).
    expect(again.page.choiceGone).toBe(false);
    expect(again.page.choice?.offer).toMatchObject({ ratePlanId: 11, mealId: 1 });
    const result = await post(query(), { ...typed, idempotency_key: again.page.choice!.idempotencyKey }, cookie);
    expect(result).toMatchObject({ kind: "form", data: { guestState: "exists" } });
    expect(result.kind === "form" && result.data.lastResult.initialValue).toMatchObject({ email: "guest@example.com", first_name: "Ana" });
  });
});

describe("offers as the guest compares them (docs/decisions/013)", () => {
  const solutionsOf = (page: LoadedBookingPage) => {
    const outcome = page.page.outcome;
    if (outcome?.kind !== "solutions") throw new Error(`expected solutions, got ${outcome?.kind}`);
    return outcome.solutions;
  };

  it("one card per room, cheapest first; in each, rate plans and meals cheapest first, with beds and photos", async () => {
    const solutions = solutionsOf(await openPage(stay(30, 2, { location: "101" })));
    expect(solutions.length).toBeGreaterThan(1);
    expect(new Set(solutions.map((solution) => solution.key)).size).toBe(solutions.length);
    const froms = solutions.map((solution) => solution.fromPrice);
    expect(froms).toEqual([...froms].sort((a, b) => a - b));
    for (const solution of solutions) {
      const planFroms = solution.ratePlans.map((plan) => plan.offers[0]!.price);
      expect(planFroms).toEqual([...planFroms].sort((a, b) => a - b));
      expect(solution.fromPrice).toBe(planFroms[0]);
      for (const plan of solution.ratePlans) {
        const prices = plan.offers.map((offer) => offer.price);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
      }
      expect(Object.values(solution.rooms[0]!.beds).every((count) => count > 0)).toBe(true);
      expect(Object.keys(solution.rooms[0]!.beds).length).toBeGreaterThan(0);
      expect(solution.rooms[0]!.photos.length).toBeGreaterThan(0);
    }
  });

  it("states the conditions as dates of this stay: free cancellation until, and when each part is paid", async () => {
    const dayFrom = addDays(today(), 30);
    const [solution] = solutionsOf(await openPage(stay(30, 2, { location: "101" })));
    const flexible = solution!.ratePlans.find((plan) => plan.id === 11)!;
    // The seed's flexible plan: free until 7 days before, 30 % at booking and 70 % 7 days before.
    expect(flexible.cancellationBadge).toEqual({ kind: "free-until", date: addDays(dayFrom, -7) });
    expect(flexible.payment).toEqual({ nowPercent: 30, before: { percent: 70, date: addDays(dayFrom, -7) }, arrivalPercent: 0 });
    const offer = flexible.offers[0]!;
    expect(offer.dueNow).toBeCloseTo(offer.price * 0.3, 1);
    // The schedule itself is shown once the guest chooses the plan.
    const chosen = await openPage({ ...stay(30, 2, { location: "101" }), room_types: solution!.key, rate_plan_id: "11", meal_id: String(offer.mealId) });
    expect(chosen.page.choice!.offer.schedule.find((part) => part.when === "before-arrival")?.date).toBe(addDays(dayFrom, -7));
    expect(solution!.ratePlans.find((plan) => plan.id === 12)!.cancellationBadge).toEqual({ kind: "non-refundable" });
  });

  it("a stay too close for free cancellation is told as non-refundable, and everything is due now", async () => {
    const [solution] = solutionsOf(await openPage(stay(3, 2, { location: "101" })));
    const flexible = solution!.ratePlans.find((plan) => plan.id === 11)!;
    expect(flexible.cancellationBadge).toEqual({ kind: "non-refundable" });
    expect(flexible.payment?.nowPercent).toBe(100);
    expect(flexible.offers[0]!.dueNow).toBe(flexible.offers[0]!.price);
  });

  it("the PMS's price lines in the guest's format, and its conditions in the page's language (the PMS's policy_translated), not the hotel's Romanian", async () => {
    const query = stay(30, 2, { location: "101", lang: "en" });
    const [solution] = solutionsOf(await openPage(query));
    const listed = solution!.ratePlans[0]!.offers.at(-1)!;
    const chosen = await openPage({ ...query, room_types: solution!.key, rate_plan_id: String(listed.ratePlanId), meal_id: String(listed.mealId) });
    const offer = chosen.page.choice!.offer;
    expect(offer.price).toBe(listed.price);
    expect(offer.rules.length).toBeGreaterThan(0);
    for (const rule of offer.rules) expect(rule.priceLabel).toMatch(/^−?(\d{1,3}(,\d{3})*\.\d{2}) RON$/);
    expect(offer.rules[0]!.title).toEqual({ text: "Accommodation, 2 nights", lang: null });
    expect(offer.policy.length).toBe(2);
    for (const text of offer.policy) expect(text.lang).toBeNull();
    expect(offer.policy[1]!.text).toMatch(/^Payment: /);
    // The list sends only what it shows: the breakdown and the texts travel with the choice alone.
    expect(Object.keys(listed).sort()).toEqual([
      "converted",
      "currency",
      "dueNow",
      "mealCode",
      "mealId",
      "mealName",
      "perNight",
      "price",
      "priceRegular",
      "ratePlanId",
    ]);
  });

  it.each(["es", "it"])(
    "in %s (the hotel wrote ro and en): every room, rate, meal, price line, condition and custom method named in English, marked so",
    async (lang) => {
      const query = stay(30, 2, { location: "101", lang });
      const solutions = solutionsOf(await openPage(query));
      const named = solutions.flatMap((solution) => [
        ...solution.rooms.map((room) => room.name),
        ...solution.ratePlans.flatMap((plan) => [plan.name, ...plan.offers.map((offer) => offer.mealName)]),
      ]);
      expect(named.length).toBeGreaterThan(0);
      for (const name of named) expect(name).toEqual({ text: expect.not.stringMatching(/^—$/), lang: "en" });
      expect(solutions[0]!.rooms[0]!.photos[0]).toMatchObject({ lang: "en" });
      // The plan paid at the hotel (13) offers the hotel's own method, "Pay at reception".
      const solution = solutions.find((candidate) => candidate.ratePlans.some((plan) => plan.id === 13))!;
      const plan = solution.ratePlans.find((candidate) => candidate.id === 13)!;
      const chosen = await openPage({ ...query, room_types: solution.key, rate_plan_id: "13", meal_id: String(plan.offers[0]!.mealId) });
      const { offer, paymentMethods } = chosen.page.choice!;
      for (const text of [...offer.rules.map((rule) => rule.title), ...offer.policy, ...offer.taxes.map((tax) => tax.name)]) expect(text.lang).toBe("en");
      expect(offer.policy.map((text) => text.text)).toContain("Payment: 100% on arrival.");
      expect(paymentMethods.find((method) => method.method === "custom")).toEqual({
        method: "custom",
        name: { text: "Pay at reception", lang: "en" },
        instructions: { text: "Pay in cash or by card on arrival.", lang: "en" },
      });
      // Our own names for the other methods speak the page's language.
      expect(paymentMethods.find((method) => method.method === "bank")?.name.lang ?? null).toBeNull();
    },
  );

  it("a PMS that sends its conditions in the organisation's language only: shown as they are, marked with it", () => {
    const hotel = { organisation: "ro", display: "ro" };
    expect(offers.policyTexts({ policy: ["Tarif nerambursabil.", " "] }, "en", hotel)).toEqual([{ text: "Tarif nerambursabil.", lang: "ro" }]);
    expect(offers.policyTexts({ policy: ["Tarif nerambursabil."] }, "ro", hotel)).toEqual([{ text: "Tarif nerambursabil.", lang: null }]);
    expect(
      offers.policyTexts({ policy: ["Tarif nerambursabil."], policy_translated: [{ ro: "Tarif nerambursabil.", en: "Non-refundable rate." }] }, "it", hotel),
    ).toEqual([{ text: "Non-refundable rate.", lang: "en" }]);
  });

  it("a room picked on the rooms page (room_type_id) comes first and is marked, whatever its price", async () => {
    const plain = solutionsOf(await openPage(stay(30, 2, { location: "101" })));
    const dearest = plain.at(-1)!;
    const roomTypeId = dearest.rooms[0]!.id;
    const picked = solutionsOf(await openPage(stay(30, 2, { location: "101", room_type_id: String(roomTypeId) })));
    expect(picked[0]!.key).toBe(dearest.key);
    expect(picked[0]!.preselected).toBe(true);
    expect(picked.slice(1).every((solution) => !solution.preselected)).toBe(true);
  });
});

describe("the price the guest saw", () => {
  it("a price that changed since the page showed it books nothing, and says the new price; the new one books", async () => {
    const query = { ...stay(12, 2, { location: "101" }), room_types: "1011:1", rate_plan_id: "11", meal_id: "1" };
    const page = await openPage(query);
    const shown = page.page.choice!.offer.price;
    const cookie = cookieOf(page.setCookie);
    const stale = await post(query, { ...details({ idempotency_key: page.page.choice!.idempotencyKey }), shown_price: String(shown - 25) }, cookie);
    expect(stale).toMatchObject({ kind: "form", status: 409, data: { formError: { key: "booking.errors.priceChanged" } } });
    if (stale.kind !== "form" || !stale.data.formError || !("values" in stale.data.formError)) throw new Error("no price in the refusal");
    expect(stale.data.formError.values?.price).toBe(formatMoney(shown, "RON", "ro"));
    expect((await calls())[BOOKINGS]).toBeUndefined();

    const booked = await post(query, { ...details({ idempotency_key: page.page.choice!.idempotencyKey }), shown_price: String(shown) }, cookie);
    expect(booked.kind).toBe("booked");
    expect((await calls())[BOOKINGS]).toBe(1);
  });
});

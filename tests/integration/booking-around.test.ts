/**
 * The booking page after and around the booking (decision 023), against the mock PMS over HTTP:
 * a choice already booked in this session says so instead of offering its form again; a party too
 * big for its rooms is told so, with the rooms it needs; a PMS that does not answer is said as such,
 * books nothing twice on a retry; PayPal's surcharge is the reservation page's figure; a stay that
 * starts soon shows no due date in the past.
 */
import { fromZonedTime } from "date-fns-tz";
import { beforeAll, describe, expect, it } from "vitest";
import type { Reservation } from "../../contracts/entities";
import { routeArgs, useAppOnMock } from "./support";
import type { LoadedBookingPage } from "~/booking/booking-page.server";
import { formatMoney } from "~/booking/money";

// A short deadline, so a PMS slower than it is a timeout within the test.
const app = useAppOnMock({ UPSTREAM_TIMEOUT_MS: "1000" });
let booking: typeof import("~/booking/booking.server");
let bookingPage: typeof import("~/booking/booking-page.server");
let site: typeof import("~/site/site.server");
let payPalModule: typeof import("~/reservation/paypal.server");

beforeAll(async () => {
  booking = await import("~/booking/booking.server");
  bookingPage = await import("~/booking/booking-page.server");
  site = await import("~/site/site.server");
  payPalModule = await import("~/reservation/paypal.server");
});

const today = () => app.mock.world.today;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const noonToday = () => fromZonedTime(`${today()}T12:00:00`, "Europe/Bucharest");
const calls = async () => (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;
const faults = (body: Record<string, unknown>) =>
  fetch(`${app.mock.url}/__mock/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const BOOKINGS = "POST /api/reservations";
const SEARCHES = "GET /api/reservation-query";

const url = (query: Record<string, string>) => `http://localhost/reservation-new?${new URLSearchParams({ o: "carpathia-ro", ...query })}`;

async function openPage(query: Record<string, string>, cookie?: string): Promise<LoadedBookingPage> {
  const request = new Request(url(query), { headers: cookie ? { Cookie: cookie } : {} });
  return bookingPage.loadBookingPage(routeArgs(request), await site.loadSite(routeArgs(request)), noonToday());
}

async function post(query: Record<string, string>, fields: Record<string, string>, cookie: string) {
  const loaded = await site.loadSite(routeArgs(new Request(url(query))));
  const request = new Request(url(query), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
  });
  return booking.bookChoice(routeArgs(request), loaded, (path) => path, { now: noonToday() });
}

const cookieOf = (setCookie: string | null | undefined): string => (setCookie ?? "").split(";")[0] ?? "";
const idOf = (redirectTo: string): number => Number(/\/reservations\/(\d+)/.exec(redirectTo)?.[1]);

const stay = (fromDays: number, nights: number, extra: Record<string, string> = {}) => ({
  day_from: addDays(today(), fromDays),
  day_to: addDays(today(), fromDays + nights),
  adults: "2",
  location: "101",
  ...extra,
});
// The flexible plan (11): 30 % at booking, 70 % seven days before arrival.
const choice = (fromDays = 12) => ({ ...stay(fromDays, 3), room_types: "1011:1", rate_plan_id: "11", meal_id: "2" });

const details = (fields: Record<string, string> = {}) => ({
  first_name: "Ana",
  last_name: "Popescu",
  phone: "+40 722 000 111",
  email: "ana.around@example.org",
  terms: "on",
  payment_method: "mobilpay",
  ...fields,
});

describe("Back after booking (docs/decisions/023)", () => {
  it("the booked choice's page says which reservation it booked, offers no form, and does not search again", async () => {
    const first = await openPage(choice());
    const cookie = cookieOf(first.setCookie);
    const booked = await post(choice(), details({ idempotency_key: first.page.choice!.idempotencyKey }), cookie);
    expect(booked.kind).toBe("booked");
    if (booked.kind !== "booked") return;
    const searches = (await calls())[SEARCHES];

    const back = await openPage(choice(), cookieOf(booked.setCookie) || cookie);
    expect(back.page.booked).toEqual({ reservationId: idOf(booked.redirectTo) });
    expect(back.page.choice).toBeNull();
    expect((await calls())[SEARCHES]).toBe(searches);
    expect((await calls())[BOOKINGS]).toBe(1);
  });

  it("only that choice, and only in that session: another meal, or another guest, gets a form", async () => {
    const first = await openPage(choice());
    const cookie = cookieOf(first.setCookie);
    const booked = await post(choice(), details({ idempotency_key: first.page.choice!.idempotencyKey }), cookie);
    expect(booked.kind).toBe("booked");

    const otherMeal = await openPage({ ...choice(), meal_id: "1" }, cookie);
    expect(otherMeal.page.booked).toBeNull();
    expect(otherMeal.page.choice?.idempotencyKey).not.toBe(first.page.choice!.idempotencyKey);
    const stranger = await openPage(choice());
    expect(stranger.page.booked).toBeNull();
    expect(stranger.page.choice).not.toBeNull();
  });

  it("a refused booking is not a booked one: the form stays", async () => {
    const first = await openPage(choice());
    const cookie = cookieOf(first.setCookie);
    const refused = await post(choice(), details({ idempotency_key: first.page.choice!.idempotencyKey, email: "not-an-email" }), cookie);
    expect(refused.kind).toBe("form");
    const again = await openPage(choice(), cookie);
    expect(again.page.booked).toBeNull();
    expect(again.page.choice?.idempotencyKey).toBe(first.page.choice!.idempotencyKey);
  });
});

describe("a party too big for the rooms asked (docs/decisions/023)", () => {
  it("5 adults in one room at Brașov (3 at most per room): too big, 2 rooms would do, and they do", async () => {
    const page = await openPage(stay(20, 2, { adults: "5", rooms: "1" }));
    expect(page.page.outcome).toEqual({ kind: "too-big", rooms: 1, roomsNeeded: 2, advice: [] });
    const more = await openPage(stay(20, 2, { adults: "5", rooms: "2" }));
    expect(more.page.outcome?.kind).toBe("solutions");
  });
});

describe("the PMS not answering while booking (docs/decisions/023)", () => {
  it("a 503 on booking: said as the hotel's system not answering, nothing booked, everything typed kept, the same key books once on retry", async () => {
    const page = await openPage(choice());
    const cookie = cookieOf(page.setCookie);
    const key = page.page.choice!.idempotencyKey;
    await faults({ status: 503, error_rate: 1, endpoints: [BOOKINGS] });
    const failed = await post(choice(), details({ idempotency_key: key }), cookie);
    expect(failed).toMatchObject({
      kind: "form",
      status: 502,
      data: { formError: { key: "booking.errors.unansweredNothingBooked", heading: "booking.errors.unansweredHeading" } },
    });
    if (failed.kind === "form") expect(failed.data.lastResult.initialValue).toMatchObject(details({ idempotency_key: key }));
    expect(app.mock.world.reservations.size).toBe(reservationsAtSeed);
    // The page opened again is the same form, with the same key.
    expect((await openPage(choice(), cookie)).page.choice?.idempotencyKey).toBe(key);

    await faults({ error_rate: 0 });
    const retried = await post(choice(), details({ idempotency_key: key }), cookie);
    expect(retried.kind).toBe("booked");
    expect(app.mock.world.reservations.size).toBe(reservationsAtSeed + 1);
  });

  it("a PMS slower than the deadline (it books after the BFF gave up): told it may be booked; the retry lands on that booking, not a second", async () => {
    const page = await openPage(choice());
    const cookie = cookieOf(page.setCookie);
    const key = page.page.choice!.idempotencyKey;
    await faults({ latency_ms: 1_500, endpoints: [BOOKINGS] });
    const failed = await post(choice(), details({ idempotency_key: key }), cookie);
    expect(failed).toMatchObject({
      kind: "form",
      status: 502,
      data: { formError: { key: "booking.errors.unansweredMaybeBooked", heading: "booking.errors.unansweredHeading" } },
    });
    // The PMS finishes the booking the BFF stopped waiting for.
    await expect.poll(() => app.mock.world.reservations.size).toBe(reservationsAtSeed + 1);

    await faults({ latency_ms: 0 });
    const retried = await post(choice(), details({ idempotency_key: key }), cookie);
    expect(retried.kind).toBe("booked");
    expect(app.mock.world.reservations.size).toBe(reservationsAtSeed + 1);
  });
});

let reservationsAtSeed = 0;
beforeAll(async () => {
  await fetch(`${app.mock.url}/__mock/reset`, { method: "POST" });
  reservationsAtSeed = app.mock.world.reservations.size;
});

describe("PayPal's price before booking (docs/decisions/023)", () => {
  async function bookWithPayPal(fromDays: number) {
    const page = await openPage(choice(fromDays));
    const paypal = page.page.choice!.paymentMethods.find((method) => method.method === "paypal");
    expect(page.page.choice!.paymentMethods.find((method) => method.method === "mobilpay")?.payPal).toBeUndefined();
    const booked = await post(
      choice(fromDays),
      details({ idempotency_key: page.page.choice!.idempotencyKey, payment_method: "paypal" }),
      cookieOf(page.setCookie),
    );
    expect(booked.kind).toBe("booked");
    if (booked.kind !== "booked") throw new Error("not booked");
    const reservation = app.mock.world.reservations.get(idOf(booked.redirectTo)) as unknown as Reservation;
    const due = payPalModule.payPalDue(await site.loadSite(routeArgs(new Request(url(choice(fromDays))))), reservation, noonToday());
    return { paypal: paypal!.payPal!, due, total: page.page.choice!.offer.price };
  }

  it("the payment choice shows PayPal's surcharge and the amount it will charge for the first payment, the reservation page's figure to the cent", async () => {
    // Carpathia: PayPal at × 1.03, in EUR; the flexible plan's 30 % on booking, the rest weeks later.
    const { paypal, due } = await bookWithPayPal(40);
    expect(paypal).toMatchObject({ percent: 3, currency: "EUR", firstOfMany: true });
    expect(paypal.text).toBe(`PayPal: +3 %, se încasează ${formatMoney(paypal.amount, "EUR", "ro")} pentru prima plată`);
    expect(due).toMatchObject({ amount: paypal.amount, currency: "EUR" });
  });

  it("a stay whose balance falls due with the deposit: one payment of both, said as such, the reservation page's figure to the cent", async () => {
    // Five days ahead, the part due 7 days before arrival falls due on the booking day too (decision 053).
    const [far, near] = [await bookWithPayPal(40), await bookWithPayPal(5)];
    expect(near.paypal).toMatchObject({ percent: 3, currency: "EUR", firstOfMany: false });
    expect(near.paypal.text).toBe(`PayPal: +3 %, se încasează ${formatMoney(near.paypal.amount, "EUR", "ro")}`);
    expect(near.due).toMatchObject({ amount: near.paypal.amount, currency: "EUR" });
    expect(near.paypal.amount).toBeGreaterThan(far.paypal.amount * 3);
  });
});

/**
 * Changing dates from the reservation page (issue 34 item 3, docs/decisions/045) through its route
 * module against the mock PMS: the preview's total is what the PMS records, the proforma and the
 * calendar file follow; a PMS refusal is shown in its words; a price that moved is not charged
 * but shown again; 50 posts at once change the reservation once.
 */
import { fromZonedTime } from "date-fns-tz";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays } from "../../mocks/dates";
import { appContext, grantedCookie, HOTEL_SITE, onHotelSite, PINNED_TODAY, type RouteAnswer, routeAnswer as run, useAppOnMock } from "./support";

const app = useAppOnMock();
let page: typeof import("~/routes/reservations.$reservationId");
let calendar: typeof import("~/routes/reservations.$reservationId.stay[.]ics");

beforeAll(async () => {
  // The page and the mock read one day: the pinned one (only Date is faked; timers run as in production).
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(fromZonedTime(`${PINNED_TODAY}T12:00:00`, "Europe/Bucharest"));
  page = await import("~/routes/reservations.$reservationId");
  calendar = await import("~/routes/reservations.$reservationId.stay[.]ics");
});

const PATCHES = "PATCH /api/reservations/{id}";
const calls = async (endpoint: string) => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[endpoint] ?? 0;
const control = (path: string, body: unknown) =>
  fetch(`${app.mock.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

afterAll(() => {
  vi.useRealTimers();
});
afterEach(async () => {
  await control("/__mock/faults", {});
  await control("/__mock/clock", { today: PINNED_TODAY });
});

const get = (path: string, cookie = "") => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite(cookie ? { Cookie: cookie } : {}) });
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  new Request(`${HOTEL_SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie }),
  });

const grantFor = (id: number, email: string) => grantedCookie(id, email, "198.51.100.21");
const open = (id: number, cookie: string, query = "") =>
  run(() => page.loader({ request: get(`/reservations/${id}${query}`, cookie), params: { reservationId: String(id) }, context: appContext() }));
const change = (id: number, fields: Record<string, string>, cookie: string, query = "") =>
  run(() => page.action({ request: post(`/reservations/${id}${query}`, fields, cookie), params: { reservationId: String(id) }, context: appContext() }));
const reservation = (id: number) => app.mock.world.reservations.get(id)!;

type Preview = { dayFrom: string; dayTo: string; nights: number; total: number; current: number; difference: number; fee: number; paid: number };
const previewOf = (answer: RouteAnswer) => answer.data.datePreview as Preview | null;
/** Ana's stay (100001: Confirmed, flexible, 30 days ahead, deposit paid), one night later and one longer. */
const later = () => ({ day_from: addDays(reservation(100001).day_from, 1), day_to: addDays(reservation(100001).day_to, 2) });
const asQuery = (dates: { day_from: string; day_to: string }) => `?day_from=${dates.day_from}&day_to=${dates.day_to}`;
const confirmOf = (preview: Preview) => ({ intent: "change-dates", day_from: preview.dayFrom, day_to: preview.dayTo, total: String(preview.total) });

describe("a change of dates as shown", () => {
  it("the total previewed is what the PMS records; instalments, proforma and calendar file follow the new dates", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const before = await open(100001, cookie);
    expect((before.data.reservation as { dateChange: string }).dateChange).toBe("open");
    const dates = later();
    const shown = previewOf(await open(100001, cookie, asQuery(dates)))!;
    expect(shown).toMatchObject({ dayFrom: dates.day_from, dayTo: dates.day_to, nights: 4, fee: 0, current: reservation(100001).financials.rate.price });
    expect(shown.difference).toBe(Math.round((shown.total - shown.current) * 100) / 100);
    expect(await calls(PATCHES)).toBe(0);

    const answer = await change(100001, confirmOf(shown), cookie, asQuery(dates));
    expect(answer).toMatchObject({ status: 303 });
    expect(answer.location).toContain("#change-dates");
    expect(reservation(100001)).toMatchObject({ day_from: dates.day_from, day_to: dates.day_to, nights: 4, financials: { rate: { price: shown.total } } });
    expect(await calls(PATCHES)).toBe(1);

    const after = (await open(100001, cookie)).data.reservation as {
      dayFrom: string;
      total: number;
      instalments: { amount: number; paid: boolean; dueDate: string }[];
    };
    expect(after).toMatchObject({ dayFrom: dates.day_from, total: shown.total });
    expect(Math.round(after.instalments.reduce((sum, instalment) => sum + instalment.amount, 0) * 100) / 100).toBe(shown.total);
    expect(after.instalments.find((instalment) => !instalment.paid)?.dueDate).toBe(addDays(dates.day_from, -7));

    const ics = (await calendar.loader({
      request: get(`/reservations/100001/stay.ics`, cookie),
      params: { reservationId: "100001" },
      context: appContext(),
    })) as Response;
    expect(ics.status).toBe(200);
    const text = await ics.text();
    // Moments at the hotel's check-in and check-out times, in UTC: the same calendar days in June (UTC+3).
    expect(text).toContain(`DTSTART:${dates.day_from.replaceAll("-", "")}T`);
    expect(text).toContain(`DTEND:${dates.day_to.replaceAll("-", "")}T`);
  });

  it("the same dates posted again change nothing more", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const dates = later();
    const shown = previewOf(await open(100001, cookie, asQuery(dates)))!;
    expect(await change(100001, confirmOf(shown), cookie)).toMatchObject({ status: 303 });
    expect(await change(100001, confirmOf(shown), cookie)).toMatchObject({ status: 303 });
    expect(await calls(PATCHES)).toBe(1);
  });

  it("dates the rate is not sold for, or a minimum stay, are said before anything is asked of the PMS's PATCH", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    // A Friday night alone in the high season: the search answers a minimum stay of 2.
    const friday = await open(100001, cookie, asQuery({ day_from: "2026-07-10", day_to: "2026-07-11" }));
    expect(friday.data).toMatchObject({ datePreview: null, datesProblem: { error: "reservation.changeDates.errors.minStay", count: 2 } });
    const backwards = await open(100001, cookie, asQuery({ day_from: "2026-07-10", day_to: "2026-07-09" }));
    expect(backwards.data).toMatchObject({ datesProblem: { field: "day_to", error: "reservation.changeDates.errors.order" } });
    expect(await calls(PATCHES)).toBe(0);
  });
});

describe("a change of dates not as shown", () => {
  it("the price moved between the preview and the post: nothing changes, today's total is shown and asked again", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const dates = later();
    const shown = previewOf(await open(100001, cookie, asQuery(dates)))!;
    app.mock.world.ratePlans.find((plan) => plan.id === 11)!.price_factor = 1.2;
    const refused = await change(100001, confirmOf(shown), cookie, asQuery(dates));
    expect(refused).toMatchObject({ status: 409, data: { errors: { change_dates: "reservation.changeDates.errors.priceChanged" } } });
    expect(await calls(PATCHES)).toBe(0);
    expect(reservation(100001).day_from).not.toBe(dates.day_from);
    // The page the guest is on shows the new total to confirm.
    expect(previewOf(await open(100001, cookie, asQuery(dates)))!.total).toBeGreaterThan(shown.total);
  });

  it("the price moves at the PMS after our check: it answers price_changed, nothing changes, the guest is asked again", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const dates = later();
    const shown = previewOf(await open(100001, cookie, asQuery(dates)))!;
    await control("/__mock/faults", { latency_ms: 1_500, endpoints: [PATCHES] });
    const posting = change(100001, confirmOf(shown), cookie, asQuery(dates));
    await vi.waitFor(async () => expect(await calls(PATCHES)).toBe(1), { timeout: 5_000, interval: 20 });
    app.mock.world.ratePlans.find((plan) => plan.id === 11)!.price_factor = 1.2;
    expect(await posting).toMatchObject({ status: 409, data: { errors: { change_dates: "reservation.changeDates.errors.priceChanged" } } });
    expect(reservation(100001).day_from).not.toBe(dates.day_from);
  });

  it("a refusal of the PMS is shown as refused, in its own words", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const dates = { day_from: reservation(100001).day_from, day_to: addDays(reservation(100001).day_from, 1) };
    const shown = previewOf(await open(100001, cookie, asQuery(dates)))!;
    // More is paid than one night costs: the PMS cannot move the paid instalment.
    reservation(100001).invoices![0]!.due_dates![0]!.amount = shown.total + 100;
    const refused = await change(100001, confirmOf(shown), cookie, asQuery(dates));
    expect(refused).toMatchObject({
      status: 422,
      data: { failure: { action: "changeDates", text: "The new total is less than what is paid: paid instalments cannot be moved" } },
    });
    expect(reservation(100001).day_to).not.toBe(dates.day_to);
  });
});

describe("a burst", () => {
  it("50 posts of one change at once: one PATCH, one change, every post answered", async () => {
    const cookie = await grantFor(100001, "ana.popescu@example.com");
    const dates = later();
    const shown = previewOf(await open(100001, cookie, asQuery(dates)))!;
    const answers = await Promise.all(Array.from({ length: 50 }, () => change(100001, confirmOf(shown), cookie, asQuery(dates))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(303));
    expect(await calls(PATCHES)).toBe(1);
    expect(reservation(100001)).toMatchObject({ day_from: dates.day_from, day_to: dates.day_to, financials: { rate: { price: shown.total } } });
  });
});

/**
 * date-change.server.ts on its own, against the in-process mock PMS (pinned clock): what a confirm
 * of new dates sends to the PMS and answers when the stay changed since it was read, when the
 * search or the PATCH fails or refuses, when the dates are not sold; and what the preview prices
 * (the stay's coupon and children). The page's answers to these outcomes (303s, 409s, the preview
 * shown): tests/integration/change-dates*.test.ts.
 */
import { fromZonedTime } from "date-fns-tz";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Reservation } from "../../contracts/entities";
import { addDays } from "../../mocks/dates";
import { captureAppLogs, grantedCookie, HOTEL_SITE, onHotelSite, PINNED_TODAY, routeArgs, testBff, useAppOnMock } from "../../tests/integration/support";
import { loadSite } from "~/site/site.server";
import { manageReservation } from "./changes.server";
import { changeDates, DATE_ERRORS, hotelAllowsDateChanges, previewDates } from "./date-change.server";
import { lookUpReservation } from "./reservation.server";

const app = useAppOnMock();
const CLIENT = "198.51.100.57";
const PATCHES = "PATCH /api/reservations/{id}";
const SEARCH = "GET /api/reservation-query";
const LOOKUP = "POST /api/locations/{location}";
const patches = async () => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[PATCHES] ?? 0;
const control = (path: string, body: unknown) =>
  fetch(`${app.mock.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const atPms = (id: number) => app.mock.world.reservations.get(id)!;

/** Ana's stay: Confirmed, flexible (free to cancel today), 30 days ahead, deposit paid. */
const ANA = { id: 100001, email: "ana.popescu@example.com" };
let cookie: string;
beforeAll(async () => {
  cookie = await grantedCookie(ANA.id, ANA.email, CLIENT);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(fromZonedTime(`${PINNED_TODAY}T12:00:00`, "Europe/Bucharest"));
});
afterEach(() => vi.useRealTimers());

const argsOf = (withCookie = cookie) =>
  routeArgs(new Request(`${HOTEL_SITE}/reservations/${ANA.id}`, { method: "POST", headers: onHotelSite(withCookie ? { Cookie: withCookie } : {}) }));

/** The stay as the app reads it from the PMS, with the site and session a confirm would have. */
async function read(withCookie = cookie) {
  const args = argsOf(withCookie);
  const loaded = await loadSite(args, {});
  const session = await testBff().sessions.get(args.request);
  const found = await lookUpReservation(argsOf(), loaded, session, ANA.id, ANA.email);
  if (found.kind !== "found") throw new Error("Ana's stay not found");
  return { args, loaded, session, reservation: found.reservation };
}

/** The preview's total of `dates` for the stay as given (what the page shows before a confirm). */
async function totalOf(dates: { day_from: string; day_to: string }, stay?: (reservation: Reservation) => Reservation) {
  const { args, loaded, session, reservation } = await read();
  const previewed = await previewDates(args, loaded, session, stay ? stay(reservation) : reservation, dates);
  if (previewed.kind !== "preview") throw new Error(`no preview: ${JSON.stringify(previewed)}`);
  return previewed.preview.total;
}

/** A confirm of `dates` at `total`, through the reservation page's one change path. */
async function confirm(dates: { day_from: string; day_to: string }, total: number) {
  const args = argsOf();
  return manageReservation(args, await loadSite(args, {}), ANA.id, { intent: "change-dates", ...dates, total: String(total) });
}

const later = () => ({ day_from: addDays(atPms(ANA.id).day_from, 1), day_to: addDays(atPms(ANA.id).day_to, 2) });

describe("a confirm of new dates", () => {
  it("moving only the arrival, the departure kept, is made at the total shown and told as dates changed; the same dates again send nothing", async () => {
    const dates = { day_from: addDays(atPms(ANA.id).day_from, 1), day_to: atPms(ANA.id).day_to };
    const total = await totalOf(dates);
    expect(await confirm(dates, total)).toEqual({ kind: "done", toast: "reservation.datesChanged" });
    expect(atPms(ANA.id)).toMatchObject({ day_from: dates.day_from, day_to: dates.day_to, financials: { rate: { price: total } } });
    expect(await confirm(dates, total)).toEqual({ kind: "done", toast: "reservation.datesChanged" });
    expect(await patches()).toBe(1);
  });

  it("a confirm that read the stay before it changed (its dates, its status or its price) changes nothing and says another change came first", async () => {
    const dates = later();
    const total = await totalOf(dates);
    const { args, loaded, session, reservation } = await read();
    const stale: Reservation[] = [
      { ...reservation, day_from: addDays(reservation.day_from, -1) },
      { ...reservation, day_to: addDays(reservation.day_to, 1) },
      { ...reservation, status: "New" },
      { ...reservation, financials: { ...reservation.financials, rate: { ...reservation.financials.rate, price: reservation.financials.rate.price + 10 } } },
    ];
    for (const asRead of stale) {
      expect(await changeDates(args, loaded, session, asRead, { ...dates, total }, { ...dates, total: String(total) })).toEqual({
        kind: "invalid",
        errors: { change_dates: DATE_ERRORS.busy },
        typed: { ...dates, total: String(total) },
      });
    }
    expect(await patches()).toBe(0);
    expect(atPms(ANA.id).day_from).toBe(reservation.day_from);
  });

  it("the stay's look-up failing under the claim, or a session that no longer holds the grant: failed, nothing sent", async () => {
    const dates = later();
    const total = await totalOf(dates);
    const { args, loaded, session, reservation } = await read();
    const form = { ...dates, total: String(total) };
    await control("/__mock/faults", { error_rate: 1, status: 503, message: null, endpoints: [LOOKUP] });
    expect(await changeDates(args, loaded, session, reservation, { ...dates, total }, form)).toEqual({ kind: "failed", text: null, typed: form });
    await control("/__mock/faults", { error_rate: 0 });
    const signedOut = argsOf("");
    const withoutGrant = await testBff().sessions.get(signedOut.request);
    expect(await changeDates(signedOut, loaded, withoutGrant, reservation, { ...dates, total }, form)).toEqual({ kind: "failed", text: null, typed: form });
    expect(await patches()).toBe(0);
  });

  it("dates the stay's room is not sold for, or shorter than the minimum stay: said on the field, nothing sent", async () => {
    const dates = later();
    const total = await totalOf(dates);
    await control("/__mock/inventory", { location_id: atPms(ANA.id).location_id, ...dates, rooms: 0 });
    expect(await confirm(dates, total)).toMatchObject({ kind: "invalid", errors: { day_from: DATE_ERRORS.notSold } });
    // A Friday night alone in the high season: the search answers a minimum stay of 2.
    expect(await confirm({ day_from: "2026-07-10", day_to: "2026-07-11" }, total)).toMatchObject({
      kind: "invalid",
      errors: { day_to: DATE_ERRORS.minStay },
    });
    expect(await patches()).toBe(0);
  });

  it("the search refusing on confirm: failed in the PMS's words; failing (500, 503): failed without words; nothing sent", async () => {
    const dates = later();
    const total = await totalOf(dates);
    await control("/__mock/faults", { error_rate: 1, status: 422, message: "Searches are closed for maintenance", endpoints: [SEARCH] });
    expect(await confirm(dates, total)).toMatchObject({ kind: "failed", text: "Searches are closed for maintenance" });
    for (const status of [500, 503]) {
      await control("/__mock/faults", { error_rate: 1, status, message: "Internal detail", endpoints: [SEARCH] });
      expect(await confirm(dates, total)).toMatchObject({ kind: "failed", text: null });
    }
    expect(await patches()).toBe(0);
  });

  it("a confirm at a total other than today's, or one the PMS prices otherwise on the PATCH: today's price asked again, what was typed kept, nothing changed", async () => {
    const dates = later();
    const total = await totalOf(dates);
    const before = atPms(ANA.id).day_from;
    const typed = { ...dates, total: String(total - 5) };
    expect(await confirm(dates, total - 5)).toEqual({ kind: "invalid", errors: { change_dates: DATE_ERRORS.priceChanged }, typed });
    expect(await patches()).toBe(0);
    await control("/__mock/faults", { error_rate: 1, status: 409, message: "Another price", code: "price_changed", endpoints: [PATCHES] });
    expect(await confirm(dates, total)).toEqual({
      kind: "invalid",
      errors: { change_dates: DATE_ERRORS.priceChanged },
      typed: { ...dates, total: String(total) },
    });
    expect(atPms(ANA.id).day_from).toBe(before);
  });

  it("the operator's log: a change made names its reservation; a PATCH that fails is a warning with its status", async () => {
    const lines = captureAppLogs();
    const dates = later();
    await confirm(dates, await totalOf(dates));
    expect(lines.filter((line) => line.msg === "reservation dates changed by the guest")).toMatchObject([
      { reservationId: ANA.id, intent: "change-dates", level: 30 },
    ]);
    const next = later();
    const total = await totalOf(next);
    await control("/__mock/faults", { error_rate: 1, status: 500, message: "Internal detail", endpoints: [PATCHES] });
    await confirm(next, total);
    expect(lines.filter((line) => line.msg === "reservation date change failed")).toMatchObject([
      { status: 500, failure: "status", intent: "change-dates", level: 40 },
    ]);
  });

  it("the PATCH failing (500): failed without the PMS's words, the stay's dates unchanged", async () => {
    const dates = later();
    const total = await totalOf(dates);
    const before = atPms(ANA.id).day_from;
    await control("/__mock/faults", { error_rate: 1, status: 500, message: "Internal detail", endpoints: [PATCHES] });
    expect(await confirm(dates, total)).toMatchObject({ kind: "failed", text: null });
    expect(atPms(ANA.id).day_from).toBe(before);
  });
});

describe("the preview prices the stay as booked", () => {
  it("with the coupon it was booked with", async () => {
    const dates = later();
    const withCoupon = await totalOf(dates, (reservation) => ({ ...reservation, coupon_code: "WINTER10" }));
    const without = await totalOf(dates, (reservation) => ({ ...reservation, coupon_code: null }));
    expect(withCoupon).toBeLessThan(without);
  });

  it("with its children, by their ages", async () => {
    const dates = later();
    const family = await totalOf(dates, (reservation) => ({ ...reservation, children: 1, children_ages: [6] }));
    const couple = await totalOf(dates, (reservation) => ({ ...reservation, children: 0, children_ages: [] }));
    expect(family).toBeGreaterThan(couple);
  });

  it("with two children (one adult, as the room holds three): the total the PMS itself quotes for that party on those dates", async () => {
    const dates = later();
    const stay = atPms(ANA.id);
    const family = await totalOf(dates, (reservation) => ({ ...reservation, adults: 1, children: 2, children_ages: [4, 9] }));
    const query = {
      location_id: String(stay.location_id),
      org_id: String(stay.org_id),
      ...dates,
      nights: String((Date.parse(dates.day_to) - Date.parse(dates.day_from)) / 86_400_000),
      adults: "1",
      children: "2",
      children_ages: "4,9",
      rooms: String(stay.rooms),
    };
    const solutions = (await (await fetch(`${app.mock.url}/api/reservation-query?${new URLSearchParams(query)}`)).json()) as {
      room_types_total: Record<string, number>;
      rate_plans: { id: number; rates: { meal_id: number; price: number }[] }[];
    }[];
    const quoted = solutions
      .find((solution) => JSON.stringify(solution.room_types_total) === JSON.stringify(stay.room_types))
      ?.rate_plans.find((plan) => plan.id === stay.financials.rate_plan_id)
      ?.rates.find((rate) => rate.meal_id === stay.meal_id)?.price;
    expect(family).toBe(quoted);
  });
});

describe("whether the hotel takes date changes online", () => {
  it("a hotel without reservation settings, or without their date-change setting, takes none (and the page does not fail on it)", async () => {
    const loaded = structuredClone(await loadSite(argsOf(), {}));
    expect(hotelAllowsDateChanges(loaded)).toBe(true);
    delete (loaded.site.organisation.settings_reservations as { date_changes?: unknown }).date_changes;
    expect(hotelAllowsDateChanges(loaded)).toBe(false);
    delete (loaded.site.organisation as { settings_reservations?: unknown }).settings_reservations;
    expect(hotelAllowsDateChanges(loaded)).toBe(false);
  });
});

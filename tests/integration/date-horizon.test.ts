/**
 * Dates have a horizon (issue 37, item 1; app/booking/horizon.ts): a date far in the future or the
 * past — 9999-12-31, whose next day is not representable — is the booking form's own message or a
 * 400 page, never an exception, never an error-level log line, and the PMS is not asked.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { hotelToday } from "~/booking/dates";
import { appContext, captureAppLogs, HOTEL_SITE, loaderAnswer, onHotelSite, staffCookie, useAppOnMock } from "./support";

const app = useAppOnMock();
let bookingRoute: typeof import("~/routes/reservation-new");
let desk: typeof import("~/routes/staff._index");
let calendar: typeof import("~/routes/staff.calendar");
let plan: typeof import("~/routes/staff.plan");
let horizon: typeof import("~/booking/horizon");
let logLines: Record<string, unknown>[];

beforeAll(async () => {
  bookingRoute = await import("~/routes/reservation-new");
  desk = await import("~/routes/staff._index");
  calendar = await import("~/routes/staff.calendar");
  plan = await import("~/routes/staff.plan");
  horizon = await import("~/booking/horizon");
  logLines = captureAppLogs();
});

const get = (path: string, cookie = "") => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite(cookie ? { Cookie: cookie } : {}) });
const calls = async () => (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;
const pmsCallsBut = (all: Record<string, number>) => Object.keys(all).filter((key) => !key.includes("anonymous"));

const errorLines = () => logLines.filter((line) => Number(line.level) >= 50);

describe("the booking search past the booking horizon", () => {
  it.each(["9999-12-31", "9999-12-30", "2999-01-01"])(
    "check-in %s: the form says how far ahead it books, keeps what was typed, asks the PMS nothing",
    async (day) => {
      const answer = await loaderAnswer(() =>
        bookingRoute.loader({ request: get(`/reservation-new?day_from=${day}&day_to=9999-12-31&adults=2`), params: {}, context: appContext() }),
      );
      expect(answer.status).toBe(200);
      const page = answer.data.page as {
        searchErrors: Record<string, string[]> | null;
        values: Record<string, string>;
        outcome: unknown;
        context: { latest: string };
      };
      expect(page.searchErrors).toEqual({ day_from: ["booking.errors.checkInTooLate"] });
      expect(page.values.day_from).toBe(day);
      expect(page.outcome).toBeNull();
      expect(page.context.latest).toBe(horizon.lastCheckIn(hotelToday(new Date())));
      expect(pmsCallsBut(await calls()).filter((key) => key.includes("search"))).toEqual([]);
      expect(errorLines()).toEqual([]);
    },
  );

  it("the last day of the horizon is still searched", async () => {
    const today = hotelToday(new Date());
    const last = horizon.lastCheckIn(today);
    const answer = await loaderAnswer(() =>
      bookingRoute.loader({ request: get(`/reservation-new?day_from=${last}&adults=2&location=101`), params: {}, context: appContext() }),
    );
    expect(answer.status).toBe(200);
    expect((answer.data.page as { searchErrors: unknown }).searchErrors).toBeNull();
  });
});

describe("staff pages outside the dates staff work with", () => {
  it.each([
    ["the front desk's day", "/staff?day=9999-12-31", "day"],
    ["the front desk's day, long ago", "/staff?day=1000-01-01", "day"],
    ["the calendar's month", "/staff/calendar?date=9999-12-31", "date"],
    ["the calendar's week", "/staff/calendar?view=week&date=9999-12-31", "date"],
    ["the plan grid", "/staff/plan?day_from=9999-12-31", "day_from"],
    ["the plan grid, last century", "/staff/plan?day_from=1999-01-01&days=7", "day_from"],
  ])("%s (%s): 400 naming the parameter, private, the PMS not asked, nothing at error level", async (_name, path, parameter) => {
    const cookie = await staffCookie();
    const before = await calls();
    const route = path.startsWith("/staff/calendar") ? calendar : path.startsWith("/staff/plan") ? plan : desk;
    const answer = await loaderAnswer(() => route.loader({ request: get(path, cookie), params: {}, context: appContext() }));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({ reason: "bad-request", parameter });
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    const after = await calls();
    expect(after["GET /api/reservations"]).toBe(before["GET /api/reservations"]);
    expect(after["GET /api/locations/{location_id}/inventory"]).toBe(before["GET /api/locations/{location_id}/inventory"]);
    expect(errorLines()).toEqual([]);
  });

  it("two years back and the booking horizon ahead are still shown", async () => {
    const cookie = await staffCookie();
    const today = hotelToday(new Date());
    const { first, last } = horizon.staffDays(today);
    for (const path of [`/staff?day=${first}`, `/staff/calendar?date=${last}`, `/staff/plan?day_from=${first}&days=7`]) {
      const route = path.startsWith("/staff/calendar") ? calendar : path.startsWith("/staff/plan") ? plan : desk;
      const answer = await loaderAnswer(() => route.loader({ request: get(path, cookie), params: {}, context: appContext() }));
      expect(answer.status, path).toBe(200);
    }
  });
});

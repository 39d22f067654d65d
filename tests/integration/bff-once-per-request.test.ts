/**
 * "The request's BFF resolved once per request" (issue 54): on a page's way — the root's loader, the
 * route's loader or action, and every app module they call, each asking `bffFor({ request, context })`
 * — the request's id and logger are made once (app/bff.server.ts keeps them per Request). Counted
 * at the one place that makes them, bff/request.ts `requestContext`, for the page's own Request.
 */
import { fromZonedTime } from "date-fns-tz";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { requestContext } from "../../bff/request";
import { addDays } from "../../mocks/dates";
import { appContext, grantedCookie, HOTEL_SITE, onHotelSite, PINNED_TODAY, routeAnswer, useAppOnMock } from "./support";

vi.mock("../../bff/request", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../bff/request")>();
  return { ...original, requestContext: vi.fn(original.requestContext) };
});

useAppOnMock();
const CLIENT = "198.51.100.56";
let root: typeof import("~/root-loader.server");
let booking: typeof import("~/routes/reservation-new");
let reservation: typeof import("~/routes/reservations.$reservationId");

beforeAll(async () => {
  root = await import("~/root-loader.server");
  booking = await import("~/routes/reservation-new");
  reservation = await import("~/routes/reservations.$reservationId");
});
afterEach(() => {
  vi.mocked(requestContext).mockClear();
  vi.useRealTimers();
});

/** How often the request's id and logger were made for this Request. */
const resolutions = (request: Request) => vi.mocked(requestContext).mock.calls.filter(([asked]) => asked === request).length;

describe("the request's BFF, resolved once per request", () => {
  it("the booking page's way: the root's loader and the route's (site, search, offers, session) resolve it once", async () => {
    // The page reads the time itself: noon on the mock's pinned day, at the hotel.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(fromZonedTime(`${PINNED_TODAY}T12:00:00`, "Europe/Bucharest"));
    const stay = `location=101&day_from=${addDays(PINNED_TODAY, 20)}&day_to=${addDays(PINNED_TODAY, 22)}&adults=2`;
    const request = new Request(`${HOTEL_SITE}/reservation-new?${stay}`, { headers: onHotelSite() });
    const args = { request, params: {}, context: appContext({ clientAddress: CLIENT }) };
    expect((await routeAnswer(() => root.loader(args))).status).toBe(200);
    expect((await routeAnswer(() => booking.loader(args))).status).toBe(200);
    expect(resolutions(request)).toBe(1);
  });

  it("the reservation page's way: its action (site, grant, reservation read, change) and then its loaders resolve it once each", async () => {
    const cookie = await grantedCookie(100001, "ana.popescu@example.com", CLIENT);
    const post = new Request(`${HOTEL_SITE}/reservations/100001`, {
      method: "POST",
      body: new URLSearchParams({ intent: "note", note: "Late arrival", in_place: "1" }),
      headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie }),
    });
    const params = { reservationId: "100001" };
    expect(await routeAnswer(() => reservation.action({ request: post, params, context: appContext({ clientAddress: CLIENT }) }))).toMatchObject({
      status: 200,
      data: { saved: "reservation.saved" },
    });
    expect(resolutions(post)).toBe(1);
    // Remix reloads the page's data with a GET of its own after an action: one more request, one more resolution.
    const get = new Request(`${HOTEL_SITE}/reservations/100001`, { headers: onHotelSite({ Cookie: cookie }) });
    const args = { request: get, params, context: appContext({ clientAddress: CLIENT }) };
    expect((await routeAnswer(() => root.loader(args))).status).toBe(200);
    expect((await routeAnswer(() => reservation.loader(args))).data.reservation).toMatchObject({ id: 100001, note: "Late arrival" });
    expect(resolutions(get)).toBe(1);
  });
});

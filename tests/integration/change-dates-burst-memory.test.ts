/**
 * Two different date-change confirms for one reservation on one instance without Redis (issue 48,
 * item 4; decision 052): at the same moment, one PMS change; a confirm made after the change (the
 * page read again) changes it again, as the guest asked.
 */
import { fromZonedTime } from "date-fns-tz";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays } from "../../mocks/dates";
import { appContext, testBff, grantedCookie, HOTEL_SITE, onHotelSite, PINNED_TODAY, type RouteAnswer, routeAnswer as run, useAppOnMock } from "./support";

const app = useAppOnMock();
let page: typeof import("~/routes/reservations.$reservationId");
let site: typeof import("~/site/site.server");
let lookUp: typeof import("~/reservation/reservation.server");
let dateChange: typeof import("~/reservation/date-change.server");

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(fromZonedTime(`${PINNED_TODAY}T12:00:00`, "Europe/Bucharest"));
  page = await import("~/routes/reservations.$reservationId");
  site = await import("~/site/site.server");
  lookUp = await import("~/reservation/reservation.server");
  dateChange = await import("~/reservation/date-change.server");
});
afterAll(() => {
  vi.useRealTimers();
});

const PATCHES = "PATCH /api/reservations/{id}";
const calls = async (endpoint: string) => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[endpoint] ?? 0;
const reservation = (id: number) => app.mock.world.reservations.get(id)!;
const asQuery = (dates: { day_from: string; day_to: string }) => `?day_from=${dates.day_from}&day_to=${dates.day_to}`;
type Preview = { dayFrom: string; dayTo: string; total: number };

async function previewOf(cookie: string, dates: { day_from: string; day_to: string }): Promise<Preview> {
  const request = new Request(`${HOTEL_SITE}/reservations/100001${asQuery(dates)}`, { headers: onHotelSite({ Cookie: cookie }) });
  return (await run(() => page.loader({ request, params: { reservationId: "100001" }, context: appContext() }))).data.datePreview as Preview;
}
const confirm = (preview: Preview, cookie: string): Promise<RouteAnswer> =>
  run(() =>
    page.action({
      request: new Request(`${HOTEL_SITE}/reservations/100001`, {
        method: "POST",
        body: new URLSearchParams({ intent: "change-dates", day_from: preview.dayFrom, day_to: preview.dayTo, total: String(preview.total) }),
        headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie }),
      }),
      params: { reservationId: "100001" },
      context: appContext(),
    }),
  );
const busy = (answer: RouteAnswer) => JSON.stringify(answer.data ?? {}).includes("reservation.changeDates.errors.busy");

describe("date-change confirms of one reservation, in this process's memory", () => {
  it("40 at once, two date pairs, two sessions: one PATCH, one pair recorded, the other pair's told", async () => {
    const start = reservation(100001).day_from;
    const end = reservation(100001).day_to;
    const pairA = { day_from: addDays(start, 1), day_to: addDays(end, 1) };
    const pairB = { day_from: addDays(start, 2), day_to: addDays(end, 3) };
    const ana = await grantedCookie(100001, "ana.popescu@example.com", "198.51.100.41");
    const other = await grantedCookie(100001, "ana.popescu@example.com", "198.51.100.42");
    const [shownA, shownB] = [await previewOf(ana, pairA), await previewOf(other, pairB)];
    const before = await calls(PATCHES);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => (n % 2 ? confirm(shownB, other) : confirm(shownA, ana))));
    expect((await calls(PATCHES)) - before).toBe(1);
    const won = reservation(100001).day_from === pairA.day_from ? shownA : shownB;
    expect(reservation(100001)).toMatchObject({ day_from: won.dayFrom, day_to: won.dayTo, financials: { rate: { price: won.total } } });
    expect(answers.filter(busy).length).toBeGreaterThan(0);
  });

  it("a confirm that read the reservation before another's change, claiming after it: refused, nothing sent; one made after the change goes", async () => {
    const start = reservation(100001).day_from;
    const end = reservation(100001).day_to;
    const ana = await grantedCookie(100001, "ana.popescu@example.com", "198.51.100.43");
    const shownA = await previewOf(ana, { day_from: addDays(start, 1), day_to: addDays(end, 1) });
    const shownB = await previewOf(ana, { day_from: addDays(start, 2), day_to: addDays(end, 3) });
    // What a confirm of B read before A's change: the reservation as it was.
    const request = new Request(`${HOTEL_SITE}/reservations/100001`, { headers: onHotelSite({ Cookie: ana }) });
    const args = { request, context: appContext() };
    const loaded = await site.loadSite(args);
    const session = await testBff().sessions.get(request);
    const read = await lookUp.lookUpReservation(args, loaded, session, 100001, "ana.popescu@example.com");
    if (read.kind !== "found") throw new Error("expected the reservation");
    const before = await calls(PATCHES);
    expect((await confirm(shownA, ana)).status).toBe(303);

    const late = await dateChange.changeDates(
      args,
      loaded,
      session,
      read.reservation,
      { day_from: shownB.dayFrom, day_to: shownB.dayTo, total: shownB.total },
      {},
    );
    expect(late).toMatchObject({ kind: "invalid", errors: { change_dates: "reservation.changeDates.errors.busy" } });
    expect((await calls(PATCHES)) - before).toBe(1);
    expect(reservation(100001).day_from).toBe(shownA.dayFrom);

    // The guest sees the page again and confirms B: a second change, as asked.
    expect((await confirm(shownB, ana)).status).toBe(303);
    expect((await calls(PATCHES)) - before).toBe(2);
    expect(reservation(100001)).toMatchObject({ day_from: shownB.dayFrom, day_to: shownB.dayTo });
  });
});

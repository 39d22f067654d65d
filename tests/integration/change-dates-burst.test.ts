/**
 * Two different date-change confirms posted at the same moment for one reservation (issue 48,
 * item 4; decision 052): one PMS change, counted by the mock's call counter; every other confirm
 * answered, nothing changed by it, the guest told in their language. In one process's memory, and
 * across two instances sharing a real Redis.
 */
import { fromZonedTime } from "date-fns-tz";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays } from "../../mocks/dates";
import type { Bff } from "~/bff.server";
import { startRedisServer, type RedisServer } from "../../bff/testing";
import { appContext, grantedCookie, HOTEL_SITE, onHotelSite, PINNED_TODAY, type RouteAnswer, routeAnswer as run, useAppOnMock } from "./support";

let redis: RedisServer;
// Redis first: the app's BFF is built on it.
beforeAll(async () => {
  redis = await startRedisServer();
}, 20_000);
const app = useAppOnMock(() => ({ REDIS_URL: redis.url, SESSION_SECRET: "burst-secret-burst-secret-burst-secret" }));
let page: typeof import("~/routes/reservations.$reservationId");
let second: Bff;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(fromZonedTime(`${PINNED_TODAY}T12:00:00`, "Europe/Bucharest"));
  page = await import("~/routes/reservations.$reservationId");
  const { createBff, parseConfig } = await import("~/bff.server");
  // A second instance of the site on the same PMS and Redis (its own memory, its own process-wide state).
  second = await createBff(
    parseConfig({
      UPSTREAM_URL: app.mock.url,
      DEFAULT_ORG: "carpathia-ro",
      LOG_LEVEL: "silent",
      NODE_ENV: "test",
      REDIS_URL: redis.url,
      SESSION_SECRET: "burst-secret-burst-secret-burst-secret",
    }),
  );
});

afterAll(async () => {
  vi.useRealTimers();
  await second?.close();
  await redis?.stop();
});

const PATCHES = "PATCH /api/reservations/{id}";
const calls = async (endpoint: string) => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[endpoint] ?? 0;
const post = (id: number, fields: Record<string, string>, cookie: string, query: string) =>
  new Request(`${HOTEL_SITE}/reservations/${id}${query}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie }),
  });
const get = (path: string, cookie: string) => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite({ Cookie: cookie }) });
const reservation = (id: number) => app.mock.world.reservations.get(id)!;
const asQuery = (dates: { day_from: string; day_to: string }) => `?day_from=${dates.day_from}&day_to=${dates.day_to}`;

type Preview = { dayFrom: string; dayTo: string; total: number };
async function previewOf(cookie: string, dates: { day_from: string; day_to: string }, bff?: Bff): Promise<Preview> {
  const answer = await run(() =>
    page.loader({ request: get(`/reservations/100001${asQuery(dates)}`, cookie), params: { reservationId: "100001" }, context: bff ? { bff } : appContext() }),
  );
  return answer.data.datePreview as Preview;
}
const confirm = (preview: Preview, cookie: string, bff?: Bff): Promise<RouteAnswer> =>
  run(() =>
    page.action({
      request: post(100001, { intent: "change-dates", day_from: preview.dayFrom, day_to: preview.dayTo, total: String(preview.total) }, cookie, ""),
      params: { reservationId: "100001" },
      context: bff ? { bff } : appContext(),
    }),
  );

describe("two different date-change confirms at the same moment", () => {
  it("40 confirms at once, two date pairs, from two sessions on two instances: one PATCH, the reservation has one of the pairs at its total, the others are told", async () => {
    const start = reservation(100001).day_from;
    const end = reservation(100001).day_to;
    const pairA = { day_from: addDays(start, 1), day_to: addDays(end, 1) };
    const pairB = { day_from: addDays(start, 2), day_to: addDays(end, 3) };
    const ana = await grantedCookie(100001, "ana.popescu@example.com", "198.51.100.31");
    const again = await grantedCookie(100001, "ana.popescu@example.com", "198.51.100.32");
    const shownA = await previewOf(ana, pairA);
    const shownB = await previewOf(again, pairB, second);
    expect(shownA.total).not.toBe(shownB.total);
    const before = await calls(PATCHES);

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        n % 2 === 0 ? confirm(shownA, ana, n % 4 === 0 ? undefined : second) : confirm(shownB, again, n % 4 === 1 ? second : undefined),
      ),
    );
    expect((await calls(PATCHES)) - before).toBe(1);
    const now = reservation(100001);
    const won = now.day_from === pairA.day_from ? shownA : shownB;
    expect({ day_from: now.day_from, day_to: now.day_to, price: now.financials.rate.price }).toEqual({
      day_from: won.dayFrom,
      day_to: won.dayTo,
      price: won.total,
    });
    // Every confirm is answered: the winner's (and the same form posted with it) go on; the other pair's are told nothing changed.
    const told = answers.filter((answer) => JSON.stringify(answer.data ?? {}).includes("reservation.changeDates.errors.busy"));
    expect(told.length).toBeGreaterThan(0);
    for (const answer of answers) expect([200, 303, 400, 409]).toContain(answer.status);
  });
});

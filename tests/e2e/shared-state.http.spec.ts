/**
 * Two instances behind one Redis (docs/decisions/017): two servers started like `npm start`, both with
 * REDIS_URL set to a redis-server of this test's own and UPSTREAM_URL to one shared mock PMS. What
 * a guest does on one instance holds on the other — the session, the booking form's key, the
 * look-up limit, the cached hotel data — and when Redis goes away both keep serving from memory,
 * with a log line, never a 500.
 */
import { expect, test } from "@playwright/test";
import { startRedisServer, type RedisServer } from "../../bff/testing";
import { startMockServer, type MockServer } from "../../mocks/server";
import { HOTEL_TODAY, inDays, MOCK_PORT } from "./support/env";
import { startOwnServer, type OwnServer } from "./support/own-server";

let redis: RedisServer;
let mock: MockServer;
let a: OwnServer;
let b: OwnServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  redis = await startRedisServer();
  mock = await startMockServer({ port: MOCK_PORT + 88, host: "127.0.0.1", today: HOTEL_TODAY });
  const env = { UPSTREAM_URL: mock.url, REDIS_URL: redis.url, DEFAULT_ORG: "carpathia-ro", LOOKUP_ATTEMPTS_PER_RESERVATION: "3" };
  [a, b] = await Promise.all([startOwnServer(88, env), startOwnServer(90, env)]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await mock?.close();
  await redis?.stop();
});

const control = async (path: string, body?: unknown) => {
  const response = await fetch(`${mock.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${path} ${response.status}`).toBe(true);
  return (await response.json()) as Record<string, number>;
};
const calls = () => control("/__mock/calls");

/** A guest's browser reduced to its session cookie: it follows the guest from one instance to the other. */
function guest() {
  let cookie = "";
  const remember = (response: Response) => {
    const session = response.headers.getSetCookie().find((value) => value.startsWith("__session="));
    if (session) cookie = session.split(";")[0]!;
  };
  return {
    async get(server: OwnServer, path: string) {
      const response = await fetch(`${server.base}${path}`, { redirect: "manual", headers: cookie ? { cookie } : {} });
      remember(response);
      return { status: response.status, location: response.headers.get("location"), body: await response.text() };
    },
    async post(server: OwnServer, path: string, form: Record<string, string>) {
      const response = await fetch(`${server.base}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base, ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams(form).toString(),
      });
      remember(response);
      return { status: response.status, location: response.headers.get("location"), body: await response.text() };
    },
  };
}

test("a staff member signed in on one instance is signed in on the other", async () => {
  const staff = guest();
  expect((await staff.get(b, "/staff/plan?location=101")).status).toBe(303);
  const signIn = await staff.post(a, "/login", { email: "staff@example.com", password: "staff-pass-1", redirectTo: "/staff/plan?location=101" });
  expect(signIn.status).toBe(303);
  const plan = await staff.get(b, "/staff/plan?location=101&lang=en");
  expect(plan.status).toBe(200);
  expect(plan.body).toContain("Carpathia Brașov");
});

test("the same booking form posted to both instances at once books one reservation", async () => {
  const booker = guest();
  const choice = `/reservation-new?o=carpathia-ro&lang=en&day_from=${inDays(40)}&day_to=${inDays(42)}&adults=2&rooms=1&location=101&room_types=1011:1&rate_plan_id=11&meal_id=1`;
  const form = await booker.get(a, choice);
  expect(form.status).toBe(200);
  const key = /name="idempotency_key" value="([^"]+)"/.exec(form.body)?.[1];
  expect(key).toBeTruthy();
  const before = await calls();
  const details = {
    first_name: "Ana",
    last_name: "Twice",
    phone: "+40 722 000 333",
    email: "ana.twice@example.org",
    terms: "on",
    payment_method: "bank",
    idempotency_key: key!,
    intent: "book",
  };
  const [onA, onB] = await Promise.all([booker.post(a, choice, details), booker.post(b, choice, details)]);
  expect([onA.status, onB.status]).toEqual([303, 303]);
  const reservation = /\/reservations\/(\d+)/.exec(onA.location ?? "")?.[1];
  expect(reservation).toBeTruthy();
  expect(onB.location).toContain(`/reservations/${reservation}`);
  const after = await calls();
  expect((after["POST /api/reservations"] ?? 0) - (before["POST /api/reservations"] ?? 0)).toBe(1);
});

test("failed look-ups on both instances count against one limit", async () => {
  const stranger = guest();
  const wrong = { res: "100003", email: "not.maria@example.org" };
  expect((await stranger.post(a, "/reservation-search?lang=en", wrong)).status).not.toBe(429);
  expect((await stranger.post(b, "/reservation-search?lang=en", wrong)).status).not.toBe(429);
  expect((await stranger.post(a, "/reservation-search?lang=en", wrong)).status).not.toBe(429);
  // Three failures for reservation 100003, two of them on A: B refuses the fourth.
  const refused = await stranger.post(b, "/reservation-search?lang=en", wrong);
  expect(refused.status).toBe(429);
});

test("hotel data one instance loaded serves the other without asking the PMS", async () => {
  const visitor = guest();
  const page = "/hotel/201/gallery?o=seaside&lang=en";
  const before = await calls();
  expect((await visitor.get(a, page)).status).toBe(200);
  const afterA = await calls();
  const anonymous = (counts: Record<string, number>) =>
    Object.entries(counts)
      .filter(([name]) => name.includes("anonymous"))
      .reduce((sum, [, count]) => sum + count, 0);
  expect(anonymous(afterA) - anonymous(before)).toBeGreaterThan(0);
  expect((await visitor.get(b, page)).status).toBe(200);
  expect(anonymous(await calls())).toBe(anonymous(afterA));
});

test("Redis going away: both instances serve from memory, say so once in the log, refuse sign-ins for now, and answer no 500", async () => {
  await redis.stop({ abruptly: true });
  const visitor = guest();
  for (const server of [a, b]) {
    expect((await visitor.get(server, "/gallery?lang=en")).status).toBe(200);
    // Sign-in fails closed without the shared attempt count (docs/decisions/021): "try again shortly".
    const signIn = await visitor.post(server, "/login?lang=en", { email: "guest@example.com", password: "guest-pass-1", redirectTo: "/" });
    expect(signIn.status).toBe(503);
    expect(signIn.body).toContain("Signing in is not possible just now");
    const search = await visitor.post(server, "/reservation-search?lang=en", { res: "100001", email: "ana.popescu@example.com" });
    expect(search.status).toBe(303);
    expect((await visitor.get(server, search.location!)).status).toBe(200);
  }
  for (const server of [a, b]) {
    await expect.poll(() => server.lines.filter((line) => String(line.msg).startsWith("Redis unreachable")).length).toBe(1);
    // The sign-in's own refusal is the one 503 expected; nothing else, and no error line.
    expect(server.lines.filter((line) => line.level === 50 || (Number(line.status) >= 500 && line.path !== "/login"))).toEqual([]);
  }
});

/**
 * Fuzzing (docs/quality.md), bounded and repeatable: thousands of random and hostile query strings and form
 * bodies across every route, through the running server. Whatever arrives, no answer is a 500 and
 * the server keeps serving. The generator is seeded, so a failure names the request that caused it
 * and the same run reproduces it.
 */
import { expect, test } from "@playwright/test";
import { HOSTILE_COOKIES, HOSTILE_REDIRECTS } from "../support/hostile-input";
import { inDays } from "./support/env";
import { startOwnServer, type OwnServer } from "./support/own-server";

// Its own server: the fuzz's failed sign-ins and look-ups would otherwise use up the shared
// server's per-client limits for the suites that run after it.
let server: OwnServer;
let E2E_BASE_URL = "";

test.beforeAll(async () => {
  server = await startOwnServer(70);
  E2E_BASE_URL = server.base;
});

test.afterAll(async () => {
  await server.stop();
});

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PATHS = [
  "/",
  "/rooms",
  "/gallery",
  "/about",
  "/contacts",
  "/support",
  "/policies",
  "/terms",
  "/order-policies",
  "/cancel-policies",
  "/gdpr-policies",
  "/login",
  "/reservation-new",
  "/reservation-search",
  "/hotel/101",
  "/hotel/101/rooms",
  "/hotel/102/gallery",
  "/hotel/abc",
  "/location/101",
  "/reservations/100001",
  "/reservations/100001/stay.ics",
  "/reservations/100001/invoices/1",
  "/reservation/100001",
  "/language/en",
  "/language/xx",
  "/media-proxy/x.jpg",
  "/pages/404",
  "/pages/login",
  "/nowhere",
  "/%E0%A4%A",
];
const POSTS = ["/reservation-new", "/reservation-search", "/reservations/100001", "/reservation/100001", "/login", "/logout", "/language/ro"];
const NAMES = [
  "o",
  "lang",
  "h",
  "location",
  "embed",
  "day_from",
  "day_to",
  "adults",
  "children",
  "children_ages",
  "rooms",
  "coupon_code",
  "room_types",
  "rate_plan_id",
  "meal_id",
  "room_type_id",
  "res",
  "email",
  "redirectTo",
  "map",
  "confirm",
  "intent",
  "invoice_id",
  "first_name",
  "last_name",
  "phone",
  "terms",
  "payment_method",
  "idempotency_key",
  "password",
  "arrival_time",
  "note",
  "_data",
];
const VALUES = [
  "",
  " ",
  "0",
  "-1",
  "1",
  "2",
  "31",
  "99999999999999999999",
  "1e309",
  "NaN",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "carpathia-ro",
  "seaside",
  "en",
  "ro",
  "xx",
  inDays(10),
  inDays(12),
  "2026-02-30",
  "9999-12-31",
  "1011:1",
  "1011:0,1011:1",
  "a:b",
  "11",
  "1,2,3",
  "4,,x",
  "%",
  "%00",
  "\u0000",
  "\uFFFF",
  "😀".repeat(50),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "a".repeat(5000),
  "ana.popescu@example.com",
  "card",
  "paypal",
  "cancel",
  "book",
  "sign-in",
  ...HOSTILE_REDIRECTS.slice(0, 20),
];

const REQUESTS = 2_400;
const CONCURRENCY = 8;

test("thousands of random and hostile requests: no 500, and the server keeps serving", async () => {
  test.setTimeout(240_000);
  const random = generator(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const params = () => {
    const query = new URLSearchParams();
    const count = Math.floor(random() * 6);
    for (let index = 0; index < count; index += 1) query.append(pick(NAMES), pick(VALUES));
    return query;
  };
  const requests = Array.from({ length: REQUESTS }, (_, index) => {
    const post = random() < 0.3;
    const path = post ? pick(POSTS) : pick(PATHS);
    const query = params();
    const cookie = random() < 0.1 ? pick(HOSTILE_COOKIES) : undefined;
    return { index, post, url: `${E2E_BASE_URL}${path}${query.size ? `?${query}` : ""}`, body: post ? params().toString() : undefined, cookie };
  });

  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const headers: Record<string, string> = {};
      if (request.cookie) headers.Cookie = request.cookie;
      if (request.post) Object.assign(headers, { "Content-Type": "application/x-www-form-urlencoded", Origin: E2E_BASE_URL });
      try {
        const response = await fetch(request.url, { method: request.post ? "POST" : "GET", headers, body: request.body, redirect: "manual" });
        await response.arrayBuffer();
        if (response.status >= 500 && response.status !== 502 && response.status !== 503 && response.status !== 504) {
          failures.push(`#${request.index} ${request.post ? "POST" : "GET"} ${request.url.slice(0, 300)} → ${response.status}`);
        }
      } catch (error) {
        failures.push(`#${request.index} ${request.url.slice(0, 300)} → ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(failures).toEqual([]);
  // Still serving, and serving well.
  expect((await fetch(`${E2E_BASE_URL}/healthz`)).status).toBe(200);
  const home = await fetch(`${E2E_BASE_URL}/rooms?o=carpathia-ro&lang=en`);
  expect(home.status).toBe(200);
  expect(server.process.exitCode).toBeNull();
  const ours = server.lines.filter((line) => (line.level as number) >= 50);
  expect(ours, JSON.stringify(ours.slice(0, 3))).toEqual([]);
});

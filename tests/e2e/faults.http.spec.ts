/**
 * The fault suite (docs/quality.md): the PMS down, hanging, failing with 500 or 503 + Retry-After, stalling
 * mid-body, answering broken JSON or JSON outside the contract. What must hold each time: a cached
 * public page still answers 200; a page that needs the PMS answers a branded page within the
 * deadline, never a 500 of ours; a GET is tried at most three times (two retries); a booking is sent
 * once; nothing crashes the process, and it serves normally once the PMS is back. Its own server,
 * with a 2 s upstream deadline so the hanging cases stay short.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { inDays } from "./support/env";
import { startOwnServer, type OwnServer } from "./support/own-server";

const DEADLINE_MS = 2_000;

let server: OwnServer;
let BASE = "";
let MOCK = "";

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startOwnServer(60, { UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS) });
  ({ base: BASE, mock: MOCK } = server);
});

test.afterAll(async () => {
  await server.stop();
});

const control = async (path: string, body?: unknown) => {
  const response = await fetch(`${MOCK}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${path} ${response.status}`).toBe(true);
  return (await response.json()) as Record<string, number>;
};
const reset = () => control("/__mock/reset", {});
const faults = (settings: Record<string, unknown>) => control("/__mock/faults", settings);
const calls = () => control("/__mock/calls");

const STAY = `o=carpathia-ro&lang=en&day_from=${inDays(30)}&day_to=${inDays(32)}&adults=2&rooms=1&location=101`;
const SEARCH = `/reservation-new?${STAY}`;
const CHOICE = `/reservation-new?${STAY}&room_types=1011:1&rate_plan_id=11&meal_id=1`;
const CACHED = "/gallery?o=carpathia-ro&lang=en";
const SEARCH_CALL = "GET /api/reservation-query";
const BOOK_CALL = "POST /api/reservations";

const FAULTS = [
  { name: "down", settings: { down: true } },
  { name: "hanging", settings: { hang: true } },
  { name: "failing with 500", settings: { error_rate: 1, status: 500 } },
  { name: "failing with 503 and Retry-After", settings: { error_rate: 1, status: 503, retry_after: 30 } },
  { name: "stalling mid-body", settings: { slow_body_ms: 10_000 } },
  { name: "answering broken JSON", settings: { answer: "invalid_json" } },
  { name: "answering outside the contract", settings: { answer: "break_contract" } },
] as const;

/** A page's answer and how long it took, read as a guest's browser would. */
async function timed(client: APIRequestContext, path: string) {
  const startedAt = Date.now();
  const response = await client.get(path, { maxRedirects: 0 });
  const body = await response.text();
  return { status: response.status(), body, ms: Date.now() - startedAt };
}

/** What a guest must never see: our own 500, or a stack trace. */
function expectBranded(page: { status: number; body: string }) {
  expect(page.status).not.toBe(500);
  // The hotel's page with a notice, or the site's own error page in the guest's language.
  expect(page.body).toMatch(/Hotel Carpathia|class="error-page/);
  expect(page.body).toContain('<html lang="en"');
  expect(page.body).not.toMatch(/\n\s+at \S+ \(.*:\d+:\d+\)/);
}

for (const fault of FAULTS) {
  test(`the PMS ${fault.name}: cached pages answer, others a branded page in time, GETs retried at most twice`, async () => {
    const client = await playwrightRequest.newContext({ baseURL: BASE });
    await reset();
    expect((await timed(client, CACHED)).status).toBe(200);
    // The hotel's data is cached by this first search; the second one needs the PMS again.
    expect((await timed(client, SEARCH)).status).toBe(200);
    await faults(fault.settings);
    const before = await calls();

    const cached = await timed(client, CACHED);
    expect(cached.status).toBe(200);
    expect(cached.body).toContain("Hotel Carpathia");

    const search = await timed(client, SEARCH);
    expectBranded(search);
    // One upstream deadline, plus rendering: never the guest's patience.
    expect(search.ms).toBeLessThan(DEADLINE_MS + 2_500);
    const after = await calls();
    expect((after[SEARCH_CALL] ?? 0) - (before[SEARCH_CALL] ?? 0)).toBeLessThanOrEqual(3);
    await client.dispose();
  });

  test(`the PMS ${fault.name} while booking: the booking is sent once and the form comes back`, async () => {
    const client = await playwrightRequest.newContext({ baseURL: BASE });
    await reset();
    const form = await timed(client, CHOICE);
    expect(form.status).toBe(200);
    const key = /name="idempotency_key" value="([^"]+)"/.exec(form.body)?.[1];
    expect(key).toBeTruthy();
    // Only the booking call fails: the fresh search before it works.
    await faults({ ...fault.settings, endpoints: [BOOK_CALL] });
    const startedAt = Date.now();
    const posted = await client.post(CHOICE, {
      headers: { Origin: BASE },
      form: {
        first_name: "Ana",
        last_name: "Faults",
        phone: "+40 722 000 333",
        email: "ana.faults@example.org",
        terms: "on",
        payment_method: "bank",
        idempotency_key: key!,
        intent: "book",
      },
      maxRedirects: 0,
    });
    const body = await posted.text();
    expect(Date.now() - startedAt).toBeLessThan(2 * DEADLINE_MS + 2_500);
    expectBranded({ status: posted.status(), body });
    expect((await calls())[BOOK_CALL]).toBe(1);
    // Not booked as far as the guest can tell: the form again, with what they typed.
    expect(posted.status()).toBeGreaterThanOrEqual(400);
    expect(body).toContain("ana.faults@example.org");
    await client.dispose();
  });
}

test("after every fault the server still serves, and nothing went unhandled", async () => {
  await reset();
  const client = await playwrightRequest.newContext({ baseURL: BASE });
  expect(server.process.exitCode).toBeNull();
  expect((await client.get("/healthz")).status()).toBe(200);
  expect((await client.get("/readyz")).status()).toBe(200);
  const search = await timed(client, SEARCH);
  expect(search.status).toBe(200);
  expect(search.body).toContain('class="solution');
  const unhandled = server.lines.filter((line) => /unhandled|uncaught/i.test(JSON.stringify(line)));
  expect(unhandled).toEqual([]);
  await client.dispose();
});

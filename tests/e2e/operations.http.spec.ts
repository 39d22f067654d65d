/**
 * What an operator sees (docs/operating.md): the metrics port's counters move with a booking and
 * the public port has no /metrics; a trusted proxy's W3C trace reaches the PMS, the log and the
 * error page's reference, and, with OTEL_EXPORTER_OTLP_ENDPOINT, a collector. Its own server, started like
 * `npm start` with METRICS_PORT, an OTLP collector of the test's and LOG_LEVEL=debug (so the PMS
 * calls' own lines can be read too).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, request as playwrightRequest, test } from "@playwright/test";
import { E2E_PORT, inDays, setLeadTimes } from "./support/env";
import { startOwnServer, type OwnServer } from "./support/own-server";

const METRICS_PORT = E2E_PORT + 150;
const METRICS = `http://127.0.0.1:${METRICS_PORT}/metrics`;

let server: OwnServer;
let BASE = "";
let MOCK = "";

test.describe.configure({ mode: "serial" });

/** An OTLP/HTTP collector (the exporter sends JSON): the spans the server exported. */
const exported: Array<{ traceId: string; spanId: string; parentSpanId?: string; name: string }> = [];
let collector: Server;

test.beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      const payload = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: typeof exported }> }> };
      for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) exported.push(...scope.spans);
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
  const { port } = collector.address() as AddressInfo;
  server = await startOwnServer(94, {
    METRICS_PORT: String(METRICS_PORT),
    LOG_LEVEL: "debug",
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    // These requests stand for a proxy's (on loopback): only a trusted proxy's traceparent is
    // kept; a client's own starts a new trace (logs.http.spec.ts).
    TRUST_PROXY: "loopback",
    // The lead time below must be set before the site first reads the organisation: its own
    // warm-up request would read it first.
    WARM_UP: "off",
  });
  ({ base: BASE, mock: MOCK } = server);
  // The booking below is paid by bank transfer 72 hours ahead: set on this server's mock before the
  // site first reads the organisation, so its cached copy and the mock agree (not the seed's number).
  await setLeadTimes({ bank: 72 }, "carpathia-ro", MOCK);
});

test.afterAll(async () => {
  await server.stop();
  collector.close();
});

const mock = async (path: string, body?: unknown) => {
  const response = await fetch(`${MOCK}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${path} ${response.status}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
};

/** The metrics port's text, and one series' value in it (0 when the series is not there yet). */
async function scrape() {
  const response = await fetch(METRICS);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = await response.text();
  return {
    text,
    value(series: string): number {
      const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
      return line === undefined ? 0 : Number(line.slice(series.length + 1));
    },
  };
}

// Booked 40 days ahead: a bank transfer (72 hours before arrival, set above) is offered whatever the hour.
const STAY = `o=carpathia-ro&lang=en&day_from=${inDays(40)}&day_to=${inDays(42)}&adults=2&rooms=1&location=101`;
const CHOICE = `/reservation-new?${STAY}&room_types=1011:1&rate_plan_id=11&meal_id=1`;
const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const traceparent = (trace: string) => `00-${trace}-00f067aa0ba902b7-01`;

test("a booking moves the metrics port's counters, and the public port has no /metrics", async () => {
  const client = await playwrightRequest.newContext({ baseURL: BASE });
  const form = await client.get(CHOICE);
  expect(form.status()).toBe(200);
  const key = /name="idempotency_key" value="([^"]+)"/.exec(await form.text())?.[1];
  expect(key).toBeTruthy();
  const before = await scrape();

  const booking = {
    first_name: "Ana",
    last_name: "Metrics",
    phone: "+40 722 000 444",
    email: "ana.metrics@example.org",
    terms: "on",
    payment_method: "bank",
    idempotency_key: key!,
    intent: "book",
  };
  const booked = await client.post(CHOICE, { headers: { Origin: BASE }, form: booking, maxRedirects: 0 });
  expect(booked.status()).toBe(303);
  expect(booked.headers().location).toMatch(/^\/reservations\/\d+/);
  // The same form again (a double click): the booking it already made, counted as replayed.
  const again = await client.post(CHOICE, { headers: { Origin: BASE }, form: booking, maxRedirects: 0 });
  expect(again.headers().location).toBe(booked.headers().location);

  const after = await scrape();
  const moved = (series: string) => after.value(series) - before.value(series);
  expect(moved('bff_bookings_total{outcome="created"}')).toBe(1);
  expect(moved('bff_bookings_total{outcome="replayed"}')).toBe(1);
  expect(moved('bff_pms_calls_total{endpoint="createReservation",outcome="ok"}')).toBe(1);
  expect(moved('bff_pms_call_duration_seconds_count{endpoint="createReservation"}')).toBe(1);
  expect(moved('bff_http_requests_total{method="POST",route="/reservation-new",status_class="3xx"}')).toBe(2);
  expect(moved('bff_http_request_duration_seconds_count{method="POST",route="/reservation-new"}')).toBe(2);
  // The hotel's data came from the cache while booking.
  expect(moved('bff_cache_lookups_total{result="hit"}')).toBeGreaterThan(0);
  expect(after.value('bff_http_requests_total{method="GET",route="/reservation-new",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
  expect(after.value("bff_redis_shared")).toBe(0);
  expect(after.value("process_resident_memory_bytes")).toBeGreaterThan(0);
  // Labels are templates: no reservation number, no guest.
  expect(after.text).not.toContain(booked.headers().location!.split(/[/?#]/)[2]!);
  expect(after.text).not.toContain("ana.metrics");

  // The public port: no metrics, whatever the method; the metrics port: nothing else.
  for (const path of ["/metrics", "/metrics?o=carpathia-ro", "/metrics.data"]) {
    const answer = await client.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).not.toContain("bff_http_requests_total");
  }
  expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/`)).status).toBe(404);
  expect((await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`, { method: "POST" })).status).toBe(404);
  await client.dispose();
});

test("a request's traceparent reaches the PMS, with a span of its own per call, and every log line of the request", async () => {
  await mock("/__mock/reset", {});
  const response = await fetch(`${BASE}/reservation-new?${STAY}`, { headers: { traceparent: traceparent(TRACE) } });
  expect(response.status).toBe(200);

  const { traces } = (await mock("/__mock/traces")) as { traces: Array<{ endpoint: string; traceparent: string }> };
  const ours = traces.filter((trace) => trace.traceparent.split("-")[1] === TRACE);
  expect(ours.map((trace) => trace.endpoint)).toContain("GET /api/reservation-query");
  for (const trace of ours) expect(trace.traceparent).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`));
  const spans = ours.map((trace) => trace.traceparent.split("-")[2]);
  expect(new Set(spans).size).toBe(spans.length);
  expect(spans).not.toContain("00f067aa0ba902b7");

  await expect.poll(() => server.lines.filter((line) => line.traceId === TRACE && line.msg === "request").length).toBe(1);
  const logged = server.lines.filter((line) => line.traceId === TRACE);
  // The access line, and each PMS call's own line (debug): all of them name the trace.
  expect(logged.filter((line) => line.msg === "upstream ok").length).toBe(ours.length);
  expect(logged.find((line) => line.msg === "request")).toMatchObject({ path: "/reservation-new", status: 200 });
  // With OTEL_EXPORTER_OTLP_ENDPOINT the same spans reach the collector: the request's, named by
  // its route and the incoming parent's child, and each PMS call's, the request's children.
  await expect.poll(() => exported.filter((span) => span.traceId === TRACE).length, { timeout: 15_000 }).toBe(ours.length + 1);
  const requestSpan = exported.find((span) => span.traceId === TRACE && span.name === "GET /reservation-new");
  expect(requestSpan?.parentSpanId).toBe("00f067aa0ba902b7");
  const callSpans = exported.filter((span) => span.traceId === TRACE && span.name.startsWith("PMS "));
  expect(callSpans.map((span) => span.spanId).sort()).toEqual([...spans].sort());
  for (const span of callSpans) expect(span.parentSpanId).toBe(requestSpan?.spanId);
  // A request without one gets a trace of its own, in its lines too.
  await fetch(`${BASE}/rooms?o=carpathia-ro&lang=en`);
  await expect.poll(() => server.lines.find((line) => line.msg === "request" && line.path === "/rooms")?.traceId).toMatch(/^[0-9a-f]{32}$/);
});

test("the error page's reference is the request's trace id, as the log has it", async () => {
  // Another organisation, never loaded: with the PMS failing, the page is the error page.
  await mock("/__mock/faults", { error_rate: 1, status: 503 });
  const trace = "0af7651916cd43dd8448eb211c80319c";
  const response = await fetch(`${BASE}/?o=seaside&lang=en`, { headers: { traceparent: traceparent(trace) } });
  const html = await response.text();
  await mock("/__mock/faults", { error_rate: 0 });
  expect(response.status).toBe(503);
  expect(html).toContain('class="error-page');
  expect(html).toContain(`data-reference="${trace}"`);
  expect(html).toMatch(new RegExp(`please quote this reference:(<!-- -->)? <code>${trace}</code>`));
  await expect.poll(() => server.lines.find((line) => line.traceId === trace && line.msg === "request")?.status).toBe(503);
  // A reference only where it helps: a page not found is no failure of ours.
  const notFound = await fetch(`${BASE}/no-such-page?o=carpathia-ro&lang=en`);
  expect(notFound.status).toBe(404);
  expect(await notFound.text()).not.toContain("data-reference");
});

test("in a browser the reference stays as the server wrote it, hydrated with JavaScript and without", async ({ browser }) => {
  await mock("/__mock/faults", { error_rate: 1, status: 503 });
  try {
    for (const [javaScriptEnabled, trace] of [
      [true, "1af7651916cd43dd8448eb211c80319c"],
      [false, "2af7651916cd43dd8448eb211c80319c"],
    ] as const) {
      const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { traceparent: traceparent(trace) } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(`${BASE}/?o=seaside&lang=en`);
      await page.waitForLoadState("networkidle");
      // Hydrated (or not), the page still names the request the server answered.
      await expect(page.locator(".error-page__reference code")).toHaveText(trace);
      expect(errors).toEqual([]);
      await context.close();
    }
  } finally {
    await mock("/__mock/faults", { error_rate: 0 });
  }
});

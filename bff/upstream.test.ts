import { afterEach, describe, expect, it } from "vitest";
import { UpstreamError } from "./errors";
import { createMetrics } from "./metrics";
import { createTestLogger, sendJson, seriesValue, startFakePms } from "./testing";
import { createIdTracer, withRequestSpan } from "./trace";
import { createUpstreamClient } from "./upstream";

const organisation = {
  id: 1,
  name: "Hotel Test",
  slug_full: "test",
  settings: { currency: "RON" },
};

let closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function setUp(handler: Parameters<typeof startFakePms>[0], timeoutMs = 2_000) {
  const pms = await startFakePms(handler);
  const { logger, lines } = createTestLogger();
  const metrics = createMetrics({});
  const client = createUpstreamClient({ baseUrl: pms.url, timeoutMs, logger, metrics });
  closers.push(pms.close, client.close);
  return { client, lines, metrics };
}

describe("upstream client", () => {
  it("calls the endpoint of the table and parses the answer with its contract", async () => {
    const seen: string[] = [];
    const { client } = await setUp((request, response) => {
      seen.push(`${request.method} ${request.url} ${request.headers["x-request-id"]}`);
      sendJson(response, 200, { ...organisation, unknown_field: "kept" });
    });
    const org = await client.call("getOrganisation", { params: { organization_full_slug: "test" } }, { requestId: "req-12345678" });
    expect(org.name).toBe("Hotel Test");
    expect(org.settings.languages).toEqual([]);
    expect(seen).toEqual(["GET /api/anonymous-orgs/test req-12345678"]);
  });

  it("appends the session token as a query parameter and never logs it", async () => {
    const urls: string[] = [];
    const { client, lines } = await setUp((request, response) => {
      urls.push(request.url ?? "");
      sendJson(response, 500, { message: "boom" });
    });
    await expect(client.call("signOut", {}, { sessionToken: "secret-token-0123456789" })).rejects.toThrow(UpstreamError);
    expect(urls[0]).toBe("/api/users/sessions/delete?session_token=secret-token-0123456789");
    expect(JSON.stringify(lines)).not.toContain("secret-token-0123456789");
  });

  it("logs a failed call's URL with its query values redacted: a staff search's e-mail or phone never reaches the log", async () => {
    let answer = 503;
    const { client, lines } = await setUp((_request, response) => {
      if (answer === 200) sendJson(response, 200, [{ id: "not a guest" }]);
      else sendJson(response, answer, { message: "boom" });
    });
    const staff = { sessionToken: "staff-token-0123456789" };
    // Retried twice, then the error answer; a refusal; an answer outside the contract.
    for (const status of [503, 422, 200]) {
      answer = status;
      await expect(client.call("searchGuests", { query: { query: "ana.popescu@example.com" } }, staff)).rejects.toThrow(UpstreamError);
      await expect(client.call("searchReservations", { query: { query: "+40 744 333 444", page: 1 } }, staff)).rejects.toThrow(UpstreamError);
    }
    const logged = lines.filter((line) => typeof line.url === "string");
    expect(logged.length).toBeGreaterThanOrEqual(6);
    expect(logged.map((line) => new URL(String(line.url)).search)).toContain("?query=[redacted]&session_token=[redacted]");
    expect(logged.map((line) => new URL(String(line.url)).search)).toContain("?query=[redacted]&page=[redacted]&session_token=[redacted]");
    // The phone's digits as a URL writes them: bare "744" or "333" also turn up by chance in the fake
    // PMS's random port or a duration (a flaky run at load), which says nothing of personal data.
    const text = JSON.stringify(lines);
    for (const personal of ["ana.popescu", "example.com", "744 333", "744+333", "744%20333", "40744333444", "staff-token"])
      expect(text).not.toContain(personal);
  });

  it("logs an unreachable PMS's URL with its query values redacted", async () => {
    const { logger, lines } = createTestLogger();
    const client = createUpstreamClient({ baseUrl: "http://127.0.0.1:9", timeoutMs: 1_000, logger, retries: 0 });
    closers.push(client.close);
    await expect(
      client.call("searchGuests", { query: { query: "ana.popescu@example.com" } }, { sessionToken: "staff-token-0123456789" }),
    ).rejects.toMatchObject({ failure: "unreachable" });
    expect(lines.find((line) => line.msg === "upstream unreachable")?.url).toBe("http://127.0.0.1:9/api/org_guests?query=[redacted]&session_token=[redacted]");
  });

  it("refuses a session-only call without a token, before calling the PMS", async () => {
    let calls = 0;
    const { client } = await setUp((_request, response) => {
      calls++;
      sendJson(response, 200, {});
    });
    await expect(client.call("getUserSession", {})).rejects.toMatchObject({ failure: "unauthorized" });
    expect(calls).toBe(0);
  });

  it("retries a GET on 503 and succeeds", async () => {
    let calls = 0;
    const { client } = await setUp((_request, response) => {
      calls++;
      if (calls < 3) sendJson(response, 503, { message: "busy" });
      else sendJson(response, 200, organisation);
    });
    await expect(client.call("getOrganisation", { params: { organization_full_slug: "test" } })).resolves.toMatchObject({ id: 1 });
    expect(calls).toBe(3);
  });

  it("retries the look-up, a POST that only reads, as it retries a GET", async () => {
    let calls = 0;
    const { client } = await setUp((_request, response) => {
      calls++;
      if (calls < 2) sendJson(response, 503, { message: "busy" });
      else sendJson(response, 404, { message: "No such reservation" });
    });
    const error = await client.call("lookupReservation", { params: { location: 101 }, body: { reservation_id: 1, email: "a@b.c" } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: "status", status: 404 });
    expect(calls).toBe(2);
  });

  it("never retries a mutation, and keeps the PMS's text for the guest", async () => {
    let calls = 0;
    const { client } = await setUp((_request, response) => {
      calls++;
      sendJson(response, 503, { message: "Room no longer available" });
    });
    const draft = { id: 7, status: "New" } as never;
    const error = await client.call("updateReservation", { params: { id: 7 }, body: draft }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ failure: "status", status: 503, guestMessage: "Room no longer available" });
    expect(calls).toBe(1);
  });

  it("turns an answer that breaks the contract into a typed error and a log line", async () => {
    const { client, lines } = await setUp((_request, response) => sendJson(response, 200, { id: "not-a-number", name: 5 }));
    await expect(client.call("getOrganisation", { params: { organization_full_slug: "test" } })).rejects.toMatchObject({ failure: "contract" });
    expect(lines.some((line) => line.msg === "upstream answer breaks the contract" && line.level === 50)).toBe(true);
  });

  it("gives up at its deadline when the PMS hangs", async () => {
    // The PMS never answers: only the deadline can end the call, so a timeout proves it fired.
    const { client, lines } = await setUp(() => {
      /* never answers */
    }, 300);
    const error = await client.call("getOrganisation", { params: { organization_full_slug: "test" } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: "timeout" });
    expect(lines.some((line) => line.msg === "upstream timeout")).toBe(true);
  });

  it("stops a call when the page's guest has gone, long before its deadline, and counts it aborted", async () => {
    const { client, metrics } = await setUp(() => {
      /* never answers */
    }, 10_000);
    const page = new AbortController();
    setTimeout(() => page.abort(new Error("the guest closed the page")), 50);
    const started = Date.now();
    const error = await client.call("getOrganisation", { params: { organization_full_slug: "test" } }, { signal: page.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: "the guest closed the page" });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await seriesValue(metrics.registry.metrics(), 'bff_pms_calls_total{endpoint="getOrganisation",outcome="aborted"}')).toBe(1);
  });

  it("leaves no timer behind a finished call, and no listener on the page's signal", async () => {
    const { client } = await setUp((_request, response) => sendJson(response, 200, organisation), 60_000);
    const page = new AbortController();
    let listeners = 0;
    const add = page.signal.addEventListener.bind(page.signal);
    const remove = page.signal.removeEventListener.bind(page.signal);
    page.signal.addEventListener = ((...args: Parameters<AbortSignal["addEventListener"]>) => (listeners++, add(...args))) as AbortSignal["addEventListener"];
    page.signal.removeEventListener = ((...args: Parameters<AbortSignal["removeEventListener"]>) => (
      listeners--,
      remove(...args)
    )) as AbortSignal["removeEventListener"];
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
    const before = timers();
    for (let call = 0; call < 5; call++) await client.call("getOrganisation", { params: { organization_full_slug: "test" } }, { signal: page.signal });
    expect(timers()).toBeLessThanOrEqual(before);
    expect(listeners).toBe(0);
  });

  it("reports a PMS that is not listening as unreachable, after retrying", async () => {
    const pms = await startFakePms((_request, response) => sendJson(response, 200, organisation));
    await pms.close();
    const { logger } = createTestLogger();
    const client = createUpstreamClient({ baseUrl: pms.url, timeoutMs: 2_000, logger });
    closers.push(client.close);
    await expect(client.call("getOrganisation", { params: { organization_full_slug: "test" } })).rejects.toMatchObject({ failure: "unreachable" });
  });

  it("sends each attempt with a traceparent of the request's trace, its own span, and counts it by outcome", async () => {
    const seen: string[] = [];
    let calls = 0;
    const { client, metrics } = await setUp((request, response) => {
      seen.push(String(request.headers.traceparent));
      if (++calls === 1) sendJson(response, 503, { message: "busy" });
      else sendJson(response, 200, organisation);
    });
    const trace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const request = createIdTracer().request(`00-${trace}-00f067aa0ba902b7-01`, { method: "GET", route: "/" });
    await withRequestSpan(request, () => client.call("getOrganisation", { params: { organization_full_slug: "test" } }));
    expect(seen).toHaveLength(2);
    for (const header of seen) expect(header).toMatch(new RegExp(`^00-${trace}-[0-9a-f]{16}-01$`));
    // Each attempt is a span of its own, none of them the request's.
    expect(new Set([...seen.map((header) => header.split("-")[2]), request.spanId]).size).toBe(3);
    const text = metrics.registry.metrics();
    expect(await seriesValue(text, 'bff_pms_calls_total{endpoint="getOrganisation",outcome="server_error"}')).toBe(1);
    expect(await seriesValue(text, 'bff_pms_calls_total{endpoint="getOrganisation",outcome="ok"}')).toBe(1);
    expect(await seriesValue(text, 'bff_pms_call_duration_seconds_count{endpoint="getOrganisation"}')).toBe(2);
  });

  it("counts a 4xx, an answer outside the contract and a timeout by their outcome", async () => {
    let calls = 0;
    const { client, metrics } = await setUp((_request, response) => {
      calls++;
      if (calls === 1) sendJson(response, 404, { message: "no such organisation" });
      else if (calls === 2) sendJson(response, 200, { id: "not-a-number" });
      // the third never answers
    }, 300);
    const call = () => client.call("getOrganisation", { params: { organization_full_slug: "test" } }).catch(() => undefined);
    await call();
    await call();
    await call();
    const text = metrics.registry.metrics();
    for (const outcome of ["client_error", "contract", "timeout"]) {
      expect(await seriesValue(text, `bff_pms_calls_total{endpoint="getOrganisation",outcome="${outcome}"}`), outcome).toBe(1);
    }
  });
});

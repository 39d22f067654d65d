import { createCookie } from "@remix-run/node";
import { Writable } from "node:stream";
import { describe, expect, it, vi } from "vitest";
import { parseConfig } from "../config";
import { createLogger } from "../logger";
import { createMetrics } from "../metrics";
import { createTestLogger, seriesValue } from "../testing";
import { currentSpan } from "../trace";
import { createFrontDoor, NOT_A_PATH, REFUSED_ROUTE, type FrontDoorContext } from "./front-door";
import { createSharedPages } from "./shared-pages";

const SITE = "http://localhost:3000";
const LIMIT = 2_048;

function frontDoor(
  env: Record<string, string> = {},
  options: { movedTo?: (request: Request) => Promise<string | typeof NOT_A_PATH | null>; setCookie?: string[]; sharedPages?: boolean } = {},
) {
  const { logger, lines } = createTestLogger();
  const metrics = createMetrics({});
  const config = parseConfig({ MAX_FORM_BYTES: String(LIMIT), PORT: "3000", ...env });
  const door = createFrontDoor({
    config,
    logger,
    cookies: [{ cookie: createCookie("lng"), isValid: (value) => value === "en" || value === "ro" }],
    sessionCookie: "__session",
    refusalPage: (status) => `<h1>refused ${status}</h1>`,
    movedTo: options.movedTo,
    routeOf: (pathname) => (pathname.startsWith("/reservations/") ? "/reservations/:reservationId" : "/*"),
    metrics,
    sharedPages: options.sharedPages ? createSharedPages({ stillCurrent: () => true }) : undefined,
  });
  const seen: { request: Request; context: FrontDoorContext; body: string; traceId?: string; sampled?: boolean }[] = [];
  const pass = async (request: Request, context: FrontDoorContext) => {
    logger.info("a loader's line");
    seen.push({ request, context, body: request.body ? await request.text() : "", traceId: currentSpan()?.traceId, sampled: currentSpan()?.sampled });
    const headers = new Headers({
      "content-type": "text/html",
      "cache-control": "public, max-age=60",
      "content-security-policy": `script-src 'nonce-${context.cspNonce}' 'strict-dynamic'`,
    });
    for (const value of options.setCookie ?? []) headers.append("Set-Cookie", value);
    return new Response(`<p>page ${seen.length}</p><script nonce="${context.cspNonce}">go()</script>`, { headers });
  };
  // As server.mjs makes it: the URL's host is the request's one host (bff/http/host.ts).
  const send = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => {
    const host = init.headers?.host ?? "localhost:3000";
    return door.handle(
      new Request(`http://${host}${path}`, { ...init, headers: { ...init.headers, host }, duplex: "half" } as RequestInit),
      "198.51.100.7",
      pass,
    );
  };
  return { send, seen, lines, door, metrics };
}

const form = (body: string, headers: Record<string, string> = {}) => ({
  method: "POST",
  body,
  headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, ...headers },
});

describe("front door: methods", () => {
  it.each(["PUT", "DELETE", "PATCH", "OPTIONS"])("%s → 405 with Allow, and the route never runs", async (method) => {
    const { send, seen } = frontDoor();
    const response = await send("/login", { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(seen).toHaveLength(0);
  });

  it("a method a Request cannot carry (TRACE) is refused from a GET's likeness", async () => {
    const { door } = frontDoor();
    const response = door.refuseMethod(new Request(`${SITE}/`), "trace");
    expect(response.status).toBe(405);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("front door: cross-site posts never reach an action, documents and data alike", () => {
  it.each(["/login", "/login?_data=routes%2Flogin", "/login.data", "/logout.data", "/reservation-new?day_from=2026-12-01"])(
    "POST %s from a foreign origin → 403",
    async (path) => {
      const { send, seen, lines } = frontDoor();
      const response = await send(path, form("email=a&password=b", { origin: "https://evil.example" }));
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("refused 403");
      expect(seen).toHaveLength(0);
      expect(lines.find((line) => line.msg === "request refused")?.level).toBe(40);
    },
  );

  it("a same-origin form post passes with its body intact and the client's context", async () => {
    const { send, seen } = frontDoor();
    const response = await send("/login", form("email=ana%40example.com&password=x"));
    expect(response.status).toBe(200);
    expect(seen[0]?.body).toBe("email=ana%40example.com&password=x");
    expect(seen[0]?.context.clientAddress).toBe("198.51.100.7");
    expect(seen[0]?.context.cspNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe("front door: the cross-site check compares scheme, host and port with the request's own", () => {
  const pass = async () => new Response("<p>page</p>", { headers: { "content-type": "text/html" } });
  const postAt = (door: ReturnType<typeof frontDoor>["door"], url: string, origin: string) =>
    door.handle(
      new Request(url, { method: "POST", body: "email=a", headers: { "content-type": "application/x-www-form-urlencoded", origin, host: new URL(url).host } }),
      null,
      pass,
    );

  it("a request that came over https (TLS, or X-Forwarded-Proto from a trusted proxy) refuses the same host's http page", async () => {
    const { door, lines } = frontDoor();
    expect((await postAt(door, "https://localhost:3000/login", "http://localhost:3000")).status).toBe(403);
    expect(lines.find((line) => line.msg === "request refused")).toMatchObject({ level: 40, reason: "foreign-origin" });
    expect((await postAt(door, "https://localhost:3000/login", "https://localhost:3000")).status).toBe(200);
  });

  it("a request over plain http refuses the same host's https page", async () => {
    const { door } = frontDoor();
    expect((await postAt(door, "http://localhost:3000/login", "https://localhost:3000")).status).toBe(403);
    expect((await postAt(door, "http://localhost:3000/login", "http://localhost:3000")).status).toBe(200);
  });

  it("a site served over https (production on a public domain) is https whatever its proxy said: its own https page passes, an http page does not", async () => {
    const { door } = frontDoor({ NODE_ENV: "production", BASE_DOMAIN: "booking.example" });
    const url = "http://carpathia-ro.booking.example/login";
    expect((await postAt(door, url, "https://carpathia-ro.booking.example")).status).toBe(200);
    expect((await postAt(door, url, "http://carpathia-ro.booking.example")).status).toBe(403);
  });
});

describe("front door: legacy data requests", () => {
  it("?_data= (which single fetch never sends) → 400 before Remix, for GET and same-site POST", async () => {
    const { send, seen } = frontDoor();
    expect((await send("/reservations/100001?_data=routes%2Freservations.%24reservationId")).status).toBe(400);
    expect((await send("/login?_data=routes%2Flogin", form("email=a"))).status).toBe(400);
    expect(seen).toHaveLength(0);
  });
});

describe("front door: bodies", () => {
  it("a declared length over the limit → 413 before a byte is read", async () => {
    const { send, seen } = frontDoor();
    const response = await send("/login", form("x", { "content-length": String(LIMIT + 1) }));
    expect(response.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it("an undeclared body is cut at the limit → 413", async () => {
    const { send, seen } = frontDoor();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i += 1) controller.enqueue(new TextEncoder().encode("a".repeat(1_000)));
        controller.close();
      },
    });
    const response = await send("/login", { ...form(""), body: stream });
    expect(response.status).toBe(413);
    expect(seen).toHaveLength(0);
  });

  it("exactly the limit passes", async () => {
    const { send, seen } = frontDoor();
    expect((await send("/login", form("a".repeat(LIMIT)))).status).toBe(200);
    expect(seen[0]?.body).toHaveLength(LIMIT);
  });

  it.each([
    ["no content type", {}],
    ["JSON", { "content-type": "application/json" }],
    ["text/plain (the CSRF favourite)", { "content-type": "text/plain" }],
  ])("a POST with %s → 415", async (_, headers) => {
    const { send, seen } = frontDoor();
    const response = await send("/login", { method: "POST", body: "{}", headers: { origin: SITE, ...headers } });
    expect(response.status).toBe(415);
    expect(seen).toHaveLength(0);
  });

  it("a POST with no body at all → 415", async () => {
    const { send } = frontDoor();
    expect((await send("/login", { method: "POST", headers: { origin: SITE } })).status).toBe(415);
  });

  it("broken multipart → 400; whole multipart passes", async () => {
    const { send, seen } = frontDoor();
    const broken = await send("/login", {
      method: "POST",
      body: '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
      headers: { origin: SITE, "content-type": "multipart/form-data; boundary=xx" },
    });
    expect(broken.status).toBe(400);
    const whole = new FormData();
    whole.set("email", "ana@example.com");
    const encoded = new Request(SITE, { method: "POST", body: whole });
    const ok = await send("/login", {
      method: "POST",
      body: await encoded.text(),
      headers: { origin: SITE, "content-type": encoded.headers.get("content-type")! },
    });
    expect(ok.status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it("a malformed Content-Length → 400", async () => {
    const { send } = frontDoor();
    expect((await send("/login", form("a=1", { "content-length": "12abc" }))).status).toBe(400);
  });
});

describe("front door: cookies", () => {
  it("a bad lng never reaches the routes, and the answer expires it", async () => {
    const { send, seen } = frontDoor();
    const response = await send("/", { headers: { cookie: "lng=en; other=1" } });
    expect(seen[0]?.request.headers.get("cookie")).toBe("other=1");
    expect(response.headers.getSetCookie()).toEqual(["lng=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"]);
  });

  // RFC 9111 §3: an answer that sets a cookie is one browser's; a cache that ignored `Vary` would
  // hand the expiry (or a session) to every later visitor.
  it("an answer that sets or clears a cookie is private, no-store, never public, and is not kept as a shared page", async () => {
    const { send, seen } = frontDoor({}, { sharedPages: true });
    const expired = await send("/rooms", { headers: { cookie: "lng=en" } });
    expect(expired.headers.getSetCookie()).toEqual(["lng=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"]);
    expect(expired.headers.get("cache-control")).toBe("private, no-store");
    const set = await frontDoor({}, { setCookie: ["lng=ImVuIg%3D%3D; Path=/; HttpOnly; SameSite=Lax"], sharedPages: true }).send("/rooms");
    expect(set.headers.get("cache-control")).toBe("private, no-store");
    // The same page without the bad cookie is still the shared one (control), and the one served
    // with the expiry was a copy: the kept page sets no cookie.
    const clean = await send("/rooms");
    expect(clean.headers.get("cache-control")).toBe("public, max-age=60");
    expect(clean.headers.getSetCookie()).toEqual([]);
    expect(seen).toHaveLength(1);
  });
});

describe("front door: cookies of a page served for embedding (docs/decisions/016)", () => {
  const SESSION = "__session=abc.def; Max-Age=1209600; Path=/; HttpOnly; SameSite=Lax";

  it.each(["/reservation-new?embed=site", "/reservations/100001.data?embed=portal&_routes=root"])(
    "%s: every cookie is SameSite=None; Secure; Partitioned",
    async (path) => {
      const response = await frontDoor({}, { setCookie: [SESSION, "lng=ImVuIg%3D%3D; Path=/; HttpOnly; SameSite=Lax"] }).send(path);
      expect(response.headers.getSetCookie()).toEqual([
        "__session=abc.def; Max-Age=1209600; Path=/; HttpOnly; Secure; SameSite=None; Partitioned",
        "lng=ImVuIg%3D%3D; Path=/; HttpOnly; Secure; SameSite=None; Partitioned",
      ]);
    },
  );

  it("the expiry of a cookie we did not write too, or the frame's jar would keep it", async () => {
    const response = await frontDoor().send("/?embed=site", { headers: { cookie: "lng=en" } });
    expect(response.headers.getSetCookie()).toEqual(["lng=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=None; Partitioned"]);
  });

  it.each(["/reservation-new", "/reservation-new?embed=", "/reservation-new?embed=other", "/reservation-new?o=embed"])(
    "%s: outside a frame nothing changes (Lax)",
    async (path) => {
      const response = await frontDoor({}, { setCookie: [SESSION] }).send(path);
      expect(response.headers.getSetCookie()).toEqual([SESSION]);
    },
  );

  it("a frame's own form post passes the cross-site check: its Origin is this site's, whatever its parent", async () => {
    const { send, seen } = frontDoor();
    const response = await send("/reservation-new?embed=site", form("intent=book", { "sec-fetch-site": "same-origin", "sec-fetch-dest": "iframe" }));
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it("a post from the hotel's page itself (another site) is refused like any other: SameSite=None changes nothing", async () => {
    const { send, seen } = frontDoor();
    const response = await send("/reservation-new?embed=site", form("intent=book", { origin: "http://127.0.0.1:3470", "sec-fetch-site": "cross-site" }));
    expect(response.status).toBe(403);
    expect(seen).toHaveLength(0);
  });
});

describe("front door: a site that moved (an organisation's subdomain to its own domain)", () => {
  const moved = async () => "https://book.hotel.example/rooms?lang=en";

  it("GET and HEAD answer 301 there before any route, cacheable for an hour", async () => {
    const { send, seen } = frontDoor({}, { movedTo: moved });
    for (const method of ["GET", "HEAD"]) {
      const response = await send("/rooms?lang=en", { method });
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("https://book.hotel.example/rooms?lang=en");
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(seen).toHaveLength(0);
  });

  it.each([
    ["a form post (its body would be lost)", "/login", form("email=a")],
    ["single fetch's data request", "/rooms.data", {}],
    ["route discovery", "/__manifest?p=%2Frooms", {}],
  ])("%s is served here", async (_what, path, init) => {
    const asked: string[] = [];
    const { send, seen } = frontDoor({}, { movedTo: async (request) => (asked.push(request.url), "https://book.hotel.example/") });
    expect((await send(path, init)).status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(asked).toEqual([]);
  });

  it("a path that is no path (NOT_A_PATH) is answered 404 before any route: no Location, not cacheable, logged at info", async () => {
    const { send, seen, lines } = frontDoor({}, { movedTo: async () => NOT_A_PATH });
    for (const method of ["GET", "HEAD"]) {
      const response = await send("//evil.example/x", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(await (await send("//")).text()).toBe("<h1>refused 404</h1>");
    expect(seen).toHaveLength(0);
    expect(lines.filter((line) => line.msg === "request refused").map((line) => [line.level, line.status, line.reason])).toEqual([
      [30, 404, "not a path"],
      [30, 404, "not a path"],
      [30, 404, "not a path"],
    ]);
  });

  it("a failure to tell is logged and the request served here", async () => {
    const { send, seen, lines } = frontDoor({}, { movedTo: async () => Promise.reject(new Error("boom")) });
    expect((await send("/")).status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(lines.some((line) => line.msg === "could not tell whether the site moved")).toBe(true);
  });
});

describe("front door: answers", () => {
  it("every answer gets nosniff; HSTS only over https", async () => {
    const plain = await frontDoor().send("/");
    expect(plain.headers.get("x-content-type-options")).toBe("nosniff");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const { door } = frontDoor();
    const secure = await door.handle(new Request("https://localhost:3000/", { headers: { host: "localhost:3000" } }), null, async () => new Response("x"));
    expect(secure.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });

  it("a page for a guest with a session is private, whatever the route said", async () => {
    const response = await frontDoor().send("/pages/404", { headers: { cookie: "__session=abc" } });
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("a page asked for under a host we do not serve is never cacheable", async () => {
    const response = await frontDoor().send("/", { headers: { host: "evil.example" } });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  // Issue 48: the URL said one host (Express cut `seaside.localhost:x@localhost:3000` at the first
  // `:`), the raw header another, and the organisation and the known-host test read the header.
  it("the host is the URL's: a Host header that says another is never read, nor an X-Forwarded-Host (decision 050)", async () => {
    const { door, seen } = frontDoor({ TRUST_PROXY: "loopback" });
    const page = async () => new Response("<p>page</p>", { headers: { "content-type": "text/html", "cache-control": "public, max-age=60" } });
    const unknown = await door.handle(new Request("http://evil.example/", { headers: { host: "localhost:3000" } }), null, page);
    expect(unknown.headers.get("cache-control")).toBe("private, no-store");
    const known = await door.handle(new Request("http://localhost:3000/", { headers: { host: "evil.example" } }), null, page);
    expect(known.headers.get("cache-control")).toBe("public, max-age=60");

    const request = new Request("http://seaside.localhost:3000/", {
      headers: { host: "seaside.localhost:x@localhost:3000", "x-forwarded-host": "carpathia-ro.localhost" },
    });
    await door.handle(request, null, async (handed, context) => {
      seen.push({ request: handed, context, body: "" });
      return page();
    });
    expect(seen[0]!.request.headers.get("host")).toBe("seaside.localhost:3000");
    expect(seen[0]!.request.headers.has("x-forwarded-host")).toBe(false);
  });

  it("the server's URL comes from the front door's one reading of the host (bff/http/host.ts)", () => {
    const { door } = frontDoor();
    const rawHeaders = ["Host", "seaside.localhost:x@localhost:3000"];
    expect(door.requestUrl({ protocol: "http", target: "/", rawHeaders, trustForwarded: false })).toBe("malformed Host");
    expect(String(door.requestUrl({ protocol: "http", target: "/rooms", rawHeaders: ["Host", "seaside.localhost:3000"], trustForwarded: false }))).toBe(
      "http://seaside.localhost:3000/rooms",
    );
  });

  it("an organisation's own domain of ORGANISATION_DOMAINS is a host we serve; another is not", async () => {
    const { send } = frontDoor({ ORGANISATION_DOMAINS: "book.hotel.example=carpathia-ro" });
    expect((await send("/", { headers: { host: "book.hotel.example" } })).headers.get("cache-control")).toBe("public, max-age=60");
    expect((await send("/", { headers: { host: "book.other.example" } })).headers.get("cache-control")).toBe("private, no-store");
  });

  it("an anonymous page on our host keeps its public caching", async () => {
    const response = await frontDoor().send("/");
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  });

  it("refusals are logged as the client's doing (info/warn), never error; the access line has no query", async () => {
    const { send, lines } = frontDoor();
    await send("/login", { method: "DELETE" });
    await send("/reservation-search?res=100001&email=ana%40example.com");
    expect(lines.every((line) => (line.level as number) < 50)).toBe(true);
    expect(JSON.stringify(lines)).not.toContain("ana");
  });
});

describe("front door: Server-Timing", () => {
  it("tells the PMS's share of the request apart from the BFF's own", async () => {
    const { door } = frontDoor();
    const { pmsCallStarted } = await import("../timing");
    const response = await door.handle(new Request(`${SITE}/rooms`, { headers: { host: "localhost:3000" } }), "198.51.100.7", async () => {
      // A loader's upstream call, two awaits deep.
      await Promise.resolve();
      const done = pmsCallStarted();
      await new Promise((resolve) => setTimeout(resolve, 25));
      done();
      return new Response("<p>page</p>", { headers: { "content-type": "text/html" } });
    });
    const header = response.headers.get("server-timing") ?? "";
    expect(header).toMatch(/pms;dur=([\d.]+);desc="PMS, calls: 1", app;dur=[\d.]+/);
    expect(Number(/pms;dur=([\d.]+)/.exec(header)?.[1])).toBeGreaterThanOrEqual(24);
  });
});

describe("front door: traces and metrics", () => {
  const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";

  it("keeps the incoming trace from a trusted proxy: the route, the load context and every log line of the request carry its id", async () => {
    const { send, seen, lines } = frontDoor({ TRUST_PROXY: "loopback" });
    await send("/reservations/100001", { headers: { traceparent: `00-${TRACE}-00f067aa0ba902b7-01` } });
    expect(seen[0]?.traceId).toBe(TRACE);
    expect(seen[0]?.context.traceId).toBe(TRACE);
    const ofRequest = lines.filter((line) => line.msg === "a loader's line" || line.msg === "request");
    expect(ofRequest).toHaveLength(2);
    for (const line of ofRequest) expect(line.traceId).toBe(TRACE);
  });

  // W3C Trace Context §8 (privacy) and OpenTelemetry: a caller we do not trust must not choose the
  // id every log line and PMS call carries, nor whether the trace is recorded.
  it("with no proxy trusted, a client's traceparent is not adopted: a new trace, sampled by our choice", async () => {
    const { send, seen, lines } = frontDoor();
    await send("/reservations/100001", { headers: { traceparent: `00-${TRACE}-00f067aa0ba902b7-00`, tracestate: "vendor=chosen" } });
    expect(seen[0]?.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(seen[0]?.traceId).not.toBe(TRACE);
    expect(seen[0]?.context.traceId).toBe(seen[0]?.traceId);
    expect(seen[0]?.sampled).toBe(true);
    expect(JSON.stringify(lines)).not.toContain(TRACE);
  });

  it("starts a new trace for a request without one (or with one that does not parse), one per request", async () => {
    const { send, seen } = frontDoor();
    await send("/rooms");
    await send("/rooms", { headers: { traceparent: "00-not-a-trace-01" } });
    const [first, second] = seen.map((entry) => entry.context.traceId);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it("counts each answer by its route template and status class, never by its path; refusals apart", async () => {
    const { send, metrics } = frontDoor();
    await send("/reservations/100001");
    await send("/reservations/100002");
    await send("/login", { method: "PUT" });
    await send("/login", form("a=1", { origin: "https://evil.example" }));
    const text = await metrics.registry.metrics();
    expect(await seriesValue(text, 'bff_http_requests_total{method="GET",route="/reservations/:reservationId",status_class="2xx"}')).toBe(2);
    expect(await seriesValue(text, `bff_http_requests_total{method="PUT",route="${REFUSED_ROUTE}",status_class="4xx"}`)).toBe(1);
    expect(await seriesValue(text, `bff_http_requests_total{method="POST",route="${REFUSED_ROUTE}",status_class="4xx"}`)).toBe(1);
    expect(text).not.toContain("100001");
  });

  it("counts a request whose route threw as a 5xx, and lets the server answer it", async () => {
    const { door, metrics } = frontDoor();
    const thrown = door.handle(new Request(`${SITE}/reservations/1`, { headers: { host: "localhost:3000" } }), null, async () => {
      throw new Error("a bug of ours");
    });
    await expect(thrown).rejects.toThrow("a bug of ours");
    const text = await metrics.registry.metrics();
    expect(await seriesValue(text, 'bff_http_requests_total{method="GET",route="/reservations/:reservationId",status_class="5xx"}')).toBe(1);
  });

  it("keeps a request id only from a trusted proxy: with none trusted, the client's is dropped", async () => {
    const untrusted = frontDoor();
    await untrusted.send("/rooms", { headers: { "x-request-id": "client-made-12345678" } });
    expect(untrusted.seen[0]?.request.headers.get("x-request-id")).toBeNull();
    const behindProxy = frontDoor({ TRUST_PROXY: "loopback" });
    await behindProxy.send("/rooms", { headers: { "x-request-id": "proxy-given-12345678" } });
    expect(behindProxy.seen[0]?.request.headers.get("x-request-id")).toBe("proxy-given-12345678");
  });
});

describe("front door: pages every anonymous guest shares (docs/decisions/031)", () => {
  it("an anonymous page is rendered once and served again, with its own Server-Timing and security headers", async () => {
    const { send, seen } = frontDoor({}, { sharedPages: true });
    const first = await send("/rooms");
    const again = await send("/rooms");
    expect(seen).toHaveLength(1);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    expect(again.headers.get("server-timing")).toMatch(/^pms;dur=0\.0;desc="PMS, calls: 0"/);
    expect(again.headers.get("content-security-policy")).toMatch(/^script-src 'sha256-[A-Za-z0-9+/]+=' 'strict-dynamic'$/);
    // Another address, or another language cookie, is another page.
    await send("/rooms?lang=en");
    await send("/rooms", { headers: { cookie: (await createCookie("lng").serialize("en")).split(";")[0]! } });
    expect(seen).toHaveLength(3);
  });

  it("a cookie no page reads (another site's, an analytics one) makes no page of its own", async () => {
    const { send, seen } = frontDoor({}, { sharedPages: true });
    await send("/rooms", { headers: { cookie: "_ga=GA1.1.111" } });
    await send("/rooms", { headers: { cookie: "_ga=GA1.1.222; theme=dark" } });
    await send("/rooms");
    expect(seen).toHaveLength(1);
    // The language cookie the page reads still makes another page, wherever it sits in the header.
    const language = (await createCookie("lng").serialize("en")).split(";")[0]!;
    await send("/rooms", { headers: { cookie: `_ga=GA1.1.333; ${language}` } });
    await send("/rooms", { headers: { cookie: `${language}; _ga=GA1.1.444` } });
    expect(seen).toHaveLength(2);
  });

  it("never for a guest with a session, a host we do not serve, or a form post", async () => {
    const { send, seen } = frontDoor({}, { sharedPages: true });
    await send("/rooms");
    const guest = await send("/rooms", { headers: { cookie: "__session=abc" } });
    expect(guest.headers.get("cache-control")).toBe("private, no-cache");
    await send("/rooms", { headers: { host: "evil.example" } });
    await send("/rooms", form("a=1"));
    expect(seen).toHaveLength(4);
    expect(await guest.text()).toContain(`nonce="${seen[1]!.context.cspNonce}"`);
  });
});

// Issue 52 (mutation testing): what a guest, an attacker or a cache sees at the edges of the front door.
describe("front door: what a refusal says", () => {
  it("a refused request gets a page that runs nothing and is never stored; a HEAD gets the headers alone", async () => {
    const { send } = frontDoor();
    const refused = await send("/login", { method: "DELETE" });
    expect(refused.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'");
    expect(await refused.text()).toBe("<h1>refused 405</h1>");
    const head = await send("/?_data=routes%2Findex", { method: "HEAD" });
    expect(head.status).toBe(400);
    expect(await head.text()).toBe("");
  });

  it("a refusal over https, or from a site served over https, keeps the browser on https (HSTS); one over http does not", async () => {
    const { door } = frontDoor();
    const overTls = await door.handle(
      new Request("https://localhost:3000/?_data=x", { headers: { host: "localhost:3000" } }),
      null,
      async () => new Response("x"),
    );
    expect(overTls.status).toBe(400);
    expect(overTls.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    const production = frontDoor({ NODE_ENV: "production", BASE_DOMAIN: "booking.example" });
    const behindProxy = await production.send("/?_data=x", { headers: { host: "carpathia-ro.booking.example" } });
    expect(behindProxy.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    const refusedMethod = production.door.refuseMethod(new Request("http://carpathia-ro.booking.example/"), "TRACE");
    expect(refusedMethod.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
    expect((await frontDoor().send("/?_data=x")).headers.get("strict-transport-security")).toBeNull();
  });

  it("a move over https keeps the browser on https too", async () => {
    const { door } = frontDoor({}, { movedTo: async () => "https://book.hotel.example/" });
    const moved = await door.handle(new Request("https://localhost:3000/", { headers: { host: "localhost:3000" } }), null, async () => new Response("x"));
    expect(moved.status).toBe(301);
    expect(moved.headers.get("strict-transport-security")).toMatch(/max-age=31536000/);
  });

  it("each refused body is logged with its reason, as the client's doing", async () => {
    const { send, lines } = frontDoor();
    await send("/login", form("x", { "content-length": String(LIMIT + 1) }));
    await send("/login", { method: "POST", body: "{}", headers: { origin: SITE, "content-type": "application/json" } });
    await send("/login", form("a=1", { "content-length": "12abc" }));
    expect(lines.filter((line) => line.msg === "request refused").map((line) => [line.level, line.status, line.reason])).toEqual([
      [30, 413, "body too large"],
      [30, 415, "not a form"],
      [30, 400, "malformed form"],
    ]);
  });
});

describe("front door: what the operator reads of a request", () => {
  it("every refusal, move and answer is logged with its method, path, status and reason; only a 405 says Allow", async () => {
    const { send, lines } = frontDoor({}, { movedTo: async (request) => (new URL(request.url).pathname === "/old" ? "https://book.hotel.example/old" : null) });
    await send("/login", { method: "PUT" });
    const legacy = await send("/rooms?_data=x");
    expect(legacy.headers.get("allow")).toBeNull();
    await send("/old");
    await send("/rooms", { headers: { cookie: "lng=en" } });
    await send("/rooms");
    const refused = lines.filter((line) => line.msg === "request refused").map((line) => [line.method, line.path, line.status, line.reason]);
    expect(refused).toEqual([
      ["PUT", "/login", 405, "method"],
      ["GET", "/rooms", 400, "legacy data request"],
    ]);
    const answered = lines.filter((line) => line.msg === "request").map((line) => [line.method, line.path, line.status]);
    expect(answered).toEqual([
      ["GET", "/old", 301],
      ["GET", "/rooms", 200],
      ["GET", "/rooms", 200],
    ]);
    const dropped = lines.filter((line) => line.msg === "malformed cookie ignored");
    expect(dropped.map((line) => [line.path, line.cookies])).toEqual([["/rooms", ["lng"]]]);
  });

  it("a failure to tell whether the site moved is logged with its error", async () => {
    const { send, lines } = frontDoor({}, { movedTo: async () => Promise.reject(new Error("boom")) });
    await send("/");
    expect(lines.find((line) => line.msg === "could not tell whether the site moved")?.err).toMatchObject({ message: "boom" });
  });

  it("a move is counted under its route, a method no Request carries under (refused) in capitals; a door without metrics refuses it too", async () => {
    const { send, door, metrics, lines } = frontDoor({}, { movedTo: async () => "https://book.hotel.example/reservations/1" });
    await send("/reservations/1");
    door.refuseMethod(new Request(`${SITE}/`), "trace");
    expect(lines.filter((line) => line.msg === "request refused").map((line) => [line.method, line.status, line.reason])).toEqual([["TRACE", 405, "method"]]);
    const text = await metrics.registry.metrics();
    expect(await seriesValue(text, 'bff_http_requests_total{method="GET",route="/reservations/:reservationId",status_class="3xx"}')).toBe(1);
    expect(await seriesValue(text, 'bff_http_requests_total{method="TRACE",route="(refused)",status_class="4xx"}')).toBe(1);
    const { logger } = createTestLogger();
    const bare = createFrontDoor({
      config: parseConfig({ PORT: "3000" }),
      logger,
      cookies: [],
      sessionCookie: "__session",
      refusalPage: () => "refused",
    });
    expect(bare.refuseMethod(new Request(`${SITE}/`), "TRACE").status).toBe(405);
  });
});

describe("front door: shared pages per language", () => {
  it("a language cookie after another cookie, or another Accept-Language, is another page at once", async () => {
    const { send, seen } = frontDoor({}, { sharedPages: true });
    await send("/rooms");
    const language = (await createCookie("lng").serialize("en")).split(";")[0]!;
    await send("/rooms", { headers: { cookie: `_ga=GA1.1.333; ${language}` } });
    expect(seen).toHaveLength(2);
    await send("/about", { headers: { "accept-language": "ro" } });
    await send("/about", { headers: { "accept-language": "en" } });
    expect(seen).toHaveLength(4);
  });
});

describe("front door: a guest who goes away", () => {
  it("the route's request is aborted with the client's, so its PMS calls stop", async () => {
    const { door } = frontDoor();
    const client = new AbortController();
    let handed: Request | undefined;
    await door.handle(new Request(`${SITE}/rooms`, { headers: { host: "localhost:3000" }, signal: client.signal }), null, async (request) => {
      handed = request;
      return new Response("<p>page</p>", { headers: { "content-type": "text/html" } });
    });
    expect(handed!.signal.aborted).toBe(false);
    client.abort();
    expect(handed!.signal.aborted).toBe(true);
  });
});

describe("front door: cookies at the edges", () => {
  it("when every cookie is dropped the route sees no Cookie header at all", async () => {
    const { send, seen } = frontDoor();
    await send("/", { headers: { cookie: "lng=en" } });
    expect(seen[0]?.request.headers.has("cookie")).toBe(false);
  });

  it("a route that sets the dropped cookie anew is not contradicted by an expiry", async () => {
    const good = "lng=ImVuIg%3D%3D; Path=/; HttpOnly; SameSite=Lax";
    const response = await frontDoor({}, { setCookie: [good] }).send("/", { headers: { cookie: "lng=en" } });
    expect(response.headers.getSetCookie()).toEqual([good]);
  });

  it("a route that sets another cookie (a session) does not keep the bad one alive: it is still expired", async () => {
    const session = "__session=abc.def; Max-Age=43200; Path=/; HttpOnly; SameSite=Lax";
    const response = await frontDoor({}, { setCookie: [session] }).send("/", { headers: { cookie: "lng=en" } });
    expect(response.headers.getSetCookie()).toEqual([session, "lng=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax"]);
  });

  it("a guest's image, served to a browser with a session, keeps the caching its route gave it", async () => {
    const { door } = frontDoor();
    const image = async () => new Response("png", { headers: { "content-type": "image/png", "cache-control": "public, max-age=86400" } });
    const response = await door.handle(new Request(`${SITE}/logo.png`, { headers: { host: "localhost:3000", cookie: "__session=abc" } }), null, image);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
  });
});

describe("front door: its log lines' context", () => {
  function quietDoor() {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    // LOG_LEVEL=warn: the request lines (info) are not written, a refusal of a cross-site post (warn) is.
    const logger = createLogger({ level: "warn", destination });
    const children = vi.spyOn(logger, "child");
    const door = createFrontDoor({
      config: parseConfig({ PORT: "3000" }),
      logger,
      cookies: [],
      sessionCookie: "__session",
      refusalPage: (status) => `<h1>refused ${status}</h1>`,
      routeOf: () => "/*",
      metrics: createMetrics({}),
    });
    const send = (path: string, init: RequestInit = {}) =>
      door.handle(
        new Request(`http://localhost:3000${path}`, { ...init, headers: { host: "localhost:3000", ...init.headers } }),
        "198.51.100.7",
        async () => new Response("<p>page</p>"),
      );
    return { send, lines, children };
  }

  it("makes no logger for a request whose lines its level does not let through (a pino child costs its bindings' redaction)", async () => {
    const { send, lines, children } = quietDoor();
    for (let index = 0; index < 5; index++) expect((await send(`/rooms?page=${index}`)).status).toBe(200);
    expect(children).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
  });

  it("still writes a line it lets through with the request's method and path", async () => {
    const { send, lines } = quietDoor();
    const response = await send("/login", {
      method: "POST",
      body: "a=1",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://elsewhere.example" },
    });
    expect(response.status).toBe(403);
    expect(lines).toContainEqual(expect.objectContaining({ level: 40, method: "POST", path: "/login" }));
  });
});

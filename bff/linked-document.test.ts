import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpstreamError } from "./errors";
import { fetchLinkedDocument, followableLink, type LinkedDocumentOptions } from "./linked-document";
import { createTestLogger, startFakePms } from "./testing";

const TOKEN = "s3cr3t-share-token-0123";
const HTML = "<!doctype html><h1>Proforma 5001</h1>";

/** Requests each fake server saw, by path. */
const seen = { pms: [] as string[], stranger: [] as string[], traceparents: [] as string[] };
let pms: Awaited<ReturnType<typeof startFakePms>>;
let stranger: Awaited<ReturnType<typeof startFakePms>>;

beforeAll(async () => {
  stranger = await startFakePms((request, response) => {
    seen.stranger.push(request.url ?? "");
    response.writeHead(200, { "content-type": "text/html" });
    response.end(HTML);
  });
  pms = await startFakePms((request, response) => {
    const path = request.url ?? "";
    seen.pms.push(path);
    seen.traceparents.push(String(request.headers.traceparent));
    if (path === `/doc/html/${TOKEN}`) {
      response.writeHead(200, {
        "content-type": 'Text/HTML; Charset="UTF-8"',
        "content-length": Buffer.byteLength(HTML),
        "set-cookie": "pms=1",
        server: "pms/1.0",
      });
      return response.end(HTML);
    }
    if (path === "/doc/pdf") {
      response.writeHead(200, { "content-type": "application/pdf" });
      return response.end("%PDF-1.7\n");
    }
    if (path === "/doc/redirect") {
      response.writeHead(302, { location: `${stranger.url}/doc`, "content-type": "text/html" });
      return response.end();
    }
    if (path === "/doc/json") {
      response.writeHead(200, { "content-type": "application/json" });
      return response.end("{}");
    }
    if (path === "/doc/svg") {
      response.writeHead(200, { "content-type": "image/svg+xml" });
      return response.end("<svg/>");
    }
    if (path === "/doc/declared-large") {
      response.writeHead(200, { "content-type": "text/html", "content-length": 2048 });
      return response.end("x".repeat(2048));
    }
    if (path === "/doc/streamed-large") {
      // No declared length: the cap must be counted as the bytes arrive.
      response.writeHead(200, { "content-type": "text/html" });
      for (let i = 0; i < 8; i += 1) response.write("x".repeat(256));
      return response.end();
    }
    if (path === "/doc/trickle") {
      // Each byte well within any idle timeout, the whole far past the deadline.
      response.writeHead(200, { "content-type": "text/html" });
      let sent = 0;
      const drip = setInterval(() => (++sent === 40 ? response.end("x") : response.write("x")), 50);
      response.on("close", () => clearInterval(drip));
      return;
    }
    if (path === "/doc/hang") return; // never answers
    response.writeHead(500, { "content-type": "text/html" });
    response.end("<h1>PMS error</h1>");
  });
});
afterAll(async () => {
  await pms.close();
  await stranger.close();
});

function options(overrides: Partial<LinkedDocumentOptions> = {}) {
  const { logger, lines } = createTestLogger();
  return { lines, options: { allowedOrigins: [pms.url], timeoutMs: 2_000, maxBytes: 1024, logger, ...overrides } };
}

async function failureOf(link: string, overrides: Partial<LinkedDocumentOptions> = {}) {
  const { options: opts, lines } = options(overrides);
  const error = await fetchLinkedDocument(link, opts).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return { error: error as UpstreamError, lines };
}

describe("followableLink", () => {
  const PMS = "https://pms.example.com";
  it.each([
    ["https://pms.example.com/public/invoice/1/abc", `${PMS}/public/invoice/1/abc`],
    ["/public/invoice/1/abc", `${PMS}/public/invoice/1/abc`],
    ["https://PMS.example.com:443/x", `${PMS}/x`],
  ])("follows %s on the PMS's own origin", (link, expected) => {
    const followed = followableLink(link, [PMS]);
    expect("url" in followed && followed.url.href).toBe(expected);
  });

  it.each([
    ["https://evil.example.com/public/invoice/1/abc", "another origin"],
    ["http://pms.example.com/x", "another origin"],
    ["https://pms.example.com:8443/x", "another origin"],
    ["https://pms.example.com.evil.example/x", "another origin"],
    ["//evil.example.com/x", "another origin"],
    ["http://127.0.0.1:6379/", "another origin"],
    ["https://user:pass@pms.example.com/x", "credentials in the link"],
    ["file:///etc/passwd", "not http(s)"],
    ["javascript:alert(1)", "not http(s)"],
    ["http://[::1", "not a URL"],
  ])("refuses %s (%s)", (link, reason) => {
    expect(followableLink(link, [PMS])).toEqual({ refused: reason });
  });
});

describe("fetchLinkedDocument", () => {
  it("passes an HTML document on the PMS's origin, with its type and length and nothing else of its headers", async () => {
    const { options: opts } = options();
    const document = await fetchLinkedDocument(`${pms.url}/doc/html/${TOKEN}`, opts);
    expect(document).toMatchObject({ kind: "html", contentType: "text/html; charset=utf-8", length: Buffer.byteLength(HTML) });
    expect(Object.keys(document).sort()).toEqual(["body", "contentType", "kind", "length"]);
    expect(await new Response(document.body).text()).toBe(HTML);
  });

  it("passes a PDF streamed without a declared length", async () => {
    const { options: opts } = options();
    const document = await fetchLinkedDocument(`${pms.url}/doc/pdf`, opts);
    expect(document).toMatchObject({ kind: "pdf", contentType: "application/pdf", length: null });
    expect(await new Response(document.body).text()).toBe("%PDF-1.7\n");
  });

  it("never fetches a link on another origin, and logs its origin, not the link", async () => {
    const before = seen.stranger.length;
    const { error, lines } = await failureOf(`${stranger.url}/doc/html/${TOKEN}`);
    expect(error.failure).toBe("contract");
    expect(seen.stranger.length).toBe(before);
    const warning = lines.find((line) => line.level === 40);
    expect(warning).toMatchObject({ origin: stranger.url, reason: "link refused (another origin)" });
    expect(JSON.stringify(lines)).not.toContain(TOKEN);
  });

  it("does not follow a redirect, even one from the PMS's own origin", async () => {
    const before = seen.stranger.length;
    const { error } = await failureOf(`${pms.url}/doc/redirect`);
    expect(error).toMatchObject({ failure: "status", status: 302 });
    expect(seen.stranger.length).toBe(before);
  });

  it.each([
    ["/doc/missing", "status"],
    ["/doc/json", "contract"],
    ["/doc/svg", "contract"],
  ])("refuses %s (%s): only a 200 of HTML or PDF passes", async (path, failure) => {
    expect((await failureOf(`${pms.url}${path}`)).error.failure).toBe(failure);
  });

  it("refuses a declared length over the cap before reading it", async () => {
    const { error, lines } = await failureOf(`${pms.url}/doc/declared-large`);
    expect(error.failure).toBe("contract");
    expect(lines.find((line) => line.level === 40)).toMatchObject({ reason: "larger than the cap", length: 2048 });
  });

  it("breaks off a streamed body once it passes the cap", async () => {
    const { options: opts, lines } = options();
    const document = await fetchLinkedDocument(`${pms.url}/doc/streamed-large`, opts);
    await expect(new Response(document.body).text()).rejects.toThrow(/larger than 1024 bytes/);
    expect(lines.find((line) => line.level === 40)).toMatchObject({ reason: "larger than the cap" });
  });

  it("gives up at the deadline on a PMS that does not answer", async () => {
    expect((await failureOf(`${pms.url}/doc/hang`, { timeoutMs: 200 })).error.failure).toBe("timeout");
  });

  it("keeps one deadline over the whole body: a document that trickles in past it breaks off", async () => {
    const { options: opts, lines } = options({ timeoutMs: 250 });
    const document = await fetchLinkedDocument(`${pms.url}/doc/trickle`, opts);
    await expect(new Response(document.body).text()).rejects.toThrow();
    expect(lines.find((line) => line.level === 40)).toMatchObject({ reason: "timed out" });
  });

  it("reports an origin that does not answer as unreachable", async () => {
    const closed = await startFakePms(() => {});
    await closed.close();
    expect((await failureOf(`${closed.url}/doc`, { allowedOrigins: [closed.url] })).error.failure).toBe("unreachable");
  });
});

describe("a linked document's fetch", () => {
  it("carries a traceparent of the request's trace, as every PMS call does", async () => {
    const { createIdTracer, withRequestSpan } = await import("./trace");
    const trace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const span = createIdTracer().request(`00-${trace}-00f067aa0ba902b7-01`, { method: "GET", route: "/reservations/:reservationId" });
    const document = await withRequestSpan(span, () => fetchLinkedDocument(`/doc/html/${TOKEN}`, options().options));
    await document.body.cancel();
    expect(seen.traceparents.at(-1)).toMatch(new RegExp(`^00-${trace}-[0-9a-f]{16}-01$`));
    expect(seen.traceparents.at(-1)).not.toContain(span.spanId);
  });
});

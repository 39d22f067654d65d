/**
 * The embed's and the organisation's own domain's HTTP rules (docs/decisions/016), on a
 * server of its own with ORGANISATION_DOMAINS, whose mock names `book.carpathia.example` as the
 * first location's client_domain with redirect_from_subdomain_to_domain on:
 * - cookies `SameSite=None; Secure; Partitioned` on a page served for embedding, `Lax` elsewhere;
 * - CSP frame-ancestors: the organisation's own domains in embed mode, the site itself otherwise;
 * - requests on the organisation's domain are its site, canonical there; its subdomain answers 301,
 *   only ever to that domain: a request-target that is no path answers 4xx.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { HOSTILE_PATHS } from "../support/hostile-input";
import { startOwnServer, type OwnServer } from "./support/own-server";

const OFFSET = 84;
const DOMAIN = "book.carpathia.example";

let server: OwnServer;
let SUBDOMAIN = "";
let PORT = "";

test.beforeAll(async () => {
  // WARM_UP off: the server's own first request would read the organisation before the mock is
  // changed below, and the site keeps what it read.
  server = await startOwnServer(OFFSET, { ORGANISATION_DOMAINS: `${DOMAIN}=carpathia-ro`, WARM_UP: "off" });
  PORT = new URL(server.base).port;
  SUBDOMAIN = `carpathia-ro.localhost:${PORT}`;
  // Before the site first reads the organisation (it keeps it in its cache).
  const response = await fetch(`${server.mock}/__mock/locations/101`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ client_domain: DOMAIN, redirect_from_subdomain_to_domain: true }),
  });
  expect(response.ok).toBe(true);
});

test.afterAll(async () => {
  await server?.stop();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** A request to the own server under `host`, as a browser on that host sends it; redirects are answers. */
function on(host: string, path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: "127.0.0.1", port: Number(PORT), method: init.method ?? "GET", path, headers: { host, ...init.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

/**
 * A GET with `target` written on the request line byte for byte (node:http would refuse to send
 * most of the hostile ones): the status and the Location, if any, of the first answer.
 */
function raw(host: string, target: string): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(PORT), "127.0.0.1", () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("end", () => {
      const head = answer.split("\r\n\r\n", 1)[0]!;
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, location: /\r\nlocation: ([^\r]*)/i.exec(head)?.[1] });
    });
    socket.on("error", reject);
  });
}

const errorLines = () => server.lines.filter((line) => Number(line.level) >= 50 || /error/i.test(String(line.raw ?? "")));

const post = (host: string, path: string, body: string) =>
  on(host, path, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded", origin: `http://${host}` } });

const sessionCookie = (answer: Answer) => answer.headers["set-cookie"]?.find((value) => value.startsWith("__session="));
const attributes = (setCookie: string | undefined) =>
  (setCookie ?? "")
    .split(";")
    .slice(1)
    .map((attribute) => attribute.trim().toLowerCase())
    .sort();

test.describe("cookies in and out of embed mode", () => {
  // On the organisation's own domain: a form post there is not moved (nothing but GET and HEAD is).
  test("a sign-in in a frame sets the session SameSite=None; Secure; Partitioned, and outside a frame Lax as always", async () => {
    const framed = await post(DOMAIN, "/login?embed=site&lang=en", "email=guest%40example.com&password=guest-pass-1&redirectTo=%2Freservation-search");
    expect(framed.status).toBe(303);
    expect(framed.headers.location).toBe("/reservation-search?embed=site&lang=en");
    expect(attributes(sessionCookie(framed))).toEqual(["httponly", "max-age=1209600", "partitioned", "path=/", "samesite=none", "secure"]);

    const plain = await post(DOMAIN, "/login?lang=en", "email=guest%40example.com&password=guest-pass-1&redirectTo=%2Freservation-search");
    expect(plain.status).toBe(303);
    expect(plain.headers.location).toBe("/reservation-search?lang=en");
    expect(attributes(sessionCookie(plain))).toEqual(["httponly", "max-age=1209600", "path=/", "samesite=lax"]);
  });

  test("a look-up's grant in a frame: the same, and its redirect keeps embed", async () => {
    const framed = await post(DOMAIN, "/reservation-search?embed=portal", "res=100001&email=ana.popescu%40example.com");
    expect(framed.status).toBe(303);
    expect(framed.headers.location).toBe("/reservations/100001?embed=portal");
    expect(attributes(sessionCookie(framed))).toContain("partitioned");
    expect(attributes(sessionCookie(framed))).toContain("samesite=none");

    const plain = await post(DOMAIN, "/reservation-search", "res=100001&email=ana.popescu%40example.com");
    expect(attributes(sessionCookie(plain))).toContain("samesite=lax");
    expect(attributes(sessionCookie(plain))).not.toContain("partitioned");
  });

  test("a post from the hotel's page itself is refused: the frame's cookie never makes another site's post count", async () => {
    const response = await on(DOMAIN, "/login?embed=site", {
      method: "POST",
      body: "email=guest%40example.com&password=guest-pass-1",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://www.hotel-carpathia.example", "sec-fetch-site": "cross-site" },
    });
    expect(response.status).toBe(403);
    expect(sessionCookie(response)).toBeUndefined();
  });
});

test("frame-ancestors: the organisation's own domains in embed mode, nobody but the site otherwise", async () => {
  const framed = await on(DOMAIN, "/reservation-new?embed=site&lang=en");
  expect(framed.status).toBe(200);
  expect(framed.headers["content-security-policy"]).toContain(
    `frame-ancestors 'self' https://${DOMAIN} https://carpathia-brasov.hoteliera.example https://carpathia-sinaia.hoteliera.example`,
  );
  const plain = await on(DOMAIN, "/reservation-new?lang=en");
  expect(plain.headers["content-security-policy"]).toMatch(/frame-ancestors 'self'(;|$)/);
});

test("/embed.js is served to any page as a script", async () => {
  const response = await on(SUBDOMAIN, "/embed.js");
  expect(response.status).toBe(200);
  expect(response.headers["content-type"]).toMatch(/^application\/javascript/);
  expect(response.text).toContain("hotel-booking:size");
});

test.describe("the organisation's own domain", () => {
  test("a request on it serves the organisation's site, canonical on that domain, cacheable", async () => {
    const response = await on(DOMAIN, "/rooms?lang=en");
    expect(response.status).toBe(200);
    const html = response.text;
    expect(html).toContain(`<link rel="canonical" href="https://${DOMAIN}/rooms?lang=en"/>`);
    expect(html).toContain("Hotel Carpathia");
    expect(response.headers["cache-control"]).toMatch(/^public/);
    expect((await on(DOMAIN, "/robots.txt")).text).toContain(`Sitemap: https://${DOMAIN}/sitemap.xml`);
  });

  test("the subdomain answers 301 to the same path and query on the domain", async () => {
    for (const path of ["/", "/rooms?lang=en", "/reservation-new?day_from=2026-12-01&day_to=2026-12-03&adults=2", "/sitemap.xml"]) {
      const response = await on(SUBDOMAIN, path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location).toBe(`https://${DOMAIN}${path}`);
    }
    const head = await on(SUBDOMAIN, "/about", { method: "HEAD" });
    expect(head.status).toBe(301);
  });

  test("the subdomain's 301 leads only to the domain: a request-target that is no path answers 4xx, no error logged", async () => {
    const errorsBefore = errorLines().length;
    for (const target of HOSTILE_PATHS) {
      const answer = await raw(SUBDOMAIN, target);
      const what = JSON.stringify(target);
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
      expect(answer.location, what).toBeUndefined();
    }
    // The site's own answer to one it reads (the rest the HTTP parser refuses): its 404 page, not cacheable.
    const notFound = await on(SUBDOMAIN, "//evil.example/x");
    expect(notFound.status).toBe(404);
    expect(notFound.headers["cache-control"]).toBe("no-store");
    expect(notFound.text).toContain("<h1>");
    expect(errorLines().slice(errorsBefore)).toEqual([]);
  });

  test("paths that only look odd still move, to the same path on the domain and nowhere else", async () => {
    for (const target of ["/%EF%BC%8Fevil.example", "/%E2%88%95evil.example", "/rooms/%2F", "/rooms?to=//evil.example&x=a%5Cb", "/a/../rooms?lang=en"]) {
      const answer = await raw(SUBDOMAIN, target);
      expect(answer.status, target).toBe(301);
      const location = new URL(answer.location!);
      expect(location.protocol, target).toBe("https:");
      expect(location.host, target).toBe(DOMAIN);
      expect(answer.location!.startsWith(`https://${DOMAIN}/`), target).toBe(true);
    }
    expect((await raw(SUBDOMAIN, "/a/../rooms?lang=en")).location).toBe(`https://${DOMAIN}/rooms?lang=en`);
  });

  test("a request-target with a backslash in its path, or not a path at all, is 400 on any host before the site reads it, logged at info", async () => {
    const errorsBefore = errorLines().length;
    for (const host of [SUBDOMAIN, `localhost:${PORT}`]) {
      for (const target of ["/\\evil.example", "/rooms\\..\\x", "https://evil.example/x", "*"]) {
        expect((await raw(host, target)).status, `${host} ${target}`).toBe(400);
      }
    }
    expect(server.lines.some((line) => line.msg === "malformed request" && line.reason === "request-target is not a path")).toBe(true);
    expect(errorLines().slice(errorsBefore)).toEqual([]);
  });

  test("a form post, a frame and another hotel's subdomain stay where they are", async () => {
    expect((await post(SUBDOMAIN, "/login", "email=guest%40example.com&password=wrong")).status).toBe(401);
    expect((await on(SUBDOMAIN, "/reservation-new?embed=site")).status).toBe(200);
    expect((await on(`seaside.localhost:${PORT}`, "/")).status).toBe(200);
  });

  test("a host that is not configured never selects an organisation by its name", async () => {
    const response = await on("book.seaside.example", "/rooms?lang=en");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.text).not.toContain("book.seaside.example");
  });
});

/**
 * The running site under hostile requests (docs/security.md): plain HTTP, as an attacker sends it,
 * against the same server `npm start` runs. One test group per class of defect in docs/security.md.
 */
import { createHash } from "node:crypto";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:net";
import { expect, test } from "@playwright/test";
import { HOSTILE_COOKIES, HOSTILE_REDIRECTS } from "../support/hostile-input";
import { E2E_BASE_URL, E2E_PORT, MOCK_URL, mockCalls, mockSessionTokens, resetMock } from "./support/env";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request with exactly the method, headers and body given (no browser rules). */
function send(method: string, path: string, options: { headers?: Record<string, string>; body?: string | Buffer; chunked?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port: E2E_PORT,
        method,
        path,
        // A declared length, as browsers send forms (Node would frame a DELETE's body not at all).
        headers: {
          host: `localhost:${E2E_PORT}`,
          ...(options.body === undefined || options.chunked ? {} : { "content-length": String(Buffer.byteLength(options.body)) }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    request.on("error", reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

/** A request written byte for byte on a socket (node:http sends one Host line only): the answer's status, head and body. */
function rawRequest(text: string): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(E2E_PORT, "127.0.0.1", () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("end", () => {
      const [head = "", ...body] = answer.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: body.join("\r\n\r\n") });
    });
    socket.on("error", reject);
  });
}

const formHeaders = (extra: Record<string, string> = {}) => ({ "content-type": "application/x-www-form-urlencoded", origin: E2E_BASE_URL, ...extra });
const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const setCookies = (answer: Answer) => answer.headers["set-cookie"] ?? [];
/** The sources of a policy's form-action directive (none: the directive is missing). */
const formAction = (policy: string) =>
  policy
    .split(/;\s*/)
    .find((directive) => directive.startsWith("form-action "))
    ?.split(" ")
    .slice(1) ?? [];
/** Where a browser on this site goes with a Location header. */
const landsOn = (answer: Answer) => new URL(String(answer.headers.location), E2E_BASE_URL);
/** Unique per run, so a retried test never finds its keys already limited. */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const signInFields = (email: string, password: string, extra: Record<string, string> = {}) => encode({ email, password, ...extra });

test.beforeEach(async () => {
  await resetMock();
});

test.describe("open redirects: every target built from input stays on this site", () => {
  test("the language switch, with the whole corpus of known bypasses", async () => {
    for (const hostile of HOSTILE_REDIRECTS) {
      const answer = await send("GET", `/language/en?to=${encodeURIComponent(hostile)}`);
      expect(answer.status, hostile).toBe(302);
      const target = landsOn(answer);
      expect(target.origin, hostile).toBe(E2E_BASE_URL);
      expect(String(answer.headers.location), hostile).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    }
  });

  test("the language switch keeps a safe path, without lang", async () => {
    const answer = await send("GET", `/language/en?to=${encodeURIComponent("/rooms?o=carpathia-ro&lang=ro")}`, {
      headers: { "sec-fetch-site": "same-origin" },
    });
    expect(answer.headers.location).toBe("/rooms?o=carpathia-ro");
  });

  test("after signing in, control characters and dotted paths in redirectTo land on the home page, never a 500", async () => {
    for (const hostile of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/.//evil.example",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
    ]) {
      const answer = await send("POST", "/login", { headers: formHeaders(), body: signInFields("guest@example.com", "guest-pass-1", { redirectTo: hostile }) });
      expect(answer.status, JSON.stringify(hostile)).toBe(303);
      expect(landsOn(answer).href, JSON.stringify(hostile)).toBe(`${E2E_BASE_URL}/`);
    }
  });

  test("a safe redirectTo is followed after signing in", async () => {
    const answer = await send("POST", "/login", {
      headers: formHeaders(),
      body: signInFields("guest@example.com", "guest-pass-1", { redirectTo: "/rooms?o=seaside" }),
    });
    expect(answer.headers.location).toBe("/rooms?o=seaside");
  });
});

test.describe("the language switch stores nothing for another site (a GET any page can make the browser send)", () => {
  const guestSignedIn = async () => {
    const answer = await send("POST", "/login", { headers: formHeaders(), body: signInFields("guest@example.com", "guest-pass-1") });
    expect(answer.status).toBe(303);
    return setCookies(answer)
      .find((cookie) => cookie.startsWith("__session="))!
      .split(";")[0]!;
  };
  /** guest@example.com's language as the PMS keeps it (en in the seed). */
  const languageAtPms = async () => {
    const response = await fetch(`${MOCK_URL}/api/users/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "guest@example.com", password: "guest-pass-1" }),
    });
    // A sign-in answers the e-mail and token only; the session as stored is the GET's (spec §7).
    const { session_token: token } = (await response.json()) as { session_token: string };
    const session = await fetch(`${MOCK_URL}/api/users/sessions?session_token=${token}`);
    return ((await session.json()) as { settings: { language: string } }).settings.language;
  };
  const switchTo = (cookie: string, headers: Record<string, string>) =>
    send("GET", `/language/it?to=${encodeURIComponent("/rooms?o=carpathia-ro")}`, { headers: { cookie, ...headers } });

  for (const [who, headers] of [
    ["a link on another site (Sec-Fetch-Site: cross-site)", { "sec-fetch-site": "cross-site", referer: "https://evil.example/" }],
    ["a sibling hotel's subdomain (same-site)", { "sec-fetch-site": "same-site", referer: `http://seaside.localhost:${E2E_PORT}/` }],
    ["a foreign Referer without Fetch Metadata", { referer: "https://evil.example/" }],
    ["no evidence at all", {}],
  ] as const) {
    test(`${who}: a signed-in guest's setting is not changed at the PMS, no cookie is set, the page opens in that language`, async () => {
      const cookie = await guestSignedIn();
      const answer = await switchTo(cookie, headers);
      expect(answer.status).toBe(302);
      expect(answer.headers.location).toBe("/rooms?o=carpathia-ro&lang=it");
      expect(setCookies(answer)).toEqual([]);
      expect((await mockCalls())["PATCH /api/users/settings"]).toBeUndefined();
      expect(await languageAtPms()).toBe("en");
      const page = await send("GET", String(answer.headers.location), { headers: { cookie } });
      expect(page.body).toContain('<html lang="it"');
    });
  }

  test("the same switch from this site's own pages (Sec-Fetch-Site: same-origin) saves it at the PMS and in the cookie (control)", async () => {
    const cookie = await guestSignedIn();
    const answer = await switchTo(cookie, { "sec-fetch-site": "same-origin", referer: `${E2E_BASE_URL}/rooms?o=carpathia-ro` });
    expect(answer.headers.location).toBe("/rooms?o=carpathia-ro");
    expect(setCookies(answer).some((value) => value.startsWith("lng="))).toBe(true);
    expect((await mockCalls())["PATCH /api/users/settings"]).toBe(1);
    expect(await languageAtPms()).toBe("it");
  });
});

test.describe("cross-site requests: refused before any action runs, documents and data requests alike", () => {
  const paths = [
    "/login",
    "/login?_data=routes%2Flogin",
    "/login.data",
    "/logout",
    "/logout.data",
    "/reservation-new?day_from=2026-12-01&o=carpathia-ro",
    "/reservations/100001",
  ];
  const senders: [string, Record<string, string>][] = [
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin null", { origin: "null" }],
    ["a sibling subdomain's Origin", { origin: `http://seaside.localhost:${E2E_PORT}` }],
    ["no Origin but Sec-Fetch-Site: cross-site", { origin: "", "sec-fetch-site": "cross-site" }],
  ];

  for (const [who, headers] of senders) {
    test(`${who} → 403 on every action, no session, no PMS sign-in`, async () => {
      const before = await mockSessionTokens();
      for (const path of paths) {
        const sent = formHeaders(headers);
        if (!sent.origin) delete (sent as Record<string, string>).origin;
        const answer = await send("POST", path, { headers: sent, body: signInFields("guest@example.com", "guest-pass-1") });
        expect(answer.status, path).toBe(403);
        expect(setCookies(answer), path).toEqual([]);
        expect(answer.body, path).toContain("<h1>");
      }
      expect(await mockSessionTokens()).toEqual(before);
    });
  }

  test("the refusal page speaks the page's language and leads back to the same hotel", async () => {
    const answer = await send("POST", "/login?o=seaside&lang=en", { headers: formHeaders({ origin: "https://evil.example" }), body: "email=a" });
    expect(answer.status).toBe(403);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.body).toContain('<html lang="en">');
    expect(answer.body).toContain("<h1>This form must be sent from our own pages</h1>");
    expect(answer.body).toContain('<a href="/?o=seaside&#38;lang=en">');
  });

  test("the same host's page over another scheme is another site: an http page posting to the site reached over https → 403", async () => {
    // Over https as the trusted proxy (loopback, TRUST_PROXY) says; the page that sent it was plain http.
    const before = await mockSessionTokens();
    const refused = await send("POST", "/login", {
      headers: formHeaders({ "x-forwarded-proto": "https", origin: E2E_BASE_URL }),
      body: signInFields("guest@example.com", "guest-pass-1"),
    });
    expect(refused.status).toBe(403);
    expect(setCookies(refused)).toEqual([]);
    expect(await mockSessionTokens()).toEqual(before);
    const own = await send("POST", "/login", {
      headers: formHeaders({ "x-forwarded-proto": "https", origin: E2E_BASE_URL.replace("http:", "https:") }),
      body: signInFields("guest@example.com", "guest-pass-1"),
    });
    expect(own.status).toBe(303);
  });

  test("the same sign-in from this site's own pages works (control)", async () => {
    const answer = await send("POST", "/login.data", {
      headers: formHeaders({ "sec-fetch-site": "same-origin" }),
      body: signInFields("guest@example.com", "guest-pass-1"),
    });
    expect(answer.status).toBeLessThan(400);
    expect(setCookies(answer).some((cookie) => cookie.startsWith("__session="))).toBe(true);
  });
});

test.describe("cookies this server did not write are ignored, never a 500", () => {
  for (const path of ["/hotel/101?o=carpathia-ro", "/rooms?o=carpathia-ro", "/reservation-new?o=carpathia-ro", "/login", "/pages/404"]) {
    test(`${path} with each malformed cookie`, async () => {
      for (const cookie of HOSTILE_COOKIES) {
        const answer = await send("GET", path, { headers: { cookie } });
        expect(answer.status, cookie).toBe(path === "/pages/404" ? 404 : 200);
      }
    });
  }

  test("a bad lng is expired by the answer, and the next page reads the language again", async () => {
    const answer = await send("GET", "/rooms?o=carpathia-ro&lang=en", { headers: { cookie: "lng=en" } });
    expect(setCookies(answer)).toContain("lng=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
    expect(answer.body).toContain('<html lang="en"');
  });

  // RFC 9111 §3: a CDN that ignored `Vary: Cookie` would hand the expiry to every later visitor,
  // signing them all out.
  test("an answer that clears a stale session is never public, and the page others get sets no cookie", async () => {
    for (const path of ["/hotel/101?o=carpathia-ro", "/rooms?o=carpathia-ro"]) {
      const stale = await send("GET", path, { headers: { cookie: "__session=s%3Aold-session.forged-signature" } });
      expect(stale.status, path).toBe(200);
      expect(
        setCookies(stale).some((value) => value.startsWith("__session=;") && value.includes("Max-Age=0")),
        path,
      ).toBe(true);
      expect(stale.headers["cache-control"], path).toBe("private, no-store");
      const clean = await send("GET", path);
      expect(clean.headers["cache-control"], path).toMatch(/^public/);
      expect(setCookies(clean), path).toEqual([]);
    }
  });
});

test.describe("methods and bodies", () => {
  for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
    test(`${method} → 405 with Allow`, async () => {
      const answer = await send(method, "/login", { headers: formHeaders(), body: method === "TRACE" ? undefined : "email=x" });
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
    });
  }

  test("a POST with no body, JSON, text/plain or broken multipart → 4xx, never 500", async () => {
    const cases: [string, Record<string, string>, string | undefined, number][] = [
      ["no body", { origin: E2E_BASE_URL }, undefined, 415],
      ["JSON", { origin: E2E_BASE_URL, "content-type": "application/json" }, '{"email":"a"}', 415],
      ["text/plain", { origin: E2E_BASE_URL, "content-type": "text/plain" }, "email=a", 415],
      [
        "broken multipart",
        { origin: E2E_BASE_URL, "content-type": "multipart/form-data; boundary=xx" },
        '--xx\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
        400,
      ],
    ];
    for (const [what, headers, body, status] of cases) {
      for (const path of ["/login", "/login.data", "/reservation-new", "/logout"]) {
        const answer = await send("POST", path, { headers, body });
        expect(answer.status, `${what} to ${path}`).toBe(status);
      }
    }
  });

  test("an empty form to every page with or without an action → 4xx or a redirect, never 500", async () => {
    for (const path of [
      "/login",
      "/logout",
      "/reservation-new",
      "/reservation-new?o=carpathia-ro",
      "/reservation-new?o=carpathia-ro&day_from=2026-12-01&room_types=1011:1",
      "/reservations/100001",
      "/rooms",
      "/",
      "/?o=carpathia-ro",
      "/language/en",
    ]) {
      const answer = await send("POST", path, { headers: formHeaders(), body: "" });
      expect(answer.status, path).toBeLessThan(500);
    }
  });

  test("a body over the limit → 413 before it is read, declared or streamed", async () => {
    const answer = await send("POST", "/login", { headers: formHeaders(), body: `email=${"a".repeat(5 * 1024 * 1024)}` });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain("<h1>");
    const streamed = await send("POST", "/login", { headers: formHeaders(), body: `email=${"a".repeat(1024 * 1024)}`, chunked: true });
    expect(streamed.status).toBe(413);
  });

  test("a 60 KB field is refused with a message and never echoed past its limit", async () => {
    const long = "a".repeat(60_000);
    const login = await send("POST", "/login?lang=en", { headers: formHeaders(), body: signInFields(`${long}@example.com`, "x") });
    expect(login.status).toBe(400);
    expect(login.body).toContain("This is too long; please shorten it.");
    expect(login.body).not.toContain("a".repeat(300));
    expect(login.body.length).toBeLessThan(60_000);

    const query = "day_from=2026-12-10&day_to=2026-12-12&adults=2&rooms=1&location=101&room_types=1011:1&rate_plan_id=11&meal_id=1&o=carpathia-ro";
    const booking = await send("POST", `/reservation-new?${query}`, {
      headers: formHeaders(),
      body: encode({
        first_name: long,
        last_name: "Popescu",
        phone: "+40712345678",
        email: "ana@example.com",
        terms: "on",
        payment_method: "bank",
        idempotency_key: `k-${unique()}-0000000000`,
      }),
    });
    expect(booking.status).toBe(400);
    expect(booking.body).not.toContain("a".repeat(101));
  });
});

test.describe("sign-in attempts are limited per account and per client", () => {
  test("after 5 wrong passwords the account is refused with 429 and Retry-After, even the right password", async () => {
    const email = `limit-${unique()}@example.com`;
    const client = { "x-forwarded-for": "198.51.100.20" };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await send("POST", "/login", { headers: formHeaders(client), body: signInFields(email, `wrong-${attempt}`) });
      expect(answer.status, `attempt ${attempt}`).toBe(401);
    }
    const refused = await send("POST", "/login", { headers: formHeaders({ "x-forwarded-for": "203.0.113.21" }), body: signInFields(email, "any") });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain("15 minute");
  });

  test("one client failing on 10 accounts is refused on the 11th", async () => {
    const client = { "x-forwarded-for": "198.51.100.250" };
    const run = unique();
    for (let account = 1; account <= 10; account += 1) {
      const answer = await send("POST", "/login", { headers: formHeaders(client), body: signInFields(`spray-${run}-${account}@example.com`, "wrong") });
      expect(answer.status, `account ${account}`).toBe(401);
    }
    const refused = await send("POST", "/login", { headers: formHeaders(client), body: signInFields(`spray-${run}-11@example.com`, "wrong") });
    expect(refused.status).toBe(429);
    const elsewhere = await send("POST", "/login", {
      headers: formHeaders({ "x-forwarded-for": "198.51.100.251" }),
      body: signInFields(`spray-${run}-11@example.com`, "wrong"),
    });
    expect(elsewhere.status).toBe(401);
  });
});

test.describe("the Host header never reaches a public URL", () => {
  test("a forged Host gets canonical and hreflang from configuration, and no cacheable page", async () => {
    const answer = await send("GET", "/rooms?o=carpathia-ro", { headers: { host: "evil.example" } });
    expect(answer.status).toBe(200);
    expect(answer.body).not.toContain("evil.example");
    // The organisation's own site is its subdomain of BASE_DOMAIN (docs/decisions/015).
    expect(answer.body).toContain(`<link rel="canonical" href="http://carpathia-ro.localhost:${E2E_PORT}/rooms"/>`);
    expect(answer.body).toContain(`hrefLang="en" href="http://carpathia-ro.localhost:${E2E_PORT}/rooms?lang=en"`);
    expect(answer.headers["cache-control"]).toBe("private, no-store");
  });

  test("our own host keeps its public caching (control)", async () => {
    const answer = await send("GET", "/rooms?o=carpathia-ro");
    expect(answer.headers["cache-control"]).toMatch(/^public/);
  });

  test("two Host lines → 400 (RFC 9112 §3.2): a cache in front may have read the other one", async () => {
    for (const hosts of [
      [`carpathia-ro.localhost:${E2E_PORT}`, `seaside.localhost:${E2E_PORT}`],
      [`localhost:${E2E_PORT}`, "evil.example"],
      [`localhost:${E2E_PORT}`, `localhost:${E2E_PORT}`],
    ]) {
      const answer = await rawRequest(`GET /rooms?o=carpathia-ro HTTP/1.1\r\n${hosts.map((host) => `Host: ${host}\r\n`).join("")}Connection: close\r\n\r\n`);
      expect(answer.status, hosts.join(" + ")).toBe(400);
      expect(answer.head, hosts.join(" + ")).not.toMatch(/\r\ncache-control: public/i);
      expect(answer.body).not.toContain("<html");
    }
    // One Host line, in any case of its name (control).
    const one = await rawRequest(`GET /rooms?o=carpathia-ro HTTP/1.1\r\nhOsT: localhost:${E2E_PORT}\r\nConnection: close\r\n\r\n`);
    expect(one.status).toBe(200);
  });

  test("an organisation's subdomain is canonical on that subdomain", async () => {
    const answer = await send("GET", "/rooms", { headers: { host: `carpathia-ro.localhost:${E2E_PORT}` } });
    expect(answer.body).toContain(`<link rel="canonical" href="http://carpathia-ro.localhost:${E2E_PORT}/rooms"/>`);
  });
});

test.describe("security headers", () => {
  test("a personal document: CSP with this response's nonce on every script, no unsafe-inline, no plugins, no base", async () => {
    // The search page is never shared (private, no-store): a nonce of its own on every answer.
    const answer = await send("GET", "/reservation-new?o=carpathia-ro");
    expect(String(answer.headers["cache-control"])).toContain("private");
    const policy = String(answer.headers["content-security-policy"]);
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).not.toContain("unsafe-inline");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    // Forms post here and to the card provider's page, which on the demo is the embedded mock's sandbox.
    expect(formAction(policy)).toEqual(["'self'", new URL(MOCK_URL).origin, "https://secure.mobilpay.ro", "https://sandboxsecure.mobilpay.ro"]);
    const scripts = [...answer.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(2);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    const again = await send("GET", "/reservation-new?o=carpathia-ro");
    expect(String(again.headers["content-security-policy"])).not.toContain(nonce!);
  });

  test("a shared document (the same for every anonymous guest): each inline script named by its SHA-256, no nonce to reuse", async () => {
    // The home page, its JSON-LD block too (data, not script: no hash needed).
    const answers = [await send("GET", "/hotel/101?o=carpathia-ro"), await send("GET", "/hotel/101?o=carpathia-ro")];
    for (const answer of answers) {
      expect(String(answer.headers["cache-control"])).toMatch(/^public/);
      const policy = String(answer.headers["content-security-policy"]);
      expect(policy).not.toContain("'nonce-");
      expect(policy).not.toContain("unsafe-inline");
      expect(policy).toContain("object-src 'none'");
      expect(formAction(policy)[0]).toBe("'self'");
      expect(answer.body).not.toContain("nonce=");
      const inline = [...answer.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !attributes!.includes("application/ld+json"),
      );
      expect(inline.length).toBeGreaterThan(2);
      const hashes = [...policy.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]);
      expect(hashes.sort()).toEqual(inline.map(([, , content]) => createHash("sha256").update(content!, "utf8").digest("base64")).sort());
    }
    // The second answer was the first one kept: the same bytes and policy, with its age.
    expect(answers[1]!.body).toBe(answers[0]!.body);
    expect(answers[1]!.headers["age"]).toMatch(/^\d+$/);
  });

  test("nosniff on every kind of answer", async () => {
    for (const path of [
      "/hotel/101?o=carpathia-ro",
      "/?o=carpathia-ro",
      "/rooms.data?o=carpathia-ro",
      "/healthz",
      "/robots.txt",
      "/sitemap.xml",
      "/favicon.svg",
      "/pages/404",
      "/media-proxy/media/carpathia-logo.svg",
      "/language/en?to=/",
    ]) {
      const answer = await send("GET", path);
      expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
    }
    const refused = await send("DELETE", "/");
    expect(refused.headers["x-content-type-options"]).toBe("nosniff");
  });

  test("HSTS only when served over https (X-Forwarded-Proto from a trusted proxy)", async () => {
    expect((await send("GET", "/hotel/101?o=carpathia-ro")).headers["strict-transport-security"]).toBeUndefined();
    const secure = await send("GET", "/hotel/101?o=carpathia-ro", { headers: { "x-forwarded-proto": "https" } });
    expect(secure.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
  });

  test("any page seen with a session is private, the 404 page included", async () => {
    const signedIn = await send("POST", "/login", { headers: formHeaders(), body: signInFields("guest@example.com", "guest-pass-1") });
    const cookie = setCookies(signedIn)
      .find((value) => value.startsWith("__session="))!
      .split(";")[0]!;
    for (const path of ["/pages/404?o=carpathia-ro", "/no-such-page", "/rooms?o=carpathia-ro", "/?o=carpathia-ro", "/rooms.data?o=carpathia-ro"]) {
      const answer = await send("GET", path, { headers: { cookie } });
      expect(answer.headers["cache-control"], path).toMatch(/^private/);
    }
  });
});

test.describe("signing in replaces the previous PMS session", () => {
  test("signing in twice on one session leaves one PMS token active", async () => {
    const first = await send("POST", "/login", { headers: formHeaders(), body: signInFields("guest@example.com", "guest-pass-1") });
    const cookie = setCookies(first)
      .find((value) => value.startsWith("__session="))!
      .split(";")[0]!;
    const activeAfterFirst = await activeTokens();
    expect(activeAfterFirst).toHaveLength(1);
    const second = await send("POST", "/login", { headers: formHeaders({ cookie }), body: signInFields("staff@example.com", "staff-pass-1") });
    expect(second.status).toBe(303);
    const active = await activeTokens();
    expect(active).toHaveLength(1);
    expect(active).not.toContain(activeAfterFirst[0]);
  });
});

/** The mock's active PMS sessions (GET /__mock/sessions answers { tokens, active }). */
async function activeTokens(): Promise<string[]> {
  const { MOCK_URL } = await import("./support/env");
  const answer = (await (await fetch(`${MOCK_URL}/__mock/sessions`)).json()) as { active: string[] };
  return answer.active;
}

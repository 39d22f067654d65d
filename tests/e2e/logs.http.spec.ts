/**
 * What the server writes to its log under hostile traffic: client errors at info or warn, error
 * level kept for our own faults (so nobody can flood it), and no personal data from a query
 * string. Its own server process, started like `npm start` with LOG_LEVEL=info, so every line
 * can be read.
 */
import { expect, test } from "@playwright/test";
import { HOSTILE_COOKIES } from "../support/hostile-input";
import { inDays } from "./support/env";
import { startOwnServer, type OwnServer } from "./support/own-server";

let server: OwnServer;
let BASE = "";
let lines: Array<Record<string, unknown>> = [];

test.beforeAll(async () => {
  server = await startOwnServer(50);
  ({ base: BASE, lines } = server);
});

test.afterAll(async () => {
  await server.stop();
});

test("once it listens the server asks itself for the home, each build file it names and each photo it shows, and says so (WARM_UP is on unless set off)", async () => {
  await expect.poll(() => lines.find((line) => String(line.msg).startsWith("warm: "))).toBeTruthy();
  const warm = lines.find((line) => String(line.msg).startsWith("warm: "))!;
  expect(warm.page).toBe(200);
  // The home names its entry script, the route's chunks and the style sheet.
  expect(warm.files).toBeGreaterThanOrEqual(3);
  // The demo home shows the hotel's logo and its photos, through the media proxy.
  expect(warm.photos).toBeGreaterThanOrEqual(2);
  const listening = lines.findIndex((line) => String(line.msg).startsWith("site at"));
  expect(listening).toBeGreaterThanOrEqual(0);
  expect(lines.indexOf(warm)).toBeGreaterThan(listening);
  expect(lines.some((line) => String(line.msg).startsWith("warm-up stopped"))).toBe(false);
});

test("hostile requests are logged as the client's doing, never at error level, without personal data", async () => {
  const form = { "content-type": "application/x-www-form-urlencoded" };
  const hostile: [string, string, RequestInit][] = [
    ["cross-site post", "/login", { method: "POST", headers: { ...form, origin: "https://evil.example" }, body: "email=a&password=b" }],
    ["null origin on a data request", "/login.data", { method: "POST", headers: { ...form, origin: "null" }, body: "email=a" }],
    ["PUT", "/login", { method: "PUT", headers: form, body: "email=a" }],
    ["DELETE", "/", { method: "DELETE" }],
    ["JSON", "/login", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }],
    ["text/plain", "/login", { method: "POST", headers: { "content-type": "text/plain" }, body: "x" }],
    ["no body", "/login", { method: "POST" }],
    ["broken multipart", "/login", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=xx" }, body: "--xx\r\nbroken" }],
    ["too large", "/login", { method: "POST", headers: form, body: `email=${"a".repeat(200_000)}` }],
    ["a post to a page without an action", "/rooms?o=carpathia-ro", { method: "POST", headers: form, body: "a=1" }],
    ["an empty booking form", "/reservation-new?o=carpathia-ro", { method: "POST", headers: form, body: "" }],
    ["an unknown page", "/wp-admin/setup.php", {}],
    ["a legacy data request", "/rooms?o=carpathia-ro&_data=routes%2Frooms", {}],
    ["a malformed parameter", "/?o=%00%00", {}],
    ["a look-up by URL", "/reservation-search?res=100001&email=ana.popescu%40example.com", {}],
    ["a wrong password", "/login", { method: "POST", headers: form, body: "email=ana.popescu%40example.com&password=nope" }],
    ...HOSTILE_COOKIES.map((cookie): [string, string, RequestInit] => [`cookie ${cookie.slice(0, 20)}`, "/hotel/101?o=carpathia-ro", { headers: { cookie } }]),
  ];
  for (const [what, path, init] of hostile) {
    const response = await fetch(`${BASE}${path}`, { ...init, redirect: "manual" });
    expect(response.status, what).toBeLessThan(500);
  }
  await expect.poll(() => lines.filter((line) => line.msg === "request refused").length).toBeGreaterThanOrEqual(9);

  const errors = lines.filter((line) => (line.level as number) >= 50);
  expect(errors, JSON.stringify(errors.slice(0, 3))).toEqual([]);
  const text = JSON.stringify(lines);
  expect(text).not.toContain("ana.popescu");
  expect(text).not.toContain("100001&");
  // …and the control: the lines are there, at info and warn.
  expect(lines.some((line) => line.level === 40 && line.reason === "foreign-origin")).toBe(true);
  expect(lines.some((line) => line.level === 30 && line.status === 405)).toBe(true);
});

/** A mock control of this server's own mock PMS. */
const mockControl = async (path: string, body?: unknown) => {
  const response = await fetch(`${server.mock}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${path} ${response.status}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
};

test("a staff search for an e-mail or a phone with the PMS failing: the upstream URLs are logged, their query values are not", async () => {
  const signIn = await fetch(`${BASE}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
    body: new URLSearchParams({ email: "staff@example.com", password: "staff-pass-1", redirectTo: "/staff" }),
  });
  expect(signIn.status).toBe(303);
  const cookie = signIn.headers
    .getSetCookie()
    .find((value) => value.startsWith("__session="))!
    .split(";")[0]!;
  const from = lines.length;
  await mockControl("/__mock/faults", { error_rate: 1, status: 503, endpoints: ["GET /api/org_guests", "GET /api/reservation_search"] });
  try {
    for (const typed of ["ana.popescu@example.com", "+40 744 333 444"]) {
      const answer = await fetch(`${BASE}/staff/search?${new URLSearchParams({ q: typed, lang: "en", o: "carpathia-ro" })}`, { headers: { cookie } });
      await answer.arrayBuffer();
      expect(answer.status, typed).toBeLessThan(600);
    }
  } finally {
    await mockControl("/__mock/faults", { error_rate: 0, endpoints: null });
  }
  await expect.poll(() => lines.slice(from).filter((line) => line.msg === "request" && line.path === "/staff/search").length).toBe(2);
  const written = lines.slice(from);
  // The control: each failed call is logged with its URL, the parameter names kept.
  const urls = written.filter((line) => line.msg === "upstream error answer").map((line) => String(line.url));
  expect(urls.some((url) => url.includes("/api/org_guests?query=[redacted]&"))).toBe(true);
  expect(urls.some((url) => url.includes("/api/reservation_search?query=[redacted]&page=[redacted]&"))).toBe(true);
  const text = JSON.stringify(written);
  for (const personal of ["ana.popescu", "popescu%40", "744333444", "744 333", "744%20333", "744+333", "%2B40"]) expect(text).not.toContain(personal);
});

test("a client's traceparent is not adopted (no proxy trusted): a new trace in the log and at the PMS", async () => {
  const theirs = "5ca1ab1e5ca1ab1e5ca1ab1e5ca1ab1e";
  const from = lines.length;
  const stay = `o=carpathia-ro&lang=en&day_from=${inDays(30)}&day_to=${inDays(32)}&adults=2&rooms=1&location=101`;
  const answer = await fetch(`${BASE}/reservation-new?${stay}`, { headers: { traceparent: `00-${theirs}-00f067aa0ba902b7-00`, tracestate: "them=1" } });
  expect(answer.status).toBe(200);
  expect(await answer.text()).not.toContain(theirs);
  await expect.poll(() => lines.slice(from).find((line) => line.msg === "request" && line.path === "/reservation-new")?.traceId).toMatch(/^[0-9a-f]{32}$/);
  const ours = lines.slice(from).find((line) => line.msg === "request" && line.path === "/reservation-new")!.traceId as string;
  expect(ours).not.toBe(theirs);
  expect(JSON.stringify(lines.slice(from))).not.toContain(theirs);
  // The PMS calls carry our trace, sampled by our choice (a new trace is recorded), never theirs.
  const { traces } = (await mockControl("/__mock/traces")) as { traces: Array<{ endpoint: string; traceparent: string }> };
  expect(traces.some((trace) => trace.traceparent.includes(theirs))).toBe(false);
  const calls = traces.filter((trace) => trace.traceparent.split("-")[1] === ours);
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(call.traceparent).toMatch(/-01$/);
});

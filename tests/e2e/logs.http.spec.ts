/**
 * What the server writes to its log under hostile traffic: client errors at info or warn, error
 * level kept for our own faults (so nobody can flood it), and no personal data from a query
 * string. Its own server process, started like `npm start` with LOG_LEVEL=info, so every line
 * can be read.
 */
import { expect, test } from "@playwright/test";
import { HOSTILE_COOKIES } from "../support/hostile-input";
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

/**
 * Signing in through the real `signIn` (the one the routes call) against the mock PMS: attempt
 * limits per account and per client, and a new sign-in ending the PMS session it replaces.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, routeArgs, testBff, useAppOnMock } from "./support";

const app = useAppOnMock({ SIGNIN_ATTEMPTS_PER_ACCOUNT: "3", SIGNIN_ATTEMPTS_PER_CLIENT: "5" });
let account: typeof import("~/account/account.server");
let sessions: import("../../bff/session").GuestSessions;

beforeAll(async () => {
  account = await import("~/account/account.server");
  sessions = testBff().sessions;
});

const request = (cookie = "") => new Request("http://localhost/login", { method: "POST", headers: cookie ? { Cookie: cookie } : {} });
const activeTokens = async () => ((await (await fetch(`${app.mock.url}/__mock/sessions`)).json()) as { active: string[] }).active;
const signIn = async (email: string, password: string, client: string, cookie = "") =>
  account.signIn(routeArgs(request(cookie)), await sessions.get(request(cookie)), { email, password }, client);

describe("sign-in attempts", () => {
  it("after the account's limit of failures even the right password is refused, from any client, without asking the PMS", async () => {
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(await signIn("staff@example.com", "wrong", `198.51.100.${attempt}`)).toEqual({ ok: false, reason: "invalid" });
    const right = await signIn("STAFF@example.com ", "staff-pass-1", "203.0.113.50");
    expect(right).toMatchObject({ ok: false, reason: "limited" });
    expect(right.ok === false && right.reason === "limited" && right.retryAfter).toBeGreaterThan(14 * 60);
    expect(await activeTokens()).toEqual([]);
  });

  it("a success gives back only its own attempt: the failures before it still count", async () => {
    // An account of this test's own: the one it locks is nobody else's.
    const guest = app.mock.world.users.find((user) => user.email === "guest@example.com")!;
    app.mock.world.users.push({ ...guest, id: 90, email: "locked@example.com", settings: { ...guest.settings } });
    await signIn("locked@example.com", "wrong", "198.51.100.60");
    expect((await signIn("locked@example.com", "guest-pass-1", "198.51.100.62")).ok).toBe(true);
    await signIn("locked@example.com", "wrong", "198.51.100.63");
    expect((await signIn("locked@example.com", "guest-pass-1", "198.51.100.65")).ok).toBe(true);
    await signIn("locked@example.com", "wrong", "198.51.100.66");
    expect(await signIn("locked@example.com", "guest-pass-1", "198.51.100.67")).toMatchObject({ ok: false, reason: "limited" });
  });

  it("one client failing across accounts is refused past the client limit; another client is not", async () => {
    for (let n = 0; n < 5; n += 1) expect((await signIn(`nobody-${n}@example.com`, "x", "198.51.100.99")).ok).toBe(false);
    expect(await signIn("nobody-6@example.com", "x", "198.51.100.99")).toMatchObject({ reason: "limited" });
    expect(await signIn("nobody-6@example.com", "x", "198.51.100.98")).toEqual({ ok: false, reason: "invalid" });
  });
});

describe("sign-in attempts in the metrics", () => {
  it("a burst of 50 at once on one account: every refusal is counted, by the limit and the scope that refused it", async () => {
    const { seriesValue } = await import("../../bff/testing");
    const series = 'bff_attempts_refused_total{limit="sign-in",scope="account"}';
    const before = (await seriesValue(testBff().metrics.registry.metrics(), series)) ?? 0;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => signIn("burst@example.com", "wrong", `198.51.100.${120 + (n % 50)}`)));
    const limited = answers.filter((answer) => !answer.ok && answer.reason === "limited").length;
    expect(limited).toBe(47);
    expect(((await seriesValue(testBff().metrics.registry.metrics(), series)) ?? 0) - before).toBe(limited);
  });
});

describe("a signed-in guest's language", () => {
  it("is saved with the PMS too when they switch it", async () => {
    const signed = await signIn("guest@example.com", "guest-pass-1", "198.51.100.90");
    if (!signed.ok) throw new Error("the sign-in failed");
    const { loader } = await import("~/routes/language.$lang");
    const answer = await loader({
      request: new Request("http://localhost/language/it?to=%2Frooms", {
        headers: { Cookie: signed.setCookie.split(";")[0]!, "Sec-Fetch-Site": "same-origin" },
      }),
      params: { lang: "it" },
      context: appContext(),
    });
    expect(answer.status).toBe(302);
    expect(app.mock.world.users.find((user) => user.email === "guest@example.com")!.settings.language).toBe("it");
    // The session changed (the user's language): the answer hands the browser the id it is kept
    // under (decision 051), which is still signed in, with the new language.
    const session = answer.headers
      .getSetCookie()
      .map((line) => line.split(";")[0]!)
      .find((pair) => pair.startsWith("__session="));
    expect(session, "the answer sets the session's cookie").toBeDefined();
    const kept = await testBff().sessions.get(new Request("http://localhost/", { headers: { Cookie: session! } }));
    expect(kept.get("user")).toMatchObject({ email: "guest@example.com", language: "it" });
  });

  it("an anonymous guest's switch asks the PMS nothing", async () => {
    const { loader } = await import("~/routes/language.$lang");
    await loader({ request: new Request("http://localhost/language/es?to=%2F"), params: { lang: "es" }, context: appContext() });
    const calls = (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;
    expect(calls["PATCH /api/users/settings"]).toBeUndefined();
  });
});

describe("the PMS token stays on the server", () => {
  it("is in the session store, never in the cookie, and the session read back from the cookie carries it", async () => {
    const signed = await signIn("guest@example.com", "guest-pass-1", "198.51.100.80");
    if (!signed.ok) throw new Error("the sign-in failed");
    const [token] = await activeTokens();
    expect(token).toBeTruthy();
    const cookie = signed.setCookie.split(";")[0]!;
    expect(signed.setCookie).not.toContain(token);
    const signedValue = decodeURIComponent(cookie.split("=")[1]!);
    expect(Buffer.from(signedValue.split(".")[0]!, "base64").toString()).not.toContain(token);
    const again = await sessions.get(request(cookie));
    expect(again.get("upstreamToken")).toBe(token);
    expect(again.get("user")).toMatchObject({ email: "guest@example.com", role: "guest" });
  });
});

describe("signing in on a signed-in session", () => {
  it("ends the previous PMS session: one token stays active, the new one", async () => {
    const first = await signIn("guest@example.com", "guest-pass-1", "198.51.100.70");
    if (!first.ok) throw new Error("the first sign-in failed");
    const [firstToken] = await activeTokens();
    expect(firstToken).toBeTruthy();
    const cookie = first.setCookie.split(";")[0]!;
    const second = await signIn("guest@example.com", "guest-pass-1", "198.51.100.70", cookie);
    expect(second.ok).toBe(true);
    const active = await activeTokens();
    expect(active).toHaveLength(1);
    expect(active).not.toContain(firstToken);
  });
});

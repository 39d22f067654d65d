import { createCookie } from "@remix-run/node";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "./config";
import { cookieForFrame, expiredCookie, readCookie } from "./http/cookies";
import {
  ANONYMOUS_SESSION_HOURS,
  carriesSession,
  createGuestSessions,
  createMemorySessionStore,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  type SessionStore,
} from "./session";

const TOKEN = "upstream-token-5f0c1e9a7b3d4c2e";

function cookieHeader(setCookie: string): string {
  return setCookie.split(";")[0]!;
}

describe("guest sessions", () => {
  const sessions = createGuestSessions({ secrets: ["test-secret-test-secret"], secure: false, store: createMemorySessionStore() });

  it("keeps the upstream token on the server: the cookie carries an opaque id only", async () => {
    const session = await sessions.get(new Request("http://localhost/"));
    session.set("upstreamToken", TOKEN);
    session.set("user", { email: "guest@example.com", role: "guest" });
    const setCookie = await sessions.commit(session);

    expect(setCookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const value = decodeURIComponent(cookieHeader(setCookie).slice(SESSION_COOKIE.length + 1));
    const decoded = Buffer.from(value.split(".")[0]!, "base64").toString("utf8");
    for (const text of [value, decoded]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain("guest@example.com");
    }

    const again = await sessions.get(new Request("http://localhost/", { headers: { Cookie: cookieHeader(setCookie) } }));
    expect(again.get("upstreamToken")).toBe(TOKEN);
  });

  it("starts anew on sign-in: a new id, nothing of the old session, and the old cookie no longer opens anything (decision 051)", async () => {
    const session = await sessions.get(new Request("http://localhost/"));
    session.set("grants", { "100001": { email: "ana.popescu@example.com", grantedAt: 1 } });
    session.set("bookingKeys", { "1|a": "0b3a0f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b" });
    const before = cookieHeader(await sessions.commit(session));

    const anew = await sessions.startAnew(await sessions.get(new Request("http://localhost/", { headers: { Cookie: before } })));
    anew.set("upstreamToken", TOKEN);
    const after = cookieHeader(await sessions.commit(anew));

    expect(after).not.toBe(before);
    const fresh = await sessions.get(new Request("http://localhost/", { headers: { Cookie: after } }));
    expect(fresh.get("grants")).toBeUndefined();
    expect(fresh.get("bookingKeys")).toBeUndefined();
    expect(fresh.get("upstreamToken")).toBe(TOKEN);
    const stale = await sessions.get(new Request("http://localhost/", { headers: { Cookie: before } }));
    expect(stale.get("upstreamToken")).toBeUndefined();
    expect(stale.get("grants")).toBeUndefined();
  });

  it("marks the cookie Secure outside localhost", async () => {
    const secure = createGuestSessions({ secrets: ["test-secret-test-secret"], secure: true });
    const session = await secure.get(new Request("https://book.example.com/"));
    session.set("grants", {});
    expect(await secure.commit(session)).toMatch(/Secure/);
  });

  it("an anonymous session lives hours, a signed-in one fourteen days (decision 032)", async () => {
    const anonymous = await sessions.get(new Request("http://localhost/"));
    anonymous.set("grants", { "100001": { email: "ana.popescu@example.com", grantedAt: 1 } });
    expect(await sessions.commit(anonymous)).toMatch(new RegExp(`Max-Age=${ANONYMOUS_SESSION_HOURS * 3600};`));
    anonymous.set("user", { email: "guest@example.com", role: "guest" });
    expect(await sessions.commit(anonymous)).toMatch(/Max-Age=1209600;/);
  });

  it("gives a visitor an id without storing anything, and keys only that id derives (decision 032)", async () => {
    const written: string[] = [];
    const store = createMemorySessionStore();
    const counting: SessionStore = {
      ...store,
      create: (data, expires) => (written.push("create"), store.create(data, expires)),
      update: (id, data, expires) => (written.push("update"), store.update(id, data, expires)),
    };
    const own = createGuestSessions({ secrets: ["test-secret-test-secret"], secure: false, store: counting });
    const { session, setCookie } = await own.identify(await own.get(new Request("http://localhost/")));
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=.*Max-Age=${ANONYMOUS_SESSION_HOURS * 3600};`));
    expect(written).toEqual([]);
    const key = own.derivedKey(session, "booking form\n1|a");
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    // The same cookie, later: the same key; another purpose or another visitor: another key.
    const again = await own.get(new Request("http://localhost/", { headers: { Cookie: cookieHeader(setCookie!) } }));
    expect((await own.identify(again)).setCookie).toBeNull();
    expect(own.derivedKey(again, "booking form\n1|a")).toBe(key);
    expect(own.derivedKey(again, "booking form\n1|b")).not.toBe(key);
    const stranger = (await own.identify(await own.get(new Request("http://localhost/")))).session;
    expect(own.derivedKey(stranger, "booking form\n1|a")).not.toBe(key);
    expect(written).toEqual([]);

    // The first commit stores it under a new id, never the one the cookie carried (decision 051).
    again.set("grants", {});
    expect(cookieHeader(await own.commit(again))).not.toBe(cookieHeader(setCookie!));
    expect(written).toEqual([]);
  });
});

describe("an id a browser brings is never the one that stores what it adds (decision 051)", () => {
  const sessions = createGuestSessions({ secrets: ["test-secret-test-secret"], secure: false, store: createMemorySessionStore() });
  const withCookie = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });
  const GRANT = { "100001": { email: "ana.popescu@example.com", grantedAt: 1 } };

  it("an id handed out before anything was stored (planted in a victim's browser): the victim's grant goes under a new id; the planted one reads nothing", async () => {
    const { setCookie } = await sessions.identify(await sessions.get(new Request("http://localhost/")));
    const planted = cookieHeader(setCookie!);
    const victims = await sessions.get(withCookie(planted));
    victims.set("grants", GRANT);
    const victimsCookie = cookieHeader(await sessions.commit(victims));
    expect(victimsCookie).not.toBe(planted);
    expect((await sessions.get(withCookie(victimsCookie))).get("grants")).toEqual(GRANT);
    expect((await sessions.get(withCookie(planted))).get("grants")).toBeUndefined();
  });

  it("an id that holds a session (the planter's own look-up): a grant added to it moves the session to a new id; the old id never holds it", async () => {
    const planters = await sessions.get(new Request("http://localhost/"));
    planters.set("grants", { "100002": { email: "ion.ionescu@example.com", grantedAt: 1 } });
    const planted = cookieHeader(await sessions.commit(planters));
    const victims = await sessions.get(withCookie(planted));
    victims.set("grants", { ...victims.get("grants"), ...GRANT });
    const victimsCookie = cookieHeader(await sessions.commit(victims));
    expect(victimsCookie).not.toBe(planted);
    // The planter's id reads what it held (for the minute a double click needs), never the victim's grant.
    expect(Object.keys((await sessions.get(withCookie(planted))).get("grants") ?? {})).toEqual(["100002"]);
    expect(Object.keys((await sessions.get(withCookie(victimsCookie))).get("grants") ?? {}).sort()).toEqual(["100001", "100002"]);
  });

  it("a request that only reads a flash leaves the id where it is, storing nothing new (no extra write)", async () => {
    const session = await sessions.get(new Request("http://localhost/"));
    session.flash("toast", { kind: "info", key: "account.signedIn" });
    const cookie = cookieHeader(await sessions.commit(session));
    const reading = await sessions.get(withCookie(cookie));
    expect(reading.get("toast")).toEqual({ kind: "info", key: "account.signedIn" });
    expect(cookieHeader(await sessions.commit(reading))).toBe(cookie);
    expect((await sessions.get(withCookie(cookie))).get("toast")).toBeUndefined();
  });

  it("sign-out ends the session: its cookie reads nothing after", async () => {
    const session = await sessions.get(new Request("http://localhost/"));
    session.set("grants", GRANT);
    const cookie = cookieHeader(await sessions.commit(session));
    expect(await sessions.destroy(await sessions.get(withCookie(cookie)))).toMatch(/^__session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await sessions.get(withCookie(cookie))).get("grants")).toBeUndefined();
  });
});

describe("the session cookie's name", () => {
  it("is __Host-session where cookies are Secure (production over https): Secure, Path=/, no Domain; and only that name is read", async () => {
    const secure = createGuestSessions({ secrets: ["test-secret-test-secret"], secure: true });
    expect(secure.cookieName).toBe(SECURE_SESSION_COOKIE);
    const session = await secure.get(new Request("https://book.example.com/"));
    session.set("grants", {});
    const setCookie = await secure.commit(session);
    expect(setCookie).toMatch(/^__Host-session=[^;]+; /);
    const attributes = setCookie
      .split(";")
      .slice(1)
      .map((attribute) => attribute.trim().toLowerCase());
    expect(attributes).toContain("secure");
    expect(attributes).toContain("path=/");
    expect(attributes.some((attribute) => attribute.startsWith("domain="))).toBe(false);
    const value = cookieHeader(setCookie).slice(SECURE_SESSION_COOKIE.length + 1);
    expect((await secure.get(new Request("https://book.example.com/", { headers: { Cookie: cookieHeader(setCookie) } }))).get("grants")).toEqual({});
    // The same value under the plain name (a sibling subdomain can set that one) is not our session.
    const plain = await secure.get(new Request("https://book.example.com/", { headers: { Cookie: `${SESSION_COOKIE}=${value}` } }));
    expect(plain.id).toBe("");
    // The embedded journey's cookie keeps what __Host- asks for.
    expect(cookieForFrame(setCookie)).toMatch(/^__Host-session=[^;]+; .*Path=\/.*; Secure; SameSite=None; Partitioned$/);
    expect(expiredCookie(SECURE_SESSION_COOKIE)).toMatch(/; Secure$/);
  });

  it("follows the configuration: __Host-session with NODE_ENV=production on a real domain, __session on localhost even in production", () => {
    const named = (env: Record<string, string>) =>
      createGuestSessions({ secrets: ["test-secret-test-secret"], secure: parseConfig(env).secureCookies }).cookieName;
    expect(named({ UPSTREAM_URL: "https://pms.example.com", SESSION_SECRET: "s".repeat(32), NODE_ENV: "production", BASE_DOMAIN: "book.example.com" })).toBe(
      SECURE_SESSION_COOKIE,
    );
    expect(named({ NODE_ENV: "production", BASE_DOMAIN: "localhost" })).toBe(SESSION_COOKIE);
    expect(named({ NODE_ENV: "development", BASE_DOMAIN: "book.example.com" })).toBe(SESSION_COOKIE);
  });

  it("stays __session on localhost and plain http", () => {
    expect(createGuestSessions({ secrets: ["test-secret-test-secret"], secure: false }).cookieName).toBe(SESSION_COOKIE);
    expect(carriesSession(`lang=ro; ${SECURE_SESSION_COOKIE}=x`)).toBe(true);
    expect(carriesSession(`lang=ro; ${SESSION_COOKIE}=x`)).toBe(true);
    expect(carriesSession("lang=ro")).toBe(false);
  });
});

// Issue 52 (mutation testing): what a guest, or someone holding an old cookie, sees at a session's edges.
describe("a session's life, on a pinned clock", () => {
  const T0 = new Date("2026-11-29T10:00:00Z");
  const withCookie = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });
  const GRANT = { "100001": { email: "ana.popescu@example.com", grantedAt: 1 } };
  afterEach(() => void vi.useRealTimers());

  it("an anonymous session ends on the server after ANONYMOUS_SESSION_HOURS, a signed-in one after fourteen days", async () => {
    vi.useFakeTimers({ now: T0, toFake: ["Date"] });
    const sessions = createGuestSessions({ secrets: ["test-secret-test-secret"], secure: false, store: createMemorySessionStore() });
    const anonymous = await sessions.get(new Request("http://localhost/"));
    anonymous.set("grants", GRANT);
    const anonymousCookie = cookieHeader(await sessions.commit(anonymous));
    const signedIn = await sessions.get(new Request("http://localhost/"));
    signedIn.set("user", { email: "guest@example.com", role: "guest" });
    const signedInCookie = cookieHeader(await sessions.commit(signedIn));

    vi.setSystemTime(T0.getTime() + ANONYMOUS_SESSION_HOURS * 3_600_000 - 60_000);
    expect((await sessions.get(withCookie(anonymousCookie))).get("grants")).toEqual(GRANT);
    vi.setSystemTime(T0.getTime() + ANONYMOUS_SESSION_HOURS * 3_600_000 + 60_000);
    expect((await sessions.get(withCookie(anonymousCookie))).get("grants")).toBeUndefined();
    expect((await sessions.get(withCookie(signedInCookie))).get("user")).toEqual({ email: "guest@example.com", role: "guest" });
    vi.setSystemTime(T0.getTime() + 14 * 86_400_000 + 60_000);
    expect((await sessions.get(withCookie(signedInCookie))).get("user")).toBeUndefined();
  });

  it("a session kept in memory is gone at the very millisecond it expires", async () => {
    vi.useFakeTimers({ now: T0, toFake: ["Date"] });
    const store = createMemorySessionStore();
    const id = await store.create({ grants: GRANT }, new Date(T0.getTime() + 60_000));
    vi.setSystemTime(T0.getTime() + 59_999);
    expect(await store.read(id)).toEqual({ grants: GRANT });
    vi.setSystemTime(T0.getTime() + 60_000);
    expect(await store.read(id)).toBeNull();
  });

  it("a session committed unchanged keeps its id, and its cookie and its life are an anonymous one's again from now", async () => {
    vi.useFakeTimers({ now: T0, toFake: ["Date"] });
    const sessions = createGuestSessions({ secrets: ["test-secret-test-secret"], secure: false, store: createMemorySessionStore() });
    const session = await sessions.get(new Request("http://localhost/"));
    session.set("grants", GRANT);
    const cookie = cookieHeader(await sessions.commit(session));
    vi.setSystemTime(T0.getTime() + 6 * 3_600_000);
    const setCookie = await sessions.commit(await sessions.get(withCookie(cookie)));
    expect(cookieHeader(setCookie)).toBe(cookie);
    expect(setCookie).toMatch(new RegExp(`Max-Age=${ANONYMOUS_SESSION_HOURS * 3600};`));
    vi.setSystemTime(T0.getTime() + (6 + ANONYMOUS_SESSION_HOURS) * 3_600_000 - 60_000);
    expect((await sessions.get(withCookie(cookie))).get("grants")).toEqual(GRANT);
  });
});

describe("an id and its renewal, on a pinned clock (decision 051)", () => {
  const T0 = new Date("2026-11-29T10:00:00Z");
  const withCookie = (cookie: string) => new Request("http://localhost/", { headers: { Cookie: cookie } });
  const GRANT = { "100001": { email: "ana.popescu@example.com", grantedAt: 1 } };
  afterEach(() => void vi.useRealTimers());

  it("after a grant moves the session to a new id, the old id reads it as it was for a minute, then nothing", async () => {
    vi.useFakeTimers({ now: T0, toFake: ["Date"] });
    const sessions = createGuestSessions({ secrets: ["test-secret-test-secret"], secure: false, store: createMemorySessionStore() });
    const first = await sessions.get(new Request("http://localhost/"));
    first.set("bookingKeys", { "1|a": "0b3a0f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b" });
    const old = cookieHeader(await sessions.commit(first));
    const again = await sessions.get(withCookie(old));
    again.set("grants", GRANT);
    const renewed = cookieHeader(await sessions.commit(again));
    expect(renewed).not.toBe(old);
    vi.setSystemTime(T0.getTime() + 30_000);
    expect((await sessions.get(withCookie(old))).get("bookingKeys")).toBeDefined();
    expect((await sessions.get(withCookie(old))).get("grants")).toBeUndefined();
    vi.setSystemTime(T0.getTime() + 2 * 60_000);
    expect((await sessions.get(withCookie(old))).get("bookingKeys")).toBeUndefined();
    expect((await sessions.get(withCookie(renewed))).get("grants")).toEqual(GRANT);
  });

  it("an id the store never held (handed out, then planted) never becomes a stored session, even committed with nothing added", async () => {
    const sessions = createGuestSessions({ secrets: ["test-secret-test-secret"], secure: false, store: createMemorySessionStore() });
    const { setCookie } = await sessions.identify(await sessions.get(new Request("http://localhost/")));
    const planted = cookieHeader(setCookie!);
    const committed = cookieHeader(await sessions.commit(await sessions.get(withCookie(planted))));
    expect(committed).not.toBe(planted);
  });

  it("a session committed twice in one request keeps the id of its first commit, renewed or not", async () => {
    const sessions = createGuestSessions({ secrets: ["test-secret-test-secret"], secure: false, store: createMemorySessionStore() });
    const session = await sessions.get(new Request("http://localhost/"));
    session.set("grants", GRANT);
    const first = cookieHeader(await sessions.commit(session));
    expect(cookieHeader(await sessions.commit(session))).toBe(first);
    const unchanged = await sessions.get(withCookie(first));
    expect(cookieHeader(await sessions.commit(unchanged))).toBe(first);
    expect(cookieHeader(await sessions.commit(unchanged))).toBe(first);
  });

  it("a session started anew has no id to derive a key from until it is identified: two guests never share one", async () => {
    const sessions = createGuestSessions({ secrets: ["test-secret-test-secret"], secure: false, store: createMemorySessionStore() });
    const anew = await sessions.startAnew(await sessions.get(new Request("http://localhost/")));
    expect(() => sessions.derivedKey(anew, "booking form\n1|a")).toThrow(/identify/);
  });
});

describe("a session's edges", () => {
  const sessions = createGuestSessions({ secrets: ["test-secret-test-secret"], secure: false, store: createMemorySessionStore() });

  it("sign-out's cookie tells the browser to drop it now: no Max-Age that would keep it fourteen days", async () => {
    const session = await sessions.get(new Request("http://localhost/"));
    session.set("grants", {});
    const out = await sessions.destroy(
      await sessions.get(new Request("http://localhost/", { headers: { Cookie: cookieHeader(await sessions.commit(session)) } })),
    );
    expect(out).not.toMatch(/Max-Age=[1-9]/i);
  });

  it("no booking key is derived for a visitor without an id: every such visitor would share it", async () => {
    const session = await sessions.get(new Request("http://localhost/"));
    expect(() => sessions.derivedKey(session, "booking form\n1|a")).toThrow(/identify/);
  });

  it("a cookie signed with our secret but holding no id of ours is not a session", async () => {
    const signed = createCookie(SESSION_COOKIE, { secrets: ["test-secret-test-secret"] });
    const forged = cookieHeader(await signed.serialize("not-an-id"));
    expect(await readCookie(sessions.reader, forged)).toBeNull();
    // An id of ours with anything before or after it is no id of ours either.
    for (const padded of [`x${"a".repeat(43)}`, `${"a".repeat(43)}x`, `${"a".repeat(43)}.b`]) {
      expect(await readCookie(sessions.reader, cookieHeader(await signed.serialize(padded)))).toBeNull();
    }
    expect(await readCookie(sessions.reader, cookieHeader(await signed.serialize("a".repeat(43))))).toBe("a".repeat(43));
    const { setCookie } = await sessions.identify(await sessions.get(new Request("http://localhost/")));
    expect(await readCookie(sessions.reader, cookieHeader(setCookie!))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

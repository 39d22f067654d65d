import { describe, expect, it } from "vitest";
import { ANONYMOUS_SESSION_HOURS, createGuestSessions, createMemorySessionStore, SESSION_COOKIE, type SessionStore } from "./session";

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

  it("rotates the id on sign-in: the old cookie no longer opens the session", async () => {
    const session = await sessions.get(new Request("http://localhost/"));
    session.set("grants", { "100001": { email: "ana.popescu@example.com", grantedAt: 1 } });
    const before = cookieHeader(await sessions.commit(session));

    const rotated = await sessions.rotate(await sessions.get(new Request("http://localhost/", { headers: { Cookie: before } })));
    rotated.set("upstreamToken", TOKEN);
    const after = cookieHeader(await sessions.commit(rotated));

    expect(after).not.toBe(before);
    const fresh = await sessions.get(new Request("http://localhost/", { headers: { Cookie: after } }));
    expect(fresh.get("grants")).toHaveProperty("100001");
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

    // The first commit stores it under the id the cookie already carries.
    again.set("grants", {});
    expect(cookieHeader(await own.commit(again))).toBe(cookieHeader(setCookie!));
    expect(written).toEqual(["update"]);
  });
});

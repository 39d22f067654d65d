import { describe, expect, it } from "vitest";
import { createGuestSessions, createMemorySessionStore, SESSION_COOKIE } from "./session";

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
});

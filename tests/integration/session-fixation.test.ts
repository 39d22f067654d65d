/**
 * Session fixation (docs/security.md, OWASP ASVS 3.2.1): a session id planted in a browser before
 * its owner signs in is worthless afterwards. The attacker gets a real session of the site (a
 * look-up of their own reservation makes one) and plants its cookie; the victim signs in through
 * `/login` with it. The answer sets a new id; the planted one reads neither the user nor the PMS
 * token, opens no staff page, while the new one does — for a guest and for a staff member.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, HOTEL_SITE, onHotelSite, type RouteAnswer, routeAnswer as run, testBff, useAppOnMock } from "./support";

useAppOnMock();
let login: typeof import("~/routes/login");
let search: typeof import("~/routes/reservation-search");
let staffHome: typeof import("~/routes/staff._index");

beforeAll(async () => {
  login = await import("~/routes/login");
  search = await import("~/routes/reservation-search");
  staffHome = await import("~/routes/staff._index");
});

let client = 10;
const context = () => appContext({ clientAddress: `198.51.100.${(client += 1)}` });
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  new Request(`${HOTEL_SITE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) }),
  });
const get = (path: string, cookie: string) => new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite({ Cookie: cookie }) });
const cookieOf = (answer: RouteAnswer) => (answer.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
const sessionOf = (cookie: string) => testBff().sessions.get(get("/", cookie));

/** The staff home's answer to `cookie`: a redirect to sign in, the page, or the 403 a guest is refused with (thrown as data). */
async function staffPage(cookie: string): Promise<{ status: number; location?: string | null }> {
  try {
    return await run(() => staffHome.loader({ request: get("/staff", cookie), params: {}, context: context() }));
  } catch (thrown) {
    const refused = thrown as { type?: string; init?: { status?: number } };
    if (refused.type === "DataWithResponseInit" && refused.init?.status) return { status: refused.init.status };
    throw thrown;
  }
}

/** The attacker's own session, made by the site: a look-up of the attacker's own reservation (Ion Ionescu's). */
async function plantedCookie(): Promise<string> {
  const answer = await run(() =>
    search.action({ request: post("/reservation-search", { res: "100002", email: "ion.ionescu@example.com" }, ""), params: {}, context: context() }),
  );
  expect(answer.status).toBe(303);
  const cookie = cookieOf(answer);
  expect(cookie).toMatch(/^__session=/);
  return cookie;
}

describe("session fixation: signing in rotates the session id", () => {
  it.each([
    ["a guest", "guest@example.com", "guest-pass-1", "guest"],
    ["a staff member", "staff@example.com", "staff-pass-1", "staff"],
  ])("%s signing in with a planted session id gets a new one; the planted id reads nothing of the signed-in session", async (_who, email, password, role) => {
    const planted = await plantedCookie();

    const signedIn = await run(() => login.action({ request: post("/login", { email, password }, planted), params: {}, context: context() }));
    expect(signedIn.status).toBe(303);
    const fresh = cookieOf(signedIn);
    expect(fresh).toMatch(/^__session=/);
    expect(fresh).not.toBe(planted);

    // The new id is the signed-in session.
    const session = await sessionOf(fresh);
    expect(session.get("user")).toMatchObject({ email, role });
    expect(session.get("upstreamToken")).toEqual(expect.any(String));

    // The planted id, which the attacker still holds, reads nothing of it.
    const stale = await sessionOf(planted);
    expect(stale.get("user")).toBeUndefined();
    expect(stale.get("upstreamToken")).toBeUndefined();
    expect(stale.get("grants")).toBeUndefined();

    // The staff area: the planted id is sent to sign in, the new one is let in (a guest's is refused as a guest).
    expect(await staffPage(planted)).toMatchObject({ status: 303, location: expect.stringMatching(/^\/login\?/) });
    expect((await staffPage(fresh)).status).toBe(role === "staff" ? 200 : 403);
  });
});

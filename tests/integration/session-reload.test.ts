/**
 * The session reloaded after sign-in (docs/spec.md §7: `POST /api/users/sessions` answers the e-mail
 * and session data, "session then reloaded with GET"): the user our session keeps is the one the
 * PMS has stored — its e-mail, language, role and name — not the sign-in's answer nor what was typed;
 * the account's language becomes this browser's choice (docs/decisions/036).
 */
import { describe, expect, it } from "vitest";
import { appContext, HOTEL_SITE, onHotelSite, routeAnswer, routeArgs, testBff, useAppOnMock } from "./support";

const app = useAppOnMock();

const client = () => `198.51.100.${10 + Math.floor(Math.random() * 200)}`;
const signIn = async (email: string, password: string) => {
  const { signIn: signInWith } = await import("~/account/account.server");
  const request = new Request("http://localhost/login", { method: "POST" });
  return signInWith(routeArgs(request), await testBff().sessions.get(request), { email, password }, client());
};
const userOf = async (setCookie: string) =>
  (await testBff().sessions.get(new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0]! } }))).get("user");
const mock = async (path: string, body?: unknown) => {
  const response = await fetch(`${app.mock.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
};
const storedUser = (email: string) => app.mock.world.users.find((user) => user.email === email)!;

describe("after sign-in the session is reloaded from the PMS", () => {
  it("keeps the e-mail as the PMS stores it, not as typed, with the account's language, role and name; asks GET /api/users/sessions once", async () => {
    const signed = await signIn("  GUEST@Example.COM ", "guest-pass-1");
    if (!signed.ok) throw new Error("the sign-in failed");
    expect(await userOf(signed.setCookie)).toEqual({
      email: "guest@example.com",
      role: "guest",
      orgId: null,
      firstName: "Elena",
      lastName: "Georgescu",
      phone: "+40 755 444 555",
      language: "en",
    });
    expect(signed.language).toBe("en");
    expect((await mock("/__mock/calls"))["GET /api/users/sessions"]).toBe(1);
  });

  it("a language saved at the PMS since (from another device) is the one kept", async () => {
    storedUser("guest@example.com").settings.language = "it";
    const signed = await signIn("guest@example.com", "guest-pass-1");
    if (!signed.ok) throw new Error("the sign-in failed");
    expect((await userOf(signed.setCookie))?.language).toBe("it");
    expect(signed.language).toBe("it");
  });

  it("a member of staff is staff of their organisation because the reloaded session says so", async () => {
    const signed = await signIn("Staff@Example.com", "staff-pass-1");
    if (!signed.ok) throw new Error("the sign-in failed");
    expect(await userOf(signed.setCookie)).toMatchObject({ email: "staff@example.com", role: "staff", orgId: storedUser("staff@example.com").org_id });
  });

  it("a reload that fails is a sign-in that did not happen: unavailable, and the PMS session just opened is ended", async () => {
    await mock("/__mock/faults", { error_rate: 1, status: 503, endpoints: ["GET /api/users/sessions"] });
    expect(await signIn("guest@example.com", "guest-pass-1")).toEqual({ ok: false, reason: "unavailable" });
    await mock("/__mock/faults", { error_rate: 0 });
    expect(((await mock("/__mock/sessions")) as { active: string[] }).active).toEqual([]);
  });
});

describe("the sign-in form", () => {
  const post = async (email: string, password: string, cookie = "") => {
    const login = await import("~/routes/login");
    return routeAnswer(() =>
      login.action({
        request: new Request(`${HOTEL_SITE}/login?lang=en`, {
          method: "POST",
          body: new URLSearchParams({ email, password, redirectTo: "/rooms" }),
          headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) }),
        }),
        params: {},
        context: appContext({ clientAddress: client() }),
      }),
    );
  };
  /** The language the answer stores in the browser's `lng` cookie, if it sets one. */
  const languageCookie = async (headers: Headers) => {
    const set = headers.getSetCookie().find((cookie) => cookie.startsWith("lng="));
    return set === undefined ? undefined : (await import("~/i18n.server")).languageCookie.parse(set.split(";")[0]!);
  };

  it("makes the account's language this browser's choice, over the one the browser had", async () => {
    storedUser("guest@example.com").settings.language = "ro";
    const answer = await post("guest@example.com", "guest-pass-1", "lng=en");
    expect(answer.status).toBe(303);
    expect(await languageCookie(answer.headers)).toBe("ro");
    storedUser("staff@example.com").settings.language = "es";
    expect(await languageCookie((await post("staff@example.com", "staff-pass-1")).headers)).toBe("es");
  });

  it("leaves the browser's choice alone when the account's language is none of the site's", async () => {
    storedUser("guest@example.com").settings.language = "qq";
    const answer = await post("guest@example.com", "guest-pass-1");
    expect(answer.status).toBe(303);
    expect(await languageCookie(answer.headers)).toBeUndefined();
  });
});

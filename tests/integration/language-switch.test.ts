/**
 * The language switch (`/language/:lang?to=`) through its real loader against the mock PMS: a
 * request this site's own pages sent stores the choice (the `lng` cookie, and a signed-in user's
 * setting at the PMS); one another site sent, or one with nothing to tell, stores nothing and only
 * opens the target with `lang` (bff/http/cross-site.ts isFromOwnPages).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, signedInCookie, testBff, useAppOnMock } from "./support";

const app = useAppOnMock();
const SITE = "http://carpathia-ro.localhost";
let language: typeof import("~/routes/language.$lang");
let sessions: import("../../bff/session").GuestSessions;

beforeAll(async () => {
  language = await import("~/routes/language.$lang");
  sessions = testBff().sessions;
});

const switchTo = (lang: string, headers: Record<string, string>) =>
  language.loader({
    request: new Request(`${SITE}/language/${lang}?to=${encodeURIComponent("/rooms?lang=ro&adults=2")}`, {
      headers: { host: "carpathia-ro.localhost", ...headers },
    }),
    params: { lang },
    context: appContext(),
  });

const pmsLanguage = () => app.mock.world.users.find((user) => user.email === "guest@example.com")!.settings.language;
const settingsCalls = async () => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)["PATCH /api/users/settings"];

describe("a switch another site sent stores nothing", () => {
  it.each([
    ["Fetch Metadata cross-site (a link on another site)", { "sec-fetch-site": "cross-site" }],
    ["Fetch Metadata same-site (a sibling hotel's subdomain)", { "sec-fetch-site": "same-site", referer: "http://seaside.localhost/" }],
    ["a foreign Referer, no Fetch Metadata", { referer: "https://evil.example/page" }],
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["our host's page over another scheme", { referer: "https://carpathia-ro.localhost/rooms" }],
    ["nothing to tell who sent it", {}],
  ])("%s: no PMS call, no cookie, the session's user unchanged; the target opens with lang", async (_, headers) => {
    const cookie = await signedInCookie("guest@example.com", "guest-pass-1", "198.51.100.40");
    const answer = await switchTo("it", { cookie, ...headers });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/rooms?lang=it&adults=2");
    expect(answer.headers.get("set-cookie")).toBeNull();
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await settingsCalls()).toBeUndefined();
    expect(pmsLanguage()).toBe("en");
    expect((await sessions.get(new Request(SITE, { headers: { cookie } }))).get("user")).toMatchObject({ language: "en" });
  });
});

describe("a switch this site's own pages sent stores the choice", () => {
  it.each([
    ["Fetch Metadata same-origin (a click on the switch)", { "sec-fetch-site": "same-origin", referer: `${SITE}/rooms?lang=ro` }],
    ["Fetch Metadata none (typed, a bookmark)", { "sec-fetch-site": "none" }],
    ["our own Referer, no Fetch Metadata (an older browser)", { referer: `${SITE}/rooms` }],
  ])("%s: saved at the PMS and in the cookie, the target without lang", async (_, headers) => {
    const cookie = await signedInCookie("guest@example.com", "guest-pass-1", "198.51.100.40");
    const answer = await switchTo("it", { cookie, ...headers });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/rooms?adults=2");
    expect(answer.headers.get("set-cookie")).toMatch(/^lng=/);
    expect(await settingsCalls()).toBe(1);
    expect(pmsLanguage()).toBe("it");
  });

  it("an anonymous guest's: the cookie only, the PMS is not asked", async () => {
    const answer = await switchTo("es", { "sec-fetch-site": "same-origin" });
    expect(answer.headers.get("set-cookie")).toMatch(/^lng=/);
    expect(await settingsCalls()).toBeUndefined();
  });
});

import { createCookie } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { cookieForFrame, expiredCookie, readCookie, sanitizeCookieHeader, type ReadCookie } from "./cookies";

const language: ReadCookie = { cookie: createCookie("lng"), isValid: (value) => value === "en" || value === "ro" };
const session: ReadCookie = {
  cookie: createCookie("__session", { secrets: ["s3cret-s3cret-s3cret"] }),
  isValid: (value) => typeof value === "string" && /^[\w-]{43}$/.test(value),
};
const SESSION_ID = "a".repeat(43);

describe("readCookie: a value we did not write reads as absent, never as a 500", () => {
  it("reads what the serializer wrote", async () => {
    expect(await readCookie(language, await language.cookie.serialize("en"))).toBe("en");
    expect(await readCookie(session, await session.cookie.serialize(SESSION_ID))).toBe(SESSION_ID);
  });

  it.each([
    ["a bare value (the reported bug)", "lng=en"],
    ["empty", "lng="],
    ["not base64", "lng=%%%"],
    ["base64 of broken JSON", `lng=${btoa("{")}`],
    ["JSON of the wrong type", `lng=${btoa(JSON.stringify({ lng: "en" }))}`],
    ["a language we do not have", `lng=${btoa(JSON.stringify("xx"))}`],
    ["a huge value", `lng=${"A".repeat(8000)}`],
  ])("lng: %s → null", async (_, header) => {
    expect(await readCookie(language, header)).toBeNull();
  });

  it.each([
    ["unsigned", `__session=${btoa(JSON.stringify(SESSION_ID))}`],
    ["garbage", "__session=%E0%A4%A"],
  ])("session: %s → null", async (_, header) => {
    expect(await readCookie(session, header)).toBeNull();
  });

  it("a validator that trips over an unexpected shape reads as absent too, not as a 500", async () => {
    // "lng=%%%" parses to {}: a validator that assumed a string throws on it.
    const strict: ReadCookie = { cookie: createCookie("lng"), isValid: (value) => (value as string).startsWith("e") };
    expect(await readCookie(strict, "lng=%%%")).toBeNull();
    expect(await sanitizeCookieHeader("lng=%%%; _ga=1", [strict])).toEqual({ header: "_ga=1", dropped: ["lng"] });
  });

  it("session: signed with another secret → null", async () => {
    const forged = await createCookie("__session", { secrets: ["another-secret-here"] }).serialize(SESSION_ID);
    expect(await readCookie(session, forged)).toBeNull();
  });
});

describe("sanitizeCookieHeader: bad values of our cookies are dropped, everything else kept", () => {
  it("drops a bad lng, keeps a good session and a cookie we do not read", async () => {
    const good = (await session.cookie.serialize(SESSION_ID)).split(";")[0]!;
    const result = await sanitizeCookieHeader(`lng=en; ${good}; _ga=GA1.2.3`, [language, session]);
    expect(result.dropped).toEqual(["lng"]);
    expect(result.header).toBe(`${good}; _ga=GA1.2.3`);
  });

  it("keeps a header with only good values as it was", async () => {
    const lng = (await language.cookie.serialize("ro")).split(";")[0]!;
    expect(await sanitizeCookieHeader(lng, [language])).toEqual({ header: lng, dropped: [] });
  });

  it("answers null when nothing is left, and passes a missing header through", async () => {
    expect(await sanitizeCookieHeader("lng=en", [language])).toEqual({ header: null, dropped: ["lng"] });
    expect(await sanitizeCookieHeader(null, [language])).toEqual({ header: null, dropped: [] });
  });

  it("knows our cookie however it is written: a bare name, a space before '=' (Remix reads both as lng)", async () => {
    // What the routes would read of each: nothing and "xx". Both are dropped, and the answer expires them.
    expect(await sanitizeCookieHeader("lng; _ga=1", [language])).toEqual({ header: "_ga=1", dropped: ["lng"] });
    const planted = `lng =${btoa(JSON.stringify("xx"))}`;
    expect(await language.cookie.parse(planted)).toBe("xx");
    expect(await sanitizeCookieHeader(`${planted}; _ga=1`, [language])).toEqual({ header: "_ga=1", dropped: ["lng"] });
  });

  it("judges each copy of a repeated cookie on its own", async () => {
    const lng = (await language.cookie.serialize("ro")).split(";")[0]!;
    const result = await sanitizeCookieHeader(`lng=en; ${lng}`, [language]);
    expect(result.header).toBe(lng);
  });
});

describe("cookieForFrame: a cookie the hotel's frame keeps (docs/decisions/016)", () => {
  it("SameSite=None, Secure and Partitioned instead of Lax; value, path, lifetime and HttpOnly as they were", async () => {
    const lax = await session.cookie.serialize(SESSION_ID, { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });
    const framed = cookieForFrame(lax);
    const [pair, ...attributes] = framed.split("; ");
    expect(pair).toBe(lax.split("; ")[0]);
    expect(attributes.sort()).toEqual(["HttpOnly", "Max-Age=60", "Partitioned", "Path=/", "SameSite=None", "Secure"]);
  });

  it("never two SameSite, Secure or Partitioned, whatever the cookie had", () => {
    expect(cookieForFrame("a=1; Secure; samesite=strict; Partitioned; Expires=Wed, 21 Oct 2037 07:28:00 GMT")).toBe(
      "a=1; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Secure; SameSite=None; Partitioned",
    );
  });

  it("keeps an attribute whose value only ends in one of those words (a path /secure stays the cookie's path)", () => {
    expect(cookieForFrame("a=1; Path=/secure; HttpOnly")).toBe("a=1; Path=/secure; HttpOnly; Secure; SameSite=None; Partitioned");
  });

  it("an expiry too: a partitioned cookie is forgotten only by a partitioned Set-Cookie", () => {
    expect(cookieForFrame(expiredCookie("lng"))).toBe("lng=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=None; Partitioned");
  });
});

import { describe, expect, it } from "vitest";
import { HOSTILE_PATHS, HOSTILE_REDIRECTS as HOSTILE } from "../../tests/support/hostile-input";
import { MAX_REDIRECT_TARGET_LENGTH, pathOnly, safeRedirectTarget } from "./redirect-target";

describe("safeRedirectTarget refuses every known bypass", () => {
  it.each(HOSTILE.map((value) => [JSON.stringify(value), value]))("%s → /", (_, value) => {
    expect(safeRedirectTarget(value)).toBe("/");
  });

  it.each([null, undefined, 42, {}, ["/rooms"]])("%j (not a string) → /", (value) => {
    expect(safeRedirectTarget(value)).toBe("/");
  });

  it("a value longer than the limit → the fallback", () => {
    expect(safeRedirectTarget(`/rooms?x=${"a".repeat(MAX_REDIRECT_TARGET_LENGTH)}`, "/safe")).toBe("/safe");
  });

  it("the given fallback, not /, when one is given", () => {
    expect(safeRedirectTarget("//evil.example", "/reservation-new?o=seaside")).toBe("/reservation-new?o=seaside");
  });
});

describe("safeRedirectTarget keeps same-site paths, normalised", () => {
  it.each([
    ["/", "/"],
    ["/rooms?o=carpathia-ro", "/rooms?o=carpathia-ro"],
    ["/reservation-new?day_from=2026-12-01&adults=2#results", "/reservation-new?day_from=2026-12-01&adults=2#results"],
    ["/hotel/101/rooms?o=carpathia-ro&lang=en", "/hotel/101/rooms?o=carpathia-ro&lang=en"],
    ["/a/./b/../rooms", "/a/rooms"],
    ["/search?q=a%20b", "/search?q=a%20b"],
    ["/search?q=Bra%C8%99ov", "/search?q=Bra%C8%99ov"],
    // look-alikes of / stay a path on this site, percent-encoded
    ["/\uff0fevil.example", "/%EF%BC%8Fevil.example"],
    ["/\u2215evil.example", "/%E2%88%95evil.example"],
    ["/Brașov", "/Bra%C8%99ov"],
  ])("%j → %j", (value, expected) => {
    expect(safeRedirectTarget(value)).toBe(expected);
  });
});

describe("whatever passes is a same-origin path a browser resolves to this site", () => {
  const SITE = "https://carpathia-ro.booking.example";
  const candidates = [...HOSTILE, "/rooms", "/a/./b", "/\uff0fx", "/x?next=//evil.example", "/x#//evil.example"];
  it.each(candidates.map((value) => [JSON.stringify(value), value]))("%s", (_, value) => {
    const target = safeRedirectTarget(value);
    expect(target).toMatch(/^\/(?![/\\])/);
    expect(target).toMatch(/^[\x21-\x7e]+$/);
    expect(new URL(target, SITE).origin).toBe(SITE);
  });
});

describe("pathOnly: a request's path, when it can only be a path", () => {
  // What reaches it is a URL's pathname, as the parser leaves it: each corpus entry read as a request-target of a site.
  const pathnameOf = (target: string) => new URL(`http://site.example${target.startsWith("/") ? "" : "/"}${target}`).pathname;

  it.each(HOSTILE_PATHS.map((target) => [JSON.stringify(target), target]))("%s: what it keeps, after a host, keeps that host", (_, target) => {
    const kept = pathOnly(pathnameOf(target)) ?? "/";
    expect(kept).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    expect(new URL(`https://book.hotel.example${kept}`).host).toBe("book.hotel.example");
  });

  it.each([
    "//evil.example/x",
    "//evil.example",
    "///evil.example",
    "//",
    "/.//evil",
    "/%2e//evil",
    "/%5Cevil.example",
    "/%2F%5Cevil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%09/evil",
    "/%0D%0Ax",
    "/%00/x",
    "/%7f/x",
    "/%c2%85/x",
  ])("%j → null", (pathname) => {
    expect(pathOnly(pathname)).toBeNull();
  });

  it.each(["/", "/rooms", "/hotel/101/rooms", "/reservations/100001/stay.ics", "/%EF%BC%8Fevil.example", "/rooms/%2F", "/Bra%C8%99ov"])(
    "%j → itself",
    (pathname) => {
      expect(pathOnly(pathname)).toBe(pathname);
    },
  );

  it("a query or fragment is no part of a path", () => {
    expect(pathOnly("/rooms?to=/x")).toBeNull();
    expect(pathOnly("/rooms#x")).toBeNull();
  });
});

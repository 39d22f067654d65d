import { describe, expect, it } from "vitest";
import { HOSTILE_REDIRECTS as HOSTILE } from "../../tests/support/hostile-input";
import { MAX_REDIRECT_TARGET_LENGTH, safeRedirectTarget } from "./redirect-target";


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

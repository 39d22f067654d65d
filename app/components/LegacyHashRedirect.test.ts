import { describe, expect, it } from "vitest";
import { LEGACY_HASH_SCRIPT, legacyHashTarget } from "./LegacyHashRedirect";

describe("legacyHashTarget", () => {
  it.each([
    ["#/rooms", "", "/rooms"],
    ["#/reservation-new?day_from=2030-01-10&day_to=2030-01-12&adults=2", "", "/reservation-new?day_from=2030-01-10&day_to=2030-01-12&adults=2"],
    ["#/reservation-new?children_ages=5,7&coupon_code=WINTER10", "", "/reservation-new?children_ages=5,7&coupon_code=WINTER10"],
    ["#/hotel/102/gallery", "", "/hotel/102/gallery"],
    ["#!/about", "", "/about"],
    ["#/", "", "/"],
    ["#/rooms#top", "", "/rooms#top"],
    // the address's own query (the organisation named by o) is kept, the hash's wins on a clash
    ["#/rooms", "?o=carpathia-ro", "/rooms?o=carpathia-ro"],
    ["#/reservation-new?day_from=2030-01-10&lang=en", "?o=carpathia-ro&lang=ro", "/reservation-new?day_from=2030-01-10&lang=en&o=carpathia-ro"],
    ["#/reservation-search?res=100001#x", "?o=seaside", "/reservation-search?res=100001&o=seaside#x"],
    // ordinary anchors and nonsense stay where they are
    ["#main", "", null],
    ["", "", null],
    ["#", "", null],
    ["#top/rooms", "", null],
    // nothing that could leave the site
    ["#//evil.example/x", "", null],
    ["#/\\evil.example", "", null],
    ["#/\t/evil.example", "", null],
    ["#/ rooms", "", null],
    ["#/rooms\n", "", null],
    ["#javascript:alert(1)", "", null],
    ["#https://evil.example", "", null],
  ])("%j (search %j) → %j", (hash, search, expected) => {
    expect(legacyHashTarget(hash, search)).toBe(expected);
  });

  it("works without a search argument", () => {
    expect(legacyHashTarget("#/gallery")).toBe("/gallery");
  });
});

describe("LEGACY_HASH_SCRIPT", () => {
  // Runs the inline source on its own, with nothing from this module in scope, as a browser would.
  function run(hash: string, search = ""): string | null {
    let replaced: string | null = null;
    const location = { hash, search, replace: (to: string) => (replaced = to) };
    new Function("location", "URLSearchParams", LEGACY_HASH_SCRIPT)(location, URLSearchParams);
    return replaced;
  }

  it("is self-contained and replaces the address of a legacy link", () => {
    expect(run("#/reservation-new?day_from=2030-01-10", "?o=carpathia-ro")).toBe("/reservation-new?day_from=2030-01-10&o=carpathia-ro");
  });

  it("leaves ordinary anchors alone", () => {
    expect(run("#main")).toBeNull();
    expect(run("")).toBeNull();
  });

  it("contains no closing script tag", () => {
    expect(LEGACY_HASH_SCRIPT).not.toMatch(/<\/script/i);
  });
});

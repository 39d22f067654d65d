import { describe, expect, it } from "vitest";
import { regionsOf, RO_COUNTIES, slugOf, US_STATES } from "./regions";

describe("address regions", () => {
  it("Romania has 42 counties (41 and Bucharest), without duplicates", () => {
    expect(RO_COUNTIES).toHaveLength(42);
    expect(new Set(RO_COUNTIES).size).toBe(42);
    expect(RO_COUNTIES).toContain("București");
  });

  it("the US list has the 50 states and DC", () => {
    expect(US_STATES).toHaveLength(51);
  });

  it.each([
    ["RO", RO_COUNTIES],
    ["US", US_STATES],
    ["DE", null],
    [null, null],
  ])("%s → its fixed list or free text", (country, list) => {
    expect(regionsOf(country)).toBe(list);
  });

  it.each([
    ["Bistrița-Năsăud", "bistrita-nasaud"],
    ["Satu Mare", "satu-mare"],
    ["Iași", "iasi"],
    ["  New York ", "new-york"],
  ])("slug of %s is %s", (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });
});

import { describe, expect, it } from "vitest";
import { locationDisplayLanguage } from "./display-language";

describe("locationDisplayLanguage: ro when the organisation's full slug has the word ro, else en", () => {
  it.each([
    ["carpathia-ro", "ro"],
    ["ro-hotels", "ro"],
    ["ro", "ro"],
    ["RO-Hotels", "ro"],
    ["pensiune.ro", "ro"],
    ["hotels_ro_2024", "ro"],
    ["group/carpathia-ro", "ro"],
    ["bistro-ro2", "ro"],
    ["seaside", "en"],
    ["aurora-hotels", "en"],
    ["romantic-inn", "en"],
    ["euro-stay", "en"],
    ["hotel-rome", "en"],
    ["brosov", "en"],
    ["r-o", "en"],
    ["", "en"],
    [null, "en"],
    [undefined, "en"],
  ])("%j → %s", (slug, expected) => {
    expect(locationDisplayLanguage(slug)).toBe(expected);
  });
});

import { describe, expect, it } from "vitest";
import { withKept } from "./links";

describe("withKept: links keep the hotel named by o", () => {
  it.each([
    ["/rooms", {}, {}, "/rooms"],
    ["/rooms", { o: "carpathia-ro" }, {}, "/rooms?o=carpathia-ro"],
    ["/reservation-new?day_from=2026-12-01", { o: "seaside" }, { adults: 2 }, "/reservation-new?day_from=2026-12-01&o=seaside&adults=2"],
    ["/?o=other", { o: "carpathia-ro" }, {}, "/?o=other"],
    ["/hotel/101", { o: "carpathia-ro", embed: "site" }, { lang: null }, "/hotel/101?o=carpathia-ro&embed=site"],
  ])("%s with %j and %j → %s", (path, keep, extra, expected) => {
    expect(withKept(path, keep, extra)).toBe(expected);
  });
});

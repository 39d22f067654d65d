import { describe, expect, it } from "vitest";
import { monthCheckIns, readMonth } from "./price-calendar";

const wide = { earliest: "2026-01-01", latest: "2027-12-31" };

describe("the price calendar's month", () => {
  it("reads a real month only", () => {
    expect(readMonth("2026-07")).toBe("2026-07");
    for (const bad of [null, "", "2026-13", "2026-7", "2026-07-01", "9999-99", "x"]) expect(readMonth(bad)).toBeNull();
  });

  it("asks about every day of the month, 28 to 31 of them", () => {
    expect(monthCheckIns("2026-07", wide)).toHaveLength(31);
    expect(monthCheckIns("2027-02", wide)).toHaveLength(28);
    expect(monthCheckIns("2026-07", wide)[0]).toBe("2026-07-01");
    expect(monthCheckIns("2026-07", wide).at(-1)).toBe("2026-07-31");
  });

  it("only the check-ins the form accepts: from the earliest, up to the horizon", () => {
    expect(monthCheckIns("2026-05", { earliest: "2026-05-29", latest: "2027-05-04" })).toEqual(["2026-05-29", "2026-05-30", "2026-05-31"]);
    expect(monthCheckIns("2027-05", { earliest: "2026-05-29", latest: "2027-05-04" })).toHaveLength(4);
    expect(monthCheckIns("2026-04", { earliest: "2026-05-29", latest: "2027-05-04" })).toEqual([]);
  });
});

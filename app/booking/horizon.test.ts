import { describe, expect, it } from "vitest";
import { isWithin, lastCheckIn, staffDays, yearsAfter } from "./horizon";

describe("the dates the site accepts (docs/decisions/032)", () => {
  it("books up to two years ahead of the hotel's today", () => {
    expect(lastCheckIn("2026-11-26")).toBe("2028-11-26");
  });

  it("keeps the calendar day across years; 29 February becomes the 28th in a common year", () => {
    expect(yearsAfter("2028-02-29", 2)).toBe("2030-02-28");
    expect(yearsAfter("2028-02-29", -4)).toBe("2024-02-29");
    expect(yearsAfter("2026-01-01", -2)).toBe("2024-01-01");
  });

  it("opens staff pages from two years back to the last night that can be booked", () => {
    expect(staffDays("2026-11-26")).toEqual({ first: "2024-11-26", last: "2028-12-27" });
    expect(isWithin("2024-11-26", staffDays("2026-11-26"))).toBe(true);
    expect(isWithin("2024-11-25", staffDays("2026-11-26"))).toBe(false);
    expect(isWithin("9999-12-31", staffDays("2026-11-26"))).toBe(false);
  });
});

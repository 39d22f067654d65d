/**
 * The desk's counted words through i18next's plural rules (issue 50, item 6), not string joins:
 * "1 night" / "1 noapte", "2 nopți", "20 de nopți"; "0 din 20 de camere vândute"; "Între 1 și 31 de
 * zile"; a free room "Liberă".
 */
import { describe, expect, it } from "vitest";
import { fixedT } from "~/i18n.server";

describe("the desk's plurals", () => {
  const en = fixedT("en");
  const ro = fixedT("ro");
  it("nights", () => {
    expect(en("staff.calendar.stay", { from: "a", to: "b", count: 1 })).toBe("a – b, 1 night");
    expect(en("staff.day.stay", { from: "a", to: "b", count: 2 })).toBe("a → b, 2 nights");
    expect(ro("staff.calendar.stay", { from: "a", to: "b", count: 1 })).toBe("a – b, 1 noapte");
    expect(ro("staff.calendar.stay", { from: "a", to: "b", count: 2 })).toBe("a – b, 2 nopți");
    expect(ro("staff.day.stay", { from: "a", to: "b", count: 20 })).toBe("a → b, 20 de nopți");
    expect(ro("staff.arrivals.nights", { count: 1 })).toBe("1 noapte");
    expect(ro("staff.plan.minStay", { count: 21 })).toBe("min. 21 de nopți");
  });
  it("rooms sold, the span of days, a free room", () => {
    expect(ro("staff.plan.occupancyLong", { sold: 0, count: 20 })).toBe("0 din 20 de camere vândute");
    expect(ro("staff.plan.occupancyLong", { sold: 1, count: 1 })).toBe("1 din 1 cameră vândută");
    expect(en("staff.plan.occupancyLong", { sold: 0, count: 20 })).toBe("0 of 20 rooms sold");
    expect(ro("staff.plan.daysHint", { count: 31 })).toBe("Între 1 și 31 de zile");
    expect(en("staff.plan.daysHint", { count: 31 })).toBe("1 to 31 days");
    expect(ro("staff.plan.freeCell")).toBe("Liberă");
  });
  it("the arrivals sheet's party", () => {
    expect(ro("staff.arrivals.adults", { count: 2 })).toBe("2 adulți");
    expect(ro("staff.arrivals.childrenAges", { count: 1, ages: "8" })).toBe("1 copil de 8 ani");
    expect(en("staff.arrivals.count", { count: 1 })).toBe("1 arrival");
    expect(ro("staff.arrivals.count", { count: 20 })).toBe("20 de sosiri");
  });
});

import { describe, expect, it } from "vitest";
import { MAX_DAYS, daysOf, isWeekend, pagesOf, planInterval } from "./interval";

const TODAY = "2026-05-04";

describe("the plan grid's interval (docs/spec.md §9)", () => {
  it("starts today with two weeks when the URL says nothing (automatic: CSS narrows it to one)", () => {
    expect(planInterval({}, TODAY)).toEqual({ dayFrom: TODAY, days: 14, dayTo: "2026-05-18", auto: true });
    expect(daysOf(planInterval({}, TODAY))).toHaveLength(14);
    expect(daysOf(planInterval({}, TODAY))[13]).toBe("2026-05-17");
  });

  it("takes day_from and days from the URL, capping the span at 31 and never under 1", () => {
    expect(MAX_DAYS).toBe(31);
    expect(planInterval({ day_from: "2026-06-01", days: "10" }, TODAY)).toEqual({ dayFrom: "2026-06-01", days: 10, dayTo: "2026-06-11", auto: false });
    expect(planInterval({ days: "31" }, TODAY).days).toBe(31);
    expect(planInterval({ days: "32" }, TODAY)).toMatchObject({ days: 31, dayTo: "2026-06-04" });
    expect(planInterval({ days: "5000" }, TODAY).days).toBe(31);
    expect(planInterval({ days: "0" }, TODAY).days).toBe(1);
  });

  it("ignores what is not a date or a count", () => {
    for (const day_from of ["2026-02-30", "tomorrow", "2026-5-4", ""]) expect(planInterval({ day_from }, TODAY).dayFrom).toBe(TODAY);
    for (const days of ["-3", "1e3", "ten", "", "12.5"]) expect(planInterval({ days }, TODAY)).toMatchObject({ days: 14, auto: true });
  });

  it("pages by the interval itself: previous, next and today keep the span", () => {
    const { fixed, bySize } = pagesOf(planInterval({ day_from: "2026-06-01", days: "7" }, TODAY), TODAY);
    expect(bySize).toBeNull();
    expect(fixed).toEqual({
      previous: { day_from: "2026-05-25", days: 7 },
      next: { day_from: "2026-06-08", days: 7 },
      today: { day_from: TODAY, days: 7 },
    });
    const month = pagesOf(planInterval({ day_from: "2026-06-01", days: "31" }, TODAY), TODAY).fixed!;
    expect(month.next.day_from).toBe("2026-07-02");
  });

  it("an automatic interval pages each screen by its own default, whole weeks (issue 39)", () => {
    const { fixed, bySize } = pagesOf(planInterval({ day_from: "2026-06-01" }, TODAY), TODAY);
    expect(fixed).toBeNull();
    // Every screen's links stay automatic, so the default (that fits) survives paging (issue 50).
    expect(bySize!.small.next).toEqual({ day_from: "2026-06-08", days: null });
    expect(bySize!.medium.previous).toEqual({ day_from: "2026-05-25", days: null });
    expect(bySize!.large.next).toEqual({ day_from: "2026-06-15", days: null });
  });

  it("knows the weekend", () => {
    expect(["2026-05-02", "2026-05-03", "2026-05-04", "2026-05-08"].map(isWeekend)).toEqual([true, true, false, false]);
  });
});

import { describe, expect, it } from "vitest";
import { lengthOfStayAdvice, readStay } from "./stay";

const days = { earliest: "2026-11-24", latest: "2028-11-24" };

describe("readStay (docs/spec.md §5)", () => {
  it.each([
    // from          to             → from          to            nights problems
    ["2026-12-01", "2026-12-04", "2026-12-01", "2026-12-04", 3, []],
    ["2026-12-01", "2026-12-01", "2026-12-01", "2026-12-02", 1, ["check-out-moved"]],
    ["2026-12-05", "2026-12-01", "2026-12-05", "2026-12-06", 1, ["check-out-moved"]],
    ["2026-12-05", "", "2026-12-05", "2026-12-06", 1, []],
    // A check-out that is no date is told, not silently replaced (issue 51 item 7).
    ["2026-12-01", "garbage", "2026-12-01", "2026-12-02", 1, ["check-out-invalid"]],
    ["2026-12-01", "2026-12-32", "2026-12-01", "2026-12-02", 1, ["check-out-invalid"]],
    ["2026-02-30", "bad", null, null, null, ["check-in-invalid", "check-out-invalid"]],
    ["2026-12-01", "2027-01-15", "2026-12-01", "2027-01-01", 31, ["too-long"]],
    ["2026-11-22", "2026-11-25", "2026-11-22", "2026-11-25", 3, ["check-in-too-early"]],
    ["2026-02-30", "2026-03-02", null, "2026-03-02", null, ["check-in-invalid"]],
    ["", "", null, null, null, ["check-in-missing"]],
    // Past the booking horizon: told, and no day is computed from it (9999-12-31 has no next day).
    ["2028-11-25", "2028-11-26", null, null, null, ["check-in-too-late"]],
    ["9999-12-31", "", null, null, null, ["check-in-too-late"]],
    ["2028-11-24", "", "2028-11-24", "2028-11-25", 1, []],
  ])("%s → %s gives %s → %s", (dayFrom, dayTo, from, to, nights, problems) => {
    expect(readStay({ dayFrom, dayTo }, days)).toEqual({ dayFrom: from, dayTo: to, nights, problems });
  });
});

describe("lengthOfStayAdvice", () => {
  it.each([
    [2, 7, { min: 2, max: 7 }],
    [3, 3, { min: 3, max: null }],
    [2, 45, { min: 2, max: null }],
    [null, 10, { min: 1, max: 10 }],
    [1, null, null],
    [null, null, null],
    [0, 0, null],
  ])("min %s, max %s → %j", (min, max, expected) => {
    expect(lengthOfStayAdvice(min, max)).toEqual(expected);
  });
});

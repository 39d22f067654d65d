import { describe, expect, it } from "vitest";
import { calendarRange } from "./calendar";

describe("the calendar's period", () => {
  it("a month shows the whole weeks around it, Monday first", () => {
    // May 2026: Friday the 1st to Sunday the 31st.
    expect(calendarRange({ view: "month", date: "2026-05-20" }, "2026-05-04")).toEqual({
      view: "month",
      date: "2026-05-20",
      dayFrom: "2026-04-27",
      dayTo: "2026-06-01",
      previous: "2026-04-01",
      next: "2026-06-01",
    });
    // Without a view it is the month's list: the same period, read as an agenda first.
    expect(calendarRange({ date: "2026-12-10" }, "2026-05-04")).toMatchObject({ view: "list", next: "2027-01-01", previous: "2026-11-01" });
  });

  it("the list is the month asked, its first night to its last, not the grid's weeks around it (issue 39)", () => {
    expect(calendarRange({ view: "list", date: "2026-11-10" }, "2026-05-04")).toMatchObject({ dayFrom: "2026-11-01", dayTo: "2026-12-01" });
  });

  it("a week is Monday to Sunday and pages by seven days", () => {
    expect(calendarRange({ view: "week", date: "2026-05-07" }, "2026-05-04")).toEqual({
      view: "week",
      date: "2026-05-07",
      dayFrom: "2026-05-04",
      dayTo: "2026-05-11",
      previous: "2026-04-30",
      next: "2026-05-14",
    });
  });

  it("defaults to this month from today; anything else is ignored", () => {
    expect(calendarRange({ view: "year", date: "soon" }, "2026-05-04")).toMatchObject({ view: "list", date: "2026-05-04", dayFrom: "2026-05-01" });
  });
});

import { describe, expect, it } from "vitest";
import { calendarRange, stayOrder, staysIn } from "./calendar";

describe("the calendar's period", () => {
  it("a month shows the whole weeks around it, Monday first", () => {
    // May 2026: Friday the 1st to Sunday the 31st.
    expect(calendarRange({ view: "month", date: "2026-05-20" }, "2026-05-04")).toEqual({
      view: "month",
      date: "2026-05-20",
      dayFrom: "2026-04-27",
      dayTo: "2026-06-01",
      // Its list is the month asked, not the grid's days of April (issue 39).
      list: { dayFrom: "2026-05-01", dayTo: "2026-06-01" },
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
      list: { dayFrom: "2026-05-04", dayTo: "2026-05-11" },
      previous: "2026-04-30",
      next: "2026-05-14",
    });
  });

  it("defaults to this month from today; anything else is ignored", () => {
    expect(calendarRange({ view: "year", date: "soon" }, "2026-05-04")).toMatchObject({ view: "list", date: "2026-05-04", dayFrom: "2026-05-01" });
  });
});

describe("the calendar's stays", () => {
  it("a stay is in a period when one of its nights is", () => {
    const november = { dayFrom: "2026-11-01", dayTo: "2026-12-01" };
    expect(staysIn({ status: "New", day_from: "2026-10-30", day_to: "2026-11-02" }, november)).toBe(true);
    expect(staysIn({ status: "New", day_from: "2026-11-30", day_to: "2026-12-02" }, november)).toBe(true);
    // Leaving on the 1st: its last night was October's; arriving on the 1st of December: December's.
    expect(staysIn({ status: "New", day_from: "2026-10-29", day_to: "2026-11-01" }, november)).toBe(false);
    expect(staysIn({ status: "New", day_from: "2026-12-01", day_to: "2026-12-03" }, november)).toBe(false);
  });

  it("orders live stays by arrival, the longer first, and cancelled ones after every live one (issue 39)", () => {
    const stays = [
      { id: 1, status: "Canceled", day_from: "2026-12-01", day_to: "2026-12-09" },
      { id: 2, status: "Confirmed", day_from: "2026-12-10", day_to: "2026-12-11" },
      { id: 3, status: "New", day_from: "2026-12-03", day_to: "2026-12-04" },
      { id: 4, status: "Canceled", day_from: "2026-11-30", day_to: "2026-12-02" },
      { id: 5, status: "Checked-in", day_from: "2026-12-03", day_to: "2026-12-06" },
    ];
    expect([...stays].sort(stayOrder).map((stay) => stay.id)).toEqual([5, 3, 2, 4, 1]);
  });
});

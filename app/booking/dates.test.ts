import { describe, expect, it } from "vitest";
import { addDays, hotelToday, isHotelDate, nightsBetween } from "./dates";
import { earliestCheckIn, hoursUntilEndOfDay } from "./deadlines";

describe("hotel dates", () => {
  it.each([
    ["2026-12-01", true],
    ["2026-02-29", false],
    ["2028-02-29", true],
    ["2026-13-01", false],
    ["01.12.2026", false],
    ["2026-12-1", false],
    ["", false],
    [null, false],
  ])("isHotelDate(%s) = %s", (value, expected) => {
    expect(isHotelDate(value)).toBe(expected);
  });

  it("counts nights and adds days across months and DST changes", () => {
    expect(nightsBetween("2026-10-24", "2026-10-27")).toBe(3);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
  });

  it("knows today in the hotel's zone, not the server's", () => {
    // 22:30 UTC on 21 Nov is already 00:30 on 22 Nov in Bucharest (UTC+2).
    expect(hotelToday(new Date("2026-11-21T22:30:00Z"))).toBe("2026-11-22");
    expect(hotelToday(new Date("2026-11-21T22:30:00Z"), "Europe/London")).toBe("2026-11-21");
  });

  it("measures hours to 23:59 of a day at the hotel", () => {
    expect(hoursUntilEndOfDay("2026-11-21", new Date("2026-11-21T09:59:00Z"))).toBe(12);
    expect(hoursUntilEndOfDay("2026-11-20", new Date("2026-11-21T09:59:00Z"))).toBe(-12);
  });

  it.each([
    // now (UTC)               lead  earliest check-in
    ["2026-11-21T10:00:00Z", 0, "2026-11-21"],
    ["2026-11-21T10:00:00Z", 24, "2026-11-22"],
    ["2026-11-21T10:00:00Z", 72, "2026-11-24"],
    ["2026-11-21T21:00:00Z", 72, "2026-11-24"],
    ["2026-11-21T22:30:00Z", 72, "2026-11-25"],
  ])("from %s with %i h lead, check-in from %s", (now, lead, expected) => {
    expect(earliestCheckIn(new Date(now), lead)).toBe(expected);
  });
});

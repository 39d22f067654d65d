import { afterEach, describe, expect, it } from "vitest";
import { addDays, DEFAULT_TIME_ZONE, hotelTimeZone, hotelToday, isHotelDate, nightsBetween, weekdayOf } from "./dates";
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

  it("knows the hotel's zone: the PMS's, else the demo hotels'", () => {
    expect(hotelTimeZone({ settings: { time_zone: "Europe/London" } })).toBe("Europe/London");
    expect(hotelTimeZone({ settings: { time_zone: null } })).toBe(DEFAULT_TIME_ZONE);
    expect(hotelTimeZone({ settings: { time_zone: "" } })).toBe(DEFAULT_TIME_ZONE);
  });

  it("takes today in the demo hotels' zone when the PMS names a zone nobody knows", () => {
    expect(hotelToday(new Date("2026-11-21T22:30:00Z"), "Europe/Atlantis")).toBe("2026-11-22");
  });

  it("knows today in the hotel's zone, not the server's", () => {
    // 22:30 UTC on 21 Nov is already 00:30 on 22 Nov in Bucharest (UTC+2).
    expect(hotelToday(new Date("2026-11-21T22:30:00Z"))).toBe("2026-11-22");
    expect(hotelToday(new Date("2026-11-21T22:30:00Z"), "Europe/London")).toBe("2026-11-21");
  });

  it("turns the day at the hotel's midnight to the millisecond, however often it is asked", () => {
    // The answer is kept per minute: asked within one minute, then at the next, it must still turn.
    expect(hotelToday(new Date("2026-11-21T21:59:00.000Z"))).toBe("2026-11-21");
    expect(hotelToday(new Date("2026-11-21T21:59:59.999Z"))).toBe("2026-11-21");
    expect(hotelToday(new Date("2026-11-21T22:00:00.000Z"))).toBe("2026-11-22");
    expect(hotelToday(new Date("2026-11-21T21:59:30.000Z"))).toBe("2026-11-21");
    // Another zone in the same minute has its own day (London is still on the 21st at 22:00).
    expect(hotelToday(new Date("2026-11-21T22:00:00.000Z"), "Europe/London")).toBe("2026-11-21");
    expect(hotelToday(new Date("2026-11-21T22:00:10.000Z"))).toBe("2026-11-22");
    // A zone half an hour off the hour (India, UTC+5:30) turns at 18:30 UTC, inside an hour.
    expect(hotelToday(new Date("2026-11-21T18:29:59.999Z"), "Asia/Kolkata")).toBe("2026-11-21");
    expect(hotelToday(new Date("2026-11-21T18:30:00.000Z"), "Asia/Kolkata")).toBe("2026-11-22");
  });

  it("measures hours to 23:59 of a day at the hotel", () => {
    // Again for the same day: the kept end of the day is the same instant.
    expect(hoursUntilEndOfDay("2026-11-21", new Date("2026-11-21T10:59:00Z"))).toBe(11);
    expect(hoursUntilEndOfDay("2026-11-21", new Date("2026-11-21T10:59:00Z"), "Europe/London")).toBe(13);
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

describe("day arithmetic in the runtime's zone", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  // Zones whose clocks change (at 03:00, at 02:00, at midnight, by half an hour) and one that is UTC.
  it.each(["Europe/Bucharest", "America/New_York", "America/Santiago", "Australia/Lord_Howe", "UTC"])(
    "stays exact, day by day, over two years in %s",
    (timeZone) => {
      process.env.TZ = timeZone;
      let day = "2025-12-31";
      for (let step = 1; step <= 731; step += 1) {
        const next = addDays(day, 1);
        expect(next).toBe(new Date(Date.UTC(2025, 11, 31 + step)).toISOString().slice(0, 10));
        expect(nightsBetween(day, next)).toBe(1);
        expect(addDays(next, -1)).toBe(day);
        expect(isHotelDate(next)).toBe(true);
        expect(weekdayOf(next)).toBe(((new Date(`${next}T12:00:00Z`).getUTCDay() + 6) % 7) + 1);
        day = next;
      }
      expect(nightsBetween("2025-12-31", day)).toBe(731);
      expect(addDays("2026-03-29", 31)).toBe("2026-04-29");
      expect(addDays("2026-10-25", -31)).toBe("2026-09-24");
    },
  );
});

describe("addDays", () => {
  it.each([
    ["2025-03-31", 1, "2025-04-01"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2025-12-31", 1, "2026-01-01"],
    ["2025-03-30", 1, "2025-03-31"], // the night clocks change in Romania is still one calendar day
    ["2025-01-01", -1, "2024-12-31"],
  ])("%s + %i = %s", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it("refuses anything but YYYY-MM-DD", () => {
    expect(() => addDays("31.03.2025", 1)).toThrow(RangeError);
  });
});

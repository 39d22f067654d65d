import { describe, expect, it } from "vitest";
import { formatCompactDay, formatDay, formatMoment, formatWeekdayDay } from "./dates";

describe("dates as the guest reads them", () => {
  it.each([
    ["2026-11-21", "en", "21 November 2026"],
    ["2026-11-21", "ro", "21 noiembrie 2026"],
    ["2026-02-30", "en", "2026-02-30"],
    ["not-a-date", "en", "not-a-date"],
  ])("%s in %s → %s", (day, language, expected) => {
    expect(formatDay(day, language)).toBe(expected);
  });

  it("shows an instant on the hotel's clock, whatever the server's zone", () => {
    expect(formatMoment("2026-11-24T12:00:00.000Z", "en", "Europe/Bucharest")).toBe("24 November 2026 at 14:00");
    expect(formatMoment("2026-11-24T12:00:00.000Z", "ro", "Europe/Bucharest")).toContain("14:00");
    expect(formatMoment("nonsense", "en", "Europe/Bucharest")).toBe("nonsense");
  });
});

describe("compact dates (spec §9: day month year, ISO, Romanian dotted)", () => {
  it.each([
    ["2026-05-04", "ro", "04.05.2026"],
    ["2026-12-31", "ro", "31.12.2026"],
    ["2027-01-01", "ro", "01.01.2027"],
    ["2026-05-04", "en", "4 May 2026"],
    ["2026-05-04", "es", "4 may 2026"],
    ["2026-05-04", "it", "4 mag 2026"],
    ["2026-02-30", "ro", "2026-02-30"],
  ])("%s in %s → %s", (day, language, expected) => {
    expect(formatCompactDay(day, language)).toBe(expected);
  });
});

describe("a stay's day with its weekday (the nearest stays' links)", () => {
  it.each([
    ["2027-01-22", "en", "Fri 22 Jan"],
    ["2027-01-22", "ro", "vin., 22 ian."],
    ["2026-02-30", "en", "2026-02-30"],
  ])("%s in %s → %s", (day, language, expected) => {
    expect(formatWeekdayDay(day, language)).toBe(expected);
  });
});

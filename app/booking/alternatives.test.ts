import { describe, expect, it } from "vitest";
import { ALTERNATIVE_BOUNDS, candidateStays, offeredStays, waves, type AlternativeStay } from "./alternatives";

const wide = { earliest: "2026-01-01", latest: "2027-12-31" };
const starts = (stays: Array<{ dayFrom: string }>) => stays.map((stay) => stay.dayFrom);

describe("candidateStays: the stays to ask the PMS about instead of one with nothing", () => {
  it("the same length, nearest check-in first, a day later before a day earlier, at most the bound", () => {
    const stays = candidateStays({ dayFrom: "2026-05-20", nights: 2 }, wide, { includeSameDay: false });
    expect(stays).toHaveLength(ALTERNATIVE_BOUNDS.maxQueries);
    expect(starts(stays)).toEqual(["2026-05-21", "2026-05-19", "2026-05-22", "2026-05-18", "2026-05-23", "2026-05-17", "2026-05-24", "2026-05-16"]);
    expect(stays.every((stay) => stay.nights === 2)).toBe(true);
    expect(stays[0]).toEqual({ dayFrom: "2026-05-21", dayTo: "2026-05-23", nights: 2 });
  });

  it("after a minimum-stay refusal: the same check-in with the nights asked comes first", () => {
    const stays = candidateStays({ dayFrom: "2026-07-04", nights: 2 }, wide, { includeSameDay: true, maxQueries: 3 });
    expect(stays).toEqual([
      { dayFrom: "2026-07-04", dayTo: "2026-07-06", nights: 2 },
      { dayFrom: "2026-07-05", dayTo: "2026-07-07", nights: 2 },
      { dayFrom: "2026-07-03", dayTo: "2026-07-05", nights: 2 },
    ]);
  });

  it("never a check-in before the earliest day or past the horizon; the span is a week either side", () => {
    const nearToday = candidateStays({ dayFrom: "2026-05-05", nights: 1 }, { earliest: "2026-05-05", latest: "2027-05-04" }, { includeSameDay: false });
    expect(starts(nearToday)).toEqual(["2026-05-06", "2026-05-07", "2026-05-08", "2026-05-09", "2026-05-10", "2026-05-11", "2026-05-12"]);
    const atHorizon = candidateStays({ dayFrom: "2027-05-04", nights: 1 }, { earliest: "2026-05-05", latest: "2027-05-04" }, { includeSameDay: false });
    expect(starts(atHorizon)).toEqual(["2027-05-03", "2027-05-02", "2027-05-01", "2027-04-30", "2027-04-29", "2027-04-28", "2027-04-27"]);
    const all = candidateStays({ dayFrom: "2026-05-20", nights: 1 }, wide, { includeSameDay: false, maxQueries: 100 });
    expect(all).toHaveLength(14);
    expect(starts(all).sort()).toEqual([...starts(all)].sort());
    expect(all.at(-1)?.dayFrom).toBe("2026-05-13");
  });

  it("across a month's end and a year's", () => {
    expect(starts(candidateStays({ dayFrom: "2026-12-31", nights: 3 }, wide, { includeSameDay: false, maxQueries: 2 }))).toEqual(["2027-01-01", "2026-12-30"]);
    expect(candidateStays({ dayFrom: "2026-12-31", nights: 3 }, wide, { includeSameDay: false, maxQueries: 1 })[0]?.dayTo).toBe("2027-01-04");
  });
});

describe("waves and the stays offered", () => {
  it("asks in waves of the bound, in order", () => {
    expect(waves([1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(waves([], 4)).toEqual([]);
  });

  it("offers the nearest found, listed by check-in", () => {
    const stay = (dayFrom: string): AlternativeStay => ({ dayFrom, dayTo: dayFrom, nights: 1, price: 100, currency: "RON" });
    const found = ["2026-05-24", "2026-05-19", "2026-05-21", "2026-05-16"].map(stay);
    expect(starts(offeredStays(found, "2026-05-20", 3))).toEqual(["2026-05-19", "2026-05-21", "2026-05-24"]);
  });
});

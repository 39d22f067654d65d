import { describe, expect, it } from "vitest";
import { createWorld } from "../seeded-world";
import { organisationBySlug, pricingCatalogOf, roomTypesAt } from "../world";
import { searchStay, type StaySearch } from "./search";

// The seed's calendar: 20 Dec–10 Mar and July–August are high season at the mountain hotels.
const world = createWorld("2026-05-04");
const carpathia = organisationBySlug(world, "carpathia-ro")!;
const searchWorld = (free = 5) => ({
  roomTypes: roomTypesAt(world, 101),
  childrenAgeMax: 12,
  freeRooms: new Map(roomTypesAt(world, 101).map((roomType) => [roomType.id, free])),
  ratePlans: world.ratePlans.filter((plan) => plan.org_id === carpathia.id),
  catalog: pricingCatalogOf(world, carpathia),
});
const search = (overrides: Partial<StaySearch>): StaySearch => ({
  day_from: "2026-05-11",
  day_to: "2026-05-13",
  adults: 2,
  children_ages: [],
  rooms: 1,
  ...overrides,
});

describe("searchStay", () => {
  it.each([
    { case: "Friday night in high season", day_from: "2026-07-10", day_to: "2026-07-11", min: 2 },
    { case: "Saturday night in winter high season", day_from: "2027-01-09", day_to: "2027-01-10", min: 2 },
  ])("$case alone → { message: 'min stay problem', min_nights: $min }", ({ day_from, day_to, min }) => {
    expect(searchStay(search({ day_from, day_to }), searchWorld())).toEqual({ kind: "min_stay", answer: { message: "min stay problem", min_nights: min } });
  });

  it.each([
    { case: "a weekday night in high season", day_from: "2026-07-07", day_to: "2026-07-08" },
    { case: "the weekend with 2 nights", day_from: "2026-07-10", day_to: "2026-07-12" },
    { case: "a low-season Friday", day_from: "2026-05-15", day_to: "2026-05-16" },
  ])("$case sells", ({ day_from, day_to }) => {
    const outcome = searchStay(search({ day_from, day_to }), searchWorld());
    expect(outcome.kind).toBe("solutions");
  });

  it.each([
    { day_to: "2026-05-11", message: "day_to must be after day_from" },
    { day_to: "2026-06-12", message: "A reservation is at most 31 nights" },
  ])("rejects day_to $day_to", ({ day_to, message }) => {
    expect(searchStay(search({ day_to }), searchWorld())).toEqual({ kind: "invalid", message });
  });

  it("answers one solution per fitting room-type combination, each with one rate per meal of each plan", () => {
    const outcome = searchStay(search({ children_ages: [4] }), searchWorld());
    if (outcome.kind !== "solutions") throw new Error(outcome.kind);
    expect(outcome.solutions.map((solution) => solution.room_types_total)).toEqual([{ "1011": 1 }, { "1013": 1 }]);
    const plans = outcome.solutions[0]!.rate_plans;
    expect(plans.map((plan) => [plan.id, plan.rates.map((rate) => rate.meal_id)])).toEqual([
      [11, [1, 2, 3]],
      [12, [1, 2, 3]],
      [13, [2, 3]],
    ]);
  });

  it("a 13-year-old is an adult at Carpathia: 2 adults + 13 no longer fit a double", () => {
    const outcome = searchStay(search({ children_ages: [13] }), searchWorld());
    if (outcome.kind !== "solutions") throw new Error(outcome.kind);
    expect(outcome.solutions.map((solution) => solution.room_types_total)).toEqual([{ "1013": 1 }]);
  });

  it("nothing free → no solutions", () => {
    expect(searchStay(search({}), searchWorld(0))).toEqual({ kind: "solutions", solutions: [] });
  });
});

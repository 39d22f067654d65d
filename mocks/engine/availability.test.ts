import { describe, expect, it } from "vitest";
import { effectiveParty, freeRoomsForStay, freeRoomsOnNight, partyFits, roomSolutions, roomTypeCombinations, type RoomOccupancy } from "./availability";

const fiveRooms = () => 5;
const booking = (status: string, day_from: string, day_to: string, rooms = 1): RoomOccupancy => ({ status, day_from, day_to, room_types: { "1": rooms } });

describe("free rooms = inventory minus overlapping reservations that are not cancelled", () => {
  it.each([
    { case: "no reservations", reservations: [], night: "2026-05-10", free: 5 },
    { case: "a stay covering the night", reservations: [booking("Confirmed", "2026-05-09", "2026-05-12", 2)], night: "2026-05-10", free: 3 },
    { case: "arrival night counts", reservations: [booking("New", "2026-05-10", "2026-05-11")], night: "2026-05-10", free: 4 },
    { case: "departure day is free again", reservations: [booking("Checked-in", "2026-05-08", "2026-05-10")], night: "2026-05-10", free: 5 },
    { case: "cancelled reservations give rooms back", reservations: [booking("Canceled", "2026-05-09", "2026-05-12", 3)], night: "2026-05-10", free: 5 },
    {
      case: "other room types do not count",
      reservations: [{ status: "New", day_from: "2026-05-09", day_to: "2026-05-12", room_types: { "2": 4 } }],
      night: "2026-05-10",
      free: 5,
    },
    { case: "never below zero", reservations: [booking("New", "2026-05-09", "2026-05-12", 7)], night: "2026-05-10", free: 0 },
  ])("$case → $free", ({ reservations, night, free }) => {
    expect(freeRoomsOnNight(1, night, fiveRooms, reservations)).toBe(free);
  });

  it("the tightest night of a stay decides", () => {
    const reservations = [booking("Confirmed", "2026-05-11", "2026-05-12", 4), booking("New", "2026-05-10", "2026-05-11", 1)];
    expect(freeRoomsForStay(1, "2026-05-10", "2026-05-13", fiveRooms, reservations)).toBe(1);
    expect(freeRoomsForStay(1, "2026-05-12", "2026-05-14", fiveRooms, reservations)).toBe(5);
  });
});

describe("children older than children_age_max count as adults", () => {
  it.each([
    { adults: 2, ages: [5, 12], max: 12, expected: { adults: 2, children: 2 } },
    { adults: 2, ages: [5, 13], max: 12, expected: { adults: 3, children: 1 } },
    { adults: 1, ages: [16, 17], max: 12, expected: { adults: 3, children: 0 } },
    { adults: 2, ages: [17], max: null, expected: { adults: 2, children: 1 } },
  ])("$adults adults + ages $ages (max $max)", ({ adults, ages, max, expected }) => {
    expect(effectiveParty(adults, ages, max)).toEqual(expected);
  });
});

const double = { id: 1, adults: 2, children: 1 };
const twin = { id: 2, adults: 2, children: 0 };
const family = { id: 3, adults: 3, children: 2 };
const single = { id: 4, adults: 1, children: 0 };

describe("a party fits into exactly the chosen rooms", () => {
  it.each([
    { rooms: [double], adults: 2, children: 0, fits: true },
    { rooms: [double], adults: 2, children: 1, fits: true },
    { rooms: [double], adults: 2, children: 2, fits: false },
    { rooms: [double], adults: 1, children: 2, fits: true }, // a child may take a free adult bed
    { rooms: [double], adults: 3, children: 0, fits: false },
    { rooms: [twin], adults: 2, children: 1, fits: false },
    { rooms: [single, single], adults: 1, children: 1, fits: false }, // every room needs an adult
    { rooms: [single, single], adults: 2, children: 0, fits: true },
    { rooms: [family], adults: 3, children: 2, fits: true },
    { rooms: [double, double, double], adults: 6, children: 3, fits: true },
    { rooms: [double, double, double], adults: 2, children: 0, fits: false },
  ])("$adults adults + $children children in $rooms.length room(s) → $fits", ({ rooms, adults, children, fits }) => {
    expect(partyFits(rooms, adults, children)).toBe(fits);
  });

  it("combinations are multisets of room types", () => {
    expect(roomTypeCombinations(["a", "b", "c"], 2)).toEqual([
      ["a", "a"],
      ["a", "b"],
      ["a", "c"],
      ["b", "b"],
      ["b", "c"],
      ["c", "c"],
    ]);
    expect(roomTypeCombinations(["a", "b"], 3)).toHaveLength(4);
  });

  it.each([
    { rooms: 1, adults: 2, children: 1, free: [5, 5, 5, 5], expected: [{ "1": 1 }, { "3": 1 }] },
    { rooms: 1, adults: 2, children: 1, free: [0, 5, 5, 5], expected: [{ "3": 1 }] },
    { rooms: 2, adults: 2, children: 0, free: [1, 0, 0, 2], expected: [{ "1": 1, "4": 1 }, { "4": 2 }] },
    { rooms: 3, adults: 3, children: 0, free: [0, 0, 0, 2], expected: [] },
    { rooms: 1, adults: 4, children: 0, free: [5, 5, 5, 5], expected: [] },
  ])("rooms $rooms, $adults adults, $children children, free $free", ({ rooms, adults, children, free, expected }) => {
    const freeRooms = new Map([double, twin, family, single].map((roomType, index) => [roomType.id, free[index] ?? 0]));
    expect(roomSolutions({ roomTypes: [double, twin, family, single], rooms, adults, children, freeRooms })).toEqual(expected);
  });
});

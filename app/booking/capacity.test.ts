import { describe, expect, it } from "vitest";
import { anyRoomsFit, partyFits, tooBigFor } from "./capacity";

const double = { adults: 2, children: 1 };
const family = { adults: 4, children: 2 };
const single = { adults: 1, children: 0 };

describe("a party and the rooms it asked for (PMS capacity rule)", () => {
  it.each([
    [[double], 2, 1, true],
    [[double], 3, 0, false],
    // Children take adult places left over.
    [[double], 1, 2, true],
    [[double], 1, 3, false],
    // Every room needs an adult.
    [[double, double], 1, 2, false],
    [[family, double], 6, 3, true],
    [[{ adults: 0, children: 2 }], 1, 0, false],
  ] as const)("%j host %i adults and %i children: %s", (rooms, adults, children, fits) => {
    expect(partyFits(rooms, adults, children)).toBe(fits);
  });

  it("any room types of the hotel, repeats allowed", () => {
    expect(anyRoomsFit([single, double], 2, 4, 0)).toBe(true);
    expect(anyRoomsFit([single, double], 2, 5, 0)).toBe(false);
  });

  it("16 adults in one room: too big, and the fewest rooms that host them", () => {
    expect(tooBigFor([single, double, family], { adults: 16, children: 0, rooms: 1 })).toEqual({ roomsNeeded: null });
    expect(tooBigFor([single, double, family], { adults: 8, children: 0, rooms: 1 })).toEqual({ roomsNeeded: 2 });
    expect(tooBigFor([single, double, family], { adults: 9, children: 2, rooms: 1 })).toEqual({ roomsNeeded: 3 });
  });

  it("a party that fits is not too big (no availability is then about the dates)", () => {
    expect(tooBigFor([double, family], { adults: 4, children: 1, rooms: 1 })).toBeNull();
    expect(tooBigFor([], { adults: 16, children: 0, rooms: 1 })).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { clampCount, effectiveParty, LIMITS, missingChildAges, partyForPms, readChildrenAges, readParty } from "./occupancy";

describe("clamping the party (spec §5)", () => {
  it.each([
    // field      input    expected
    ["adults", "2", 2],
    ["adults", "0", 1],
    ["adults", "20", 16],
    ["adults", "", 2],
    ["adults", "two", 2],
    ["adults", "-3", 1],
    ["adults", "3.7", 3],
    ["children", "", 0],
    ["children", "x", 0],
    ["children", "9", 8],
    ["children", "-1", 0],
    ["rooms", "", 1],
    ["rooms", "0", 1],
    ["rooms", "4", 3],
    ["rooms", "2", 2],
  ] as const)("%s %j → %i", (field, input, expected) => {
    expect(clampCount(input, LIMITS[field])).toBe(expected);
  });

  it.each([
    [["4,9"], 2, [4, 9]],
    [["4", "9"], 2, [4, 9]],
    [["4"], 2, [4, null]],
    [["4, 20"], 2, [4, 17]],
    [["", "x"], 2, [null, null]],
    [["1,2,3"], 1, [1]],
    [[], 0, []],
  ])("ages %j for %i children → %j", (values, children, expected) => {
    expect(readChildrenAges(values, children)).toEqual(expected);
  });

  it("reads a whole party from query strings", () => {
    expect(readParty({ adults: "3", children: "2", rooms: "", childrenAges: ["5,14"] })).toEqual({ adults: 3, children: 2, childrenAges: [5, 14], rooms: 1 });
    expect(missingChildAges(readParty({ children: "1" }))).toBe(true);
  });
});

describe("children above the organisation's max age count as adults", () => {
  const party = { adults: 2, children: 3, childrenAges: [4, 12, 13], rooms: 1 };
  it.each([
    [12, { adults: 3, children: 2, countedAsAdults: 1 }],
    [10, { adults: 4, children: 1, countedAsAdults: 2 }],
    [18, { adults: 2, children: 3, countedAsAdults: 0 }],
    [null, { adults: 2, children: 3, countedAsAdults: 0 }],
  ])("max age %s → %j", (max, expected) => {
    expect(effectiveParty(party, max)).toEqual(expected);
  });
});

describe("partyForPms: the party as the PMS is asked for it", () => {
  it.each([
    [{ adults: 2, children: 1, childrenAges: [13], rooms: 1 }, 12, { adults: 3, children: 0, childrenAges: [] }],
    [{ adults: 2, children: 2, childrenAges: [5, 13], rooms: 1 }, 12, { adults: 3, children: 1, childrenAges: [5] }],
    [{ adults: 2, children: 1, childrenAges: [12], rooms: 1 }, 12, { adults: 2, children: 1, childrenAges: [12] }],
    [{ adults: 2, children: 1, childrenAges: [15], rooms: 1 }, null, { adults: 2, children: 1, childrenAges: [15] }],
    [{ adults: 16, children: 1, childrenAges: [14], rooms: 3 }, 12, { adults: 16, children: 0, childrenAges: [] }],
  ])("%j with max age %s → %j", (party, max, expected) => {
    expect(partyForPms(party, max)).toEqual(expected);
  });
});

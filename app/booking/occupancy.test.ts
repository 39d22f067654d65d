import { describe, expect, it } from "vitest";
import { ageBands, clampCount, effectiveParty, LIMITS, partyForPms, readChildrenAges } from "./occupancy";

describe("clamping the party (docs/spec.md §5)", () => {
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

describe("age bands from the organisation's children_ages (docs/spec.md §9)", () => {
  it("each listed age starts a band that runs to the next one; the last runs to 17", () => {
    expect(ageBands([0, 3, 7, 12])).toEqual([
      { from: 0, to: 2 },
      { from: 3, to: 6 },
      { from: 7, to: 11 },
      { from: 12, to: 17 },
    ]);
    expect(ageBands([0, 6, 12])).toEqual([
      { from: 0, to: 5 },
      { from: 6, to: 11 },
      { from: 12, to: 17 },
    ]);
  });

  it("unordered, repeated or out-of-range starts; a list not starting at 0 gets a band from 0", () => {
    expect(ageBands([12, 6, 6, 18, -1])).toEqual([
      { from: 0, to: 5 },
      { from: 6, to: 11 },
      { from: 12, to: 17 },
    ]);
    expect(ageBands([17])).toEqual([
      { from: 0, to: 16 },
      { from: 17, to: 17 },
    ]);
  });

  it("no list, no bands", () => {
    expect(ageBands([])).toEqual([]);
    expect(ageBands(null)).toEqual([]);
  });

  it("every age a guest can choose falls in exactly one band", () => {
    const bands = ageBands([0, 3, 7, 12]);
    for (let age = LIMITS.childAge.min; age <= LIMITS.childAge.max; age += 1) {
      expect(bands.filter((band) => age >= band.from && age <= band.to)).toHaveLength(1);
    }
  });
});

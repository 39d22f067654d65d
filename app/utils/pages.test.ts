import { describe, expect, it } from "vitest";
import { firstSentences, hasText, mapPlace, roomsByLocation, telHref, wrapIndex } from "./pages";

describe("firstSentences", () => {
  const cases: Array<[string, string | null | undefined, number, string]> = [
    ["cuts after the third sentence with an ellipsis", "One. Two. Three. Four.", 3, "One. Two. Three…"],
    ["ends a text of exactly three sentences with the ellipsis too", "One. Two. Three.", 3, "One. Two. Three…"],
    ["ends a shorter text with the ellipsis", "Only one sentence.", 3, "Only one sentence…"],
    ["adds the ellipsis after a text without a final stop", "No stop at the end", 3, "No stop at the end …"],
    ["never doubles an ellipsis", "One. Two… Three. Four.", 2, "One. Two…"],
    ["knows ! and ? as sentence ends", "Hi! Are you there? Yes. No.", 3, "Hi! Are you there? Yes…"],
    ["appends the ellipsis after ! or ?", "A. B? C! D.", 3, "A. B? C! …"],
    [
      "ignores abbreviations followed by lower case or digits",
      "Strada nr. 48 is here. It is nice. We wait. Come.",
      3,
      "Strada nr. 48 is here. It is nice. We wait…",
    ],
    ["ignores decimals", "It is 3.5 km away. Walk. Run. Fly.", 3, "It is 3.5 km away. Walk. Run…"],
    ["reads Romanian capitals with diacritics", "Bun venit. Își are locul. Țara Bârsei. Șapte.", 3, "Bun venit. Își are locul. Țara Bârsei…"],
    ["handles closing quotes", 'He said "Hello." Then left. Later. Again.', 3, 'He said "Hello." Then left. Later…'],
    ["collapses white space", "One.\n\nTwo.   Three. Four.", 3, "One. Two. Three…"],
    ["gives nothing for the missing-text dash", "—", 3, ""],
    ["gives nothing for blank or absent text", "   ", 3, ""],
    ["gives nothing for null", null, 3, ""],
    ["takes one sentence", "One. Two.", 1, "One…"],
    ["gives nothing for count 0", "One. Two.", 0, ""],
  ];
  it.each(cases)("%s", (_name, text, count, expected) => {
    expect(firstSentences(text, count)).toBe(expected);
  });
});

describe("mapPlace", () => {
  it("centres the embedded map on the coordinates with a marker", () => {
    const place = mapPlace("45.6427,25.5887");
    expect(place).toMatchObject({ lat: 45.6427, lng: 25.5887 });
    const url = new URL(place!.embedUrl);
    expect(url.origin).toBe("https://www.openstreetmap.org");
    expect(url.searchParams.get("marker")).toBe("45.6427,25.5887");
    const [west, south, east, north] = url.searchParams.get("bbox")!.split(",").map(Number);
    expect((west! + east!) / 2).toBeCloseTo(25.5887, 5);
    expect((south! + north!) / 2).toBeCloseTo(45.6427, 5);
    expect(place!.linkUrl).toContain("mlat=45.6427&mlon=25.5887");
  });

  it.each([" 45.35 , 25.55 ", "-33.9,-70.6", "0,0"])("accepts %j", (value) => {
    expect(mapPlace(value)).not.toBeNull();
  });

  it.each([null, undefined, "", "45.6", "abc,def", "91,10", "10,181", "45.6;25.5", "45,6,25"])("rejects %j", (value) => {
    expect(mapPlace(value)).toBeNull();
  });
});

describe("small helpers", () => {
  it("hasText treats the dash and blanks as missing", () => {
    expect(hasText("—")).toBe(false);
    expect(hasText(" ")).toBe(false);
    expect(hasText(null)).toBe(false);
    expect(hasText("Salut")).toBe(true);
  });

  it("telHref keeps only digits and the plus", () => {
    expect(telHref("+40 268 555 010")).toBe("tel:+40268555010");
    expect(telHref("(0268) 555-010")).toBe("tel:0268555010");
  });

  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [0, 1, 0, 0],
  ])("wrapIndex(%i, %i, %i) = %i", (index, step, total, expected) => {
    expect(wrapIndex(index, step, total)).toBe(expected);
  });
});

describe("roomsByLocation: the rooms page of an organisation that shows every location", () => {
  const brasov = { id: 101 };
  const sinaia = { id: 102 };
  const empty = { id: 103 };
  const room = (id: number, locationId: number) => ({ id, locationId });

  it.each([
    [
      "groups rooms under their location, in the organisation's order of locations",
      [room(1021, 102), room(1011, 101), room(1012, 101)],
      [brasov, sinaia],
      [
        { location: brasov, rooms: [room(1011, 101), room(1012, 101)] },
        { location: sinaia, rooms: [room(1021, 102)] },
      ],
    ],
    ["leaves out a location without rooms", [room(1011, 101)], [brasov, empty], [{ location: brasov, rooms: [room(1011, 101)] }]],
    [
      "puts rooms of a location no longer listed last, under no location",
      [room(9001, 999), room(1011, 101)],
      [brasov],
      [
        { location: brasov, rooms: [room(1011, 101)] },
        { location: null, rooms: [room(9001, 999)] },
      ],
    ],
    ["gives nothing for no rooms", [], [brasov, sinaia], []],
  ])("%s", (_case, rooms, locations, expected) => {
    expect(roomsByLocation(rooms, locations)).toEqual(expected);
  });
});

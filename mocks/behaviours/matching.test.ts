import { describe, expect, it } from "vitest";
import { matchesText } from "./matching";

/** What the BFF sends for a phone (app/staff/search.ts): E.164, whatever the staff member typed. */
const guest = (phone: string | null, name = "Ana Popescu") => ({ text: [name, "ana@example.com"], phone });

describe("the mock PMS matches as a PMS would (docs/decisions/054)", () => {
  it("a phone stored as given, national or international, spaced or not, is matched by its E.164 form", () => {
    for (const stored of ["0722 999 888", "0722999888", "+40 722 999 888", "+40722999888", "0040 722 999 888", "(0722) 999-888"]) {
      expect(matchesText("+40722999888", guest(stored), "RO"), stored).toBe(true);
      expect(matchesText("+40722999889", guest(stored), "RO"), stored).toBe(false);
    }
  });

  it("a national number is read in the organisation's country, a foreign one keeps its own", () => {
    expect(matchesText("+35957955520", guest("0579 555 20"), "BG")).toBe(true);
    expect(matchesText("+40722999888", guest("0722 999 888"), "BG")).toBe(false);
    expect(matchesText("+33612345678", guest("+33 6 12 34 56 78"), "RO")).toBe(true);
    expect(matchesText("+40722999888", guest(null), "RO")).toBe(false);
  });

  it("typographic apostrophes are the typewriter's, either way round", () => {
    expect(matchesText("O\u2019Brien", guest(null, "Sean O'Brien"), "RO")).toBe(true);
    expect(matchesText("o'brien", guest(null, "Sean O\u2019Brien"), "RO")).toBe(true);
    expect(matchesText("O\u02BCBrien", guest(null, "Sean O\u2018Brien"), "RO")).toBe(true);
    expect(matchesText("OBrien", guest(null, "Sean O'Brien"), "RO")).toBe(false);
  });

  it("names and e-mails still fold case and diacritics", () => {
    expect(matchesText("stefan", guest(null, "Ștefan Pop"), "RO")).toBe(true);
    expect(matchesText("ANA@EXAMPLE", guest(null), "RO")).toBe(true);
  });
});

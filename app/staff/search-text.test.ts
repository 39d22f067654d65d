/**
 * What the staff search boxes read (the header's /staff/search, the guests box /staff/guests):
 * no control character and no bidirectional control survives, whatever is in the URL (issue 48,
 * item 4; decision 052), since the text is echoed into <title>, og:title and the field.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseQuery, QUERY_MAX } from "./guests";
import { readStaffQuery } from "./search";

// eslint-disable-next-line no-control-regex -- what must never come through
const FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;

const HOSTILE: Array<[string, string]> = [
  ["Ana\u0000Pop", "AnaPop"],
  ["\u001b[31mPop\u001b[0m", "[31mPop[0m"],
  ["\u202Eanaa\u202C Pop", "anaa Pop"],
  ["Ana\u2066\u2067\u2068\u2069 \u200E\u200FPop\u061C", "Ana Pop"],
  ["Ana\r\nPop\tIonescu\u0085", "Ana Pop Ionescu"],
  ["\u0007\u0008\u007F\u009B", ""],
  ["O\u2019Brien\u200D", "O\u2019Brien\u200D"],
];

describe("the staff search's text: controls and bidi controls go when it is read", () => {
  it.each(HOSTILE)("%j reads as %j, in both boxes", (raw, clean) => {
    expect(normaliseQuery(raw)).toBe(clean);
    const read = readStaffQuery(raw, "RO");
    expect(read === null ? "" : read.text).toBe(clean);
  });

  it("a NUL, an ESC or U+202E never reaches the echo, cut or not, for any text (fast-check, seed 48)", () => {
    const hostileChar = fc.constantFrom("\u0000", "\u001b", "\u202E", "\u2066", "\u0085", "\u009B", "\r", "\n", "\t", "a", "Ș", " ", "1", "#");
    fc.assert(
      fc.property(fc.array(fc.oneof(hostileChar, fc.string({ maxLength: 3, unit: "binary" })), { maxLength: 200 }), (parts) => {
        const raw = parts.join("");
        const text = normaliseQuery(raw);
        const read = readStaffQuery(raw, "RO");
        for (const echoed of [text, read?.text ?? "", read?.kind === "text" ? read.sent : ""]) {
          if (FORBIDDEN.test(echoed)) throw new Error(`${JSON.stringify(raw)} echoed as ${JSON.stringify(echoed)}`);
        }
        expect(text.length).toBeLessThanOrEqual(QUERY_MAX);
        expect(text).toBe(text.trim());
      }),
      { seed: 48, numRuns: 500 },
    );
  });
});

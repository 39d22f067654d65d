import { describe, expect, it } from "vitest";
import { LANGUAGES, languageRow, type Language } from "~/i18n";

// A date typed by hand is asked for with one pattern per language, in that language's letters
// (issue 51 item 7: "YYYY-MM-DD" beside "AAAA-MM-DD" on one Spanish page). A new language needs no
// row here (decision 005's recipe: its texts and one row): it is held to one pattern of its own.
const HINT: Partial<Record<Language, string>> = { en: "YYYY-MM-DD", ro: "AAAA-LL-ZZ", es: "AAAA-MM-DD", it: "AAAA-MM-GG" };

function leaves(tree: unknown): string[] {
  if (typeof tree === "string") return [tree];
  if (!tree || typeof tree !== "object") return [];
  return Object.values(tree).flatMap(leaves);
}

describe("date-format hints", () => {
  it.each(LANGUAGES)("%s: every guest text writes the one pattern of its language", async (language) => {
    const { default: texts } = await languageRow(language).texts();
    const hints = new Set(leaves(texts).flatMap((text) => text.match(/\b[A-Z]{4}-[A-Z]{2}-[A-Z]{2}\b/g) ?? []));
    expect(hints.size, [...hints].join(", ")).toBeLessThanOrEqual(1);
    const known = HINT[language];
    if (known) expect([...hints]).toEqual([known]);
  });
});

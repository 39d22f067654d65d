import { describe, expect, it } from "vitest";
import { FALLBACK_LANGUAGE, LANGUAGES, languageRow, pickLanguage, toLanguage } from "./i18n";
import { resources } from "./i18n.server";
import { countryOptions } from "./checkin/checkin.server";

/** Codes no site language will have: ISO 639 leaves "qq" and "zz" unassigned. */
const UNSUPPORTED = ["qq", "zz"] as const;

describe("pickLanguage: stored choice > lang > organisation default > the fallback (ro)", () => {
  it.each([
    [{}, FALLBACK_LANGUAGE],
    [{ organisationDefault: "en" }, "en"],
    [{ param: "it", organisationDefault: "en" }, "it"],
    [{ stored: "es", param: "it", organisationDefault: "en" }, "es"],
    [{ stored: "xx", param: "en" }, "en"],
    [{ param: "EN-gb" }, "en"],
    [{ param: UNSUPPORTED[0], organisationDefault: UNSUPPORTED[1] }, FALLBACK_LANGUAGE],
    [{ param: "", organisationDefault: "ro-RO" }, "ro"],
  ] as const)("%j → %s", (sources, expected) => {
    expect(pickLanguage(sources)).toBe(expected);
  });

  it("reads only the supported languages", () => {
    expect(toLanguage("english")).toBeNull();
    expect(toLanguage("ro_RO")).toBe("ro");
    expect(toLanguage(UNSUPPORTED[0])).toBeNull();
    for (const language of LANGUAGES) expect(toLanguage(`${language.toUpperCase()}-XX`)).toBe(language);
    expect(toLanguage(null)).toBeNull();
  });
});

/** Every key of a text tree, dotted: `site.language`, `errors.notFoundTitle`, … */
const keysOf = (tree: object, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (value && typeof value === "object" ? keysOf(value as object, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe("each language's row and texts (docs/decisions/005)", () => {
  it.each(LANGUAGES)("%s has every text English has, and no other", (language) => {
    expect(keysOf(resources[language].common).sort()).toEqual(keysOf(resources.en.common).sort());
  });

  it.each(LANGUAGES)("%s: its Intl (and so Open Graph) and calendar locales are of that language", async (language) => {
    const row = languageRow(language);
    expect(new Intl.Locale(row.intl).language).toBe(language);
    expect(new Intl.NumberFormat(row.intl).resolvedOptions().locale).toBe(row.intl);
    expect(row.intl).toMatch(new RegExp(`^${language}-[A-Z]{2}$`));
    // The calendars' month names are the language's own (a row pointing at another language's locale fails here).
    const calendar = await row.calendar();
    expect(calendar.code?.split("-")[0]).toBe(language);
    expect(calendar.localize.month(0)).toBe(new Intl.DateTimeFormat(row.intl, { month: "long" }).format(new Date(2026, 0, 15)));
    expect(row.name).toBe(new Intl.DisplayNames([language], { type: "language" }).of(language)?.replace(/^./, (first) => first.toUpperCase()));
  });

  it.each(LANGUAGES)("%s: the check-in form names the countries in it", (language) => {
    const romania = countryOptions(language).find((option) => option.code === "RO")?.name;
    expect(romania).toBeTruthy();
    // In its own words, not English's (Italy is "Italia" in Italian, Spanish and Romanian).
    const italy = countryOptions(language).find((option) => option.code === "IT")?.name;
    expect(italy).toBe(new Intl.DisplayNames([language], { type: "region" }).of("IT"));
  });
});

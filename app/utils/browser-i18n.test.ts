import fc from "fast-check";
import i18next, { type i18n } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nOptions, LANGUAGES, languageRow, type Language } from "~/i18n";
import { createBrowserI18n } from "./browser-i18n";

// What the browser holds: each language's guest texts and staff texts (entry.client, ensureStaffTexts).
const texts = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (language) => {
      const row = languageRow(language);
      const [{ default: guest }, { default: staff }] = await Promise.all([row.texts(), row.staffTexts()]);
      return [language, { ...guest, ...staff }] as const;
    }),
  ),
) as unknown as Record<Language, Record<string, unknown>>;

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const allResources = () => Object.fromEntries(LANGUAGES.map((language) => [language, { common: copy(texts[language]) }]));

async function reference(lng: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.init({ ...i18nOptions, lng, resources: allResources() });
  return instance;
}
const browser = (lng: Language) => createBrowserI18n({ ...i18nOptions, lng, resources: allResources() });

function leaves(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
// A value's name, without its format (`{{date, al}}` is the value `date`).
const variablesOf = (text: string) => [...text.matchAll(/\{\{-?\s*([^},]+?)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1]!);

const references = Object.fromEntries(await Promise.all(LANGUAGES.map(async (language) => [language, await reference(language)] as const))) as Record<
  Language,
  i18n
>;
const browsers = Object.fromEntries(LANGUAGES.map((language) => [language, browser(language)])) as Record<Language, i18n>;
// react-i18next's useTranslation calls getFixedT(null, "common", undefined), and the fixed t with `lngs: null`.
const fixedOf = (instance: i18n) => instance.getFixedT(null, "common") as unknown as (key: unknown, options?: unknown) => unknown;

describe("the browser's i18next answers what i18next answers", () => {
  it("every text of every language, its values named after themselves", () => {
    for (const language of LANGUAGES) {
      const keys = leaves(texts[language]);
      expect(keys.length).toBeGreaterThan(300);
      for (const [key, text] of keys) {
        const values = Object.fromEntries(variablesOf(text).map((name) => [name, `<${name}>`]));
        const options = { ...values, count: 2 };
        expect(fixedOf(browsers[language])(key, options), `${language} ${key}`).toBe(fixedOf(references[language])(key, options));
        expect(browsers[language].t(key), `${language} ${key} without values`).toBe(references[language].t(key));
        expect(browsers[language].exists(key)).toBe(true);
      }
    }
  });

  it("every text with a format, its values dates read with and without a vowel (Italian articles)", () => {
    let formatted = 0;
    for (const language of LANGUAGES)
      for (const [key, text] of leaves(texts[language])) {
        if (!/\{\{[^}]*,[^}]*\}\}/.test(text)) continue;
        formatted++;
        for (const day of ["8 gennaio 2027", "9 gennaio 2027", "11 marzo 2027", "18 marzo 2027", "1 dicembre 2026", 8, ""]) {
          const options = { ...Object.fromEntries(variablesOf(text).map((name) => [name, day])), count: 2 };
          const expected = fixedOf(references[language])(key, options);
          expect(fixedOf(browsers[language])(key, options), `${language} ${key} ${day}`).toBe(expected);
          expect(expected).not.toMatch(/\b(il|al|dal|del) (1|8|11)\b/);
        }
      }
    expect(formatted).toBeGreaterThan(10);
  });

  it("calls with any values, counts, languages and keys (fast-check, seed 57)", () => {
    const all = LANGUAGES.flatMap((language) => leaves(texts[language]).map(([key, text]) => ({ language, key, text })));
    const hostile = fc.constantFrom("{{name}}", "$t(booking.details.continue)", "$&", "$'", "$$", "{{-x}}", "a.b", "", "—", "$t(x)");
    const value = fc.oneof(fc.string(), hostile, fc.integer({ min: -3, max: 1_000 }), fc.constant(undefined), fc.constant(null));
    const call = fc.record({
      entry: fc.constantFrom(...all),
      language: fc.constantFrom(...LANGUAGES),
      key: fc.oneof(
        { weight: 6, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.stringMatching(/^[a-z]{1,8}(\.[a-zA-Z0-9_-]{1,8}){0,3}$/) },
        { weight: 1, arbitrary: fc.stringMatching(/^\.[a-zA-Z0-9_-]{1,8}$/) },
      ),
      values: fc.dictionary(fc.constantFrom("name", "count", "price", "x", "date", "nights"), value),
      extra: fc.array(value, { maxLength: 3 }),
      lng: fc.option(fc.constantFrom(...LANGUAGES, "de"), { nil: undefined }),
    });
    fc.assert(
      fc.property(call, ({ entry, language, key, values, extra, lng }) => {
        // A real key, a key of another area, or a real key with a tail (a bed kind the PMS made up).
        const asked = key === null ? entry.key : key.startsWith(".") ? `${entry.key}${key}` : key;
        const options: Record<string, unknown> = { ...values, ...(lng ? { lng } : {}) };
        variablesOf(entry.text).forEach((name, index) => {
          if (index < extra.length) options[name] = extra[index];
        });
        const expected = fixedOf(references[language])(asked, options);
        expect(fixedOf(browsers[language])(asked, options)).toBe(expected);
        expect(browsers[language].t(asked, options)).toBe(references[language].t(asked, options));
        expect(browsers[language].exists(asked)).toBe(references[language].exists(asked));
      }),
      { seed: 57, numRuns: 2_000, verbose: true },
    );
  });

  it("nested texts ($t) and a missing key's dash", () => {
    const nestedKeys = LANGUAGES.flatMap((language) =>
      leaves(texts[language])
        .filter(([, text]) => text.includes("$t("))
        .map(([key]) => ({ language, key })),
    );
    expect(nestedKeys.length).toBeGreaterThan(0);
    for (const { language, key } of nestedKeys) {
      expect(browsers[language].t(key)).toBe(references[language].t(key));
      expect(browsers[language].t(key)).not.toContain("$t(");
    }
    expect(browsers.ro.t("no.such.key")).toBe("—");
    expect(browsers.ro.t("booking")).toBe(references.ro.t("booking"));
  });

  it("plural forms, should a text get them (Romanian's one, few and other; zero)", async () => {
    const common = { n_zero: "none", n_one: "{{count}} one", n_few: "{{count}} few", n_other: "{{count}} other", m_one: "one", m: "{{count}} m" };
    const resources = { ro: { common }, en: { common } };
    for (const lng of ["ro", "en"] as const) {
      const expected = i18next.createInstance();
      await expected.init({ ...i18nOptions, lng, resources: copy(resources) });
      const actual = createBrowserI18n({ ...i18nOptions, lng, resources: copy(resources) });
      for (const count of [0, 1, 2, 5, 19, 20, 21, 101, 1.5, -1])
        for (const key of ["n", "m"]) expect(actual.t(key, { count }), `${lng} ${key} ${count}`).toBe(expected.t(key, { count }));
    }
  });

  it("switches language and adds texts as i18next does", async () => {
    const instance = createBrowserI18n({ ...i18nOptions, lng: "ro", resources: { ro: { common: copy(texts.ro) } } });
    const seen: unknown[] = [];
    instance.on("languageChanged", (lng) => seen.push(lng));
    const key = leaves(texts.en).find(([, text]) => !text.includes("{{"))![0];
    expect(instance.t(key)).toBe(texts.ro && references.ro.t(key));
    expect(instance.exists(key, { lng: "en" })).toBe(false);
    instance.addResourceBundle("en", "common", texts.en, true, true);
    await instance.changeLanguage("en");
    expect(seen).toEqual(["en"]);
    expect(instance.language).toBe("en");
    expect(instance.t(key)).toBe(references.en.t(key));
    expect(fixedOf(instance)(key)).toBe(references.en.t(key));
    // A deep merge copies: the module's own texts are never written to.
    instance.addResourceBundle("en", "common", { booking: { extra: "x" } }, true, true);
    expect(instance.getResource("en", "common", "booking.extra")).toBe("x");
    expect((texts.en.booking as Record<string, unknown>).extra).toBeUndefined();
  });
});

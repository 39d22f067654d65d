import fc from "fast-check";
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { i18nOptions } from "~/i18n";
import { formatDay } from "~/site/dates";
import { createBrowserI18n } from "./browser-i18n";
import { interpolationFormat, ITALIAN_ARTICLES, readsWithVowel, withArticle } from "./italian-articles";

describe("Italian articles before a date", () => {
  it("elides before the days read with a vowel: 1, 8, 11 (and only those)", () => {
    const elided = Array.from({ length: 31 }, (_, index) => index + 1).filter(readsWithVowel);
    expect(elided).toEqual([1, 8, 11]);
  });

  it("reads larger numbers as Italian does: 80–89, 800–899, ottomila, undicimila; not 18, 100, 1000", () => {
    for (const number of [80, 81, 89, 800, 888, 8000, 11_000, 81_000, 1, 8, 11]) expect(readsWithVowel(number), String(number)).toBe(true);
    for (const number of [0, 2, 10, 18, 28, 79, 90, 100, 108, 180, 1000, 1008, 2000, 18_000, 1_000_000])
      expect(readsWithVowel(number), String(number)).toBe(false);
  });

  it("writes the issue's sentences right", () => {
    expect(withArticle("8 gennaio 2027", "il")).toBe("l'8 gennaio 2027");
    expect(withArticle("8 gennaio 2027", "al")).toBe("all'8 gennaio 2027");
    expect(withArticle("1 dicembre 2026", "il")).toBe("l'1 dicembre 2026");
    expect(withArticle("11 marzo 2027", "dal")).toBe("dall'11 marzo 2027");
    expect(withArticle("8 marzo 2027", "del")).toBe("dell'8 marzo 2027");
    expect(withArticle("18 gennaio 2027", "il")).toBe("il 18 gennaio 2027");
    expect(withArticle("9 gennaio 2027", "al")).toBe("al 9 gennaio 2027");
    expect(withArticle("21 novembre 2026", "dal")).toBe("dal 21 novembre 2026");
    expect(withArticle(formatDay("2027-01-08", "it"), "al")).toBe("all'8 gennaio 2027");
  });

  it("leaves other formats and values alone", () => {
    expect(interpolationFormat("8 gennaio", "number")).toBe("8 gennaio");
    expect(interpolationFormat(undefined, "il")).toBeUndefined();
    expect(interpolationFormat(null, "al")).toBeNull();
    expect(interpolationFormat(8, "al")).toBe("all'8");
  });

  it("any day of any year in Italian: elided exactly before 1, 8 and 11 (fast-check, seed 51)", () => {
    const day = fc.date({ min: new Date(Date.UTC(2020, 0, 1)), max: new Date(Date.UTC(2035, 11, 31)), noInvalidDate: true });
    fc.assert(
      fc.property(day, fc.constantFrom("il", "al", "dal", "del", "nel", "sul" as const), (date, article) => {
        const iso = date.toISOString().slice(0, 10);
        const text = withArticle(formatDay(iso, "it"), article);
        const elide = [1, 8, 11].includes(date.getUTCDate());
        expect(text.startsWith(elide ? ITALIAN_ARTICLES[article] : `${article} `), text).toBe(true);
      }),
      { seed: 51, numRuns: 300, verbose: true },
    );
  });

  it("server i18next and the browser's port write it the same in a sentence", async () => {
    const common = { a: "Cancellazione gratuita fino {{date, al}}", b: "entro {{date, il}}, {{date}}" };
    const server = i18next.createInstance();
    await server.init({ ...i18nOptions, lng: "it", resources: { it: { common } } });
    const browser = createBrowserI18n({ ...i18nOptions, lng: "it", resources: { it: { common: { ...common } } } });
    for (const [date, a] of [
      ["8 gennaio 2027", "Cancellazione gratuita fino all'8 gennaio 2027"],
      ["9 gennaio 2027", "Cancellazione gratuita fino al 9 gennaio 2027"],
    ] as const) {
      expect(server.t("a", { date })).toBe(a);
      expect(browser.t("a", { date })).toBe(a);
      expect(browser.t("b", { date })).toBe(server.t("b", { date }));
    }
  });
});

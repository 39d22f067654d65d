import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToString } from "react-dom/server";
import { I18nextProvider, useTranslation as useReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n";
import { i18nFor } from "~/i18n.server";
import { useTranslation } from "#translation";

/** Phrases of every kind a page asks: plain, plural, with values, a missing key. */
const ASKED: Array<[string, Record<string, unknown>?]> = [
  ["booking.search.heading"],
  ["booking.results.room", { count: 1, name: "Twin" }],
  ["booking.results.room", { count: 3, name: "Twin" }],
  ["booking.results.perNight", { price: "550 lei" }],
  ["booking.search.age", { age: 7 }],
  ["errors.notFoundTitle"],
  ["no.such.key"],
];

function Both({ seen }: { seen: unknown[][] }) {
  const ours = useTranslation();
  const theirs = useReactI18next();
  seen.push([ours.i18n === theirs.i18n, ours.ready, ours[1] === ours.i18n, ours[0] === ours.t]);
  for (const [key, options] of ASKED) seen.push([key, ours.t(key, options as never), theirs.t(key, options as never)]);
  return <p>{ours.t("booking.search.heading")}</p>;
}

describe("useTranslation on the server (#translation outside the browser build)", () => {
  it("answers every component as react-i18next's own hook does, in every language", () => {
    for (const language of LANGUAGES) {
      const seen: unknown[][] = [];
      const html = renderToString(
        <I18nextProvider i18n={i18nFor(language)}>
          <Both seen={seen} />
        </I18nextProvider>,
      );
      expect(seen[0], language).toEqual([true, true, true, true]);
      for (const [key, ours, theirs] of seen.slice(1)) expect(ours, `${language} ${key}`).toBe(theirs);
      expect(html).toBe(`<p>${i18nFor(language).t("booking.search.heading")}</p>`);
    }
  });

  it("is the server's own hook here, one answer per instance for every component, not react-i18next's made anew", () => {
    const answers: unknown[] = [];
    function Asks() {
      answers.push(useTranslation());
      return null;
    }
    renderToString(
      <I18nextProvider i18n={i18nFor("es")}>
        <Asks />
        <Asks />
      </I18nextProvider>,
    );
    expect(useTranslation).not.toBe(useReactI18next);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toBe(answers[1]);
  });

  it("gives each language its own instance: a page in Italian after one in Romanian reads Italian", () => {
    const heading = (language: "ro" | "it") => {
      let text = "";
      function Heading() {
        text = useTranslation().t("booking.search.heading");
        return null;
      }
      renderToString(
        <I18nextProvider i18n={i18nFor(language)}>
          <Heading />
        </I18nextProvider>,
      );
      return text;
    };
    const romanian = heading("ro");
    const italian = heading("it");
    expect(romanian).toBe(i18nFor("ro").t("booking.search.heading"));
    expect(italian).toBe(i18nFor("it").t("booking.search.heading"));
    expect(italian).not.toBe(romanian);
  });

  it("is react-i18next itself in the browser build: no module of ours in between (a chunk and a request more on every page)", () => {
    const { imports } = JSON.parse(readFileSync(join(__dirname, "..", "..", "package.json"), "utf8")) as { imports: Record<string, Record<string, string>> };
    expect(imports["#translation"]).toEqual({ browser: "react-i18next", default: "./app/utils/use-translation.ts" });
  });
});

/**
 * The failure pages' `<title>`, told by the server in the page's language (app/site/failure.ts):
 * the rule by status, each language's own words, and the fallback language for a code that is no
 * site language.
 */
import { describe, expect, it } from "vitest";
import { FALLBACK_FAILURE_TITLE, FALLBACK_LANGUAGE, LANGUAGES } from "~/i18n";
import { resources } from "~/i18n.server";
import { failureTitleOf } from "./failure";
import { failure, failureTitle, failureTitles, pmsUnavailable } from "./failure.server";
import { isFailureData } from "./view";

/** Each status class and the title it gets. */
const CLASSES = [
  [404, "notFoundTitle"],
  [400, "badRequestTitle"],
  [502, "unavailableTitle"],
  [503, "unavailableTitle"],
  [504, "unavailableTitle"],
  [500, "genericTitle"],
  [403, "genericTitle"],
  [501, "genericTitle"],
  [505, "genericTitle"],
] as const;

describe("failureTitle: the status's title in the page's language", () => {
  it.each(LANGUAGES.flatMap((language) => CLASSES.map(([status, key]) => [language, status, key] as const)))("%s, %i → errors.%s", (language, status, key) => {
    expect(failureTitle(status, language)).toBe(resources[language].common.errors[key]);
  });

  it.each(LANGUAGES)("%s: four titles of its own, none another language's", (language) => {
    const own = Object.values(failureTitles(language));
    expect(new Set(own).size).toBe(4);
    for (const other of LANGUAGES.filter((code) => code !== language)) {
      for (const title of own) expect(Object.values(failureTitles(other))).not.toContain(title);
    }
  });

  it("says them in the language's own words", () => {
    expect(failureTitle(404, "ro")).toBe("Pagina nu a fost găsită");
    expect(failureTitle(404, "it")).toBe("Pagina non trovata");
    expect(failureTitle(503, "es")).toBe("El sistema de reservas del hotel no responde");
    expect(failureTitle(400, "en")).toBe("This link is not valid");
    expect(failureTitle(500, "ro")).toBe("A apărut o eroare, ne pare rău");
  });

  it("reads a language as a locale is written (it-IT)", () => {
    expect(failureTitle(404, "it-IT")).toBe(failureTitle(404, "it"));
  });

  it.each([["qq"], ["zz-ZZ"], [""], [null], [undefined]])("%j, no site language → the fallback language's", (language) => {
    for (const [status, key] of CLASSES) expect(failureTitle(status, language)).toBe(resources[FALLBACK_LANGUAGE].common.errors[key]);
  });

  it("the browser's last resort is the fallback language's generic title (app/i18n.ts imports the same language's)", () => {
    expect(FALLBACK_FAILURE_TITLE).toBe(failureTitle(500, FALLBACK_LANGUAGE));
  });

  it("the browser picks from the root's titles by the same rule", () => {
    for (const language of LANGUAGES)
      for (const [status] of CLASSES) expect(failureTitleOf(status, failureTitles(language))).toBe(failureTitle(status, language));
  });
});

describe("failure: a failure page's answer carries its title", () => {
  it("a 404 in Italian", () => {
    const answer = failure(404, { reason: "not-found", locale: "it" }, { headers: { "Cache-Control": "private" } });
    expect(answer.init?.status).toBe(404);
    expect(new Headers(answer.init?.headers).get("Cache-Control")).toBe("private");
    expect(answer.data).toEqual({ reason: "not-found", locale: "it", title: "Pagina non trovata" });
    expect(isFailureData(answer.data)).toBe(true);
  });

  it("a 400 in Romanian keeps its parameter", () => {
    expect(failure(400, { reason: "bad-request", locale: "ro", parameter: "o" }).data).toEqual({
      reason: "bad-request",
      locale: "ro",
      parameter: "o",
      title: "Acest link nu este valid",
    });
  });

  it("the PMS not answering: 503, its title in the guest's language", () => {
    const answer = pmsUnavailable("es");
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toMatchObject({ reason: "unavailable", locale: "es", title: "El sistema de reservas del hotel no responde" });
  });

  it("data without a title is no failure's (a staff refusal: reason and locale only)", () => {
    expect(isFailureData({ reason: "staff-only", locale: "ro" })).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { localized, localizedText, MISSING_TEXT } from "./localized";

describe("localized: the hotel's text in the guest's language", () => {
  it.each([
    [{ ro: "Bine ați venit", en: "Welcome" }, "en", "Welcome"],
    [{ ro: "Bine ați venit", en: "Welcome" }, "ro", "Bine ați venit"],
    [{ ro: "Bine ați venit", default: "Welcome!" }, "it", "Welcome!"],
    [{ ro: "Bine ați venit" }, "es", MISSING_TEXT],
    [{ en: "   ", default: "" }, "en", MISSING_TEXT],
    [{ en: null }, "en", MISSING_TEXT],
    [null, "en", MISSING_TEXT],
    [undefined, "ro", MISSING_TEXT],
  ])("%j in %s → %s", (text, language, expected) => {
    expect(localized(text, language)).toBe(expected);
  });
});

describe("localizedText: the guest's language, the hotel's default, then the location display language, then a dash", () => {
  it.each([
    ["own language wins", { ro: "Bine ați venit", en: "Welcome" }, "en", "ro", { text: "Welcome", lang: null }],
    ["the display language stands in", { ro: "Bine ați venit", en: "Welcome" }, "es", "ro", { text: "Bine ați venit", lang: "ro" }],
    ["en as display language", { ro: "Bine ați venit", en: "Welcome" }, "it", "en", { text: "Welcome", lang: "en" }],
    ["the hotel's own default before ours", { ro: "Bine ați venit", default: "Welcome!" }, "it", "ro", { text: "Welcome!", lang: null }],
    ["a blank fallback is missing", { ro: "  ", en: "Welcome" }, "es", "ro", { text: MISSING_TEXT, lang: null }],
    ["no text in either language", { de: "Willkommen" }, "es", "ro", { text: MISSING_TEXT, lang: null }],
    ["no fallback asked for", { ro: "Bine ați venit" }, "es", null, { text: MISSING_TEXT, lang: null }],
    ["fallback equal to the language", { en: "Welcome" }, "ro", "ro", { text: MISSING_TEXT, lang: null }],
    ["no text at all", null, "es", "ro", { text: MISSING_TEXT, lang: null }],
  ])("%s", (_case, text, language, fallback, expected) => {
    expect(localizedText(text, language, fallback)).toEqual(expected);
    expect(localized(text, language, fallback)).toBe(expected.text);
  });
});

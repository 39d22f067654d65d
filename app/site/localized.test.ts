import { describe, expect, it } from "vitest";
import { localized, MISSING_TEXT } from "./localized";

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

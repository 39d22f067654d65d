import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n";
import type { Translated } from "../../contracts/entities";
import { hotelLanguagesOf, hotelTextPicker, localized, localizedText, MISSING_TEXT, pageText, textInPageLanguage, type HotelLanguages } from "./localized";

/** Hotel Carpathia as the PMS describes it: Romanian by default, `carpathia-ro` (display language ro). */
const CARPATHIA: HotelLanguages = { organisation: "ro", display: "ro" };

describe("localizedText: one chain — the page's language, en, the organisation's, default, the display language, any, a dash", () => {
  it.each([
    [
      "1. the page's own language wins, with no lang",
      { ro: "Cameră dublă", en: "Double room", es: "Habitación doble" },
      "es",
      CARPATHIA,
      { text: "Habitación doble", lang: null },
    ],
    [
      "2. English comes next, before the organisation's language",
      { ro: "Cameră dublă", en: "Double room" },
      "es",
      CARPATHIA,
      { text: "Double room", lang: "en" },
    ],
    ["2. … also on an Italian page", { ro: "Cameră dublă", en: "Double room" }, "it", CARPATHIA, { text: "Double room", lang: "en" }],
    ["2. … before the text's default", { en: "Double room", default: "Cameră dublă" }, "it", CARPATHIA, { text: "Double room", lang: "en" }],
    ["3. without English, the organisation's language", { ro: "Cameră dublă", de: "Doppelzimmer" }, "es", CARPATHIA, { text: "Cameră dublă", lang: "ro" }],
    ["3. … named with a region by the PMS", { ro: "Cameră dublă", de: "Doppelzimmer" }, "es", { organisation: "ro-RO" }, { text: "Cameră dublă", lang: "ro" }],
    ["3. … before the default", { de: "Doppelzimmer", default: "Zimmer" }, "es", { organisation: "de" }, { text: "Doppelzimmer", lang: "de" }],
    [
      "4. then the text's default, in the language whose text it repeats",
      { fr: "Chambre", default: "Chambre" },
      "es",
      CARPATHIA,
      { text: "Chambre", lang: "fr" },
    ],
    ["4. … else in the organisation's language", { default: "Cameră" }, "es", CARPATHIA, { text: "Cameră", lang: "ro" }],
    ["4. … which is no fallback on a page in that language", { default: "Cameră" }, "ro", CARPATHIA, { text: "Cameră", lang: null }],
    ["4. … else in the display language", { default: "Cameră" }, "it", { display: "ro" }, { text: "Cameră", lang: "ro" }],
    ["4. … of unknown language without the hotel's languages", { default: "Cameră" }, "it", null, { text: "Cameră", lang: null }],
    ["4. … before the display language", { ro: "Cameră dublă", default: "Cameră" }, "es", { display: "ro" }, { text: "Cameră", lang: "ro" }],
    [
      "5. then the location display language",
      { de: "Doppelzimmer", ro: "Cameră dublă" },
      "es",
      { organisation: "fr", display: "ro" },
      { text: "Cameră dublă", lang: "ro" },
    ],
    ["5. … given as a string, as before decision 025", { de: "Doppelzimmer", ro: "Cameră dublă" }, "es", "ro", { text: "Cameră dublă", lang: "ro" }],
    ["6. then any language present", { ro: "Cameră dublă" }, "es", null, { text: "Cameră dublă", lang: "ro" }],
    [
      "6. … the first by its code, whatever the PMS's key order",
      { pt: "Quarto", de: "Doppelzimmer", fr: "Chambre" },
      "es",
      CARPATHIA,
      { text: "Doppelzimmer", lang: "de" },
    ],
    ["6. … a code with an underscore as a lang value", { pt_BR: "Quarto" }, "es", null, { text: "Quarto", lang: "pt-BR" }],
    ["7. a dash only when no language has it", { ro: null, en: "", default: "  " }, "es", CARPATHIA, { text: MISSING_TEXT, lang: null }],
    ["7. … or there is no text at all", null, "es", CARPATHIA, { text: MISSING_TEXT, lang: null }],
    ["7. … undefined too", undefined, "it", null, { text: MISSING_TEXT, lang: null }],
  ] as const)("%s", (_case, text, language, hotel, expected) => {
    expect(localizedText(text, language, hotel)).toEqual(expected);
    expect(localized(text, language, hotel)).toBe(expected.text);
  });

  it.each([
    ["the page's language", { es: "  ", en: "Double room" }, { text: "Double room", lang: "en" }],
    ["English", { en: " \n", ro: "Cameră dublă" }, { text: "Cameră dublă", lang: "ro" }],
    ["the organisation's language", { en: "", ro: "\t", default: "Cameră" }, { text: "Cameră", lang: "ro" }],
    ["the default", { default: " ", de: "Doppelzimmer" }, { text: "Doppelzimmer", lang: "de" }],
    ["any language", { de: "   ", fr: "Chambre" }, { text: "Chambre", lang: "fr" }],
  ] as const)("a blank text in %s counts as missing", (_step, text, expected) => {
    expect(localizedText(text, "es", CARPATHIA)).toEqual(expected);
  });

  it("trims the text it picks", () => {
    expect(localizedText({ en: "  Double room \n" }, "es", CARPATHIA)).toEqual({ text: "Double room", lang: "en" });
  });

  it("sets lang only when the text is not in the page's language", () => {
    const text = { ro: "Cameră dublă", en: "Double room" };
    expect(localizedText(text, "en", CARPATHIA).lang).toBeNull();
    expect(localizedText(text, "ro", CARPATHIA).lang).toBeNull();
    expect(localizedText(text, "es", CARPATHIA).lang).toBe("en");
    // A key in other letter case is the same language.
    expect(localizedText({ EN: "Double room" }, "en", CARPATHIA)).toEqual({ text: "Double room", lang: null });
    // The organisation's language on a page in that language is the page's own.
    expect(localizedText({ ro: "Cameră dublă" }, "ro", CARPATHIA)).toEqual({ text: "Cameră dublă", lang: null });
  });

  it("never says a dash while any language has the text (the guest's complaint: es and it)", () => {
    const texts: Translated[] = [
      { ro: "Cameră dublă", en: "Double room" },
      { ro: "Mic dejun inclus" },
      { en: "Non-refundable" },
      { default: "Plată la recepție" },
      { de: "Frühstück" },
    ];
    for (const language of LANGUAGES) {
      for (const hotel of [CARPATHIA, { display: "en" }, null]) {
        for (const text of texts) expect(localized(text, language, hotel), `${JSON.stringify(text)} in ${language}`).not.toBe(MISSING_TEXT);
      }
    }
  });
});

describe("textInPageLanguage: a label is the hotel's only in the page's language", () => {
  it.each([
    ["written in the page's language", { ro: "Rezervă la Brașov", en: "Book in Brașov" }, "en", "Book in Brașov"],
    ["only a fallback in English", { ro: "Rezervă la Brașov", en: "Book in Brașov" }, "es", null],
    ["only a fallback in the organisation's language", { ro: "Rezervă la Brașov" }, "en", null],
    ["a default of the organisation's language, on its page", { default: "Rezervă acum" }, "ro", "Rezervă acum"],
    ["a default of the organisation's language, on another page", { default: "Rezervă acum" }, "it", null],
    ["blank", { it: " " }, "it", null],
    ["nothing", null, "it", null],
  ] as const)("%s", (_case, text, language, expected) => {
    expect(textInPageLanguage(text, language, CARPATHIA)).toBe(expected);
  });
});

describe("hotelLanguagesOf: the organisation's language and its display language", () => {
  it.each([
    ["language_default first", { slug_full: "carpathia-ro", settings: { language_default: "ro", language: "en" } }, { organisation: "ro", display: "ro" }],
    ["else language", { slug_full: "seaside", settings: { language_default: null, language: "EN" } }, { organisation: "en", display: "en" }],
    ["blank is none", { slug_full: "pensiune.ro", settings: { language_default: " ", language: "" } }, { organisation: null, display: "ro" }],
    ["no settings", { slug_full: "aurora-hotels" }, { organisation: null, display: "en" }],
  ] as const)("%s", (_case, organisation, expected) => {
    expect(hotelLanguagesOf(organisation)).toEqual(expected);
  });
});

describe("helpers", () => {
  it("a picker is the chain for one page", () => {
    const pick = hotelTextPicker("it", CARPATHIA);
    expect(pick({ ro: "Mic dejun", en: "Breakfast" })).toEqual({ text: "Breakfast", lang: "en" });
    expect(pick(null)).toEqual({ text: MISSING_TEXT, lang: null });
  });

  it("our own text is in the page's language", () => {
    expect(pageText("Altro metodo di pagamento")).toEqual({ text: "Altro metodo di pagamento", lang: null });
  });
});

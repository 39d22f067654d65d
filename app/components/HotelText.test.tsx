/** The hotel's texts rendered inside our pages: a `lang` of their own only when not in the page's language. */
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n.server";
import { HotelLanguageNote, HotelPhrase, HotelText, langOf, otherLanguages } from "./HotelText";

const inPage = (language: "en" | "es" | "it", node: JSX.Element) => renderToStaticMarkup(<I18nextProvider i18n={i18nFor(language)}>{node}</I18nextProvider>);

describe("HotelText", () => {
  it("marks a fallback with its language", () => {
    expect(inPage("es", <HotelText value={{ text: "Double room", lang: "en" }} />)).toBe('<span lang="en">Double room</span>');
  });

  it("leaves a text in the page's language bare", () => {
    expect(inPage("es", <HotelText value={{ text: "Habitación doble", lang: null }} />)).toBe("Habitación doble");
    // Also when the view said a language that is the page's own.
    expect(inPage("en", <HotelText value={{ text: "Double room", lang: "en" }} />)).toBe("Double room");
  });

  it("keeps a class without a lang", () => {
    expect(inPage("it", <HotelText className="meal" value={{ text: "Colazione", lang: null }} />)).toBe('<span class="meal">Colazione</span>');
  });
});

describe("HotelPhrase: our phrase with the hotel's words in it", () => {
  it("puts each fallback in its own span, inside the page's words", () => {
    const rooms = [
      { count: 1, name: { text: "Double room", lang: "en" } },
      { count: 2, name: { text: "Camera familiare", lang: null } },
    ];
    const html = inPage("it", <HotelPhrase build={(slot) => rooms.map((room) => `${room.count} × ${slot(room.name)}`).join(", ")} />);
    expect(html).toBe('1 × <span lang="en">Double room</span>, 2 × Camera familiare');
  });

  it("is plain text when every word is the page's", () => {
    expect(inPage("en", <HotelPhrase build={(slot) => `1 × ${slot({ text: "Double room", lang: null })}`} />)).toBe("1 × Double room");
  });
});

it("langOf compares without case", () => {
  expect(langOf({ text: "x", lang: "EN" }, "en")).toBeUndefined();
  expect(langOf({ text: "x", lang: "ro" }, "es")).toBe("ro");
  expect(langOf(null, "es")).toBeUndefined();
});

describe("HotelLanguageNote: said once, in the guest's language", () => {
  const texts = [
    { text: "Twin room", lang: "en" },
    { text: "Non-refundable", lang: "en" },
    { text: "Mic dejun", lang: "ro" },
    { text: "Doble", lang: null },
  ];
  it("names every other language once, for the whole page", () => {
    expect(otherLanguages([...texts, "EN", null, undefined, "es"], "es")).toEqual(["en", "ro"]);
    const html = inPage("es", <HotelLanguageNote of="page" lang={texts} />);
    expect(html.match(/role="note"/g)).toHaveLength(1);
    expect(html).toContain("El hotel ha redactado algunos textos de esta página solo en inglés y rumano");
    expect(inPage("it", <HotelLanguageNote of="page" lang={texts.slice(0, 2)} />)).toContain("alcuni testi di questa pagina solo in inglese:");
  });
  it("says nothing when every text is the page's", () => {
    expect(inPage("en", <HotelLanguageNote of="page" lang={texts.slice(0, 2)} />)).toBe("");
    expect(inPage("es", <HotelLanguageNote of="page" lang={[{ text: "Doble", lang: null }]} />)).toBe("");
  });
  it("keeps the one text's note as it was", () => {
    expect(inPage("es", <HotelLanguageNote lang="en" />)).toContain("este texto solo en inglés");
  });
});

import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n";
import { addressOf, canonicalPath, pageAddresses } from "./addresses";

const subdomain = { origin: "https://carpathia-ro.book.example.com", o: null, defaultLanguage: "ro" as const };
const mainOrigin = { origin: "https://book.example.com", o: "carpathia-ro", defaultLanguage: "ro" as const };

describe("canonicalPath", () => {
  it.each([
    ["/", null, "/"],
    ["/rooms/", null, "/rooms"],
    ["//", null, "/"],
    ["/hotel/102/rooms", null, "/hotel/102/rooms"],
    ["/rooms", 102, "/hotel/102/rooms"],
    ["/", 102, "/hotel/102"],
    ["/contacts/", 101, "/hotel/101/contacts"],
    // A policy is the organisation's, whichever location the frame shows.
    ["/terms", 102, "/terms"],
  ] as const)("%s with location %s → %s", (pathname, location, path) => {
    expect(canonicalPath(pathname, location)).toBe(path);
  });
});

describe("pageAddresses: each language is its own canonical", () => {
  it("the default language has no lang; the others have it; x-default is the default language's address", () => {
    const en = pageAddresses("/rooms", "en", subdomain);
    expect(en.canonical).toBe("https://carpathia-ro.book.example.com/rooms?lang=en");
    expect(en.alternates).toEqual([
      { hrefLang: "en", href: "https://carpathia-ro.book.example.com/rooms?lang=en" },
      { hrefLang: "ro", href: "https://carpathia-ro.book.example.com/rooms" },
      { hrefLang: "es", href: "https://carpathia-ro.book.example.com/rooms?lang=es" },
      { hrefLang: "it", href: "https://carpathia-ro.book.example.com/rooms?lang=it" },
      { hrefLang: "x-default", href: "https://carpathia-ro.book.example.com/rooms" },
    ]);
    expect(pageAddresses("/rooms", "ro", subdomain).canonical).toBe("https://carpathia-ro.book.example.com/rooms");
  });

  it("every language's page names the same alternates and itself among them", () => {
    for (const language of LANGUAGES) {
      const page = pageAddresses("/hotel/102", language, subdomain);
      expect(page.alternates).toEqual(pageAddresses("/hotel/102", "ro", subdomain).alternates);
      expect(page.alternates.find((alternate) => alternate.hrefLang === language)?.href).toBe(page.canonical);
    }
  });

  it("keeps o on the main origin, before lang", () => {
    expect(addressOf("/", "en", mainOrigin)).toBe("https://book.example.com/?o=carpathia-ro&lang=en");
    expect(addressOf("/", "ro", mainOrigin)).toBe("https://book.example.com/?o=carpathia-ro");
  });

  it("an organisation whose default is English has English without lang", () => {
    const seaside = { origin: "https://seaside.book.example.com", o: null, defaultLanguage: "en" as const };
    expect(addressOf("/", "en", seaside)).toBe("https://seaside.book.example.com/");
    expect(addressOf("/", "ro", seaside)).toBe("https://seaside.book.example.com/?lang=ro");
  });
});

import { describe, expect, it } from "vitest";
import { languageName } from "./language-name";

describe("languageName", () => {
  it("names a language in the page's language, as a sentence of that language uses it", () => {
    expect(languageName("en", "ro")).toBe("engleză");
    expect(languageName("en", "es")).toBe("inglés");
    expect(languageName("en", "it")).toBe("inglese");
    expect(languageName("ro", "en")).toBe("Romanian");
  });

  it("falls back to the code for what it cannot name", () => {
    expect(languageName("not a code", "en")).toBe("not a code");
    expect(languageName("en", "not a code")).toBe("en");
  });
});

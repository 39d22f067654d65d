import { describe, expect, it } from "vitest";
import { pickLanguage, toLanguage } from "./i18n";

describe("pickLanguage: stored choice > lang > organisation default > ro", () => {
  it.each([
    [{}, "ro"],
    [{ organisationDefault: "en" }, "en"],
    [{ param: "it", organisationDefault: "en" }, "it"],
    [{ stored: "es", param: "it", organisationDefault: "en" }, "es"],
    [{ stored: "xx", param: "en" }, "en"],
    [{ param: "EN-gb" }, "en"],
    [{ param: "de", organisationDefault: "fr" }, "ro"],
    [{ param: "", organisationDefault: "ro-RO" }, "ro"],
  ] as const)("%j → %s", (sources, expected) => {
    expect(pickLanguage(sources)).toBe(expected);
  });

  it("reads only the supported languages", () => {
    expect(toLanguage("english")).toBeNull();
    expect(toLanguage("ro_RO")).toBe("ro");
    expect(toLanguage("fr")).toBeNull();
    expect(toLanguage(null)).toBeNull();
  });
});

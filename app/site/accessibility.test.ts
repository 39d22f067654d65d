import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n";
import { CHECKS, LAST_REVIEWED } from "./accessibility";
import { accessibilityStatement } from "./accessibility.server";

describe("the accessibility statement claims only what the suite proves", () => {
  it.each(CHECKS)("$id: $spec exists and still does what the claim says", ({ spec, proves }) => {
    expect(readFileSync(spec, "utf8")).toMatch(proves);
  });

  it.each(LANGUAGES)("%s: one sentence per check, the hotel's contacts for reports, the review date", (language) => {
    const statement = accessibilityStatement(language, { name: "Hotel Carpathia", email: "rezervari@carpathia.example", phone: "+40 268 555 010" });
    expect(statement.checks.items).toHaveLength(CHECKS.length);
    expect(new Set(statement.checks.items).size).toBe(CHECKS.length);
    expect(statement.intro).toContain("Hotel Carpathia");
    expect(statement.report).toMatchObject({ email: "rezervari@carpathia.example", phone: "+40 268 555 010" });
    expect(statement.reviewed).toMatch(/2026/);
    expect(LAST_REVIEWED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

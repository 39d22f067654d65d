import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n";
import { serverTexts } from "~/i18n.server";
import { CHECKS, LAST_REVIEWED, LIMITS } from "./accessibility";
import { accessibilityStatement } from "./accessibility.server";

describe("the accessibility statement claims only what the suite proves", () => {
  it.each(CHECKS)("$id: $spec exists and still does what the claim says", ({ spec, proves }) => {
    expect(readFileSync(spec, "utf8")).toMatch(proves);
  });

  it.each(LANGUAGES)("%s: one sentence per check, the hotel's contacts for reports, the review date", (language) => {
    const statement = accessibilityStatement(language, { name: "Hotel Carpathia", email: "rezervari@carpathia.example", phone: "+40 268 555 010" });
    // Exactly the typed lists, in their order: a claim without its proving spec cannot be rendered.
    const texts = serverTexts(language).accessibility;
    expect(statement.checks.items).toEqual(CHECKS.map((check) => texts.checks[check.id]));
    expect(statement.limits.items).toEqual(LIMITS.map((limit) => texts.limits[limit]));
    expect(Object.keys(texts.checks).sort()).toEqual(CHECKS.map((check) => check.id).sort());
    expect(Object.keys(texts.limits).sort()).toEqual([...LIMITS].sort());
    expect(new Set(statement.checks.items).size).toBe(CHECKS.length);
    expect(statement.intro).toContain("Hotel Carpathia");
    expect(statement.report).toMatchObject({ email: "rezervari@carpathia.example", phone: "+40 268 555 010" });
    expect(statement.reviewed).toMatch(/2026/);
    expect(LAST_REVIEWED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Issue 51: what the suite does not prove is a limit, not a claim.
    expect(statement.limits.items.join(" ")).toMatch(/PayPal/);
  });
});

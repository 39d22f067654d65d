/**
 * The accessibility statement (issue 34, item 4; the European Accessibility Act, Annex V, and
 * EN 301 549): the standard aimed at, what the test suite checks on every change, the known
 * limits, how to report a barrier, and when the statement was last reviewed. Its claims are the
 * suite's: each check names the spec that proves it, and accessibility.test.ts fails when a spec
 * is gone or no longer does what the claim says.
 */

/** What the suite checks, each with the spec that proves it and what that spec must contain. */
export const CHECKS = [
  { id: "axe", spec: "tests/e2e/a11y.spec.ts", proves: /AxeBuilder/ },
  { id: "keyboard", spec: "tests/e2e/keyboard.spec.ts", proves: /keyboard\.press/ },
  { id: "targets", spec: "tests/e2e/target-size.spec.ts", proves: /24/ },
  { id: "html", spec: "tests/e2e/valid-html.http.spec.ts", proves: /vnu/ },
  { id: "forms", spec: "tests/e2e/form-summaries.spec.ts", proves: /error-summary/ },
  { id: "widths", spec: "tests/e2e/overflow.spec.ts", proves: /320/ },
  { id: "hotelTexts", spec: "tests/e2e/hotel-language-notes.spec.ts", proves: /hotelTextsOnlyIn/ },
] as const;

export type CheckId = (typeof CHECKS)[number]["id"];

/**
 * The known limits, in the order the statement lists them: what the suite does not prove, or
 * proves is not there (issue 51: the statement said every page tells a guest of a text in another
 * language, which only some do; it did not say PayPal needs JavaScript).
 */
export const LIMITS = ["hotelTexts", "cards", "payPal", "calendar"] as const;

export type LimitId = (typeof LIMITS)[number];

/** The day the statement and the checks it names were last reviewed (a person's review, dated). */
export const LAST_REVIEWED = "2026-11-28";

export interface AccessibilityStatement {
  title: string;
  intro: string;
  standard: { heading: string; text: string };
  checks: { heading: string; items: string[]; note: string };
  limits: { heading: string; items: string[] };
  report: { heading: string; text: string; email: string | null; phone: string | null };
  reviewed: string;
}

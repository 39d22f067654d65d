import { expect, test, type Page } from "@playwright/test";

/**
 * Any error in the browser (an exception, or a console error other than a failed resource) fails
 * the test, even where the server's HTML already showed what the test looks for: a render loop or
 * a hydration failure would otherwise pass unseen. Call once at the top of a spec file.
 */
export function failOnPageErrors() {
  const pageErrors = new WeakMap<Page, string[]>();
  test.beforeEach(async ({ page }) => {
    const errors: string[] = [];
    pageErrors.set(page, errors);
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().includes("Failed to load resource")) errors.push(message.text());
    });
  });
  test.afterEach(async ({ page }) => {
    expect(pageErrors.get(page) ?? []).toEqual([]);
  });
}

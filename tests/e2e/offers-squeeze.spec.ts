import { expect, test } from "@playwright/test";
import { failOnPageErrors } from "./support/page-errors";
import { demoStay } from "./support/journeys";
import { resetMock } from "./support/env";

// Issue 51, item 5: at 390 px with a coupon (es, WINTER10) each offer shows a struck-out regular price
// beside the coupon's; the meal's name got ~32 px ("Bed / and / breakfast" over three lines, "Room"
// running into the struck-out price). The name keeps its line, the prices move under it when needed.

failOnPageErrors();

test.beforeAll(async () => {
  await resetMock();
});

for (const width of [320, 390] as const) {
  test(`offers with a coupon at ${width} px (es): meal names readable, never under the prices`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/reservation-new?o=carpathia-ro&lang=es&${demoStay()}&coupon_code=WINTER10`);
    const prices = page.locator(".meal-price:has(.offer__regular)");
    await expect(prices.first()).toBeVisible();
    expect(await prices.count()).toBeGreaterThan(2);
    for (const price of await prices.all()) {
      if (!(await price.isVisible())) continue;
      const [meal, regular] = [price.locator(".meal-price__meal"), price.locator(".offer__regular")];
      const mealBox = (await meal.boundingBox())!;
      const regularBox = (await regular.boundingBox())!;
      const lineHeight = await meal.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
      const text = (await meal.textContent())!;
      expect(mealBox.width, `"${text}" has room`).toBeGreaterThanOrEqual(96);
      expect(mealBox.height, `"${text}" on at most two lines`).toBeLessThanOrEqual(lineHeight * 2 + 1);
      const overlap =
        mealBox.x < regularBox.x + regularBox.width &&
        regularBox.x < mealBox.x + mealBox.width &&
        mealBox.y < regularBox.y + regularBox.height &&
        regularBox.y < mealBox.y + mealBox.height;
      expect(overlap, `"${text}" does not run into the struck-out price`).toBe(false);
      // Each price whole on its line.
      for (const amount of [regular, price.locator(".meal-price__total strong")]) {
        const box = (await amount.boundingBox())!;
        const height = await amount.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
        expect(box.height).toBeLessThanOrEqual(height + 1);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

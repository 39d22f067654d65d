import { expect, test, type Locator, type Page } from "@playwright/test";
import en from "../../app/locales/en/booking";
import { inDays, resetMock } from "./support/env";

// A booking with the keyboard only (docs/quality.md): from the results to the confirmation, every step
// reached with Tab, chosen with the arrow keys, Space and Enter — no click anywhere. With and
// without JavaScript (chromium-js, chromium-nojs).

test.beforeEach(async () => {
  await resetMock();
});

/** Tab forward until `target` has the focus, as a keyboard user would; fails if it never comes. */
async function tabTo(page: Page, target: Locator, most = 120) {
  for (let presses = 0; presses < most; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`${target} never got the focus in ${most} presses of Tab`);
}

test("a guest books with the keyboard only, from the offers to the confirmation", async ({ page }) => {
  await page.goto(`/reservation-new?o=carpathia-ro&lang=en&day_from=${inDays(40)}&day_to=${inDays(42)}&adults=2&rooms=1&location=101`);
  const plan = page.locator("form.rate-plan").first();
  const meals = plan.locator('input[name="meal_id"]');
  await tabTo(page, meals.first());
  // Arrow keys move within the meal group and choose as they go.
  await page.keyboard.press("ArrowDown");
  await expect(meals.nth(1)).toBeChecked();
  const mealId = await meals.nth(1).getAttribute("value");
  await tabTo(page, plan.locator(".rate-plan__choose"));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: en.booking.details.heading })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("meal_id")).toBe(mealId);

  const typeInto = async (label: string, text: string) => {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(text);
  };
  // Continue with nothing typed: the error summary; its first link takes the focus to the field.
  await tabTo(page, page.getByRole("button", { name: en.booking.details.continue }));
  await page.keyboard.press("Enter");
  const summary = page.locator(".error-summary");
  await expect(summary).toContainText(en.booking.notify.complete_name);
  await tabTo(page, summary.getByRole("link", { name: en.booking.notify.complete_name }));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel(en.booking.details.firstName, { exact: true })).toBeFocused();
  await page.keyboard.type("Radu");

  await typeInto(en.booking.details.lastName, "Tastatură");
  await typeInto(en.booking.details.phone, "+40 722 000 444");
  await typeInto(en.booking.details.email, "radu.keys@example.org");
  await tabTo(page, page.getByLabel(en.booking.payment.methods.bank, { exact: true }));
  await page.keyboard.press("Space");
  await expect(page.getByLabel(en.booking.payment.methods.bank, { exact: true })).toBeChecked();
  await tabTo(page, page.locator('input[name="terms"]'));
  await page.keyboard.press("Space");
  await expect(page.locator('input[name="terms"]')).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: en.booking.details.continue }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/reservations\/\d+/);
  await expect(page.getByRole("heading", { name: en.reservation.booked })).toBeVisible();
  await expect(page.getByText("radu.keys@example.org")).toBeVisible();
});

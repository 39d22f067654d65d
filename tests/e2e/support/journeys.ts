// Guest journeys more than one spec walks through, driven by the interface's field names
// (INTERFACE.md, "Form field names") rather than by labels, so a reworded page does not break them.
import { expect, type Page } from "@playwright/test";
import { inDays } from "./env";

/** A stay both demo hotels sell: three nights, far enough ahead for every payment method. */
export const demoStay = () => `day_from=${inDays(12)}&day_to=${inDays(15)}&adults=2&rooms=1`;

/** An offer's own GET form (it carries rate_plan_id), not the search form above the results. */
export const chooseButtons = (page: Page) => page.locator('form:has(input[name="rate_plan_id"]) button[type="submit"]');

/**
 * Books the first offer of `demoStay()` by bank transfer from `searchUrl` (a booking page with the
 * stay and the hotel in its query) and answers the reservation page's URL.
 */
export async function bookFirstOffer(page: Page, searchUrl: string, email: string): Promise<string> {
  await page.goto(searchUrl);
  await chooseButtons(page).first().click();
  await expect(page).toHaveURL(/rate_plan_id=/);
  await page.locator('input[name="first_name"]').fill("Ana");
  await page.locator('input[name="last_name"]').fill("Lățime");
  await page.locator('input[name="phone"]').fill("+40 722 000 333");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="payment_method"][value="bank"]').check();
  await page.locator('input[name="terms"]').check();
  await page.locator('button[name="intent"][value="book"]').click();
  await expect(page).toHaveURL(/\/reservations\/\d+/);
  return page.url();
}

// Guest journeys more than one spec walks through, driven by the interface's field names
// (docs/interface.md, "Form field names") rather than by labels, so a reworded page does not break them.
import { expect, type FrameLocator, type Page } from "@playwright/test";
import { inDays } from "./env";

/** A stay both demo hotels sell: three nights, far enough ahead for every payment method. */
export const demoStay = () => `day_from=${inDays(12)}&day_to=${inDays(15)}&adults=2&rooms=1`;

/** An offer's own GET form (it carries rate_plan_id), not the search form above the results. */
export const chooseButtons = (page: Page | FrameLocator) => page.locator('form:has(input[name="rate_plan_id"]) button[type="submit"]');

/** A guest filling the details form (a page, or the embedded booking frame) and booking by bank transfer. */
export async function fillDetailsAndBook(page: Page | FrameLocator, guest: { first: string; last: string; phone: string; email: string }): Promise<void> {
  await page.locator('input[name="first_name"]').fill(guest.first);
  await page.locator('input[name="last_name"]').fill(guest.last);
  await page.locator('input[name="phone"]').fill(guest.phone);
  await page.locator('input[name="email"]').fill(guest.email);
  await page.locator('input[name="payment_method"][value="bank"]').check();
  await page.locator('input[name="terms"]').check();
  await page.locator('button[name="intent"][value="book"]').click();
}

/**
 * Books the first offer of `demoStay()` by bank transfer from `searchUrl` (a booking page with the
 * stay and the hotel in its query) and answers the reservation page's URL.
 */
export async function bookFirstOffer(page: Page, searchUrl: string, email: string): Promise<string> {
  await page.goto(searchUrl);
  await chooseButtons(page).first().click();
  await expect(page).toHaveURL(/rate_plan_id=/);
  await fillDetailsAndBook(page, { first: "Ana", last: "Lățime", phone: "+40 722 000 333", email });
  await expect(page).toHaveURL(/\/reservations\/\d+/);
  return page.url();
}

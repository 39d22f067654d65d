/**
 * The check-in page in Chromium opens only with the grant of its own reservation: a guest who
 * looked up 100001 (Ana Popescu) and then opens 100003's check-in page (Maria Ionescu's) is asked
 * for 100003's e-mail, with 404 and nothing of Maria's, as a page or as data.
 */
import { expect, test } from "@playwright/test";
import en from "../../app/locales/en/booking";
import { resetMock } from "./support/env";

test.beforeEach(async () => {
  await resetMock();
});

test("a grant for 100001 does not open 100003's check-in page: 404, the e-mail question, nothing of Maria's", async ({ page }) => {
  await page.goto("/reservation-search?res=100001&email=ana.popescu%40example.com&o=carpathia-ro&lang=en");
  await expect(page).toHaveURL(/\/reservations\/100001\?o=carpathia-ro&lang=en$/);

  const other = await page.goto("/reservation/100003?o=carpathia-ro&lang=en");
  expect(other?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.checkin.title);
  await expect(page.getByText(en.reservation.lookupText.replace("{{id}}", "100003"))).toBeVisible();
  await expect(page.getByLabel(en.booking.details.email, { exact: true })).toHaveValue("");
  await expect(page.getByLabel(en.booking.details.lastName, { exact: true })).toHaveCount(0);
  expect(await page.content()).not.toMatch(/Maria|Ionescu|maria\.ionescu/);
  // The route's data, with the same session cookie.
  const data = await page.request.get("/reservation/100003.data?o=carpathia-ro&lang=en");
  expect(await data.text()).not.toMatch(/Maria|Ionescu|maria\.ionescu/);

  // The session's own reservation opens (control).
  const own = await page.goto("/reservation/100001?o=carpathia-ro&lang=en");
  expect(own?.status()).toBe(200);
  await expect(page.getByLabel(en.booking.details.lastName, { exact: true })).toHaveValue("Popescu");
});

/**
 * A search's results come later (decision 049): the page around them is rendered while the PMS is
 * asked. Without JavaScript the document still arrives whole, the results in their place; with
 * JavaScript a search made in the page says it is looking until the PMS answers, then shows its
 * results. The page hydrates into one search form (two siblings sharing a key once made React
 * hydrate the form twice).
 */
import { expect, test } from "@playwright/test";
import en from "../../app/locales/en/booking";
import site from "../../app/locales/en/site";
import { inDays, resetMock, setFaults } from "./support/env";
import { failOnPageErrors } from "./support/page-errors";

const SEARCH = `/reservation-new?o=carpathia-ro&lang=en&day_from=${inDays(30)}&day_to=${inDays(32)}&adults=2&rooms=1`;
const LOOKING = site.site.loading;

failOnPageErrors();

test.beforeEach(async () => {
  await resetMock();
});

test("the document holds the results in place: no placeholder, no script that moves them", async ({ request }) => {
  const answer = await request.get(SEARCH);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const form = html.indexOf("</form>", html.indexOf('id="booking-search"'));
  const results = html.indexOf('class="booking-results"');
  expect(form).toBeGreaterThan(0);
  expect(results).toBeGreaterThan(form);
  expect(html.indexOf("<footer")).toBeGreaterThan(results);
  // React's out-of-order streaming: a hidden segment, a template placeholder, the script that swaps them.
  expect(html).not.toContain("<template");
  expect(html).not.toMatch(/\$RC\(|id="S:\d/);
  expect(html).not.toContain(LOOKING);
});

test("a search made in the page: one form, the results of the new search, and with JavaScript word that it is looking meanwhile", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(SEARCH);
  await expect(page.locator(".solution").first()).toBeVisible();
  // Hydrated: the calendar's button is the form's enhancement.
  if (javaScriptEnabled) await expect(page.getByRole("button", { name: en.booking.search.calendarOpen })).toBeVisible();
  await expect(page.locator("form#booking-search")).toHaveCount(1);
  await expect(page.locator("#booking-search-adults")).toHaveCount(1);

  // The PMS takes a while for the next search: the page says so while it does, with JavaScript.
  await setFaults({ latency_ms: 1_500, endpoints: ["GET /api/reservation-query"] });
  await page.locator("#booking-search-adults").fill("1");
  await page.locator("form#booking-search").getByRole("button", { name: en.booking.search.submit }).click();
  if (javaScriptEnabled) await expect(page.getByRole("status").filter({ hasText: LOOKING })).toBeVisible();
  await expect(page).toHaveURL(/adults=1/);
  await expect(page.locator(".booking-summary")).toContainText("Adults: 1");
  await expect(page.locator(".solution").first()).toBeVisible();
  await expect(page.getByText(LOOKING)).toHaveCount(0);
  await expect(page.locator("form#booking-search")).toHaveCount(1);
});

test("a PMS slower than Remix's own 5 s still gives the whole page, and its data: the document waits as long as the search may take", async ({
  page,
  request,
}) => {
  // Under the PMS deadline (UPSTREAM_TIMEOUT_MS, 8 s by default), over Remix's default stream timeout:
  // past that Remix rejects what is still pending in the page's data, and the browser, hydrating
  // the results from it, would throw them away for an error page.
  await setFaults({ latency_ms: 5_500, endpoints: ["GET /api/reservation-query"] });
  const answer = await request.get(SEARCH, { timeout: 20_000 });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  expect(html).toContain('class="booking-results"');
  expect(html).not.toContain(LOOKING);
  expect(html).not.toContain("Unexpected Server Error");

  await page.goto(SEARCH, { timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.booking.title);
  await expect(page.locator(".solution").first()).toBeVisible();
});

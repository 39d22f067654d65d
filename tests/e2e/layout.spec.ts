import { expect, test } from "@playwright/test";
import { mockCalls, resetMock } from "./support/env";

// The site's frame: top bar, language switch, footer, embedding. Runs with JavaScript on and off.

test("the language switch stores the guest's choice, which then outranks ?lang", async ({ page }) => {
  await page.goto("/?o=carpathia-ro");
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
  await page.getByRole("navigation", { name: "Limba" }).getByRole("link", { name: "IT" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page).toHaveURL(/\/\?o=carpathia-ro$/);
  await page.goto("/?o=carpathia-ro&lang=en");
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name).sort()).toEqual(["lng"]);
});

test("the top bar names the hotel, its phone, and a book-now link that keeps o and a linked lang", async ({ page }) => {
  await page.goto("/?o=carpathia-ro&lang=en");
  const bar = page.locator("header.top-bar");
  await expect(bar.getByRole("link", { name: "Hotel Carpathia" })).toHaveAttribute("href", "/?o=carpathia-ro&lang=en");
  await expect(bar.getByRole("link", { name: /\+40 268 555 010/ })).toHaveAttribute("href", "tel:+40268555010");
  await expect(bar.locator(".top-bar__book")).toHaveAttribute("href", "/reservation-new?o=carpathia-ro&lang=en");
  await page.goto("/?o=carpathia-ro");
  await expect(bar.locator(".top-bar__book")).toHaveAttribute("href", "/reservation-new?o=carpathia-ro");
});

test("the footer shows the company, the consumer-protection links and the card logos when cards are taken", async ({ page }) => {
  await page.goto("/?o=carpathia-ro&lang=en");
  const footer = page.locator("footer");
  await expect(footer).toContainText("VAT number");
  await expect(footer.getByRole("link", { name: /Alternative dispute resolution/ })).toHaveAttribute("href", "https://anpc.ro/ce-este-sal/");
  await expect(footer.getByRole("link", { name: /Online dispute resolution/ })).toHaveAttribute("href", "https://ec.europa.eu/consumers/odr");
  await expect(footer.getByRole("img", { name: "Visa" })).toBeVisible();

  await page.goto("/?o=seaside");
  await expect(page.locator("footer").getByRole("img", { name: "Visa" })).toHaveCount(0);
});

test("embedded (embed=site) renders without the site chrome and may be framed only by the hotel's domains", async ({ page }) => {
  const response = await page.goto("/?o=carpathia-ro&embed=site&lang=en");
  expect(response?.status()).toBe(200);
  await expect(page.locator("header.top-bar")).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  expect(response?.headers()["content-security-policy"]).toBe("frame-ancestors 'self' https://carpathia-brasov.hoteliera.example https://carpathia-sinaia.hoteliera.example");

  const normal = await page.goto("/?o=carpathia-ro");
  expect(normal?.headers()["content-security-policy"]).toBe("frame-ancestors 'self'");
});

test("the top bar changes after scrolling 100 px", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name.includes("nojs"), "a JavaScript enhancement");
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto("/rooms?o=carpathia-ro");
  await expect(page.locator("header.top-bar")).not.toHaveClass(/top-bar--scrolled/);
  await page.evaluate(() => {
    document.body.style.minHeight = "3000px";
    window.scrollTo(0, 400);
  });
  await expect(page.locator("header.top-bar")).toHaveClass(/top-bar--scrolled/);
});

test("a warm page costs no upstream call: organisation and rooms come from the BFF cache", async ({ page }) => {
  await resetMock();
  await page.goto("/rooms?o=carpathia-ro&lang=en");
  const first = await mockCalls();
  await page.goto("/rooms?o=carpathia-ro&lang=en");
  await page.goto("/?o=carpathia-ro");
  expect(await mockCalls()).toEqual(first);
});

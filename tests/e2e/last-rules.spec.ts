/**
 * The last rules of the spec (issue 35, item 4; docs/decisions/036) in a real Chromium, with
 * JavaScript on (chromium-js) and off (chromium-nojs): the session reloaded after sign-in (the
 * PMS's e-mail and language win), Romanian dotted dates on the staff pages, no child age assumed
 * for a link naming children without ages, and the 404 page's partner logos from the
 * organisation's data (screenshots at 390 and 1280 px, en and ro, in reports/screenshots).
 */
import { expect, test, type Page } from "@playwright/test";
import booking from "../../app/locales/en/booking";
import enSite from "../../app/locales/en/site";
import roBooking from "../../app/locales/ro/booking";
import roSite from "../../app/locales/ro/site";
import { failOnPageErrors } from "./support/page-errors";
import { hotelSite, inDays, mockCalls, MOCK_URL, resetMock } from "./support/env";

failOnPageErrors();

test.beforeEach(async () => {
  await resetMock();
});

/** An account's language changed at the PMS, as the language switch on another device saves it. */
async function accountLanguageAtPms(email: string, password: string, language: string): Promise<void> {
  const signedIn = await fetch(`${MOCK_URL}/api/users/sessions`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const { session_token: token } = (await signedIn.json()) as { session_token: string };
  const saved = await fetch(`${MOCK_URL}/api/users/settings?session_token=${token}`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ settings: { language } }),
  });
  expect(saved.status).toBe(200);
  await fetch(`${MOCK_URL}/api/users/sessions/delete?session_token=${token}`);
}

async function signIn(page: Page, url: string, email: string, password: string) {
  await page.goto(url);
  await page.getByLabel(booking.account.email).fill(email);
  await page.getByLabel(booking.account.password).fill(password);
  await page.getByRole("button", { name: booking.account.submit }).click();
}

const dotted = (day: string) => day.split("-").reverse().join(".");

test("signing in on an English page as an account kept in Romanian: the page turns Romanian, the e-mail is the PMS's, not as typed", async ({ page }) => {
  await accountLanguageAtPms("guest@example.com", "guest-pass-1", "ro");
  await signIn(page, `${hotelSite("carpathia-ro")}/login?lang=en`, "GUEST@Example.COM", "guest-pass-1");
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
  await expect(page.locator(".top-bar__account")).toContainText("guest@example.com");
  await expect(page.locator(".top-bar__account")).not.toContainText("GUEST@Example.COM");
  await expect(page.getByText(roBooking.account.signedIn)).toBeVisible();
  expect((await mockCalls())["GET /api/users/sessions"]).toBeGreaterThanOrEqual(1);
  // The choice stays on this browser: the next page asked in English is still Romanian.
  await page.goto(`${hotelSite("carpathia-ro")}/rooms?lang=en`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
});

test("staff pages in Romanian show dotted dates (dd.MM.yyyy)", async ({ page }) => {
  await accountLanguageAtPms("staff@example.com", "staff-pass-1", "ro");
  await signIn(
    page,
    `${hotelSite("carpathia-ro")}/login?lang=en&redirectTo=${encodeURIComponent("/staff/search?q=Popescu")}`,
    "staff@example.com",
    "staff-pass-1",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
  await expect(page.locator("main")).toContainText(`${dotted(inDays(30))} → ${dotted(inDays(33))}`);
});

test("a link naming a child without an age searches nothing with an assumed 12: the age is asked, its select blank", async ({ page }) => {
  await page.goto(`${hotelSite("carpathia-ro")}/reservation-new?lang=ro&day_from=${inDays(20)}&day_to=${inDays(22)}&adults=2&children=1`);
  await expect(page.getByText(roBooking.booking.notify.specify_children_ages).first()).toBeVisible();
  await expect(page.locator('select[name="children_ages"]')).toHaveValue("");
  expect((await mockCalls())["GET /api/reservation-query"]).toBeUndefined();
});

for (const [language, texts] of [
  ["en", enSite],
  ["ro", roSite],
] as const) {
  test(`the 404 page in ${language} shows the organisation's partner logos, linked; Seaside names none`, async ({ page }, testInfo) => {
    const answer = await page.goto(`${hotelSite("carpathia-ro")}/pages/404?lang=${language}`);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: texts.errors.notFoundTitle })).toBeVisible();
    const partners = page.locator(".error-page__partners");
    await expect(partners.getByRole("heading", { name: texts.errors.partners })).toBeVisible();
    await expect(partners.getByRole("link", { name: "Booking.com" })).toHaveAttribute("href", "https://www.booking.com/");
    await expect(partners.getByRole("link", { name: "Expedia" })).toHaveAttribute("href", "https://www.expedia.com/");
    // The logos are drawn, through our media proxy.
    for (const name of ["Booking.com", "Expedia"]) {
      const logo = partners.getByRole("img", { name });
      await expect(logo).toHaveAttribute("src", /^\/media-proxy\/media\/partner-/);
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    }
    // Any unknown address is the same page.
    await page.goto(`${hotelSite("carpathia-ro")}/no/such/page?lang=${language}`);
    await expect(page.locator(".error-page__partners img")).toHaveCount(2);
    if (testInfo.project.use.javaScriptEnabled !== false) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto(`${hotelSite("carpathia-ro")}/pages/404?lang=${language}`);
        await expect
          .poll(() => partners.locator("img").evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0)))
          .toBe(true);
        await page.screenshot({ path: `reports/screenshots/404-partners-${language}-${width}.png`, fullPage: true });
      }
    }
    await page.goto(`${hotelSite("seaside")}/pages/404?lang=${language}`);
    await expect(page.getByRole("heading", { name: texts.errors.notFoundTitle })).toBeVisible();
    await expect(page.locator(".error-page__partners")).toHaveCount(0);
  });
}

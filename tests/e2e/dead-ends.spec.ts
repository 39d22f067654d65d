/**
 * No dead ends (issue 35, item 3), JavaScript on and off: no section heading without its content
 * (the home's rooms follow the organisation's rooms-slider setting); a check-in page whose PMS
 * hiccups keeps the guest's grant and offers to try again; a registered e-mail is never promised
 * a password reset the site cannot give (PASSWORD_RESET_URL is unset for this run).
 */
import { expect, test } from "@playwright/test";
import enBooking from "../../app/locales/en/booking";
import en from "../../app/locales/en/pages";
import roBooking from "../../app/locales/ro/booking";
import ro from "../../app/locales/ro/pages";
import { resetMock, setFaults } from "./support/env";
import { chooseButtons, demoStay, fillDetailsAndBook } from "./support/journeys";

const ORG = "carpathia-ro";
const PAGES = { en, ro } as const;
const BOOKING = { en: enBooking, ro: roBooking } as const;
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

const REGISTRATION_FORM = "GET /api/registration-form/{reservation_id}";

for (const lang of ["en", "ro"] as const) {
  test(`check-in (${lang}): a PMS hiccup keeps the grant and offers to try again, not the e-mail question`, async ({ page }) => {
    const texts = BOOKING[lang];
    await page.goto(`/reservation-search?res=100001&email=ana.popescu%40example.com&o=${ORG}&lang=${lang}`);
    await expect(page).toHaveURL(/\/reservations\/100001\?/);

    await setFaults({ status: 503, error_rate: 1, endpoints: [REGISTRATION_FORM] });
    const failed = await page.goto(`/reservation/100001?o=${ORG}&lang=${lang}`);
    expect(failed?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.checkin.title);
    await expect(page.getByRole("alert")).toHaveText(texts.checkin.unavailable);
    await expect(page.getByLabel(texts.booking.details.email, { exact: true })).toHaveCount(0);
    await expect(page.getByText(texts.reservation.lookupText.replace("{{id}}", "100001"))).toHaveCount(0);
    await expect(page.getByRole("link", { name: texts.checkin.back })).toHaveAttribute("href", `/reservations/100001?o=${ORG}&lang=${lang}`);

    // The PMS answers again: "Try again" opens the form with the same session.
    await setFaults({ status: 503, error_rate: 0, endpoints: null });
    await page.getByRole("link", { name: texts.checkin.tryAgain }).click();
    await expect(page.getByLabel(texts.booking.details.lastName, { exact: true })).toHaveValue("Popescu");
    await expect(page).toHaveURL(new RegExp(`/reservation/100001\\?o=${ORG}&lang=${lang}$`));
  });
}

for (const lang of ["en", "ro"] as const) {
  test(`booking (${lang}): a registered e-mail asks for the password and promises no reset without PASSWORD_RESET_URL`, async ({ page }) => {
    const texts = BOOKING[lang];
    await page.goto(`/reservation-new?o=${ORG}&lang=${lang}&${demoStay()}`);
    await chooseButtons(page).first().click();
    await expect(page).toHaveURL(/rate_plan_id=/);
    await fillDetailsAndBook(page, { first: "Gigi", last: "Guest", phone: "+40 722 000 222", email: "guest@example.com" });

    const sentence = page.locator("#inline-sign-in-text");
    await expect(sentence).toHaveText(texts.booking.details.alreadyRegistered.replace("{{email}}", "guest@example.com"));
    // Nothing to reset with: the sentence does not offer it, in words or as a link.
    await expect(sentence).not.toHaveText(/reset|resetați|restabl|reimpost/i);
    await expect(sentence.getByRole("link")).toHaveCount(0);
    await expect(page.getByLabel(texts.booking.details.password, { exact: true })).toBeVisible();
  });
}

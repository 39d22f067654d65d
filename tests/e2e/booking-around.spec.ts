import { expect, test } from "@playwright/test";
import en from "../../app/locales/en/booking";
import { payPalCharge } from "../../contracts/paypal";
import { formatMoney } from "../../app/booking/money";
import { failOnPageErrors } from "./support/page-errors";
import { demoStay, fillDetailsAndBook } from "./support/journeys";
import { inDays, mockCalls, resetMock, setFaults, type MockFaults } from "./support/env";

// The booking page after and around the booking (decision 023), with JavaScript on (chromium-js)
// and off (chromium-nojs): Back after booking, a party too big for its rooms, the PMS not
// answering, and PayPal's price and availability on the payment choice.

const texts = en.booking;
const BOOKINGS = "POST /api/reservations";
const SITE = "o=carpathia-ro&lang=en&location=101";
/** The flexible plan (11): 30 % at booking, 70 % seven days before arrival. */
const choiceUrl = () => `/reservation-new?${SITE}&${demoStay()}&room_types=1011:1&rate_plan_id=11&meal_id=2`;
const guest = (email: string) => ({ first: "Ana", last: "Popescu", phone: "+40 722 000 111", email });

failOnPageErrors();

test.beforeEach(async () => {
  await resetMock();
});

for (const [size, viewport] of [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const) {
  test(`Back after booking shows the booking made, not an empty form to book again (${size})`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto(choiceUrl());
    await fillDetailsAndBook(page, guest(`back.${size}@example.org`));
    await expect(page).toHaveURL(/\/reservations\/\d+/);
    const id = /\/reservations\/(\d+)/.exec(page.url())?.[1] ?? "?";

    await page.goBack();
    await expect(page).toHaveURL(/rate_plan_id=11/);
    await expect(page.getByRole("heading", { name: texts.booked.heading.replace("{{id}}", id) })).toBeVisible();
    await expect(page.locator('input[name="first_name"]')).toHaveCount(0);
    await expect(page.locator('button[name="intent"][value="book"]')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`booked-${size}.png`), fullPage: true });

    // A new search is one link away; the reservation's link keeps the site and the language.
    await expect(page.getByRole("link", { name: texts.booked.newSearch })).toHaveAttribute("href", "/reservation-new?o=carpathia-ro&lang=en");
    const see = page.getByRole("link", { name: texts.booked.see.replace("{{id}}", id) });
    await expect(see).toHaveAttribute("href", `/reservations/${id}?o=carpathia-ro&lang=en`);
    await see.click();
    await expect(page).toHaveURL(new RegExp(`/reservations/${id}\\?o=carpathia-ro&lang=en`));
    expect((await mockCalls())[BOOKINGS]).toBe(1);
  });
}

test("a party too big for the rooms asked is told so, with a search for more rooms that keeps the rest", async ({ page }, testInfo) => {
  // Brașov's rooms host 3 adults at most: 5 adults need 2 rooms.
  await page.goto(`/reservation-new?${SITE}&day_from=${inDays(20)}&day_to=${inDays(22)}&adults=5&rooms=1`);
  await expect(page.getByText(texts.results.tooBig.replace("{{rooms}}", "1"))).toBeVisible();
  await expect(page.getByText(texts.errors.noAvailability)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath("too-big.png"), fullPage: true });
  await page.getByRole("link", { name: texts.results.searchRooms.replace("{{count}}", "2") }).click();
  await expect(page).toHaveURL(/[?&]rooms=2(&|$)/);
  await expect(page).toHaveURL(new RegExp(`day_from=${inDays(20)}.*adults=5|adults=5.*day_from=${inDays(20)}`));
  await expect(page).toHaveURL(/lang=en/);
  await expect(page.getByRole("heading", { name: texts.results.heading })).toBeVisible();
  await expect(page.locator("article.solution").first()).toBeVisible();
});

test("the PMS not answering while booking is said as such, nothing is booked, everything typed stays, and Continue again books once", async ({
  page,
}, testInfo) => {
  await page.goto(choiceUrl());
  await setFaults({ status: 503, error_rate: 1, endpoints: [BOOKINGS] } as MockFaults);
  await fillDetailsAndBook(page, guest("unanswered@example.org"));

  const notice = page.locator(".details-form .booking-notice--error");
  await expect(notice).toContainText(texts.errors.unansweredHeading);
  const retry = texts.errors.unansweredRetry.replace("$t(booking.details.continue)", texts.details.continue);
  await expect(notice).toContainText(texts.errors.unansweredNothingBooked.replace("$t(booking.errors.unansweredRetry)", retry));
  await expect(notice).not.toContainText(texts.errors.problemsHeading);
  await expect(page.locator('input[name="first_name"]')).toHaveValue("Ana");
  await expect(page.locator('input[name="email"]')).toHaveValue("unanswered@example.org");
  await expect(page.locator('input[name="payment_method"][value="bank"]')).toBeChecked();
  await expect(page.locator('input[name="terms"]')).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath("unanswered.png"), fullPage: true });

  await setFaults({ error_rate: 0 });
  await page.locator('button[name="intent"][value="book"]').click();
  await expect(page).toHaveURL(/\/reservations\/\d+/);
  // Two posts of one form to the PMS, one of them refused: one reservation.
  expect((await mockCalls())[BOOKINGS]).toBe(2);
});

test("PayPal's surcharge and charge are on the payment choice before booking; without JavaScript PayPal is not offered", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await page.goto(choiceUrl());
  // The first payment as the schedule states it: "30% (1,234.00 RON) on booking".
  const firstPart = await page
    .locator(".chosen-offer li", { hasText: /RON\) on booking/ })
    .first()
    .textContent();
  const ron = Number(/\(([\d,.]+) RON\)/.exec(firstPart ?? "")?.[1]?.replace(/,/g, ""));
  expect(ron).toBeGreaterThan(0);
  // Carpathia: PayPal charges in EUR at × 1.03 — the reservation page's own computation.
  const charge = payPalCharge(ron, "RON", {
    settings: { currencies_fx: { RON: 1, EUR: 0.2 }, country_currency: "RON" },
    settings_financials: { payment: { paypal: { currency: "EUR", rate_multiplier: 1.03 } } },
  });
  const expected = texts.payment.paypalFee
    .replace("{{percent}}", "3")
    .replace("{{amount}}", formatMoney(charge!.amount, charge!.currency, "en"))
    .replace("{{first}}", texts.payment.paypalFirst);
  await expect(page.locator("#payment-paypal-price")).toContainText(expected);

  const paypal = page.locator('input[name="payment_method"][value="paypal"]');
  if (javaScriptEnabled) {
    await expect(paypal).toBeEnabled();
    await expect(page.getByText(texts.payment.paypalNeedsScript)).toHaveCount(0);
  } else {
    await expect(paypal).toBeDisabled();
    await expect(page.getByText(texts.payment.paypalNeedsScript)).toBeVisible();
  }
  await page.locator(".details-form__payment").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("paypal.png"), fullPage: true });
});

test("a room's photo in the results opens in the photo viewer, whose code loads on the click; without JavaScript the link is the room's photos page", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(`/reservation-new?${SITE}&${demoStay()}`);
  const photo = page.locator("a.solution__photo").first();
  const href = await photo.getAttribute("href");
  expect(href).toBeTruthy();
  if (javaScriptEnabled) {
    await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
    await photo.click();
    const dialog = page.getByRole("dialog", { name: "Photo viewer" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/reservation-new\?/);
  } else {
    // Nothing takes the click: the link opens the room's photos page (photo-viewer.spec.ts walks it).
    expect(href).toMatch(/^\/rooms\/photos\?/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
});

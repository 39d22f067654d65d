/**
 * One truth about money after booking (docs/decisions/026), in a real Chromium with JavaScript on and off, on
 * a phone (390 px) and a desktop (1280 px), in en, ro, es and it: a stay paid by transfer, card or
 * PayPal says "Paid in full" and offers nothing more to pay; a cancelled stay says what it cost;
 * card and PayPal chosen at booking lead straight to the payment; changes save where the guest is.
 */
import { expect, test, type Page } from "@playwright/test";
import en from "../../app/locales/en/booking";
import es from "../../app/locales/es/booking";
import it from "../../app/locales/it/booking";
import ro from "../../app/locales/ro/booking";
import { demoStay, chooseButtons } from "./support/journeys";
import { receivePayment, resetMock } from "./support/env";

const TEXTS = { en, ro, es, it } as const;
type Lang = keyof typeof TEXTS;

test.beforeEach(async () => {
  await resetMock();
});

const open = (page: Page, id: number, email: string, lang: Lang) =>
  page.goto(`/reservation-search?res=${id}&email=${encodeURIComponent(email)}&o=carpathia-ro&lang=${lang}`);

/** The card button, whatever the amount on it. */
const payNowByCard = (lang: Lang) => new RegExp(TEXTS[lang].reservation.payNowByCard.replace("{{amount}}", ".+"));

/** Nothing left to pay: the account says so, and no way to pay, no release warning, no card hint is offered. */
async function expectPaidInFull(page: Page, lang: Lang, method: string) {
  const texts = TEXTS[lang].reservation;
  await expect(page.getByTestId("payment-status")).toHaveText(texts.paymentDone);
  await expect(page.locator("#payment")).toHaveAttribute("data-account", "paid");
  await expect(page.locator("#payment")).toContainText(method);
  await expect(page.getByTestId("pay-reported")).toHaveCount(0);
  await expect(page.getByTestId("paypal")).toHaveCount(0);
  await expect(page.getByRole("button", { name: payNowByCard(lang) })).toHaveCount(0);
  await expect(page.getByTestId("release-note")).toHaveCount(0);
  await expect(page.locator("[data-urgent]")).toHaveCount(0);
}

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test("paid by bank transfer, in Spanish: Paid in full once the hotel has the money", async ({ page }) => {
      const texts = es.reservation;
      await open(page, 100005, "carmen.garcia@example.com", "es");
      // Before: the next payment on its date, and the release as the reservation's own deadline.
      await expect(page.getByTestId("next-payment")).toBeVisible();
      await expect(page.getByTestId("release-note")).toContainText(texts.releaseNote.slice(0, texts.releaseNote.indexOf("{{")).trim());
      await expect(page.getByTestId("pay-reported").locator('input[name="payment_method"]')).toHaveCount(1);
      await receivePayment(100005);
      await receivePayment(100005);
      await page.reload();
      await expectPaidInFull(page, "es", es.booking.payment.methods.bank);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });

    test("paid by card, in English: Paid in full, by card, with no hint left of a decline", async ({ page }) => {
      await open(page, 100003, "maria.ionescu@example.com", "en");
      // A first card is declined: the hint says so while the money is owed.
      await page.getByRole("button", { name: payNowByCard("en") }).click();
      await page.getByRole("button", { name: en.reservation.cardContinue }).click();
      await page.getByRole("button", { name: "Decline", exact: true }).click();
      await expect(page.getByTestId("card-error")).toHaveText(en.reservation.cardError.replace("{{card}}", "4111********1111"));
      await page.getByRole("button", { name: payNowByCard("en") }).click();
      await page.getByRole("button", { name: en.reservation.cardContinue }).click();
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: en.reservation.cardThanks })).toBeVisible();
      await expectPaidInFull(page, "en", en.booking.payment.methods.mobilpay);
      await expect(page.getByTestId("card-error")).toHaveCount(0);
    });

    test("paid with PayPal, in Italian: Paid in full, by PayPal", async ({ page }, testInfo) => {
      test.skip(testInfo.project.name.endsWith("nojs"), "PayPal's buttons are JavaScript");
      await open(page, 100004, "giulia.rossi@example.com", "it");
      const paypal = page.getByTestId("paypal");
      await paypal.getByRole("button", { name: it.reservation.payPal }).click();
      await paypal.getByRole("button", { name: "PayPal sandbox: approve" }).click();
      await expect(page.locator(".notification")).toContainText(it.reservation.paypalThanks);
      await expectPaidInFull(page, "it", "PayPal");
    });

    test("a cancelled non-refundable stay, in Romanian: the fee charged and what remains to pay; no calendar file", async ({ page }) => {
      const texts = ro.reservation;
      await open(page, 100003, "maria.ionescu@example.com", "ro");
      const fee = (await page.getByTestId("cancellation-fee").textContent())!.trim();
      await page.getByRole("link", { name: texts.cancel }).click();
      await page.getByRole("button", { name: texts.cancelConfirm }).click();
      await expect(page.locator("[data-status]")).toHaveText(texts.statuses.Canceled);
      const account = page.getByTestId("cancellation-account");
      // The figure the guest was shown before confirming, charged in full: nothing was paid, all of it remains.
      const charged = fee.replace(/^[^\d]*/, "").replace(/\.$/, "");
      await expect(account).toContainText(texts.money.cancellationFee);
      await expect(account).toContainText(charged);
      await expect(account).toContainText(texts.money.toPay);
      await expect(page.getByRole("link", { name: texts.calendar })).toHaveCount(0);
      await expect(page.getByRole("button", { name: payNowByCard("ro") })).toHaveCount(0);
    });

    test("a cancelled stay with its deposit paid, in English: free of charge, the deposit to be refunded", async ({ page }) => {
      const texts = en.reservation;
      await open(page, 100001, "ana.popescu@example.com", "en");
      await page.getByRole("link", { name: texts.cancel }).click();
      await page.getByRole("button", { name: texts.cancelConfirm }).click();
      const account = page.getByTestId("cancellation-account");
      await expect(account).toContainText(texts.money.free);
      await expect(account).toContainText(texts.money.toRefund);
      await expect(page.locator(".reservation-instalments")).toContainText(texts.money.notCharged);
    });
  });
}

/** Books the first offer of the demo stay, paying by `method`, and waits for the reservation page. */
async function bookPayingBy(page: Page, method: "mobilpay" | "paypal", email: string) {
  await page.goto(`/reservation-new?o=carpathia-ro&lang=en&location=101&${demoStay()}`);
  await chooseButtons(page).first().click();
  await expect(page).toHaveURL(/rate_plan_id=/);
  await page.locator('input[name="first_name"]').fill("Ana");
  await page.locator('input[name="last_name"]').fill("Plată");
  await page.locator('input[name="phone"]').fill("+40 722 000 333");
  await page.locator('input[name="email"]').fill(email);
  await page.locator(`input[name="payment_method"][value="${method}"]`).check();
  await page.locator('input[name="terms"]').check();
  await page.locator('button[name="intent"][value="book"]').click();
  await expect(page).toHaveURL(/\/reservations\/\d+/);
}

test.describe("paying right after booking", () => {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    test(`card chosen at booking: the provider's page is one button away (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await bookPayingBy(page, "mobilpay", `card.${width}@example.org`);
      const booked = page.locator("#booked");
      await expect(booked.getByRole("heading", { name: en.reservation.booked })).toBeVisible();
      await booked.getByRole("button", { name: en.reservation.cardContinue }).click();
      await expect(page.getByRole("heading", { name: "mobilPay sandbox" })).toBeVisible();
      await page.getByRole("button", { name: "Pay", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: en.reservation.cardThanks })).toBeVisible();
    });
  }

  test("PayPal chosen at booking: PayPal's buttons load at once", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name.endsWith("nojs"), "PayPal's buttons are JavaScript (and PayPal is not offered without it)");
    await bookPayingBy(page, "paypal", "paypal.now@example.org");
    const paypal = page.getByTestId("paypal");
    await paypal.getByRole("button", { name: "PayPal sandbox: approve" }).click();
    await expect(page.locator(".notification")).toContainText(en.reservation.paypalThanks);
  });
});

test.describe("changes saved where the guest is", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the arrival time and the note", async ({ page }, testInfo) => {
    const texts = en.reservation;
    await open(page, 100001, "ana.popescu@example.com", "en");
    const arrival = page.locator("#change-arrival-time");
    await arrival.getByLabel(texts.arrivalTime).fill("19:30");
    await arrival.getByRole("button", { name: texts.save }).click();
    if (testInfo.project.name.endsWith("nojs")) {
      // Without JavaScript the answer opens at the form the guest used.
      await expect(page).toHaveURL(/#change-arrival-time$/);
      await expect(page.locator(".notification")).toContainText(texts.saved);
    } else {
      // With it, the answer appears under the button and the page stays where it was.
      await expect(arrival.getByRole("status")).toHaveText(texts.saved);
      expect(page.url()).not.toContain("#");
    }
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(arrival.getByLabel(texts.arrivalTime)).toHaveValue("19:30");

    const note = page.locator("#change-note");
    await note.getByLabel(texts.note).fill("We arrive by train.");
    await note.getByRole("button", { name: texts.save }).click();
    await expect(testInfo.project.name.endsWith("nojs") ? page.locator(".notification") : note.getByRole("status")).toContainText(texts.saved);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.reload();
    await expect(page.locator("#change-note").getByLabel(texts.note)).toHaveValue("We arrive by train.");
    await expect(page.locator("#change-arrival-time").getByLabel(texts.arrivalTime)).toHaveValue("19:30");
  });
});

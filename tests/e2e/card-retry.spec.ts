/**
 * A card retry stays with the card (issue 49 item 6, docs/decisions/053), in a real Chromium with
 * JavaScript on and off, on a phone: the card button sits in the payment section under what it pays;
 * its post opens the provider's form in the same place (#card-payment), in view; a decline is told
 * there in the guest's words (never the provider's English), and not again while the retry's form
 * is ready; the retry pays and the stay reads paid in full.
 */
import { expect, test, type Page } from "@playwright/test";
import es from "../../app/locales/es/booking";
import it from "../../app/locales/it/booking";
import { resetMock } from "./support/env";

const TEXTS = { es, it } as const;
type Lang = keyof typeof TEXTS;

test.beforeEach(async () => {
  await resetMock();
});
test.use({ viewport: { width: 390, height: 844 } });

const payNowByCard = (lang: Lang) => new RegExp(TEXTS[lang].reservation.payNowByCard.replace("{{amount}}", ".+"));

/** The element's box lies inside the window: the guest sees it without scrolling. */
async function expectInView(page: Page, name: string) {
  const button = page.getByRole("button", { name });
  await expect(button).toBeVisible();
  const box = (await button.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y, `${name} is on screen (top)`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${name} is on screen (bottom)`).toBeLessThanOrEqual(height);
}

for (const lang of ["es", "it"] as const) {
  test(`declined, then retried and paid, the way on always where the guest looks (${lang})`, async ({ page }) => {
    // Two trips to the provider's page and back, each a full page load: at a load average of 18 the
    // trace shows every step done in 1-3 s, yet the whole journey with the browser's start past the
    // 30 s default (CI's one flake here, and 1 in 10 runs beside three helpers' work).
    test.slow();
    const texts = TEXTS[lang].reservation;
    await page.goto(`/reservation-search?res=100003&email=maria.ionescu%40example.com&o=carpathia-ro&lang=${lang}`);
    // The card button is in the payment section, under the next payment.
    const payment = page.locator("#payment");
    await expect(payment.getByRole("button", { name: payNowByCard(lang) })).toBeVisible();
    await payment.getByRole("button", { name: payNowByCard(lang) }).click();
    await expectInView(page, texts.cardContinue);
    await expect(payment.getByRole("button", { name: texts.cardContinue })).toHaveCount(1);
    await page.getByRole("button", { name: texts.cardContinue }).click();
    await page.getByRole("button", { name: "Decline", exact: true }).click();

    // Back from the provider: the decline in the guest's words, in the payment section, with the way to retry.
    const declined = payment.getByTestId("card-error");
    await expect(declined).toHaveText(texts.cardError.replace("{{card}}", "4111********1111"));
    await expect(page.getByText(/Card declined by the issuing bank/)).toHaveCount(0);
    await payment.getByRole("button", { name: payNowByCard(lang) }).click();
    // The retry's form is ready where the button was, in view; the old decline is not told again as news.
    await expectInView(page, texts.cardContinue);
    await expect(payment.getByTestId("card-error")).toHaveCount(0);
    await page.getByRole("button", { name: texts.cardContinue }).click();
    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: texts.cardThanks })).toBeVisible();
    await expect(page.getByTestId("payment-status")).toHaveText(texts.paymentDone);
    await expect(page.getByTestId("card-error")).toHaveCount(0);
  });
}

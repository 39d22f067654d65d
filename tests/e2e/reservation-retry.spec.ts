/**
 * Issue 51, item 6 (decision 055): the reservation page of a guest already let in (the session holds
 * the look-up grant) whose PMS fails to answer is a 503 that keeps the guest's access and offers to
 * try again — not the e-mail question, as the check-in page already does (decision 035). Es and it,
 * JavaScript on and off.
 */
import { expect, test } from "@playwright/test";
import esBooking from "../../app/locales/es/booking";
import itBooking from "../../app/locales/it/booking";
import { failOnPageErrors } from "./support/page-errors";
import { resetMock, setFaults } from "./support/env";

failOnPageErrors();

const ORG = "carpathia-ro";
const BOOKING = { es: esBooking, it: itBooking } as const;
// The page reads its reservation by code and e-mail (the grant's): lookupReservation, as the look-up does.
const RESERVATION = ["POST /api/locations/{location}"];

test.beforeEach(async () => {
  await resetMock();
});
test.afterEach(async () => {
  await setFaults({ status: 503, error_rate: 0, endpoints: null });
});

for (const lang of ["es", "it"] as const) {
  test(`reservation page (${lang}): a PMS hiccup keeps the grant and offers to try again, not the e-mail question`, async ({ page }) => {
    const texts = BOOKING[lang];
    await page.goto(`/reservation-search?res=100001&email=ana.popescu%40example.com&o=${ORG}&lang=${lang}`);
    await expect(page).toHaveURL(/\/reservations\/100001\?/);

    await setFaults({ status: 503, error_rate: 1, endpoints: RESERVATION });
    const failed = await page.goto(`/reservations/100001?o=${ORG}&lang=${lang}`);
    expect(failed?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.reservation.title.replace("{{id}}", "100001"));
    await expect(page.getByRole("alert")).toHaveText(texts.reservation.unavailableGranted);
    await expect(page.locator("input[type=email], input[name=email]")).toHaveCount(0);
    await expect(page.getByText(texts.reservation.lookupText.replace("{{id}}", "100001"))).toHaveCount(0);

    await setFaults({ status: 503, error_rate: 0, endpoints: null });
    await page.getByRole("link", { name: texts.checkin.tryAgain }).click();
    await expect(page).toHaveURL(new RegExp(`/reservations/100001\\?o=${ORG}&lang=${lang}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.reservation.title.replace("{{id}}", "100001"));
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.locator("main")).toContainText("Popescu");
  });
}

test("without the grant, a hiccup still asks for the e-mail (no retry offered)", async ({ page }) => {
  await setFaults({ status: 503, error_rate: 1, endpoints: RESERVATION });
  const answer = await page.goto(`/reservations/100001?o=${ORG}&lang=es`);
  expect(answer?.status()).toBe(404);
  await expect(page.locator("input[name=email]")).toHaveCount(1);
  await expect(page.getByRole("link", { name: esBooking.checkin.tryAgain })).toHaveCount(0);
});

/**
 * One way to tell a failure (issue 35 item 1), JavaScript on and off, en and ro: the PMS refusing
 * the arrival time shows its own words (not a lone dash); the PMS failing while saving it names the
 * arrival-time save (not "could not load the reservation"). With JavaScript a notification that
 * goes after 8 s; without it the same words at the form. What the guest typed stays in the field.
 */
import { expect, type Page, test } from "@playwright/test";
import enBooking from "../../app/locales/en/booking";
import enSite from "../../app/locales/en/site";
import roBooking from "../../app/locales/ro/booking";
import roSite from "../../app/locales/ro/site";
import { resetMock, setFaults } from "./support/env";

const ORG = "carpathia-ro";
const PATCH = "PATCH /api/reservations/{id}";
const TEXTS = { en: { ...enBooking, ...enSite }, ro: { ...roBooking, ...roSite } } as const;
// Markup in the PMS's words is shown as the characters it is.
const REFUSAL = { en: "Arrivals after 22:00 need a call to the <b>reception</b>", ro: "Sosirile după ora 22:00 se anunță telefonic la <b>recepție</b>" };

test.beforeEach(async () => {
  await resetMock();
});

/** Ana's reservation, opened by its code and e-mail. */
async function openReservation(page: Page, lang: "en" | "ro") {
  await page.goto(`/reservation-search?res=100001&email=ana.popescu%40example.com&o=${ORG}&lang=${lang}`);
  await expect(page).toHaveURL(/\/reservations\/100001\?/);
}

async function saveArrival(page: Page, lang: "en" | "ro", time: string, javaScriptEnabled: boolean) {
  const form = page.locator("#change-arrival-time");
  // With JavaScript, the page has hydrated (the form asks for an answer in place) before the click.
  if (javaScriptEnabled) await expect(form.locator('input[name="in_place"]')).toHaveCount(1);
  await form.getByLabel(TEXTS[lang].reservation.arrivalTime, { exact: true }).fill(time);
  await form.getByRole("button", { name: TEXTS[lang].reservation.save, exact: true }).click();
}

/** Where the failure is told: the notification with JavaScript, the form's own notice without. */
const toldAt = (page: Page, lang: "en" | "ro", javaScriptEnabled: boolean) =>
  javaScriptEnabled
    ? page.getByRole("region", { name: TEXTS[lang].site.notifications, exact: true }).getByRole("alert").locator("p")
    : page.locator("#change-arrival-time").getByRole("alert");

async function shoot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: false });
  }
}

for (const lang of ["en", "ro"] as const) {
  test(`reservation (${lang}): the PMS refusing the arrival time shows its own words, as text`, async ({ page, javaScriptEnabled }) => {
    const texts = TEXTS[lang];
    await openReservation(page, lang);
    await setFaults({ status: 422, error_rate: 1, message: REFUSAL[lang], endpoints: [PATCH] });
    await saveArrival(page, lang, "23:00", javaScriptEnabled);

    const told = toldAt(page, lang, javaScriptEnabled);
    await expect(told).toHaveText(`${texts.site.errorToast}. ${texts.site.failed.arrivalTime} ${REFUSAL[lang]}`);
    await expect(told.locator("b")).toHaveCount(0);
    await expect(page.getByText("—", { exact: true })).toHaveCount(0);
    await expect(page.getByText(texts.reservation.unavailable)).toHaveCount(0);
    await expect(page.locator("#arrival-time")).toHaveValue("23:00");
    if (!javaScriptEnabled) await expect(page).toHaveURL(/#change-arrival-time$/);
    await told.scrollIntoViewIfNeeded();
    await shoot(page, `refusal-${lang}-${javaScriptEnabled ? "js" : "nojs"}`);
  });

  test(`reservation (${lang}): the PMS failing names the arrival-time save, not the reservation's loading`, async ({ page, javaScriptEnabled }) => {
    const texts = TEXTS[lang];
    await openReservation(page, lang);
    await setFaults({ status: 500, error_rate: 1, endpoints: [PATCH] });
    await saveArrival(page, lang, "18:30", javaScriptEnabled);

    const told = toldAt(page, lang, javaScriptEnabled);
    await expect(told).toHaveText(`${texts.site.errorToast}. ${texts.site.failed.arrivalTime}`);
    await expect(page.getByText(texts.reservation.unavailable)).toHaveCount(0);
    await expect(page.locator("#arrival-time")).toHaveValue("18:30");
    await told.scrollIntoViewIfNeeded();
    await shoot(page, `failure-${lang}-${javaScriptEnabled ? "js" : "nojs"}`);

    // The PMS answers again: the same form saves.
    await setFaults({ error_rate: 0, endpoints: null, message: null });
    await saveArrival(page, lang, "18:30", javaScriptEnabled);
    if (javaScriptEnabled) await expect(page.locator("#change-arrival-time").getByRole("status")).toHaveText(texts.reservation.saved);
    else await expect(page.getByRole("status").filter({ hasText: texts.reservation.saved })).toBeVisible();
    await expect(page.locator("#arrival-time")).toHaveValue("18:30");
  });
}

test("the failure's notification goes after 8 s with JavaScript; without it the notice stays with the page", async ({ page, javaScriptEnabled }) => {
  if (javaScriptEnabled) await page.clock.install();
  await openReservation(page, "en");
  await setFaults({ status: 500, error_rate: 1, endpoints: [PATCH] });
  await saveArrival(page, "en", "19:00", javaScriptEnabled);
  const told = toldAt(page, "en", javaScriptEnabled);
  await expect(told).toBeVisible();
  if (javaScriptEnabled) {
    await page.clock.runFor(7_500);
    await expect(told).toBeVisible();
    await page.clock.runFor(600);
    await expect(told).toHaveCount(0);
  } else {
    // A page without JavaScript has no timer: the notice is the page's, until the guest moves on.
    await page.waitForTimeout(8_100);
    await expect(told).toBeVisible();
  }
});

for (const lang of ["en", "ro"] as const) {
  test(`check-in (${lang}): a failed save whose reload fails too keeps the form and what was typed`, async ({ page, javaScriptEnabled }) => {
    const texts = TEXTS[lang];
    await openReservation(page, lang);
    await page.goto(`/reservation/100001?o=${ORG}&lang=${lang}`);
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    const city = page.getByLabel(texts.checkin.city, { exact: true });
    await city.fill("Cluj-Napoca");
    await page.getByLabel(texts.checkin.dob, { exact: true }).fill("1988-03-14");
    await page.getByLabel(texts.checkin.citizenship, { exact: true }).selectOption("RO");
    await page.getByLabel(texts.checkin.country, { exact: true }).selectOption("RO");
    // With JavaScript the county becomes Romania's list at once; without, it is typed and checked.
    if (javaScriptEnabled) await page.getByLabel(texts.checkin.county, { exact: true }).selectOption("Cluj");
    else await page.getByLabel(texts.checkin.county, { exact: true }).fill("Cluj");
    await page.getByLabel(texts.checkin.address1, { exact: true }).fill("Str. Memorandumului 2");
    await page.getByLabel(texts.checkin.tripTypes.relaxation).check();
    await page.getByLabel(texts.checkin.idTypes.passport).check();
    await page.getByLabel(texts.checkin.idNumber, { exact: true }).fill("X1234567");

    await setFaults({
      status: 500,
      error_rate: 1,
      endpoints: ["PATCH /api/registration-form/{reservation_id}", "GET /api/registration-form/{reservation_id}"],
    });
    await page.getByRole("button", { name: texts.checkin.save, exact: true }).click();

    const told = javaScriptEnabled
      ? page.getByRole("region", { name: texts.site.notifications, exact: true }).getByRole("alert").locator("p")
      : page.locator("form.checkin-form").getByRole("alert").filter({ hasText: texts.site.errorToast });
    await expect(told).toHaveText(`${texts.site.errorToast}. ${texts.site.failed.checkin}`);
    await expect(city).toHaveValue("Cluj-Napoca");
    await expect(page.getByLabel(texts.checkin.idNumber, { exact: true })).toHaveValue("X1234567");
    await expect(page.getByLabel(texts.booking.details.lastName, { exact: true })).toHaveValue("Popescu");
    await expect(page.getByText(texts.checkin.unavailable)).toHaveCount(0);
  });
}

for (const lang of ["en", "ro"] as const) {
  test(`look-up (${lang}): the PMS not answering names the look-up and keeps the e-mail`, async ({ page, javaScriptEnabled }) => {
    const texts = TEXTS[lang];
    await page.goto(`/reservation-search?o=${ORG}&lang=${lang}`);
    if (javaScriptEnabled) await page.waitForLoadState("networkidle");
    await setFaults({ status: 503, error_rate: 1, endpoints: ["POST /api/locations/{location}"] });
    await page.getByLabel(texts.reservation.code, { exact: true }).fill("100001");
    await page.getByLabel(texts.booking.details.email, { exact: true }).fill("ana.popescu@example.com");
    await page.getByRole("button", { name: texts.reservation.lookupSubmit, exact: true }).click();

    const told = javaScriptEnabled
      ? page.getByRole("region", { name: texts.site.notifications, exact: true }).getByRole("alert").locator("p")
      : page.locator("form.reservation-lookup").getByRole("alert");
    await expect(told).toHaveText(`${texts.site.errorToast}. ${texts.site.failed.lookup}`);
    await expect(page.getByLabel(texts.booking.details.email, { exact: true })).toHaveValue("ana.popescu@example.com");
  });
}

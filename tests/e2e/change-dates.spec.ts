/**
 * Changing dates from the reservation page (issue 34 item 3, docs/decisions/045) in a real Chromium,
 * JavaScript on and off, at 390 and 1280 px, in en, ro, es and it: the guest picks new dates, sees
 * the new total, the difference and the fee, confirms, and the PMS records that total; a change the
 * PMS refuses is shown as refused, in its words, and changes nothing. SHOTS_DIR keeps screenshots.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import en from "../../app/locales/en/booking";
import es from "../../app/locales/es/booking";
import it from "../../app/locales/it/booking";
import ro from "../../app/locales/ro/booking";
import enDates from "../../app/locales/en/date-change";
import esDates from "../../app/locales/es/date-change";
import itDates from "../../app/locales/it/date-change";
import roDates from "../../app/locales/ro/date-change";
import { inDays, MOCK_URL, receivePayment, resetMock } from "./support/env";

const TEXTS = { en, ro, es, it } as const;
const DATES = { en: enDates, ro: roDates, es: esDates, it: itDates } as const;
type Lang = keyof typeof TEXTS;

test.beforeEach(async () => {
  await resetMock();
});

/** Ana's reservation (100001): Confirmed, flexible rate, arrives in 30 days for 3 nights, the deposit paid. */
const ANA = { id: 100001, email: "ana.popescu@example.com" };

/** The reservation as the PMS holds it (its own look-up, not the page). */
async function inPms(): Promise<{ day_from: string; day_to: string; financials: { rate: { price: number } } }> {
  const answer = await fetch(`${MOCK_URL}/api/locations/101`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ reservation_id: ANA.id, email: ANA.email }),
  });
  return answer.json() as never;
}

async function shoot(page: Page, name: string, project: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  // The window as the guest sees it (the sticky header, a notification), the dates' section in it.
  await page.locator("#change-dates").evaluate((section) => section.scrollIntoView({ block: "start" }));
  await page.screenshot({ path: `${dir}/${name}-${project}.png` });
}

/** Opens the page, asks for the new dates and waits for their preview. */
async function preview(page: Page, lang: Lang, dayFrom: string, dayTo: string) {
  const texts = DATES[lang];
  await page.goto(`/reservation-search?res=${ANA.id}&email=${encodeURIComponent(ANA.email)}&o=carpathia-ro&lang=${lang}`);
  const section = page.locator("#change-dates");
  await expect(section.getByRole("heading", { name: texts.heading })).toBeVisible();
  await section.getByLabel(texts.dayFrom).fill(dayFrom);
  await section.getByLabel(texts.dayTo).fill(dayTo);
  await section.getByRole("button", { name: texts.show }).click();
  await expect(page).toHaveURL(new RegExp(`day_from=${dayFrom}&day_to=${dayTo}.*lang=${lang}`));
  const shown = page.getByTestId("dates-preview");
  await expect(shown).toBeVisible();
  return shown;
}

for (const lang of ["en", "ro", "es", "it"] as const) {
  for (const width of [390, 1280] as const) {
    test(`${lang} at ${width} px: new dates, their total shown, confirmed, and the PMS records that total`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const texts = DATES[lang];
      const before = await inPms();
      // One night later and one night longer: four nights.
      const [dayFrom, dayTo] = [inDays(31), inDays(35)];
      const shown = await preview(page, lang, dayFrom, dayTo);
      await expect(shown.getByTestId("dates-fee")).toHaveText(TEXTS[lang].reservation.money.free);
      await expect(shown.getByTestId("dates-new-total")).not.toBeEmpty();
      await expect(shown.getByTestId("dates-difference")).toContainText(/\d/);
      const total = Number(await shown.locator('input[name="total"]').inputValue());
      expect(total).toBeGreaterThan(before.financials.rate.price);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page, `preview-${lang}-${width}`, testInfo.project.name);

      await shown.getByRole("button", { name: texts.confirm }).click();
      await expect(page.getByText(TEXTS[lang].reservation.datesChanged).first()).toBeVisible();
      const after = await inPms();
      expect(after).toMatchObject({ day_from: dayFrom, day_to: dayTo, financials: { rate: { price: total } } });
      // The page tells the new stay: its dates are the ones in the form again, nothing left to confirm.
      await expect(page.getByTestId("dates-preview")).toHaveCount(0);
      await expect(page.locator("#change-day-from")).toHaveValue(dayFrom);
      await shoot(page, `done-${lang}-${width}`, testInfo.project.name);
    });
  }
}

for (const lang of ["en", "ro", "es", "it"] as const) {
  test(`${lang}: a change the PMS refuses is shown as refused, in its words, and nothing changes`, async ({ page }, testInfo) => {
    const texts = DATES[lang];
    // Everything paid: two nights would cost less than what is paid, and a paid instalment cannot be moved.
    await receivePayment(ANA.id);
    const before = await inPms();
    const shown = await preview(page, lang, inDays(30), inDays(32));
    await shown.getByRole("button", { name: texts.confirm }).click();
    await expect(page.getByText("The new total is less than what is paid: paid instalments cannot be moved").first()).toBeVisible();
    expect(await inPms()).toMatchObject({ day_from: before.day_from, day_to: before.day_to, financials: { rate: { price: before.financials.rate.price } } });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await shoot(page, `refused-${lang}-${width}`, testInfo.project.name);
    }
  });
}

test("axe: the section, its preview, a date refused and the contact-the-hotel text have no serious violations", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "axe runs in the page: chromium-js only");
  const serious = async () =>
    (await new AxeBuilder({ page }).include("#change-dates").analyze()).violations
      .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
  await preview(page, "en", inDays(31), inDays(35));
  expect(await serious()).toEqual([]);
  // Its controls are tap targets of 24 × 24 px at least (decision 042), the link beside the button too.
  for (const control of [page.getByRole("link", { name: DATES.en.keep }), page.getByRole("button", { name: DATES.en.confirm })]) {
    const box = (await control.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }
  // Check-out before check-in: said at its field.
  await page.goto(page.url().replace(/day_to=[\d-]+/, `day_to=${inDays(29)}`));
  await expect(page.locator("#change-day-to-error")).toHaveText(DATES.en.errors.order);
  await expect(page.locator("#change-day-to")).toHaveAttribute("aria-invalid", "true");
  expect(await serious()).toEqual([]);
  // A non-refundable stay (100003) is not free to cancel: the guest is told to contact the hotel.
  await page.goto(`/reservation-search?res=100003&email=${encodeURIComponent("maria.ionescu@example.com")}&o=carpathia-ro&lang=en`);
  await expect(page.getByTestId("change-dates-contact")).toHaveText(DATES.en.contact);
  await expect(page.locator("#change-day-from")).toHaveCount(0);
  expect(await serious()).toEqual([]);
});

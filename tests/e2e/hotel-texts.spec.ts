import { expect, test, type Locator, type Page } from "@playwright/test";
import { failOnPageErrors } from "./support/page-errors";
import { demoStay } from "./support/journeys";
import { hotelSite, resetMock } from "./support/env";

// docs/decisions/025: the hotel's own texts in a language it did not write them
// in. Hotel Carpathia (`carpathia-ro`) wrote every text in Romanian and English only; a Spanish or
// Italian guest reads the English one, marked `lang="en"` (WCAG 2.1 SC 3.1.2), never a dash and
// never the Romanian one. Run with JavaScript on (chromium-js) and off (chromium-nojs).

const ORG = "carpathia-ro";

/** The hotel's names, as it wrote them in English and in Romanian (mocks/seed.ts, location 101). */
const EN = {
  rooms: ["Double room", "Twin room", "Family suite", "Single room"],
  plans: ["Flexible", "Non-refundable", "Breakfast included"],
  meals: ["Room only", "Bed and breakfast", "Half board"],
};
const RO = {
  rooms: ["Cameră dublă", "Cameră twin", "Apartament de familie", "Cameră single"],
  plans: ["Flexibil", "Nerambursabil", "Mic dejun inclus"],
  meals: ["Doar cazare", "Demipensiune"],
};

failOnPageErrors();

test.beforeEach(async () => {
  await resetMock();
});

/** Every element's whole text, as the page has it (also inside a closed "more rates" disclosure). */
const textsOf = (locator: Locator) => locator.allTextContents().then((texts) => texts.map((text) => text.trim()));

/** Each of `locator`'s elements is one of `names` and says it is English. */
async function expectEnglishNames(locator: Locator, names: string[], what: string) {
  const texts = await textsOf(locator);
  expect(texts.length, `${what}: some on the page`).toBeGreaterThan(0);
  for (const text of texts) expect(names, `${what}: "${text}"`).toContain(text);
  for (const lang of await locator.evaluateAll((elements) => elements.map((element) => element.getAttribute("lang")))) expect(lang, what).toBe("en");
}

async function expectNoRomanianName(page: Page) {
  const main = page.locator("main");
  for (const name of [...RO.rooms, ...RO.plans, ...RO.meals]) await expect(main, name).not.toContainText(name);
}

for (const lang of ["es", "it"] as const) {
  for (const width of [390, 1280] as const) {
    test(`offers in ${lang} at ${width} px: every room, rate and meal is named, in English and marked so — never "—"`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const response = await page.goto(`/reservation-new?o=${ORG}&lang=${lang}&${demoStay()}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const cards = page.locator("article.solution");
      await expect(cards.first()).toBeVisible();

      // "1 × Double room": our words around the hotel's name, which carries its own lang.
      const headings = await textsOf(page.locator(".solution__rooms"));
      expect(headings.length).toBeGreaterThan(1);
      for (const heading of headings) expect(heading).toMatch(/^\d+ × \S/);
      await expectEnglishNames(page.locator(".solution__rooms [lang]"), EN.rooms, "room");
      expect(await page.locator(".solution__rooms [lang]").count()).toBe(headings.length);
      await expectEnglishNames(page.locator(".rate-plan__name"), EN.plans, "rate plan");
      await expectEnglishNames(page.locator(".meal-price__meal"), EN.meals, "meal");
      await expect(page.locator("main")).not.toContainText("× —");
      await expectNoRomanianName(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), "no horizontal scroll").toBeLessThanOrEqual(width);
    });
  }

  test(`booking details in ${lang}: the chosen room, rate, meal, price lines, conditions and the hotel's own payment method in English, marked so`, async ({
    page,
  }) => {
    await page.goto(`/reservation-new?o=${ORG}&lang=${lang}&${demoStay()}`);
    await page.locator(".rate-plan__choose").first().click();
    await expect(page).toHaveURL(/rate_plan_id=/);
    // The plan paid at the hotel: its conditions and "Pay at reception", the hotel's own method.
    const url = new URL(page.url());
    url.searchParams.set("rate_plan_id", "13");
    url.searchParams.set("meal_id", "2");
    const response = await page.goto(url.href);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const chosen = page.locator(".chosen-offer");
    await expect(chosen).toBeVisible();

    await expect(chosen.locator(".chosen-offer__rooms")).toHaveText(/^1 × \S/);
    await expectEnglishNames(chosen.locator(".chosen-offer__rooms [lang]"), EN.rooms, "room");
    await expectEnglishNames(chosen.locator(".chosen-offer__plan [lang]"), ["Breakfast included"], "rate plan");
    await expectEnglishNames(chosen.locator(".offer__meal [lang]"), ["Bed and breakfast"], "meal");
    // The PMS's price lines and the rate's conditions: the English ones, not the Romanian ones.
    const lines = chosen.locator(".offer__facts li [lang]");
    expect(await textsOf(lines)).toEqual(expect.arrayContaining(["Accommodation, 3 nights", "Bed and breakfast", "Local tourist tax"]));
    const conditions = chosen.locator(".offer__policy p:not(.offer__policy-heading)");
    await expect(conditions).toHaveText([
      "Free cancellation until 14 days before arrival; after that 100% of the booking is charged.",
      "Payment: 100% on arrival.",
    ]);
    for (const condition of await conditions.all()) await expect(condition).toHaveAttribute("lang", "en");
    await expect(page.locator('label[for="payment-custom"]')).toHaveText("Pay at reception");
    await expect(page.locator('label[for="payment-custom"] [lang="en"]')).toHaveCount(1);
    await expect(page.locator(".payment-option:has(#payment-custom) .payment-option__hint")).toHaveAttribute("lang", "en");
    // Our own names of the other methods speak the page's language and carry no lang.
    await expect(page.locator('label[for="payment-bank"] [lang]')).toHaveCount(0);
    await expect(chosen).not.toContainText("× —");
    await expect(chosen.locator(".offer__meal")).not.toContainText("—");
    await expectNoRomanianName(page);
  });
}

test("the Italian policy page has the hotel's text, in English and marked so, under our Italian title", async ({ page }) => {
  const response = await page.goto(`/terms?o=${ORG}&lang=it`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termini e condizioni");
  const text = page.locator(".policy-page__text");
  await expect(text).toHaveAttribute("lang", "en");
  await expect(text).toContainText("A booking is final once the hotel confirms it by e-mail.");
  await expect(text).not.toContainText("—");
  await expect(text).not.toContainText("Rezervarea devine fermă");
});

test('the Spanish home and rooms show the hotel\'s English texts with lang="en", not its Romanian ones', async ({ page }) => {
  const home = await page.goto(`${hotelSite(ORG)}/?lang=es`);
  expect(home?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText("Stay in the historic heart of Brașov");
  await expect(title).toHaveAttribute("lang", "en");
  await expect(page.locator(".hero__lead")).toHaveAttribute("lang", "en");
  await expect(page.locator(".home-about__teaser")).toHaveAttribute("lang", "en");
  await expect(page.locator(".home-about__teaser")).toContainText("We are a small team from Brașov");
  await expect(page.locator("main")).not.toContainText("Cazare în centrul istoric");
  await expect(page.locator("main")).not.toContainText("Suntem o echipă mică");

  const rooms = await page.goto(`${hotelSite(ORG)}/rooms?lang=es`);
  expect(rooms?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const names = page.locator("article.room-card .room-card__name");
  await expect(names).toHaveText(EN.rooms);
  for (const name of await names.all()) await expect(name).toHaveAttribute("lang", "en");
  for (const description of await page.locator("article.room-card .room-card__description").all()) await expect(description).toHaveAttribute("lang", "en");
  await expectNoRomanianName(page);
  // Our own words stay Spanish and carry no lang of their own.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Habitaciones");
  await expect(page.locator("article.room-card .room-card__reserve").first()).toHaveText("Reservar ahora");
  await expect(page.locator("article.room-card .room-card__reserve[lang]")).toHaveCount(0);
});

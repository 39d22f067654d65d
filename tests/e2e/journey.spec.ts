import { expect, test, type Page } from "@playwright/test";
import en from "../../app/locales/en/booking";
import ro from "../../app/locales/ro/booking";
import { hotelSite, inDays, resetMock } from "./support/env";

// A guest's whole journey as docs/decisions/013 describes it: on a phone (390×844) and a desktop (1280×900),
// in ro and en, with JavaScript on (chromium-js) and off (chromium-nojs): the home page's search
// with a child → offers → a meal chosen within a rate plan → details → the confirmation.

const TEXTS = { en, ro } as const;
const SCREENS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } } as const;

test.beforeEach(async () => {
  await resetMock();
});

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));

/** The home page's search: dates, 2 adults and a child of 7 (without JavaScript the age is asked for after the first search). */
async function searchFromHome(page: Page, lang: "en" | "ro", javaScript: boolean) {
  const texts = TEXTS[lang].booking;
  // The hotel's own site, as a guest arriving from a search engine finds it.
  await page.goto(`${hotelSite("carpathia-ro")}/?lang=${lang}`);
  const form = page.locator("form.booking-search");
  // With JavaScript, type once the form is hydrated (its calendar button is there): a count typed
  // before would not grow the age selects.
  if (javaScript) await expect(form.getByRole("button", { name: texts.search.calendarOpen })).toBeVisible();
  await form.getByLabel(texts.search.dayFrom, { exact: true }).fill(inDays(21));
  await form.getByLabel(texts.search.dayTo, { exact: true }).fill(inDays(23));
  await form.getByLabel(texts.search.adults, { exact: true }).fill("2");
  await form.getByLabel(texts.search.children, { exact: true }).fill("1");
  if (javaScript) {
    // The age select appears as soon as there is a child, and is never cut off.
    const age = form.getByLabel(fill(texts.search.childAge, { number: 1 }));
    await age.selectOption("7");
    const box = await age.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    await form.getByRole("button", { name: texts.search.submit }).click();
  } else {
    // The ages wait folded under "Children's ages" (decision 022): the first search carries them.
    await form.locator("summary", { hasText: texts.search.childrenAges }).click();
    await form.getByLabel(fill(texts.search.childAge, { number: 1 })).selectOption("7");
    await form.getByRole("button", { name: texts.search.submit }).click();
  }
  await expect(page.getByRole("heading", { name: texts.results.heading })).toBeVisible();
  await expect(page).toHaveURL(/children_ages=7/);
}

for (const lang of ["ro", "en"] as const) {
  for (const [screen, viewport] of Object.entries(SCREENS)) {
    test(`home search with a child → offers → choose → details → confirmation (${lang}, ${screen})`, async ({ page, javaScriptEnabled }) => {
      const texts = TEXTS[lang].booking;
      await page.setViewportSize(viewport);
      await searchFromHome(page, lang, javaScriptEnabled);

      // One card per room, each with its rate plans; the summary line says what was searched.
      const cards = page.locator("article.solution");
      expect(await cards.count()).toBeGreaterThan(0);
      const firstPlan = cards.first().locator("form.rate-plan").first();
      await expect(firstPlan.locator(".badge").first()).toBeVisible();
      await expect(page.locator(".booking-summary")).toContainText(
        fill(texts.results.summary, { dayFrom: "", dayTo: "", nights: 2, adults: 2, children: 1, rooms: 1 }).split(" · ")[1]!,
      );
      if (screen === "phone") {
        // The search folds into the summary on a phone; the first "Choose" is on the first screen.
        await expect(page.locator("form.booking-search")).toBeHidden();
        await expect(firstPlan.locator(".rate-plan__choose")).toBeInViewport();
      }

      // The meal is a choice within the plan: take the second one, then "Choose".
      const meals = firstPlan.locator('input[name="meal_id"]');
      const mealCount = await meals.count();
      const meal = mealCount > 1 ? meals.nth(1) : meals.first();
      const mealId = await meal.getAttribute("value");
      if (mealCount > 1) await meal.check();
      await firstPlan.locator(".rate-plan__choose").click();
      await expect(page.getByRole("heading", { name: texts.details.heading })).toBeVisible();
      expect(new URL(page.url()).searchParams.get("meal_id")).toBe(mealId);

      // Continue with nothing filled: every problem listed, each a link to its field.
      await page.getByRole("button", { name: texts.details.continue }).click();
      const summary = page.locator(".error-summary");
      // In the order of the fields on the page, each naming its field (decision 040).
      await expect(summary.getByRole("link")).toHaveText([
        texts.notify.complete_name,
        texts.notify.complete_surname,
        texts.notify.complete_phone,
        texts.notify.complete_email,
        texts.errors.paymentMethod,
        texts.notify.complete_policy,
      ]);
      await expect(summary.getByRole("link", { name: texts.notify.complete_name })).toHaveAttribute("href", /^#/);
      await summary.getByRole("link", { name: texts.notify.complete_name }).click();
      await expect(page.getByLabel(texts.details.firstName, { exact: true })).toBeFocused();

      await page.getByLabel(texts.details.firstName, { exact: true }).fill("Ioana");
      await page.getByLabel(texts.details.lastName, { exact: true }).fill("Marin");
      await page.getByLabel(texts.details.phone, { exact: true }).fill("+40 722 000 222");
      await page.getByLabel(texts.details.email, { exact: true }).fill(`ioana.${lang}.${screen}@example.org`);
      await page.getByLabel(texts.payment.methods.bank, { exact: true }).check();
      await page.locator('input[name="terms"]').check();
      const total = (await page.locator(".details-bar__total strong").textContent())!;
      await page.getByRole("button", { name: texts.details.continue }).click();

      // The confirmation: what happened, the stay and its total, and what happens next.
      await expect(page).toHaveURL(/\/reservations\/\d+/);
      const welcome = page.locator(".booked-welcome");
      await expect(welcome.getByRole("heading", { name: TEXTS[lang].reservation.booked })).toBeVisible();
      await expect(welcome).toContainText(total);
      await expect(welcome).toContainText("RO66BTRLRONCRT0512345601");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
    });
  }
}

test("a coupon that does not apply says so next to the field, and one that does says so too", async ({ page }) => {
  const query = (code: string) => `/reservation-new?o=carpathia-ro&lang=en&day_from=${inDays(30)}&day_to=${inDays(32)}&adults=2&rooms=1&coupon_code=${code}`;
  await page.goto(query("NOPE"));
  await expect(page.locator(".coupon-result")).toHaveText(fill(en.booking.search.couponRejected, { code: "NOPE" }));
  await expect(page.getByLabel(en.booking.search.coupon)).toHaveValue("NOPE");
  await page.goto(query("WINTER10"));
  await expect(page.locator(".coupon-result")).toHaveText(fill(en.booking.search.couponApplied, { code: "WINTER10" }));
  await expect(page.locator(".offer__regular").first()).toBeVisible();
});

test("on a phone the summary's Edit opens the search form, which keeps the search", async ({ page }) => {
  await page.setViewportSize(SCREENS.phone);
  await page.goto(`/reservation-new?o=carpathia-ro&lang=en&day_from=${inDays(30)}&day_to=${inDays(32)}&adults=2&rooms=1`);
  await expect(page.locator("form.booking-search")).toBeHidden();
  await page.locator(".booking-summary__edit").click();
  await expect(page.locator("form.booking-search")).toBeVisible();
  await expect(page.getByLabel(en.booking.search.dayFrom, { exact: true })).toHaveValue(inDays(30));
});

test("with JavaScript, a calendar picks check-in then check-out into the form's own date fields", async ({ page, javaScriptEnabled }) => {
  await page.goto(`${hotelSite("carpathia-ro")}/?lang=en`);
  const form = page.locator("form.booking-search");
  const open = form.getByRole("button", { name: en.booking.search.calendarOpen });
  // Without JavaScript there is no calendar: the native date inputs are the way.
  await expect(open).toHaveCount(javaScriptEnabled ? 1 : 0);
  test.skip(!javaScriptEnabled, "the calendar is JavaScript's enhancement; the no-JavaScript path is asserted above");
  await open.click();
  const dayFrom = inDays(21);
  const dayTo = inDays(24);
  // The calendar's code comes when it is first opened: its month is on the screen before its days are counted.
  const caption = page.locator(".stay-calendar .rdp-caption_label");
  await expect(caption).toBeVisible();
  // Far enough ahead, the dates may be in a later month: move on, a month shown at a time, until the day is.
  const showMonthOf = async (day: string, steps: number) => {
    for (let step = 0; step < steps && (await page.locator(`.stay-calendar [data-day="${day}"]`).count()) === 0; step += 1) {
      const shown = (await caption.textContent())!;
      await page.locator(".stay-calendar .rdp-button_next").click();
      await expect(caption).not.toHaveText(shown);
    }
  };
  await showMonthOf(dayFrom, 3);
  await page.locator(`.stay-calendar [data-day="${dayFrom}"] button`).click();
  await expect(form.getByLabel(en.booking.search.dayFrom, { exact: true })).toHaveValue(dayFrom);
  await showMonthOf(dayTo, 2);
  await page.locator(`.stay-calendar [data-day="${dayTo}"] button`).click();
  await expect(form.getByLabel(en.booking.search.dayTo, { exact: true })).toHaveValue(dayTo);
  // Both picked: the calendar closes, and the search goes with the picked dates.
  await expect(page.locator(".stay-calendar")).toHaveCount(0);
  await form.getByRole("button", { name: en.booking.search.submit }).click();
  await expect(page).toHaveURL(new RegExp(`day_from=${dayFrom}&day_to=${dayTo}`));
});

test("each room leads with its cheapest rate; the others open under 'Other rates', with or without JavaScript", async ({ page }) => {
  await page.goto(`/reservation-new?o=carpathia-ro&lang=en&day_from=${inDays(30)}&day_to=${inDays(32)}&adults=2&rooms=1`);
  const card = page.locator("article.solution").first();
  const visibleRates = card.locator("form.rate-plan:visible");
  await expect(visibleRates).toHaveCount(1);
  const leading = Number((await card.locator("form.rate-plan").first().locator(".meal-price__total strong").first().textContent())!.replace(/[^\d.]/g, ""));
  const others = card.locator(".more-rates");
  await others.locator("summary").click();
  expect(await visibleRates.count()).toBeGreaterThan(1);
  const next = Number((await others.locator("form.rate-plan").first().locator(".meal-price__total strong").first().textContent())!.replace(/[^\d.]/g, ""));
  expect(next).toBeGreaterThanOrEqual(leading);
  // A rate from the list is chosen like the first.
  await others.locator(".rate-plan__choose").first().click();
  await expect(page.getByRole("heading", { name: en.booking.details.heading })).toBeVisible();
});

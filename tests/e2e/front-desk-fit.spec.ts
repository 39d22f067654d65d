/**
 * Issue 39, the rest of items 2 and 5, in a real Chromium, JavaScript on and off: the plan grid's
 * cells hold their words whole at 320, 390 and 1280 px in English, Romanian, Spanish and Italian
 * (the availability cell of a room type the PMS over-sells, "7/7 !"; "Free", "Liber", "Libera";
 * the day head "TODAY", "ASTĂZI"); its hint says what the grid does (it fits the screen and pages,
 * and scrolls only when a span typed in does not fit); the search, guests and reservation pages
 * and the calendar's month and week fit a phone. Photographs into SHOTS_DIR when set, else the
 * test's output folder.
 */
import { expect, test, type Page } from "@playwright/test";
import staffEn from "../../app/locales/en/staff";
import staffRo from "../../app/locales/ro/staff";
import staffEs from "../../app/locales/es/staff";
import staffIt from "../../app/locales/it/staff";
import { openIn, photograph, signInAsStaff } from "./support/front-desk";
import { failOnPageErrors } from "./support/page-errors";
import { inDays, resetMock } from "./support/env";

const texts = { en: staffEn.staff, ro: staffRo.staff, es: staffEs.staff, it: staffIt.staff };

failOnPageErrors();

test.beforeEach(async () => {
  await resetMock();
});

/**
 * The grid's words that do not fit their box: an element cut by its own box (ellipsis, hidden
 * overflow) or standing out of its cell. Stays' bars are left out: a guest's name is shortened
 * there on purpose, the whole name in the bar's title and its spoken text.
 */
async function cutWords(page: Page): Promise<string[]> {
  return page.locator(".plan-grid").evaluate((grid) => {
    const cut: string[] = [];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && !element.closest(".visually-hidden");
    };
    for (const cell of grid.querySelectorAll<HTMLElement>("thead th, tbody td")) {
      if (!shown(cell) || cell.classList.contains("plan-stay")) continue;
      const edge = cell.getBoundingClientRect();
      const where = `${cell.closest("tr")?.getAttribute("data-kind") ?? "head"} ${cell.getAttribute("data-day") ?? ""}: "${cell.innerText.replace(/\s+/g, " ").trim()}"`;
      for (const element of [cell, ...cell.querySelectorAll<HTMLElement>("*")]) {
        if (!shown(element) || element.classList.contains("visually-hidden")) continue;
        if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== "visible") {
          cut.push(`${where} cut by ${element.tagName.toLowerCase()}.${element.className}`);
        }
        const box = element.getBoundingClientRect();
        if (element !== cell && (box.left < edge.left - 0.5 || box.right > edge.right + 0.5)) {
          cut.push(`${where} stands out of its cell: ${element.tagName.toLowerCase()}.${element.className}`);
        }
      }
    }
    // A row's head wraps between words, never inside one ("Booking.co" above "m").
    for (const word of grid.querySelectorAll<HTMLElement>("tbody th a, tbody th .plan-kind")) {
      if (/^[^\s-]+$/.test(word.textContent ?? "") && word.getClientRects().length > 1) cut.push(`"${word.textContent}" broken over two lines`);
    }
    return cut;
  });
}

test("the plan grid's cells hold their words whole at 320, 390 and 1280 px: the over-sold '!', 'Free', 'Liber', 'Libera', 'TODAY', 'ASTĂZI'", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  await signInAsStaff(page, "/staff/plan");
  for (const lang of ["en", "ro", "es", "it"] as const) {
    const t = texts[lang].plan;
    await openIn(page, lang, `/staff/plan?location=101&day_from=${inDays(0)}`);
    // Room 108 is out of order and the PMS still sells it: its room type's cells say so.
    await expect(page.locator(".badge--conflict").first()).toBeAttached();
    for (const width of [1280, 1024, 600, 390, 320]) {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      const where = `${lang} at ${width} px`;
      await expect(page.locator(".plan-today-mark"), where).toBeVisible();
      await expect(page.locator(".badge--conflict").first(), where).toBeVisible();
      await expect(page.locator(".plan-free:visible").first(), where).toHaveText(t.freeCell);
      if ((lang === "en" || lang === "ro") && [1280, 390, 320].includes(width)) await photograph(page, `plan-fit-${lang}`, width, javaScriptEnabled);
      expect(await cutWords(page), where).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), where).toBe(0);
      // One scroll area at a time: the grid that fits the screen has no scrolling box of its own inside the page.
      expect(await page.locator(".plan-scroll").evaluate((box) => box.scrollHeight - box.clientHeight), where).toBeLessThanOrEqual(1);
    }
  }
});

test("the plan grid's hint says what it does: whole weeks that fit the screen, paged by the links; a span typed in may scroll", async ({ page }) => {
  await signInAsStaff(page, "/staff/plan");
  for (const lang of ["en", "ro"] as const) {
    const t = texts[lang].plan;
    await openIn(page, lang, `/staff/plan?location=101&day_from=${inDays(0)}`);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      await expect(page.locator(".plan-hint")).toHaveText(t.fitHint);
      expect(await page.locator(".plan-scroll").evaluate((box) => box.scrollWidth - box.clientWidth)).toBeLessThanOrEqual(1);
    }
    // Thirty-one days asked for do not fit: then, and only then, it says the grid scrolls.
    await openIn(page, lang, `/staff/plan?location=101&day_from=${inDays(0)}&days=31`);
    await expect(page.locator(".plan-hint")).toHaveText(t.scrollHint);
    expect(await page.locator(".plan-scroll").evaluate((box) => box.scrollWidth - box.clientWidth)).toBeGreaterThan(1);
  }
});

test("a guest found by her e-mail and her reservation fit a phone: the long address wraps in the heading, a phone number stays on one line", async ({
  page,
  javaScriptEnabled,
}) => {
  await signInAsStaff(page, "/staff");
  for (const lang of ["en", "ro"] as const) {
    for (const path of ["/staff/search?q=maria.ionescu%40example.com", "/staff/guests?query=0744+333+444", "/staff/reservations/100003"]) {
      await openIn(page, lang, path);
      for (const width of [390, 320]) {
        await page.setViewportSize({ width, height: 844 });
        const where = `${path} in ${lang} at ${width} px`;
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), where).toBe(0);
        // "+40 744 333 444" is read as one number: never "+40 744 333" above "444".
        const phones = page.getByText("+40 744 333 444", { exact: true });
        await expect(phones.first(), where).toBeVisible();
        for (const phone of await phones.all()) expect(await phone.evaluate((element) => element.getClientRects().length), where).toBe(1);
      }
      if (path.startsWith("/staff/search")) await photograph(page, `search-by-email-${lang}`, 390, javaScriptEnabled);
    }
  }
});

test("the calendar's month with its stays and its week fit 1280, 390 and 320 px, en and ro: the list and the grid hold the stay", async ({
  page,
  javaScriptEnabled,
}) => {
  // Reservation 100003 (Maria Ionescu) arrives in 14 days at Brașov (seed).
  const date = inDays(14);
  await signInAsStaff(page, "/staff/calendar");
  for (const lang of ["en", "ro"] as const) {
    for (const view of ["month", "week"] as const) {
      await openIn(page, lang, `/staff/calendar?location=101&view=${view}&date=${date}`);
      await expect(page.locator('.staff-calendar-list a[href*="/staff/reservations/100003"]')).toBeVisible();
      if (javaScriptEnabled && view === "month") await expect(page.locator('.rbc-event a[href*="/staff/reservations/100003"]').first()).toBeVisible();
      for (const width of [1280, 390, 320]) {
        await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
        const where = `${view} in ${lang} at ${width} px`;
        expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), where).toBe(0);
        // The week's seven days share the screen, as the plan grid's do: its stays in sight, not scrolled off.
        if (view === "week") expect(await page.locator(".week-timeline").evaluate((box) => box.scrollWidth - box.clientWidth), where).toBeLessThanOrEqual(1);
        if (width !== 320) await photograph(page, `calendar-${view}-with-stays-${lang}`, width, javaScriptEnabled);
      }
    }
  }
});

test("the header's search says its whole hint at 390 px, in every language: the placeholder fits its box", async ({ page }) => {
  await signInAsStaff(page, "/staff");
  for (const lang of ["en", "ro", "es", "it"] as const) {
    await openIn(page, lang, "/staff");
    await page.setViewportSize({ width: 390, height: 844 });
    const search = page.locator("#staff-search-q");
    await expect(search).toHaveAttribute("placeholder", texts[lang].search.placeholder);
    // The placeholder's width in the field's own font, against the room the field gives its text.
    const room = await search.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement("canvas").getContext("2d")!;
      context.font = style.font;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return inner - context.measureText(input.placeholder).width;
    });
    expect(room, `${lang}: “${texts[lang].search.placeholder}”`).toBeGreaterThanOrEqual(0);
  }
});

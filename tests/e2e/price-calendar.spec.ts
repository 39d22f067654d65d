/**
 * The price calendar (issue 34, item 2; decision 046), en, ro, es and it at 390 and 1280 px: with
 * JavaScript the search form's calendar shows under each check-in day the lowest total for the
 * guests and nights chosen, marks a day with nothing free and a day under a minimum stay, says each
 * in the day's name for a screen reader and in a legend, and picking two days searches them.
 * Without JavaScript there is no calendar: the page offers the nearest stays instead
 * (flexible-dates.spec.ts). Screenshots under /tmp/shots-h17/ (or SHOTS_DIR).
 */
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import en from "../../app/locales/en/booking";
import es from "../../app/locales/es/booking";
import it from "../../app/locales/it/booking";
import ro from "../../app/locales/ro/booking";
import enDocs from "../../app/locales/en/documents";
import esDocs from "../../app/locales/es/documents";
import itDocs from "../../app/locales/it/documents";
import roDocs from "../../app/locales/ro/documents";
import { inDays, MOCK_URL, resetMock } from "./support/env";
import { chooseButtons } from "./support/journeys";

const ORG = "carpathia-ro";
const TEXTS = { en, ro, es, it } as const;
const WORDS = { en: enDocs, ro: roDocs, es: esDocs, it: itDocs } as const;
const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-h17";
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));

/** The first Friday whose single night the PMS refuses for its length (a high-season weekend), with a Monday and Tuesday after it in its month. */
async function minStayFriday(): Promise<string> {
  for (let offset = 7; offset < 400; offset++) {
    const day = inDays(offset);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 5 || addDays(day, 4).slice(0, 7) !== day.slice(0, 7)) continue;
    const query = new URLSearchParams({
      location_id: "101",
      org_id: "1",
      day_from: day,
      day_to: addDays(day, 1),
      nights: "1",
      adults: "2",
      children: "0",
      rooms: "1",
    });
    if (!Array.isArray(await (await fetch(`${MOCK_URL}/api/reservation-query?${query}`)).json())) return day;
  }
  throw new Error("no high-season Friday within 400 days");
}

test.beforeEach(async () => {
  await resetMock();
});

for (const lang of ["en", "ro", "es", "it"] as const) {
  for (const width of [390, 1280] as const) {
    test(`price calendar (${lang}, ${width} px): totals under the days, a closed day and a minimum stay marked and said, two clicks search them`, async ({
      page,
      javaScriptEnabled,
    }) => {
      const texts = TEXTS[lang].booking.search;
      const words = WORDS[lang].documents.priceCalendar;
      await page.setViewportSize({ width, height: 1000 });
      const friday = await minStayFriday();
      const monday = addDays(friday, 3);
      const tuesday = addDays(friday, 4);
      // Monday's night closed at Brașov: a one-night stay from Monday has nothing free.
      const closed = await fetch(`${MOCK_URL}/__mock/inventory`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ location_id: 101, day_from: monday, day_to: tuesday, rooms: 0 }),
      });
      expect(closed.status).toBe(200);
      // Three adults: a party of this spec's own, so no month another spec's calendar left in the site's cache (decision 046) is read.
      await page.goto(`/reservation-new?o=${ORG}&lang=${lang}&day_from=${tuesday}&day_to=${addDays(tuesday, 1)}&adults=3&location=101`);
      const open = page.locator("form.booking-search").getByRole("button", { name: texts.calendarOpen });
      if (!javaScriptEnabled) {
        // Without JavaScript: no calendar, the native dates and the offers (or the nearest stays) are the way.
        await expect(open).toHaveCount(0);
        await expect(chooseButtons(page).first()).toBeVisible();
        return;
      }
      // On a phone the form is folded into the search's summary line once there are results.
      if (width === 390) await page.locator(".booking-summary__edit").click();
      await open.click();
      const calendar = page.locator(".stay-calendar");
      await expect(calendar.locator(".stay-calendar__legend [role=status]")).toHaveText(fill(words.legend, { count: 1 }));
      const dayButton = (day: string) => calendar.locator(`[data-day="${day}"] button`);
      const dayMark = (day: string) => calendar.locator(`[data-day="${day}"] .stay-calendar__mark`);
      // Friday: a high-season weekend night, at least 2 nights; Monday: nothing free; Tuesday: its total.
      await expect(dayButton(friday)).toHaveAttribute("aria-label", new RegExp(`${fill(words.minStay, { count: 2 })}$`));
      await expect(dayMark(friday)).toHaveAttribute("data-mark", "2+");
      await expect(dayButton(monday)).toHaveAttribute("aria-label", new RegExp(`${words.closed}$`));
      await expect(dayMark(monday)).toHaveAttribute("data-mark", "—");
      const priced = await dayButton(tuesday).getAttribute("aria-label");
      expect(priced).toMatch(new RegExp(`${fill(words.price, { price: "" })}.*\\d.*RON$`));
      // The figure the guest sees is said in the day's name too.
      const figure = (await dayMark(tuesday).textContent()) ?? "";
      expect(figure).toMatch(/^\d[\d.,\s\u00a0\u202f]*$/);
      expect(priced).toContain(figure);
      // Within the window at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The stay chosen is drawn in the site's colour (--accent), not the calendar library's own blue.
      await expect(calendar.locator(".rdp-range_start .rdp-day_button")).toHaveCSS("background-color", "rgb(15, 92, 77)");
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/price-calendar-${lang}-${width}-js.png`, fullPage: false });
      const axe = await new AxeBuilder({ page }).include(".stay-calendar").analyze();
      const serious = axe.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(" | ")}`)).toEqual([]);
      // The keyboard moves between days, their names say the same.
      await dayButton(tuesday).focus();
      await page.keyboard.press("ArrowLeft");
      await expect(page.locator(":focus")).toHaveAttribute("aria-label", new RegExp(`${words.closed}$`));
      // Tuesday to Wednesday: the search runs with them, and Tuesday's total is an offer's.
      await dayButton(tuesday).click();
      await dayButton(addDays(tuesday, 1)).click();
      await page.locator("form.booking-search").getByRole("button", { name: texts.submit }).click();
      await expect(page).toHaveURL(new RegExp(`day_from=${tuesday}&day_to=${addDays(tuesday, 1)}`));
      await expect(chooseButtons(page).first()).toBeVisible();
    });
  }
}

/**
 * Flexible dates (issue 34, item 1; decision 046), JavaScript on and off, at 390 and 1280 px, in
 * en, ro, es and it: a search with nothing free offers the nearest stays that can be booked, each
 * with its total, and one click runs that search with the party kept and a bookable offer. A
 * minimum-stay refusal offers stays of the length the PMS asks. And issue 34's two findings (item
 * 5): the offers' photo links name the room in words, and a booking the PMS refuses for capacity
 * after the search links to the search with more rooms. Screenshots under /tmp/shots-h17/ (or
 * SHOTS_DIR) for a person to look at.
 */
import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import en from "../../app/locales/en/booking";
import es from "../../app/locales/es/booking";
import it from "../../app/locales/it/booking";
import ro from "../../app/locales/ro/booking";
import { inDays, MOCK_URL, resetMock, setFaults } from "./support/env";
import { chooseButtons, fillDetailsAndBook } from "./support/journeys";

const ORG = "carpathia-ro";
const TEXTS = { en, ro, es, it } as const;
const LANGS = ["en", "ro", "es", "it"] as const;
const WIDTHS = [390, 1280] as const;
const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-h17";

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ""));

async function mockPost(path: string, body: unknown): Promise<unknown> {
  const answer = await fetch(`${MOCK_URL}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (!answer.ok) throw new Error(`mock ${path} answered ${answer.status}: ${await answer.text()}`);
  return answer.json();
}

/** Brașov sold out for the nights `from`…`to` (check-out day excluded), until the next reset. */
const closeBrasov = (from: string, to: string) => mockPost("/__mock/inventory", { location_id: 101, day_from: from, day_to: to, rooms: 0 });

test.beforeEach(async () => {
  await resetMock();
});

/** axe's serious and critical findings on the page as it is, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

async function shoot(page: Page, name: string, width: number, javaScript: boolean) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${width}-${javaScript ? "js" : "nojs"}.png`, fullPage: true });
}

LANGS.forEach((lang, langIndex) => {
  WIDTHS.forEach((width, widthIndex) => {
    test(`nothing free (${lang}, ${width} px): the nearest bookable stays with their totals, one click to offers, the party kept`, async ({
      page,
      javaScriptEnabled,
    }) => {
      const texts = TEXTS[lang].booking.results;
      await page.setViewportSize({ width, height: 900 });
      // A day of its own per test: the site keeps alternatives for a minute, the mock is reset between tests.
      const day = inDays(40 + 10 * (langIndex * WIDTHS.length + widthIndex));
      await closeBrasov(day, inDays(40 + 10 * (langIndex * WIDTHS.length + widthIndex) + 2));
      const query = new URLSearchParams({
        o: ORG,
        lang,
        day_from: day,
        day_to: inDays(40 + 10 * (langIndex * WIDTHS.length + widthIndex) + 2),
        adults: "2",
        children: "1",
        children_ages: "6",
        location: "101",
      });
      await page.goto(`/reservation-new?${query}`);
      await expect(page.getByText(TEXTS[lang].booking.errors.noAvailability)).toBeVisible();
      await expect(chooseButtons(page)).toHaveCount(0);
      const section = page.locator("section.booking-alternatives");
      await expect(section.getByRole("heading", { name: texts.alternativesHeading })).toBeVisible();
      await expect(section.getByText(texts.alternativesText)).toBeVisible();
      const links = section.getByRole("link");
      await expect(links).toHaveCount(3);
      // Within the window at this width: no sideways scroll.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page, `no-availability-${lang}`, width, javaScriptEnabled);
      // axe runs in the page (JavaScript's); without it the markup is the same.
      if (javaScriptEnabled) expect(await seriousViolations(page)).toEqual([]);

      const first = links.first();
      const label = (await first.textContent()) ?? "";
      const nightsWord = fill(texts.alternativeStay, { dayFrom: "", dayTo: "", nights: 2, price: "" }).split("·")[1]!.trim();
      expect(label).toContain(nightsWord);
      const total = label
        .split("·")
        .at(-1)!
        .replace(/^[^:]*:\s*/, "")
        .trim();
      expect(total).toMatch(/\d/);
      await first.click();
      // The nearest free stay (two days earlier: the day before overlaps the closed nights), the party kept.
      await expect(page).toHaveURL(new RegExp(`day_from=${inDays(40 + 10 * (langIndex * WIDTHS.length + widthIndex) - 2)}`));
      const url = new URL(page.url());
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        o: ORG,
        lang,
        adults: "2",
        children: "1",
        children_ages: "6",
        location: "101",
        day_to: day,
      });
      // Bookable: offers to choose from, the cheapest at the total the link showed.
      await expect(chooseButtons(page).first()).toBeVisible();
      await expect(page.locator("main").getByText(total, { exact: false }).first()).toBeVisible();
      await chooseButtons(page).first().click();
      await expect(page).toHaveURL(/rate_plan_id=/);
      await expect(page.locator('input[name="first_name"]')).toBeVisible();
    });
  });
});

/** The first Friday whose single night the PMS refuses for its length (a high-season weekend). */
async function minStayFriday(): Promise<string> {
  for (let offset = 7; offset < 400; offset++) {
    const day = inDays(offset);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() !== 5) continue;
    const query = new URLSearchParams({
      location_id: "101",
      org_id: "1",
      day_from: day,
      day_to: inDays(offset + 1),
      nights: "1",
      adults: "2",
      children: "0",
      rooms: "1",
    });
    if (!Array.isArray(await (await fetch(`${MOCK_URL}/api/reservation-query?${query}`)).json())) return day;
  }
  throw new Error("no high-season Friday within 400 days");
}

for (const lang of ["en", "ro"] as const) {
  test(`a minimum-stay refusal (${lang}): stays of the nights the PMS asks, the same check-in among them, one click to offers`, async ({ page }) => {
    const texts = TEXTS[lang].booking.results;
    const friday = await minStayFriday();
    const sunday = new Date(Date.parse(`${friday}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
    const saturday = new Date(Date.parse(`${friday}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/reservation-new?o=${ORG}&lang=${lang}&day_from=${friday}&day_to=${saturday}&adults=2&location=101`);
    await expect(page.getByText(fill(texts.minStay, { count: 2 }))).toBeVisible();
    const links = page.locator("section.booking-alternatives").getByRole("link");
    await expect(links).toHaveCount(3);
    const sameDay = links.nth(1);
    await expect(sameDay).toHaveAttribute("href", new RegExp(`day_from=${friday}&day_to=${sunday}`));
    await sameDay.click();
    await expect(chooseButtons(page).first()).toBeVisible();
  });
}

for (const lang of ["en", "es", "it"] as const) {
  test(`the offers' photo links name the room in words (${lang}), never [object Object]`, async ({ page }) => {
    await page.goto(`/reservation-new?o=${ORG}&lang=${lang}&day_from=${inDays(20)}&day_to=${inDays(22)}&adults=2&location=101`);
    const photoLinks = page.locator("a.solution__photo");
    await expect(photoLinks.first()).toBeVisible();
    const prefix = fill(TEXTS[lang].booking.results.photos, { name: "", count: "" }).split(" ")[0]!;
    for (const link of await photoLinks.all()) {
      const name = (await link.textContent()) ?? "";
      expect(name).not.toContain("[object Object]");
      expect(name).toContain(prefix);
      expect(name).toMatch(/\p{L}{3,}.*\(\d+\)/u);
    }
  });
}

for (const lang of ["en", "ro"] as const) {
  test(`a booking the PMS refuses for capacity after the search (${lang}): why, and the more-rooms link to the same stay`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const texts = TEXTS[lang].booking;
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`/reservation-new?o=${ORG}&lang=${lang}&day_from=${inDays(25)}&day_to=${inDays(27)}&adults=2&children=1&children_ages=5&location=101`);
    await chooseButtons(page).first().click();
    await expect(page).toHaveURL(/rate_plan_id=/);
    await setFaults({ error_rate: 1, status: 422, endpoints: ["POST /api/reservations"], message: "These rooms do not host 2 adults and 1 children" });
    await mockPost("/__mock/faults", { code: "capacity" });
    await fillDetailsAndBook(page, { first: "Ana", last: "Popescu", phone: "+40 722 000 444", email: "ana.capacity@example.org" });
    const summary = page.locator(".error-summary");
    await expect(summary).toContainText(texts.errors.capacity);
    const more = summary.getByRole("link", { name: fill(texts.results.searchRooms, { count: 2 }) });
    await expect(more).toBeVisible();
    await shoot(page, `capacity-refused-${lang}`, 390, javaScriptEnabled);
    await setFaults({ error_rate: 0, endpoints: null });
    await mockPost("/__mock/faults", { code: null });
    await more.click();
    await expect(page).toHaveURL(/rooms=2/);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ o: ORG, adults: "2", children: "1", children_ages: "5", day_from: inDays(25), rooms: "2" });
    await expect(chooseButtons(page).first()).toBeVisible();
  });
}

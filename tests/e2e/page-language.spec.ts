/**
 * Issue 40, item 1 (a language is its texts and one row): what used to come from the two tables
 * kept out of the row is still in the page's language, JavaScript on and off.
 *
 * - A failure page's `<title>`, told by the server: the unknown path (the 404 route's own data), an
 *   unknown hotel and a malformed parameter (the root's failure data), a 404 thrown without failure
 *   data (a reservation id that is none: the root's titles), and the PMS not answering (503), in
 *   each language; after a client-side navigation too, in Romanian and Italian.
 * - The calendars' month and button names, loaded with each calendar: the stay's dates on the
 *   booking page in Italian and Romanian, the staff's date picker and month grid in Italian.
 */
import { expect, test, type Page } from "@playwright/test";
import en from "../../app/locales/en/error-titles";
import es from "../../app/locales/es/error-titles";
import it from "../../app/locales/it/error-titles";
import ro from "../../app/locales/ro/error-titles";
import bookingIt from "../../app/locales/it/booking";
import bookingRo from "../../app/locales/ro/booking";
import staffIt from "../../app/locales/it/staff";
import widgetsIt from "../../app/locales/it/widgets";
import { openIn, signInAsStaff } from "./support/front-desk";
import { inDays, resetMock, setFaults } from "./support/env";

const TITLES = { en, ro, es, it } as const;
const ORG = "carpathia-ro";
const HOTEL = "Hotel Carpathia";

/** A month's name in a language as the browser's Intl says it (react-day-picker's come from date-fns). */
const monthName = (intl: string, day: string) => new Intl.DateTimeFormat(intl, { month: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

test.beforeEach(async () => {
  await resetMock();
});

test.afterEach(async () => {
  await resetMock();
});

for (const lang of Object.keys(TITLES) as Array<keyof typeof TITLES>) {
  test(`failure titles in ${lang}: 404, 400 and 503, with the hotel and without`, async ({ page }) => {
    const titles = TITLES[lang];
    // The 404 route: inside the hotel's site, so its name follows.
    expect((await page.goto(`/no/such/page?o=${ORG}&lang=${lang}`))?.status()).toBe(404);
    await expect(page).toHaveTitle(`${titles.notFoundTitle} · ${HOTEL}`);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    // No hotel of that name: the root's own failure, its data telling the title.
    expect((await page.goto(`/?o=no-such-hotel&lang=${lang}`))?.status()).toBe(404);
    await expect(page).toHaveTitle(titles.notFoundTitle);
    // A malformed parameter.
    expect((await page.goto(`/?o=${ORG}&location=12ab&lang=${lang}`))?.status()).toBe(400);
    await expect(page).toHaveTitle(titles.badRequestTitle);
    // A 404 thrown with no failure data of its own (a reservation id that is none): the root's titles.
    expect((await page.goto(`/reservations/abc?o=${ORG}&lang=${lang}`))?.status()).toBe(404);
    await expect(page).toHaveTitle(titles.notFoundTitle);
    // The PMS not answering, for a location never loaded before (no cached copy stands in).
    await setFaults({ down: true });
    expect((await page.goto(`/hotel/${900000 + Math.floor(Math.random() * 99999)}?o=${ORG}&lang=${lang}`))?.status()).toBe(503);
    await expect(page).toHaveTitle(titles.unavailableTitle);
  });
}

/** Goes to `path` as a link of the site would: a client-side navigation with JavaScript, a page load without. */
async function follow(page: Page, path: string, javaScriptEnabled: boolean): Promise<void> {
  if (!javaScriptEnabled) {
    await page.goto(path);
    return;
  }
  await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  await page.evaluate((to) => (window as unknown as { __remixRouter: { navigate: (to: string) => Promise<void> } }).__remixRouter.navigate(to), path);
  await expect(page).toHaveURL(path);
  // Client-side: no document was loaded for it.
  expect(documents).toEqual([]);
}

for (const lang of ["ro", "it"] as const) {
  test(`failure titles in ${lang} after following a link: the unknown path, an unknown reservation, an unknown location`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const titles = TITLES[lang];
    await page.goto(`/rooms?o=${ORG}&lang=${lang}`);
    await follow(page, `/no/such/page?o=${ORG}&lang=${lang}`, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles.notFoundTitle);
    await expect(page).toHaveTitle(`${titles.notFoundTitle} · ${HOTEL}`);

    await page.goto(`/rooms?o=${ORG}&lang=${lang}`);
    await follow(page, `/reservations/abc?o=${ORG}&lang=${lang}`, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles.notFoundTitle);
    await expect(page).toHaveTitle(titles.notFoundTitle);

    // A location the hotel does not have: the root's own loader fails (its data tells the title).
    await page.goto(`/rooms?o=${ORG}&lang=${lang}`);
    await follow(page, `/hotel/999999?o=${ORG}&lang=${lang}`, javaScriptEnabled);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles.notFoundTitle);
    await expect(page).toHaveTitle(titles.notFoundTitle);
  });
}

const STAY_CALENDARS = [
  { lang: "it", intl: "it-IT", open: bookingIt.booking.search.calendarOpen, next: "Vai al mese successivo" },
  { lang: "ro", intl: "ro-RO", open: bookingRo.booking.search.calendarOpen, next: "Mergi la luna următoare" },
] as const;

for (const { lang, intl, open, next } of STAY_CALENDARS) {
  test(`the stay's calendar names its months and buttons in ${lang}`, async ({ page, javaScriptEnabled }) => {
    const dayFrom = inDays(12);
    await page.goto(`/reservation-new?o=${ORG}&lang=${lang}&day_from=${dayFrom}&day_to=${inDays(14)}&adults=2&location=101`);
    const form = page.locator("form.booking-search");
    if (!javaScriptEnabled) {
      // Without JavaScript the native date fields are the way, and there is no calendar to open.
      await expect(form.locator('input[name="day_from"]')).toHaveAttribute("type", "date");
      await expect(form.getByRole("button", { name: open })).toHaveCount(0);
      return;
    }
    await page.setViewportSize({ width: 1280, height: 1000 });
    await form.getByRole("button", { name: open }).click();
    const calendar = page.locator(".stay-calendar");
    await expect(calendar.locator(".rdp-caption_label")).toContainText(monthName(intl, dayFrom));
    await expect(calendar.getByRole("button", { name: next })).toBeVisible();
    await expect(calendar.getByRole("button", { name: "Go to the Next Month" })).toHaveCount(0);
  });
}

test("the staff's date picker and month grid name their months in Italian", async ({ page, javaScriptEnabled }) => {
  const day = inDays(0);
  await signInAsStaff(page, "/staff/calendar");
  await openIn(page, "it", `/staff/calendar?view=month&date=${day}`);
  if (!javaScriptEnabled) {
    await expect(page.getByTestId("month-needs-script")).toHaveText(staffIt.staff.calendar.monthNeedsScript);
    await expect(page.locator("#calendar-date")).toHaveAttribute("type", "date");
    return;
  }
  const month = monthName("it-IT", day);
  // The month grid (react-big-calendar through date-fns): its toolbar's month.
  await expect(page.getByTestId("reservations-calendar").locator(".rbc-toolbar-label")).toContainText(month);
  // The date field's calendar (react-day-picker, a month select in this one).
  await page.locator(".date-picker").getByRole("button", { name: widgetsIt.widgets.openCalendar }).click();
  const months = page.locator(".date-picker__calendar").getByRole("combobox", { name: "Scegli il mese" });
  await expect(months.locator("option:checked")).toHaveText(new RegExp(`^${month}$`, "i"));
});

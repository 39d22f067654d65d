/**
 * Issue 39, "The front desk tells the truth", in a real Chromium, JavaScript on and off: a stay not
 * assigned to a room is drawn in its room type's own lane, never in a real room's row; the guests
 * page finds a guest by her phone as the header's box does and opens her stays. Each page is also
 * photographed at 1280 and 390 px in English and Romanian (into SHOTS_DIR when set, else the test's
 * output folder), to be looked at.
 */
import { expect, test } from "@playwright/test";
import booking from "../../app/locales/en/booking";
import bookingRo from "../../app/locales/ro/booking";
import staffEn from "../../app/locales/en/staff";
import staffRo from "../../app/locales/ro/staff";
import { openIn, photograph, signInAsStaff } from "./support/front-desk";
import { failOnPageErrors } from "./support/page-errors";
import { inDays, resetMock, setFaults } from "./support/env";
import siteEn from "../../app/locales/en/site";
import siteRo from "../../app/locales/ro/site";

const texts = { en: staffEn.staff, ro: staffRo.staff };

failOnPageErrors();

test.beforeEach(async () => {
  await resetMock();
});

test("a stay with no room yet is in its room type's lane 'not assigned yet', never in a room's row", async ({ page, javaScriptEnabled }) => {
  // Reservation 100003 (Maria Ionescu, a family apartment) is seeded with no room, 14 days ahead.
  // The automatic span: whole days that fit each screen (14 at 1280 px, 7 at 390 px).
  const plan = `/staff/plan?location=101&day_from=${inDays(13)}`;
  await signInAsStaff(page, plan);
  for (const lang of ["en", "ro"] as const) {
    await openIn(page, lang, plan);
    const grid = page.getByRole("table");
    const stay = grid.locator('td[data-reservation="100003"]');
    await expect(stay).toHaveCount(1);
    await expect(stay).toHaveAttribute("colspan", "2");
    const itsCell = page.locator('td[data-reservation="100003"]');
    const lane = grid.locator('tr[data-kind="unassigned"]', { has: itsCell });
    await expect(lane.getByRole("rowheader")).toHaveText(texts[lang].plan.unassigned);
    await expect(grid.locator('tr[data-kind="room"]', { has: itsCell })).toHaveCount(0);
    // A free night says so, to the eye and to a screen reader.
    const free = grid.locator('tr[data-kind="room"] td.plan-room--free').first();
    await expect(free).toHaveText(texts[lang].plan.freeCell);
    await expect(free.getByText(texts[lang].plan.freeCell)).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await photograph(page, `plan-unassigned-${lang}`, width, javaScriptEnabled);
    }
  }
});

test("the guests page finds a guest by '0744 333 444' and opens her stays", async ({ page, javaScriptEnabled }) => {
  await signInAsStaff(page, "/staff/guests");
  for (const lang of ["en", "ro"] as const) {
    await openIn(page, lang, "/staff/guests");
    await page.getByLabel(texts[lang].guests.query).fill("0744 333 444");
    await page.getByRole("button", { name: texts[lang].guests.submit }).click();
    const results = page.locator(".guest-results");
    await expect(results).toHaveAttribute("data-query", "0744 333 444");
    const maria = results.getByRole("link", { name: "Maria Ionescu" });
    await expect(maria).toBeVisible();
    // One guest is not "1 of 1 guests": the count stands after a label, as "Nights: 2" does.
    await expect(page.getByText({ en: "Guests found for “0744 333 444”: 1 of 1", ro: "Oaspeți găsiți pentru „0744 333 444”: 1 din 1" }[lang])).toBeVisible();
    for (const width of [1280, 390]) await photograph(page, `guests-found-${lang}`, width, javaScriptEnabled);
    await page.setViewportSize({ width: 1280, height: 800 });
    await maria.click();
    await expect(page).toHaveURL(/\/staff\/search\?.*q=maria\.ionescu%40example\.com/);
    await expect(page.locator('a[href*="/staff/reservations/100003"]').first()).toBeVisible();
    for (const width of [1280, 390]) await photograph(page, `guest-opened-${lang}`, width, javaScriptEnabled);
  }
});

test("the guests page with the PMS failing: the search named, the query kept, not the staff error page", async ({ page, javaScriptEnabled }) => {
  await signInAsStaff(page, "/staff/guests");
  for (const [lang, site] of [
    ["en", siteEn.site],
    ["ro", siteRo.site],
  ] as const) {
    await openIn(page, lang, "/staff/guests");
    await setFaults({ status: 500, error_rate: 1, endpoints: ["GET /api/org_guests"] });
    await page.getByLabel(texts[lang].guests.query).fill("Popescu");
    await page.getByRole("button", { name: texts[lang].guests.submit }).click();
    const told = javaScriptEnabled
      ? page.getByRole("region", { name: site.notifications, exact: true }).getByRole("alert")
      : page.locator(".staff-guests").getByRole("alert");
    await expect(told).toContainText(`${site.errorToast}. ${site.failed.guestSearch}`);
    await expect(page.getByLabel(texts[lang].guests.query)).toHaveValue("Popescu");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts[lang].guests.title);
    await setFaults({});
  }
});

test("staff work in a frame of their own: sign-in lands on the day, no guests' header or footer, a 404 and a 403 inside the frame", async ({
  page,
  javaScriptEnabled,
}) => {
  const frame = (lang: "en" | "ro") => {
    const staff = texts[lang];
    return {
      nav: page.getByRole("navigation", { name: staff.area }),
      search: page.getByRole("search", { name: staff.search.title }),
      signOut: page.getByRole("button", { name: lang === "en" ? booking.account.signOut : bookingRo.account.signOut }),
    };
  };
  // Signed in with nowhere to go back to: the front desk's day, not the guests' home page.
  await page.goto("/login?lang=en");
  await page.getByLabel(booking.account.email).fill("staff@example.com");
  await page.getByLabel(booking.account.password).fill("staff-pass-1");
  await page.getByRole("button", { name: booking.account.submit }).click();
  await expect(page).toHaveURL(/\/staff(\?|$)/);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(texts.en.day.title) })).toBeVisible();
  for (const part of Object.values(frame("en"))) await expect(part).toBeVisible();
  await expect(page.locator(".top-bar, footer.footer")).toHaveCount(0);

  for (const lang of ["en", "ro"] as const) {
    await openIn(page, lang, "/staff");
    const missing = await page.goto("/staff/reservations/999999");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: texts[lang].notFoundTitle })).toBeVisible();
    for (const part of Object.values(frame(lang))) await expect(part).toBeVisible();
    await expect(page.locator(".top-bar, footer.footer")).toHaveCount(0);
    for (const width of [1280, 390]) {
      await photograph(page, `staff-404-${lang}`, width, javaScriptEnabled);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `404 at ${width} px`).toBe(0);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Signed out, then in as a guest: the 403 is the staff's frame too, saying the page is for staff.
  await openIn(page, "en", "/staff");
  await frame("en").signOut.click();
  await expect(page).not.toHaveURL(/\/staff/);
  await page.goto(`/login?lang=en&redirectTo=${encodeURIComponent("/staff/plan")}`);
  await page.getByLabel(booking.account.email).fill("guest@example.com");
  await page.getByLabel(booking.account.password).fill("guest-pass-1");
  await page.getByRole("button", { name: booking.account.submit }).click();
  await expect(page.getByRole("heading", { level: 1, name: texts.en.forbiddenTitle })).toBeVisible();
  await expect(page.locator(".staff-top")).toBeVisible();
  await expect(page.locator(".top-bar, footer.footer")).toHaveCount(0);
});

test("every staff page fits a phone in English and Romanian, nothing cut, the header's search whole, targets at least 24 px", async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  await signInAsStaff(page, "/staff");
  await page.setViewportSize({ width: 390, height: 844 });
  const pages = [
    "/staff",
    "/staff/plan?location=101",
    "/staff/calendar",
    "/staff/guests?query=Ionescu",
    "/staff/reservations/100003",
    "/staff/search?q=Ionescu",
  ];
  for (const lang of ["en", "ro"] as const) {
    for (const path of pages) {
      await openIn(page, lang, path);
      const where = `${path} in ${lang}`;
      if (path.startsWith("/staff/reservations/")) await photograph(page, `reservation-${lang}`, 390, javaScriptEnabled);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), where).toBe(0);
      // Nothing inside the frame wider than its box (the plan grid scrolls in a region of its own).
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>(".staff-area dd, .staff-area h1, .staff-search-box, .staff-top")]
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => `${element.className || element.tagName}: ${element.textContent?.slice(0, 40)}`),
      );
      expect(cut, where).toEqual([]);
      const form = (await page.locator(".staff-search-box").boundingBox())!;
      const find = (await page.locator(".staff-search-box button").boundingBox())!;
      expect(find.x + find.width, `the search button inside its form, ${where}`).toBeLessThanOrEqual(form.x + form.width + 0.5);
      expect(form.x + form.width, `the search form on the screen, ${where}`).toBeLessThanOrEqual(390);
      for (const target of [".staff-search-box input", ".staff-search-box button", ".staff-top__account button", ".staff-nav a"]) {
        const box = (await page.locator(target).first().boundingBox())!;
        expect(box.height, `${target} height, ${where}`).toBeGreaterThanOrEqual(24);
        expect(box.width, `${target} width, ${where}`).toBeGreaterThanOrEqual(24);
      }
      // The previous and next day or days, and the grid's cells.
      for (const target of [".plan-paging a", ".plan-grid td a"]) {
        for (const box of await Promise.all((await page.locator(target).all()).slice(0, 6).map((link) => link.boundingBox()))) {
          if (box) expect(box.height, `${target} height, ${where}`).toBeGreaterThanOrEqual(24);
        }
      }
    }
  }
  if (javaScriptEnabled) {
    // The month grid (react-big-calendar, with JavaScript): its day numbers are targets too.
    await openIn(page, "en", "/staff/calendar?view=month");
    await expect(page.locator(".rbc-calendar")).toBeVisible();
    const day = (await page.locator(".rbc-button-link").first().boundingBox())!;
    expect(Math.min(day.width, day.height), "a month day number").toBeGreaterThanOrEqual(24);
  }
});

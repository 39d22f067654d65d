/**
 * Issue 39, item 3, in a real Chromium, JavaScript on and off: the controls agree with what is
 * shown (the calendar's view box and tabs, the plan grid's days box and paging links), the hotel
 * chosen is kept across staff pages, the reservation page goes back to where it was opened from,
 * and the month tab without JavaScript says why it shows a list. Photographs at 1280 and 390 px in
 * English and Romanian (into SHOTS_DIR when set, else the test's output folder), to be looked at.
 */
import { expect, test } from "@playwright/test";
import staffEn from "../../app/locales/en/staff";
import staffRo from "../../app/locales/ro/staff";
import { openIn, photograph, signInAsStaff } from "./support/front-desk";
import { failOnPageErrors } from "./support/page-errors";
import { inDays, resetMock } from "./support/env";

const texts = { en: staffEn.staff, ro: staffRo.staff };

failOnPageErrors();

test.beforeEach(async () => {
  await resetMock();
});

test("the calendar's view box follows the Month tab, Show keeps the month, and without JavaScript the month says why it is a list", async ({
  page,
  javaScriptEnabled,
}) => {
  await signInAsStaff(page, "/staff/calendar");
  for (const lang of ["en", "ro"] as const) {
    const t = texts[lang].calendar;
    await openIn(page, lang, `/staff/calendar?date=${inDays(0)}`);
    await expect(page.locator("#calendar-view")).toHaveValue("list");
    await page.getByRole("navigation", { name: t.view }).getByRole("link", { name: t.month }).click();
    await expect(page).toHaveURL(/view=month/);
    await expect(page.locator("#calendar-view")).toHaveValue("month");
    if (javaScriptEnabled) {
      await expect(page.getByTestId("reservations-calendar")).toBeVisible();
      await expect(page.getByText(t.monthNeedsScript)).toHaveCount(0);
    } else {
      await expect(page.getByText(t.monthNeedsScript)).toBeVisible();
    }
    for (const width of [1280, 390]) await photograph(page, `calendar-month-${lang}`, width, javaScriptEnabled);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole("button", { name: t.show }).click();
    await expect(page).toHaveURL(/view=month/);
    await expect(page.locator("#calendar-view")).toHaveValue("month");
  }
});

test("the hotel chosen on the day is kept on the plan grid and the calendar", async ({ page }) => {
  await signInAsStaff(page, "/staff");
  const t = texts.en;
  await page.getByLabel(t.location, { exact: true }).selectOption("102");
  await page.getByRole("button", { name: t.plan.show }).click();
  await expect(page).toHaveURL(/location=102/);
  const nav = page.getByRole("navigation", { name: t.area });
  await nav.getByRole("link", { name: t.nav.plan }).click();
  await expect(page).toHaveURL(/\/staff\/plan/);
  await expect(page.getByLabel(t.location, { exact: true })).toHaveValue("102");
  await nav.getByRole("link", { name: t.nav.calendar }).click();
  await expect(page).toHaveURL(/\/staff\/calendar/);
  await expect(page.getByLabel(t.location, { exact: true })).toHaveValue("102");
  await nav.getByRole("link", { name: t.nav.today }).click();
  await expect(page.getByLabel(t.location, { exact: true })).toHaveValue("102");
});

test("the reservation page goes back to the page that opened it", async ({ page }) => {
  const t = texts.en;
  // Reservation 100001 arrives in 30 days at Brașov (seed).
  await signInAsStaff(page, `/staff?day=${inDays(30)}&location=101`);
  const day = page.url();
  await page.locator('section[aria-labelledby="arrivals"]').getByRole("link").first().click();
  await expect(page).toHaveURL(/\/staff\/reservations\//);
  const backToDay = page.getByRole("link", { name: `← ${t.reservation.backTo.day}` });
  await expect(backToDay).toBeVisible();
  await expect(page.getByRole("link", { name: `← ${t.reservation.backTo.plan}` })).toHaveCount(0);
  await backToDay.click();
  await expect(page).toHaveURL(day);

  await page.goto(`/staff/calendar?date=${inDays(30)}&location=101`);
  await page.locator(".staff-calendar-list").getByRole("link").first().click();
  await page.getByRole("link", { name: `← ${t.reservation.backTo.calendar}` }).click();
  await expect(page).toHaveURL(/\/staff\/calendar\?/);

  // A `from` outside the staff pages is ignored: the plan grid, as before.
  await page.goto("/staff/reservations/100001?from=https%3A%2F%2Fevil.example%2Fstaff");
  await expect(page.getByRole("link", { name: `← ${t.reservation.backTo.plan}` })).toHaveAttribute("href", /^\/staff\/plan\?/);
});

test("the plan grid's days box agrees with its paging links, the grid fits its screen, week by week", async ({ page, javaScriptEnabled }) => {
  await signInAsStaff(page, "/staff/plan");
  for (const lang of ["en", "ro"] as const) {
    const t = texts[lang].plan;
    await openIn(page, lang, `/staff/plan?location=101&day_from=${inDays(0)}`);
    for (const [width, days] of [
      [1280, 14],
      [390, 7],
    ] as const) {
      await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
      const where = `${lang} at ${width} px`;
      await expect(page.getByRole("link", { name: `${t.next.replace("{{count}}", String(days))} →` }), where).toBeVisible();
      await expect(page.locator(".plan-days-auto:visible"), where).toHaveText(t.daysAuto.replace("{{count}}", String(days)).trim());
      // Every column shown fits: the grid's box does not scroll sideways.
      const scroll = page.locator(".plan-scroll");
      expect(await scroll.evaluate((box) => box.scrollWidth - box.clientWidth), where).toBeLessThanOrEqual(1);
      expect(await page.locator("thead th.plan-day:visible").count(), where).toBe(days);
      await photograph(page, `plan-grid-${lang}`, width, javaScriptEnabled);
    }
  }
});

test("words read at a glance (issue 39, item 5): the list names the month asked, cancelled stays hidden by a GET filter, Romanian paging by month, people apart from rooms, the birth date as the site writes dates", async ({
  page,
}) => {
  const date = inDays(30);
  await signInAsStaff(page, "/staff/calendar");
  const ro = texts.ro;
  await openIn(page, "ro", `/staff/calendar?location=101&date=${date}`);
  const month = new Intl.DateTimeFormat("ro-RO", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(ro.calendar.listMonth.replace("{{month}}", month));
  await expect(page.getByRole("link", { name: `← ${ro.calendar.previousMonth}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `${ro.calendar.nextMonth} →` })).toBeVisible();
  const cancelled = page.getByLabel(ro.calendar.showCancelled);
  await expect(cancelled).not.toBeChecked();
  await cancelled.check();
  await page.getByRole("button", { name: ro.calendar.show }).click();
  await expect(page).toHaveURL(/cancelled=show/);
  await expect(page.getByLabel(ro.calendar.showCancelled)).toBeChecked();
  // The month's paging keeps the filter.
  await expect(page.getByRole("link", { name: `${ro.calendar.nextMonth} →` })).toHaveAttribute("href", /cancelled=show/);

  // The reservation's people are people; its rooms have their own line.
  await page.goto("/staff/reservations/100001");
  const people = page.locator("dt", { hasText: ro.reservation.party }).locator("xpath=following-sibling::dd[1]");
  await expect(people).toHaveText(/^adulți: \d+, copii: \d+$/);

  // The duplicate warning writes the birth date as the list does.
  await openIn(page, "en", "/staff/guests");
  const en = texts.en;
  await page.getByLabel(en.guests.name).fill("Maria Ionescu");
  await page.getByLabel(en.guests.dob, { exact: true }).fill("1992-01-17");
  await page.getByRole("button", { name: en.guests.createSubmit }).click();
  const warning = page.locator(".guest-duplicates");
  await expect(warning).toContainText(`${en.guests.born} 17 Jan 1992`);
  await expect(warning).not.toContainText("1992-01-17");
});

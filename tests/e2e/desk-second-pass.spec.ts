/**
 * Issue 50 in a real Chromium, JavaScript on and off: the guest form is empty again after "Guest
 * created" (with JavaScript a second click made a second identical guest); mistyped staff
 * addresses, dates outside the desk's days and a guest's account stay in the staff frame with a
 * way on; the day's arrivals sheet shows what the PMS holds and prints on A4. Screenshots (390 and
 * 1280 px, en and ro) go to SHOTS_DIR when it is set, to be looked at.
 */
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import booking from "../../app/locales/en/booking";
import staffTexts from "../../app/locales/en/staff";
import roStaffTexts from "../../app/locales/ro/staff";
import { bookAtPms } from "../contract/pms-booking";
import { failOnPageErrors } from "./support/page-errors";
import { inDays, MOCK_URL, resetMock } from "./support/env";

const { staff } = staffTexts;
const SHOTS = process.env.SHOTS_DIR ?? null;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

failOnPageErrors();
// A machine shared with other test runs: sign-in, bookings and two widths per page take time.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async () => {
  await resetMock();
});

async function signIn(page: Page, to: string, email = "staff@example.com", password = "staff-pass-1") {
  await page.goto(`${to}${to.includes("?") ? "&" : "?"}o=carpathia-ro${to.includes("lang=") ? "" : "&lang=en"}`);
  await page.getByLabel(booking.account.email).fill(email);
  await page.getByLabel(booking.account.password).fill(password);
  await page.getByRole("button", { name: booking.account.submit }).click();
}

async function shoot(page: Page, name: string, javaScriptEnabled: boolean) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}${javaScriptEnabled ? "" : "-nojs"}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A stay booked through the PMS's own call, as the site books it, arriving on `day` at Brașov (the shortest stay the hotel sells from that day). */
async function book(day: string, guest: Record<string, unknown>, childrenAges: number[] = []) {
  await bookAtPms(
    MOCK_URL,
    { location_id: 101, org_id: 1, day_from: day, adults: 2, children_ages: childrenAges, nights: { from: 2, to: 7 } },
    { phone: "0722 999 888", ...guest },
  );
}

test("after 'Guest created' the guest form is empty, so a second click creates nobody twice", async ({ page, javaScriptEnabled }) => {
  await signIn(page, "/staff/guests");
  const form = page.locator("form.guest-create");
  await form.getByLabel(staff.guests.name).fill("Formy Clearova");
  await form.getByLabel(staff.guests.phoneOptional).fill("0745 000 009");
  await form.getByRole("button", { name: staff.guests.createSubmit }).click();
  await expect(page.getByText(staff.notices.created_guest)).toBeVisible();
  await expect(page).toHaveURL(/query=Formy\+Clearova/);
  await expect(page.locator(".guest-results")).toContainText("+40745000009");
  await expect(form.getByLabel(staff.guests.name)).toHaveValue("");
  await expect(form.getByLabel(staff.guests.phoneOptional)).toHaveValue("");
  // A long e-mail does not widen the list past a phone's screen.
  await page.setViewportSize({ width: 390, height: 900 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, "guests", javaScriptEnabled);
});

test("dead ends stay in the staff frame: a mistyped address, a date outside the desk's days, a guest's account", async ({ page, javaScriptEnabled }) => {
  await signIn(page, "/staff/guest");
  await expect(page.getByRole("heading", { name: staff.notFoundTitle })).toBeVisible();
  await expect(page.locator(".staff-nav")).toBeVisible();
  await shoot(page, "not-found", javaScriptEnabled);
  await page.goto("/staff/reservation/100001?o=carpathia-ro");
  await expect(page).toHaveURL(/\/staff\/reservations\/100001/);
  await page.goto("/staff?day=1800-01-01&o=carpathia-ro");
  await expect(page.getByRole("heading", { name: staff.dateOutsideTitle })).toBeVisible();
  await expect(page.locator(".staff-nav")).toBeVisible();
  await shoot(page, "date-outside", javaScriptEnabled);
  await page.goto("/staff?o=carpathia-ro");
  await expect(page.locator("#day-day")).toHaveAttribute("min", /^\d{4}-\d{2}-\d{2}$/);
});

test("a guest's account at /staff: a 403 without the staff menu, with the hotel's site and sign-out", async ({ page, javaScriptEnabled }) => {
  await signIn(page, "/staff", "guest@example.com", "guest-pass-1");
  await expect(page.getByRole("heading", { name: staff.forbiddenTitle })).toBeVisible();
  await expect(page.locator(".staff-nav")).toHaveCount(0);
  await expect(page.getByRole("link", { name: staff.forbiddenSite })).toBeVisible();
  await expect(page.getByRole("button", { name: booking.account.signOut })).toBeVisible();
  await shoot(page, "forbidden", javaScriptEnabled);
});

test("the day's arrivals sheet: what the PMS holds, en and ro, on screen and on A4", async ({ page, javaScriptEnabled }) => {
  const day = inDays(30);
  await book(day, { first_name: "Maximilian-Alexandru", last_name: "Constantinescu-Brătianu", email: "max@example.com", arrival_time: "09:30" });
  await book(day, { first_name: "Sean", last_name: "O'Brien", email: "sean@example.com" }, [8]);
  await signIn(page, `/staff?day=${day}&location=101&lang=en`);
  await expect(page.locator("#arrivals")).toBeVisible();
  await expect(page.locator(".front-desk__stays").first()).toContainText(staff.day.arrivesAt.replace("{{time}}", "16:00"));
  await shoot(page, "day-en", javaScriptEnabled);
  await page.getByRole("link", { name: staff.arrivals.open }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(staff.arrivals.heading.split(" {{")[0]!);
  const rows = page.locator(".arrivals-sheet__stay");
  await expect(rows).toHaveCount(3);
  // By arrival time: 09:30, then Ana's 16:00, then who said none.
  await expect(rows.nth(0)).toContainText("09:30");
  await expect(rows.nth(1)).toContainText("16:00");
  await expect(rows.nth(1)).toContainText("Ana Popescu");
  await expect(rows.nth(2)).toContainText("Sean O'Brien");
  await expect(rows.nth(2)).toContainText(staff.arrivals.childrenAges_one.replace("{{ages}}", "8"));
  await shoot(page, "arrivals-en", javaScriptEnabled);
  if (SHOTS && javaScriptEnabled) {
    await page.emulateMedia({ media: "print" });
    await page.pdf({ path: `${SHOTS}/arrivals-en.pdf`, format: "A4", printBackground: true });
    await page.emulateMedia({ media: "screen" });
  }
  // The language chosen in the frame (a stored choice wins over `lang`).
  await page.locator('.staff-top__languages a[hreflang="ro"]').click();
  await expect(page).toHaveURL(/\/staff\/arrivals/);
  await expect(page.locator(".arrivals-sheet__where")).toContainText(roStaffTexts.staff.arrivals.count_few.replace("{{count}}", "3"));
  await shoot(page, "arrivals-ro", javaScriptEnabled);
  if (SHOTS && javaScriptEnabled) {
    // On paper, as Chromium prints it: the print stylesheet (the screen's was emulated since the English sheet).
    await page.emulateMedia({ media: "print" });
    await page.pdf({ path: `${SHOTS}/arrivals-ro.pdf`, format: "A4", printBackground: true });
    await page.emulateMedia({ media: "screen" });
  }
});

test("the plan grid on a phone after 'Next 7 days' fits as the first page did; a typed span shows every room type", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, "/staff/plan?location=101");
  await page
    .locator(".plan-paging__set--small")
    .getByRole("link", { name: staff.plan.next.replace("{{count}}", "7") })
    .click();
  await expect(page).toHaveURL(/day_from=/);
  expect(new URL(page.url()).searchParams.get("days")).toBeNull();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, "plan-next", javaScriptEnabled);
  await page.goto("/staff/plan?location=101&days=10&lang=en&o=carpathia-ro");
  // No box scrolling up and down inside the page: every room type's rows are on the page.
  const scroll = page.locator(".plan-scroll");
  expect(await scroll.evaluate((box) => box.scrollHeight - box.clientHeight)).toBeLessThanOrEqual(1);
});

test("the grid's channel and rate links, the week's names and the cancelled checkbox are 24 px targets at 390 and 1280", async ({ page }) => {
  await signIn(page, "/staff/plan?location=101");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/staff/plan?location=101&lang=en&o=carpathia-ro");
    const heads = page.locator(".plan-grid th a");
    const count = await heads.count();
    for (let index = 0; index < count; index += 1) {
      const box = await heads.nth(index).boundingBox();
      if (box) expect(box.height, `row link ${index} at ${width}`).toBeGreaterThanOrEqual(24);
    }
    await page.goto(`/staff/calendar?view=week&location=101&lang=en&o=carpathia-ro&date=${inDays(30)}`);
    for (const name of await page.locator(".week-timeline .plan-head a").all()) expect((await name.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    const check = (await page.locator("#calendar-cancelled").boundingBox())!;
    expect(Math.min(check.width, check.height)).toBeGreaterThanOrEqual(24);
  }
});

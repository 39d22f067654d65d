/**
 * The front desk's day (/staff) in a real Chromium, JavaScript on and off: a booking made on the
 * public site appears among the day's arrivals, the next day in house, on its last day among the
 * departures; the seeded guest at Sinaia is in house today; every stay links to its reservation.
 */
import { expect, test, type Page } from "@playwright/test";
import booking from "../../app/locales/en/booking";
import staffTexts from "../../app/locales/en/staff";
import { failOnPageErrors } from "./support/page-errors";
import { inDays, mockCalls, resetMock, setLeadTimes } from "./support/env";

const { staff } = staffTexts;
const en = booking.booking;

failOnPageErrors();

test.beforeEach(async () => {
  await resetMock();
  // The stays booked below by bank transfer, six and eight days ahead, rely on its 72 hours.
  await setLeadTimes({ bank: 72 });
});

async function signInAsStaff(page: Page) {
  await page.getByLabel(booking.account.email).fill("staff@example.com");
  await page.getByLabel(booking.account.password).fill("staff-pass-1");
  await page.getByRole("button", { name: booking.account.submit }).click();
}

async function bookOnTheSite(page: Page, dayFrom: string, dayTo: string): Promise<string> {
  await page.goto(`/reservation-new?o=carpathia-ro&lang=en&location=101&day_from=${dayFrom}&day_to=${dayTo}&adults=2&rooms=1`);
  await page.locator(".rate-plan__choose").first().click();
  await expect(page.getByRole("heading", { name: en.details.heading })).toBeVisible();
  await page.getByLabel(en.details.firstName, { exact: true }).fill("Dana");
  await page.getByLabel(en.details.lastName, { exact: true }).fill("Deskova");
  await page.getByLabel(en.details.phone, { exact: true }).fill("+40 722 000 444");
  await page.getByLabel(en.details.email, { exact: true }).fill("dana.deskova@example.org");
  await page.getByLabel(en.payment.methods.bank, { exact: true }).check();
  await page.locator('input[name="terms"]').check();
  await page.getByRole("button", { name: en.details.continue }).click();
  await expect(page).toHaveURL(/\/reservations\/\d+/);
  return page.url().match(/\/reservations\/(\d+)/)![1]!;
}

const list = (page: Page, title: string) => page.getByRole("region", { name: new RegExp(`^${title}`) });

test("the day's arrivals, in house and departures follow a stay booked on the site, day by day", async ({ page }) => {
  test.setTimeout(60_000);
  const arrival = inDays(6);
  const id = await bookOnTheSite(page, arrival, inDays(8));

  await page.goto(`/staff?lang=en&location=101&day=${arrival}`);
  await expect(page).toHaveURL(/\/login\?/);
  await signInAsStaff(page);
  await expect(page).toHaveURL(/\/staff\?/);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(staff.day.title) })).toBeVisible();

  const arrivals = list(page, staff.day.arrivals);
  await expect(arrivals.getByRole("heading", { name: `${staff.day.arrivals} (1)` })).toBeVisible();
  await expect(arrivals.getByRole("link", { name: "Dana Deskova" })).toHaveAttribute("href", new RegExp(`/staff/reservations/${id}`));
  await expect(list(page, staff.day.inHouse).getByRole("link", { name: "Dana Deskova" })).toBeVisible();
  await expect(list(page, staff.day.inHouse).getByText(staff.day.arrivesToday)).toBeVisible();
  await expect(list(page, staff.day.departures).getByText(staff.day.noDepartures)).toBeVisible();

  // The next day: in house, no longer arriving.
  await page.getByRole("link", { name: staff.day.next }).click();
  await expect(page).toHaveURL(new RegExp(`day=${inDays(7)}`));
  await expect(list(page, staff.day.arrivals).getByText(staff.day.noArrivals)).toBeVisible();
  await expect(list(page, staff.day.inHouse).getByText(staff.day.leavesTomorrow)).toBeVisible();

  // The day after: a departure. Its link opens the reservation.
  await page.getByRole("link", { name: staff.day.next }).click();
  const departures = list(page, staff.day.departures);
  await expect(departures.getByRole("heading", { name: `${staff.day.departures} (1)` })).toBeVisible();
  await departures.getByRole("link", { name: "Dana Deskova" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/reservations/${id}`));
  // The reservation in words: the way it is paid and how far, the party — no PMS values.
  await expect(page.getByText(`${en.payment.methods.bank} · ${staff.payment.created}`)).toBeVisible();
  // The people on their line, the rooms on theirs (issue 39).
  await expect(page.getByText(staff.calendar.people.replace("{{adults}}", "2").replace("{{children}}", "0"), { exact: true })).toBeVisible();
  await expect(page.getByText(/\bbank\b|\bcreated\b/)).toHaveCount(0);
});

test("today at Sinaia from the staff nav and the form: the seeded guest is in house", async ({ page }) => {
  await page.goto("/login?lang=en&redirectTo=%2Fstaff%2Fplan%3Flang%3Den");
  await signInAsStaff(page);
  await page.getByRole("navigation", { name: staff.area }).getByRole("link", { name: staff.nav.today }).click();
  await expect(page).toHaveURL(/\/staff\?/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(staff.day.today);
  await page.getByLabel(staff.location).selectOption({ label: "Carpathia Sinaia" });
  await page.getByRole("button", { name: staff.plan.show }).click();
  await expect(page).toHaveURL(/location=102/);
  await expect(list(page, staff.day.inHouse).getByRole("link", { name: "Ion Ionescu" })).toBeVisible();
  await expect(list(page, staff.day.inHouse).getByText(staff.status["Checked-in"])).toBeVisible();
});

test("the staff search box: a reservation number opens it, a phone in national form finds the guest and her stay", async ({ page }) => {
  await page.goto("/login?lang=en&redirectTo=%2Fstaff%3Flang%3Den");
  await signInAsStaff(page);
  const box = page.getByRole("search", { name: staff.search.title });
  await box.getByLabel(staff.search.label).fill("100002");
  await box.getByRole("button", { name: staff.search.submit }).click();
  await expect(page).toHaveURL(/\/staff\/reservations\/100002/);
  await expect(page.getByRole("heading", { level: 1, name: staff.reservation.title.replace("{{id}}", "100002") })).toBeVisible();

  await box.getByLabel(staff.search.label).fill("0744333444");
  await box.getByRole("button", { name: staff.search.submit }).click();
  await expect(page).toHaveURL(/\/staff\/search\?/);
  const reservations = page.getByRole("region", { name: new RegExp(`^${staff.search.reservations}`) });
  const guests = page.getByRole("region", { name: new RegExp(`^${staff.search.guests}`) });
  await expect(guests.getByRole("link", { name: "Maria Ionescu" })).toBeVisible();
  await reservations.getByRole("link", { name: "Maria Ionescu" }).click();
  await expect(page).toHaveURL(/\/staff\/reservations\/100003/);
});

test("the plan grid at 390, 1024 and 1440 px: guest names in the cells, a legend, no page wider than the screen, one load", async ({ page }) => {
  test.setTimeout(60_000);
  // Far enough ahead that a bank transfer (72 hours before arrival, set above) is offered at any hour of the day.
  const arrival = inDays(8);
  const id = await bookOnTheSite(page, arrival, inDays(9));
  await page.goto(`/login?lang=en&redirectTo=${encodeURIComponent(`/staff/plan?lang=en&location=101&day_from=${inDays(7)}`)}`);
  await signInAsStaff(page);
  // The grid the sign-in lands on has loaded (its PMS calls counted) before this test counts its own.
  await expect(page.getByRole("heading", { level: 1, name: staff.plan.title })).toBeVisible();
  await expect(page.locator(`td[data-reservation="${id}"]`)).toBeVisible();
  for (const [width, height] of [
    [390, 844],
    [1024, 768],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    const before = (await mockCalls())["GET /api/locations/{location_id}/inventory"] ?? 0;
    await page.goto(`/staff/plan?lang=en&location=101&day_from=${inDays(7)}`);
    const cell = page.locator(`td[data-reservation="${id}"]`);
    // One night: the short name shows, the whole one is read out.
    await expect(cell.locator(".plan-stay__guest")).toHaveText("Deskova, D.");
    await expect(cell.getByRole("link")).toHaveAccessibleName(/Dana Deskova/);
    await expect(page.getByRole("heading", { name: staff.plan.legend })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    // The grid was asked of the PMS once, whatever the width.
    expect((await mockCalls())["GET /api/locations/{location_id}/inventory"], `${width} px`).toBe(before + 1);
  }
});

test("the staff area's texts are a chunk of their own: a guest page never downloads them, a staff page does", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript no text chunk is downloaded at all");
  const staffChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/build\/_shared\/staff-[A-Z0-9]+\.js$/.test(request.url())) staffChunks.push(request.url());
  });
  await page.goto("/?o=carpathia-ro&lang=en", { waitUntil: "networkidle" });
  await page.goto("/rooms?o=carpathia-ro&lang=en", { waitUntil: "networkidle" });
  expect(staffChunks).toEqual([]);
  await page.goto("/login?lang=en&redirectTo=%2Fstaff%3Flang%3Den");
  await signInAsStaff(page);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(staff.day.title) })).toBeVisible();
  await expect(page.getByRole("navigation", { name: staff.area }).getByRole("link", { name: staff.nav.plan })).toBeVisible();
  expect(staffChunks.length).toBeGreaterThan(0);
});

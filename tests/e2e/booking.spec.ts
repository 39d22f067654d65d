import { expect, test, type Page } from "@playwright/test";
import en from "../../app/locales/en/booking";
import ro from "../../app/locales/ro/booking";
import { failOnPageErrors } from "./support/page-errors";
import { inDays, MOCK_URL, mockCalls, mockSessionTokens, resetMock } from "./support/env";

// Booking end to end in a real Chromium, with JavaScript on (chromium-js) and off (chromium-nojs):
// search → solutions → choose → details → continue → the reservation page, in ro and en.

const TEXTS = { en, ro } as const;
const BOOKINGS = "POST /api/reservations";

failOnPageErrors();

test.beforeEach(async () => {
  await resetMock();
});

async function search(page: Page, lang: "en" | "ro", dayFrom: string, dayTo: string) {
  const texts = TEXTS[lang].booking;
  await page.goto(`/reservation-new?o=carpathia-ro&lang=${lang}`);
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await page.getByLabel(texts.search.dayFrom, { exact: true }).fill(dayFrom);
  await page.getByLabel(texts.search.dayTo, { exact: true }).fill(dayTo);
  await page.getByLabel(texts.search.adults, { exact: true }).fill("2");
  await page.getByRole("button", { name: texts.search.submit, exact: true }).click();
  await expect(page.getByRole("heading", { name: texts.results.heading })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`day_from=${dayFrom}`));
}

for (const lang of ["ro", "en"] as const) {
  test(`a guest books a room end to end (${lang})`, async ({ page }) => {
    const texts = TEXTS[lang].booking;
    const dayFrom = inDays(12);
    const dayTo = inDays(15);
    await search(page, lang, dayFrom, dayTo);

    // The first offer of the first solution.
    await page.locator(".rate-plan__choose").first().click();
    await expect(page.getByRole("heading", { name: texts.details.heading })).toBeVisible();
    await expect(page).toHaveURL(/room_types=/);

    // Continue with nothing filled: the spec's first notification (the name), nothing booked.
    await page.getByLabel(texts.details.phone, { exact: true }).fill("+40 722 000 111");
    await page.getByRole("button", { name: texts.details.continue }).click();
    await expect(page.locator(".details-form .booking-notice--error")).toContainText(texts.notify.complete_name);
    // What was typed is still there.
    await expect(page.getByLabel(texts.details.phone, { exact: true })).toHaveValue("+40 722 000 111");

    await page.getByLabel(texts.details.firstName, { exact: true }).fill("Ana");
    await page.getByLabel(texts.details.lastName, { exact: true }).fill("Popescu");
    await page.getByLabel(texts.details.email, { exact: true }).fill(`ana.${lang}@example.org`);
    await page.getByLabel(texts.payment.methods.bank, { exact: true }).check();
    await page.locator('input[name="terms"]').check();
    await page.getByRole("button", { name: texts.details.continue }).click();

    await expect(page).toHaveURL(/\/reservations\/\d+/);
    const id = page.url().match(/\/reservations\/(\d+)/)?.[1];
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXTS[lang].reservation.title.replace("{{id}}", id ?? "?"));
    await expect(page.getByText(TEXTS[lang].reservation.booked)).toBeVisible();
    // What happens next, for a bank transfer: the hotel's account, its check-in time.
    const welcome = page.locator(".booked-welcome");
    await expect(welcome).toContainText("RO66BTRLRONCRT0512345601");
    await expect(welcome).toContainText("14:00");
    await expect(page.locator("[data-status]")).toHaveText(TEXTS[lang].reservation.statuses.New);
    await expect(page.getByText(`ana.${lang}@example.org`)).toBeVisible();
    // The guest's e-mail is never in the URL.
    expect(page.url()).not.toContain("example.org");
    expect((await mockCalls())[BOOKINGS]).toBe(1);
    // The greeting is once: the reservation page itself stays.
    await page.reload();
    await expect(page.locator(".booked-welcome")).toHaveCount(0);
    await expect(page.locator("[data-status]")).toHaveText(TEXTS[lang].reservation.statuses.New);
  });
}

test("a deep link with dates, party, child ages, rooms and coupon opens with results", async ({ page }) => {
  const query = new URLSearchParams({
    o: "carpathia-ro",
    lang: "en",
    day_from: inDays(20),
    day_to: inDays(22),
    adults: "2",
    children: "2",
    children_ages: "4,13",
    rooms: "1",
    coupon_code: "WINTER10",
  });
  const response = await page.goto(`/reservation-new?${query}`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { name: en.booking.results.heading })).toBeVisible();
  await expect(page.locator(".solution").first()).toBeVisible();
  // The form shows the search: both ages selected, the coupon kept, the 13-year-old counted as an adult.
  await expect(page.locator('select[name="children_ages"]')).toHaveCount(2);
  await expect(page.locator('select[name="children_ages"]').nth(1)).toHaveValue("13");
  await expect(page.getByLabel(en.booking.search.coupon)).toHaveValue("WINTER10");
  await expect(page.getByText(en.booking.hints.countedAsAdults.replace("{{age}}", "12").replace("{{count}}", "1"))).toBeVisible();
});

test("a child without an age is asked for, in the guest's language, before any search", async ({ page }) => {
  await page.goto(`/reservation-new?o=carpathia-ro&lang=ro&day_from=${inDays(20)}&day_to=${inDays(22)}&children=1`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByText(ro.booking.notify.specify_children_ages)).toBeVisible();
  await expect(page.locator(".solution")).toHaveCount(0);
  expect((await mockCalls())["GET /api/reservation-query"]).toBeUndefined();
});

test("a registered guest's e-mail asks to sign in on the way, and the booking keeps what was typed", async ({ page }) => {
  const texts = en.booking;
  await search(page, "en", inDays(30), inDays(32));
  await page.locator(".rate-plan__choose").first().click();
  await page.getByLabel(texts.details.firstName, { exact: true }).fill("Gigi");
  await page.getByLabel(texts.details.lastName, { exact: true }).fill("Guest");
  await page.getByLabel(texts.details.phone, { exact: true }).fill("+40 722 000 222");
  await page.getByLabel(texts.details.email, { exact: true }).fill("guest@example.com");
  await page.getByLabel(texts.payment.methods.bank, { exact: true }).check();
  await page.locator('input[name="terms"]').check();
  await page.getByRole("button", { name: texts.details.continue }).click();

  await expect(page.getByText(texts.details.alreadyRegistered.replace("{{email}}", "guest@example.com"))).toBeVisible();
  await page.getByLabel(texts.details.password, { exact: true }).fill("wrong-password");
  await page.getByRole("button", { name: texts.details.signIn, exact: true }).click();
  await expect(page.getByText(en.account.invalid)).toBeVisible();
  await expect(page.getByLabel(texts.details.firstName, { exact: true })).toHaveValue("Gigi");

  await page.getByLabel(texts.details.password, { exact: true }).fill("guest-pass-1");
  await page.getByRole("button", { name: texts.details.signIn, exact: true }).click();
  await expect(page.getByText(texts.details.signedInAs.replace("{{email}}", "guest@example.com"))).toBeVisible();
  await expect(page.getByLabel(texts.details.firstName, { exact: true })).toHaveValue("Gigi");
  await expect(page.getByLabel(texts.details.phone, { exact: true })).toHaveValue("+40 722 000 222");
  // The PMS's session token stays on the server: not in the page, not in a cookie.
  const tokens = await mockSessionTokens();
  expect(tokens.length).toBeGreaterThan(0);
  const html = await page.content();
  const cookies = JSON.stringify(await page.context().cookies());
  for (const token of tokens) {
    expect(html).not.toContain(token);
    expect(cookies).not.toContain(token);
  }

  await page.getByLabel(texts.payment.methods.bank, { exact: true }).check();
  await page.locator('input[name="terms"]').check();
  await page.getByRole("button", { name: texts.details.continue }).click();
  await expect(page).toHaveURL(/\/reservations\/\d+/);
  expect((await mockCalls())[BOOKINGS]).toBe(2);
});

test("two identical bookings fired at once reach the PMS as exactly one POST /api/reservations", async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name.endsWith("nojs"), "plain HTTP posts: once is enough");
  const query = new URLSearchParams({
    o: "carpathia-ro",
    lang: "en",
    day_from: inDays(40),
    day_to: inDays(42),
    adults: "2",
    rooms: "1",
    location: "101",
    room_types: "1011:1",
    rate_plan_id: "11",
    meal_id: "1",
  });
  await page.goto(`/reservation-new?${query}`);
  const key = await page.locator('input[name="idempotency_key"]').inputValue();
  expect(key).toMatch(/^[\w-]{16,}$/);
  const form = {
    first_name: "Ion",
    last_name: "Ionescu",
    phone: "+40 722 000 333",
    email: "ion.twice@example.org",
    terms: "on",
    payment_method: "bank",
    idempotency_key: key,
    intent: "book",
  };
  const post = () => context.request.post(`/reservation-new?${query}`, { form, maxRedirects: 0 });
  const [first, second] = await Promise.all([post(), post()]);
  expect(first.status()).toBe(303);
  expect(second.status()).toBe(303);
  expect(first.headers().location).toMatch(/\/reservations\/\d+/);
  expect(second.headers().location).toBe(first.headers().location);
  expect((await mockCalls())[BOOKINGS]).toBe(1);

  // Back and resubmit with the same form: the same reservation again, still one booking.
  const again = await context.request.post(`/reservation-new?${query}`, { form, maxRedirects: 0 });
  expect(again.headers().location).toBe(first.headers().location);
  expect((await mockCalls())[BOOKINGS]).toBe(1);
});

test("with JavaScript, the form grows one age select per child and checks the ages before searching", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name.endsWith("nojs"), "a JavaScript enhancement; without it the server asks (test above)");
  const texts = en.booking;
  await page.goto("/reservation-new?o=carpathia-ro&lang=en");
  await page.getByLabel(texts.search.dayFrom, { exact: true }).fill(inDays(20));
  await page.getByLabel(texts.search.dayTo, { exact: true }).fill(inDays(22));
  await page.getByLabel(texts.search.children, { exact: true }).fill("2");
  await expect(page.locator('select[name="children_ages"]')).toHaveCount(2);
  await page.getByRole("button", { name: texts.search.submit, exact: true }).click();
  await expect(page.getByText(texts.notify.specify_children_ages)).toBeVisible();
  expect(page.url()).not.toContain("day_from");
  await page.getByLabel(texts.search.childAge.replace("{{number}}", "1")).selectOption("4");
  await page.getByLabel(texts.search.childAge.replace("{{number}}", "2")).selectOption("9");
  await page.getByRole("button", { name: texts.search.submit, exact: true }).click();
  await expect(page.getByRole("heading", { name: texts.results.heading })).toBeVisible();
  expect(new URL(page.url()).searchParams.getAll("children_ages")).toEqual(["4", "9"]);
});

test("the last room is taken while the guest types: told so in their language, with everything typed kept", async ({ page }) => {
  const texts = TEXTS.en.booking;
  const [dayFrom, dayTo] = [inDays(20), inDays(22)];
  await page.goto(
    `/reservation-new?o=carpathia-ro&lang=en&day_from=${dayFrom}&day_to=${dayTo}&adults=1&rooms=1&location=101&room_types=1014:1&rate_plan_id=11&meal_id=1`,
  );
  await expect(page.getByRole("heading", { name: texts.details.heading })).toBeVisible();
  await page.getByLabel(texts.details.firstName, { exact: true }).fill("Elena");
  await page.getByLabel(texts.details.lastName, { exact: true }).fill("Stan");
  await page.getByLabel(texts.details.phone, { exact: true }).fill("+40 733 000 222");
  await page.getByLabel(texts.details.email, { exact: true }).fill("elena.stan@example.org");
  await page.getByLabel(texts.payment.methods.mobilpay, { exact: true }).check();
  await page.locator('input[name="terms"]').check();

  // Meanwhile other guests book every Single room (4) for these nights at the PMS.
  await bookAllSingles(dayFrom, dayTo);

  await page.getByRole("button", { name: texts.details.continue }).click();
  await expect(page).not.toHaveURL(/\/reservations\//);
  // The page asks to choose again (the offer is gone for this search), with or without JavaScript.
  await expect(page.getByText(texts.errors.choiceGone)).toBeVisible();
  // The next offer chosen comes with everything typed.
  await page.goto(
    `/reservation-new?o=carpathia-ro&lang=en&day_from=${dayFrom}&day_to=${dayTo}&adults=1&rooms=1&location=101&room_types=1011:1&rate_plan_id=11&meal_id=1`,
  );
  await expect(page.getByRole("heading", { name: texts.details.heading })).toBeVisible();
  await expect(page.getByLabel(texts.details.firstName, { exact: true })).toHaveValue("Elena");
  await expect(page.getByLabel(texts.details.lastName, { exact: true })).toHaveValue("Stan");
  await expect(page.getByLabel(texts.details.email, { exact: true })).toHaveValue("elena.stan@example.org");
  expect((await mockCalls())[BOOKINGS]).toBe(4);
});

/** Four bookings of the Single room straight at the mock PMS, as other channels would make them. */
async function bookAllSingles(dayFrom: string, dayTo: string) {
  const query = new URLSearchParams({ location_id: "101", org_id: "1", day_from: dayFrom, day_to: dayTo, adults: "1", children: "0", rooms: "1", nights: "2" });
  const solutions = (await (await fetch(`${MOCK_URL}/api/reservation-query?${query}`)).json()) as {
    room_types_total: Record<string, number>;
    rate_plans: { id: number; rates: { meal_id: number }[] }[];
  }[];
  const rate = solutions
    .find((solution) => solution.room_types_total["1014"] === 1)!
    .rate_plans.find((plan) => plan.id === 11)!
    .rates.find((candidate) => candidate.meal_id === 1);
  for (let guest = 0; guest < 4; guest++) {
    const answer = await fetch(`${MOCK_URL}/api/reservations`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        day_from: dayFrom,
        day_to: dayTo,
        adults: 1,
        children: 0,
        children_ages: [],
        rooms: 1,
        nights: 2,
        meal_id: 1,
        room_types: { "1014": 1 },
        financials: { rate_plan_id: 11, rate },
        location_id: 101,
        org_id: 1,
        first_name: "Other",
        last_name: `Guest ${guest}`,
        phone: "+40 700 000 000",
        email: `other${guest}@example.org`,
        payment_method: "mobilpay",
      }),
    });
    expect(answer.status).toBe(201);
  }
}

test("a check-out not after check-in is moved to the next day, and the guest is told", async ({ page }) => {
  const [dayFrom, dayTo] = [inDays(25), inDays(23)];
  await page.goto(`/reservation-new?o=carpathia-ro&lang=en&day_from=${dayFrom}&day_to=${dayTo}&adults=2&rooms=1`);
  const next = new Date(`${inDays(26)}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  await expect(page.getByRole("status").filter({ hasText: en.booking.hints.checkOutMoved.replace("{{date}}", next) })).toBeVisible();
  await expect(page.getByLabel(en.booking.search.dayTo, { exact: true })).toHaveValue(inDays(26));
});

test("on a phone, choosing an offer opens the page at the details form, not at the top", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/reservation-new?o=carpathia-ro&lang=en&day_from=${inDays(30)}&day_to=${inDays(32)}&adults=2&rooms=1`);
  await page.locator(".rate-plan__choose").first().click();
  await expect(page).toHaveURL(/room_types=.*#details$/);
  await expect(page.locator("#booking-details-heading")).toBeInViewport();
});

test("the room picked on the rooms page stays first through a new search with other dates", async ({ page }) => {
  await page.goto("/rooms?o=carpathia-ro&lang=en");
  // The last card: a room that a plain search would not list first.
  const card = page.locator(".room-card").last();
  const roomId = (await card.getAttribute("data-room-id")) ?? "";
  expect(roomId).toMatch(/^\d+$/);
  await card.locator(".room-card__reserve").click();
  await expect(page).toHaveURL(new RegExp(`room_type_id=${roomId}`));
  const first = page.locator("article.solution").first();
  await expect(first).toHaveClass(/solution--preselected/);
  await expect(first).toHaveAttribute("data-room-types", new RegExp(`\\b${roomId}\\b`));

  // Other dates, from the page's own search form: the room stays the one they came for.
  await page.getByLabel(en.booking.search.dayFrom, { exact: true }).fill(inDays(20));
  await page.getByLabel(en.booking.search.dayTo, { exact: true }).fill(inDays(22));
  await page.getByRole("button", { name: en.booking.search.submit, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`day_from=${inDays(20)}.*room_type_id=${roomId}|room_type_id=${roomId}.*day_from=${inDays(20)}`));
  await expect(first).toHaveClass(/solution--preselected/);
  await expect(first).toHaveAttribute("data-room-types", new RegExp(`\\b${roomId}\\b`));
});

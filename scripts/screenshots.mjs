#!/usr/bin/env node
/**
 * `npm run screenshots -- [BASE_URL]`: the booking journey's pages as a guest sees them, on a phone
 * (390×844) and a desktop (1280×900), into docs/screenshots/: the offers, the details step and
 * the confirmation (a real booking on the demo's mock). Start the demo first (`npm start`).
 * With MOCK_URL (the demo's mock, `MOCK_PORT` fixes it) also the reservation page's refusals of
 * money not as shown (a cancellation fee that changed, a PayPal capture PayPal did not confirm) and
 * the page in each state of its money (due, paid by transfer, card and PayPal, cancelled).
 * Then the staff's front desk at 390, 1024 and 1440 px: the day, the search, the plan grid with
 * the stays just booked, the week's timeline and the guest form's duplicate warning.
 */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { findChromium } from "./find-chromium.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "docs", "screenshots");
const base = process.argv[2] ?? `http://localhost:${process.env.PORT ?? 3000}`;
const SCREENS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

/** A hotel date `days` after today, for a stay the demo sells. */
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: findChromium(), args: ["--no-sandbox"] });
try {
  for (const [screen, viewport] of Object.entries(SCREENS)) {
    const page = await browser.newPage({ viewport });
    const search = new URLSearchParams({
      o: "carpathia-ro",
      lang: "en",
      day_from: inDays(24),
      day_to: inDays(27),
      adults: "2",
      children: "1",
      children_ages: "7",
      rooms: "1",
    });
    await page.goto(`${base}/reservation-new?${search}`, { waitUntil: "networkidle" });
    await page.screenshot({ path: join(out, `offers-${screen}.png`) });

    await page.locator(".rate-plan__choose").first().click();
    await page.waitForURL(/room_types=/);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: join(out, `details-${screen}.png`) });

    await page.locator('input[name="first_name"]').fill("Ana");
    await page.locator('input[name="last_name"]').fill("Popescu");
    await page.locator('input[name="phone"]').fill("+40 722 000 111");
    await page.locator('input[name="email"]').fill(`ana.${screen}.${Date.now()}@example.org`);
    await page.locator('input[name="payment_method"][value="bank"]').check();
    await page.locator('input[name="terms"]').check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/reservations\/\d+/);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: join(out, `confirmation-${screen}.png`) });
    await page.close();
    if (process.env.MOCK_URL) {
      await portalRefusals(screen, viewport, process.env.MOCK_URL);
      await reservationStates(screen, viewport, process.env.MOCK_URL);
    }
  }
  await sameDayStays();
  await staffPages();
} finally {
  await browser.close();
}

/** The reservation page when a fee changed under the guest, and when PayPal did not confirm a payment. */
async function portalRefusals(screen, viewport, mock) {
  const control = (path, body) => fetch(`${mock}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  await control("/__mock/reset", {});
  const { today } = await (await fetch(`${mock}/__mock/clock`)).json();
  const page = await browser.newPage({ viewport });
  try {
    await page.goto(`${base}/reservation-search?res=100001&email=ana.popescu%40example.com&o=carpathia-ro&lang=en`);
    await page.getByRole("link", { name: "Cancel the reservation" }).click();
    await page.locator(".cancel-confirm").waitFor();
    const shifted = new Date(Date.parse(`${today}T12:00:00Z`) + 24 * 86_400_000).toISOString().slice(0, 10);
    await control("/__mock/clock", { today: shifted });
    await page.getByRole("button", { name: "Yes, cancel it" }).click();
    await page.locator(".reservation-manage [role=alert]").waitFor();
    await page.locator(".reservation-manage").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(out, `reservation-fee-changed-${screen}.png`) });
    await control("/__mock/clock", { today });
    await control("/__mock/reset", {});

    await page.goto(`${base}/reservation-search?res=100004&email=giulia.rossi%40example.com&o=carpathia-ro&lang=en`);
    await page.route("**/__mock/paypal/v2/checkout/orders", async (route) => {
      const order = JSON.parse(route.request().postData() ?? "{}");
      order.purchase_units[0].amount.value = "1.00";
      await route.continue({ postData: JSON.stringify(order) });
    });
    const paypal = page.getByTestId("paypal");
    await paypal.getByRole("button", { name: "PayPal" }).click();
    await paypal.getByRole("button", { name: "PayPal sandbox: approve" }).click();
    await paypal.getByRole("alert").waitFor();
    await paypal.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(out, `reservation-paypal-refused-${screen}.png`) });
  } finally {
    await page.close();
    await control("/__mock/clock", { today });
    await control("/__mock/reset", {});
  }
}
/**
 * The reservation page in each state of its money, whole: a deposit to pay by transfer (es), paid in
 * full by transfer (es), by card (en) and with PayPal (it), and cancelled with its fee (ro).
 */
async function reservationStates(screen, viewport, mock) {
  const control = (path, body) => fetch(`${mock}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const open = (page, id, email, lang) => page.goto(`${base}/reservation-search?res=${id}&email=${encodeURIComponent(email)}&o=carpathia-ro&lang=${lang}`);
  // The whole page from its top: the sticky header stays where a guest first sees it.
  const shot = async (page, name) => {
    await page.evaluate(() => globalThis.scrollTo(0, 0));
    await page.screenshot({ path: join(out, `reservation-${name}-${screen}.png`), fullPage: true });
  };
  await control("/__mock/reset", {});
  const page = await browser.newPage({ viewport });
  try {
    await open(page, 100005, "carmen.garcia@example.com", "es");
    await shot(page, "due-bank");
    await control("/__mock/reservations/100005/payments", { method: "bank" });
    await control("/__mock/reservations/100005/payments", { method: "bank" });
    await page.reload();
    await shot(page, "paid-bank");

    await open(page, 100003, "maria.ionescu@example.com", "en");
    await page.locator("form:has(input[name=intent][value=card]) button").click();
    await page.locator("#card-payment button").click();
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(/card=done/);
    await shot(page, "paid-card");

    await open(page, 100004, "giulia.rossi@example.com", "it");
    const paypal = page.getByTestId("paypal");
    await paypal.getByRole("button", { name: "PayPal" }).click();
    await paypal.getByRole("button", { name: "PayPal sandbox: approve" }).click();
    await page.locator("[data-account=paid]").waitFor();
    await shot(page, "paid-paypal");

    await control("/__mock/reset", {});
    await open(page, 100003, "maria.ionescu@example.com", "ro");
    await page.locator(".reservation-manage a.button--secondary").click();
    await page.locator(".cancel-confirm button").click();
    await page.getByTestId("cancellation-account").waitFor();
    await shot(page, "cancelled");
  } finally {
    await page.close();
    await control("/__mock/reset", {});
  }
}
console.log(`screenshots in ${out}`);

/**
 * One payment schedule (docs/decisions/044) as a guest on a phone reads it, in en, ro, es and it,
 * JavaScript on and off: a bank-transfer stay booked three days ahead (its balance falls due with
 * the deposit) right after booking, New, and the same stay cancelled.
 */
async function sameDayStays() {
  for (const javaScriptEnabled of [true, false]) {
    for (const lang of ["en", "ro", "es", "it"]) {
      const context = await browser.newContext({ viewport: SCREENS.phone, javaScriptEnabled });
      const page = await context.newPage();
      const name = (state) => join(out, `schedule-${lang}-${state}-${javaScriptEnabled ? "js" : "nojs"}-phone.png`);
      try {
        const details = new URLSearchParams({
          o: "carpathia-ro",
          lang,
          day_from: inDays(3),
          day_to: inDays(5),
          adults: "2",
          children: "0",
          rooms: "1",
          room_types: "1011:1",
          rate_plan_id: "11",
          meal_id: "1",
        });
        await page.goto(`${base}/reservation-new?${details}#details`);
        await page.locator('input[name="first_name"]').fill("Ana");
        await page.locator('input[name="last_name"]').fill("Popescu");
        await page.locator('input[name="phone"]').fill("+40 722 000 111");
        await page.locator('input[name="email"]').fill(`ana.${lang}.${Date.now()}@example.org`);
        await page.locator('input[name="payment_method"][value="bank"]').check();
        await page.locator('input[name="terms"]').check();
        await page.locator('button[name="intent"][value="book"]').click();
        await page.waitForURL(/\/reservations\/\d+/);
        await page.locator("#payment").waitFor();
        // From the top, as a guest first sees it (the page opened at its #booked welcome): a wheel
        // scrolls with JavaScript off too.
        await page.mouse.wheel(0, -100_000);
        await page.screenshot({ path: name("new"), fullPage: true });
        await page.locator(".reservation-manage a.button--secondary").click();
        await page.locator(".cancel-confirm button").click();
        await page.getByTestId("cancellation-account").waitFor();
        await page.mouse.wheel(0, -100_000);
        await page.screenshot({ path: name("cancelled"), fullPage: true });
      } finally {
        await context.close();
      }
    }
  }
}

/** The staff area as a front-office manager sees it, signed in as the demo's staff member. */
async function staffPages() {
  // A front desk's ordinary day: Maria Ionescu (the seed) arrives in 14 days; two more stays around it.
  const guest = await browser.newPage({ viewport: SCREENS.desktop });
  for (const [first, last, from, to] of [
    ["Alexandrina", "Constantinescu-Popovici", inDays(14), inDays(15)],
    ["Ion", "Vasilescu", inDays(12), inDays(14)],
    ["Sophie", "Martin", inDays(13), inDays(17)],
  ]) {
    await guest.goto(`${base}/reservation-new?o=carpathia-ro&lang=en&location=101&day_from=${from}&day_to=${to}&adults=2&rooms=1`);
    await guest.locator(".rate-plan__choose").first().click();
    await guest.waitForURL(/room_types=/);
    await guest.locator('input[name="first_name"]').fill(first);
    await guest.locator('input[name="last_name"]').fill(last);
    await guest.locator('input[name="phone"]').fill("+40 722 000 222");
    await guest.locator('input[name="email"]').fill(`${first.toLowerCase()}.${Date.now()}@example.org`);
    await guest.locator('input[name="payment_method"][value="bank"]').check();
    await guest.locator('input[name="terms"]').check();
    await guest.getByRole("button", { name: "Continue" }).click();
    await guest.waitForURL(/\/reservations\/\d+/);
  }
  await guest.close();
  const screens = { phone: { width: 390, height: 844 }, tablet: { width: 1024, height: 768 }, desktop: { width: 1440, height: 900 } };
  for (const [screen, viewport] of Object.entries(screens)) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${base}/login?o=carpathia-ro&lang=en&redirectTo=${encodeURIComponent("/staff?o=carpathia-ro&lang=en")}`);
    await page.locator('input[name="email"]').fill("staff@example.com");
    await page.locator('input[name="password"]').fill("staff-pass-1");
    await page.locator('form button[type="submit"]').last().click();
    await page.waitForURL(/\/staff/);
    const shots = [
      ["staff-day", `/staff?o=carpathia-ro&lang=en&location=101&day=${inDays(14)}`],
      ["staff-plan", `/staff/plan?o=carpathia-ro&lang=en&location=101&day_from=${inDays(11)}`],
      ["staff-calendar-week", `/staff/calendar?o=carpathia-ro&lang=en&location=101&view=week&date=${inDays(14)}`],
      ["staff-search", `/staff/search?o=carpathia-ro&lang=en&q=0744333444`],
    ];
    for (const [name, path] of shots) {
      await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
      // The grid scrolls in its own box: bring the first stay into view there.
      if (name === "staff-plan") await page.locator("td[data-reservation]").first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(out, `${name}-${screen}.png`), fullPage: name !== "staff-plan" });
    }
    await page.goto(`${base}/staff/guests?o=carpathia-ro&lang=en`, { waitUntil: "networkidle" });
    await page.locator('input[name="name"]').fill("Maria Ionescu");
    await page.locator('input[name="phone"]').fill("0744 333 444");
    await page.locator("form.guest-create button[type=submit]").click();
    await page.locator(".guest-duplicates").waitFor();
    await page.locator(".guest-duplicates").scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(out, `staff-guest-duplicate-${screen}.png`) });
    await page.close();
  }
}

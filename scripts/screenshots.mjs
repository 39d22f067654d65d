#!/usr/bin/env node
/**
 * `npm run screenshots -- [BASE_URL]`: the booking journey's pages as a guest sees them, on a phone
 * (390×844) and a desktop (1280×900), into docs/screenshots/: the offers, the details step and
 * the confirmation (a real booking on the demo's mock). Start the demo first (`npm start`).
 * With MOCK_URL (the demo's mock, `MOCK_PORT` fixes it) also the reservation page's refusals of
 * money not as shown (a cancellation fee that changed, a PayPal capture PayPal did not confirm) and
 * the page in each state of its money (due, paid by transfer, card and PayPal, cancelled).
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

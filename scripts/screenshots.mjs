#!/usr/bin/env node
/**
 * `npm run screenshots -- [BASE_URL]`: the booking journey's pages as a guest sees them, on a phone
 * (390×844) and a desktop (1280×900), into docs/screenshots/: the offers, the details step and
 * the confirmation (a real booking on the demo's mock). Start the demo first (`npm start`).
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
    const search = new URLSearchParams({ o: "carpathia-ro", lang: "en", day_from: inDays(24), day_to: inDays(27), adults: "2", children: "1", children_ages: "7", rooms: "1" });
    await page.goto(`${base}/reservation-new?${search}`, { waitUntil: "networkidle" });
    await page.screenshot({ path: join(out, `offers-${screen}.png`) });

    await page.locator(".rate-plan__choose").first().click();
    await page.waitForURL(/room_types=/);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: join(out, `details-${screen}.png`) });

    await page.getByLabel("Name", { exact: true }).fill("Ana");
    await page.getByLabel("Surname", { exact: true }).fill("Popescu");
    await page.getByLabel("Phone", { exact: true }).fill("+40 722 000 111");
    await page.getByLabel("E-mail", { exact: true }).fill(`ana.${screen}.${Date.now()}@example.org`);
    await page.getByLabel("Bank transfer", { exact: true }).check();
    await page.locator('input[name="terms"]').check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL(/\/reservations\/\d+/);
    await page.waitForLoadState("networkidle");
    await page.screenshot({ path: join(out, `confirmation-${screen}.png`) });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${out}`);

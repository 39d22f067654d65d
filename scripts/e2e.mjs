#!/usr/bin/env node
// `npm run test:e2e`: Playwright in a real Chromium, found (or installed) by find-chromium.mjs.
// Extra arguments go to `playwright test` (e.g. `npm run test:e2e -- --project chromium-nojs`).
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./find-chromium.mjs";

const browser = ensureChromium();
if (!browser) {
  console.error("[e2e] FAILED: no Chromium available; end-to-end tests were NOT run.");
  process.exit(1);
}
console.log(`[e2e] Chromium (${browser.source}): ${browser.path}`);

const env = { ...process.env };
// Pass a system browser explicitly; Playwright finds its own browser itself.
if (browser.source !== "playwright") env.CHROMIUM_PATH = browser.path;

const result = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], { stdio: "inherit", env });
if (result.error) console.error(`[e2e] could not start Playwright: ${result.error.message}`);
process.exit(result.status ?? 1);

import { defineConfig, devices } from "@playwright/test";
import { findChromiumDetails } from "./scripts/find-chromium.mjs";
import { E2E_BASE_URL, E2E_PORT, HOTEL_TODAY, MOCK_PORT, SESSION_SECRET } from "./tests/e2e/support/env";

const CI = !!process.env.CI;
// Workers inherit the day the run started with, so every spec computes its dates from the same one.
process.env.E2E_TODAY ??= HOTEL_TODAY;

// A system Chromium (Debian's, or CHROMIUM_PATH) is passed explicitly; Playwright's own
// browser is found by Playwright itself. The flags keep Chromium quiet on a machine with a
// closed network (no background fetches, no component updates, no QUIC) and running as root.
const browser = findChromiumDetails();
const executablePath = browser && browser.source !== "playwright" ? browser.path : undefined;
const launchOptions = {
  ...(executablePath ? { executablePath } : {}),
  args: [
    "--no-sandbox",
    "--headless",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
  ],
};

// scripts/test.mjs asks for a JSON report to add Playwright's counts to its final summary.
const jsonReport = process.env.E2E_JSON_REPORT;

const HTTP_ONLY = /\.http\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: false,
  forbidOnly: CI,
  // One worker: every test shares one server and one stateful mock PMS (faults, resets, call
  // counters), so parallel workers would see each other's faults. E2E_WORKERS=2 to experiment.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["html", { outputFolder: "playwright-report", open: "never" }],
    ...(jsonReport ? [["json", { outputFile: jsonReport }] as ["json", { outputFile: string }]] : []),
  ],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "chromium-js",
      testIgnore: HTTP_ONLY,
      use: { ...devices["Desktop Chrome"], launchOptions },
    },
    {
      name: "chromium-nojs",
      testIgnore: HTTP_ONLY,
      use: { ...devices["Desktop Chrome"], launchOptions, javaScriptEnabled: false },
    },
    {
      // Plain HTTP against the running site (no browser): hostile requests a browser would never
      // send, run once.
      name: "http",
      testMatch: HTTP_ONLY,
    },
  ],
  webServer: {
    command: "node scripts/start.mjs",
    url: `${E2E_BASE_URL}/healthz`,
    env: {
      PORT: String(E2E_PORT),
      MOCK_PORT: String(MOCK_PORT),
      // The mock's clock is pinned for the run: the tests' dates and the seed agree across midnight.
      MOCK_TODAY: HOTEL_TODAY,
      LOG_LEVEL: "warn",
      // The HTTP tests stand in for several clients with X-Forwarded-For from loopback.
      TRUST_PROXY: "loopback",
      // Every browser test comes from 127.0.0.1: the per-client look-up limit is proven by the
      // integration tests and would otherwise count the whole run as one guest.
      LOOKUP_ATTEMPTS_PER_CLIENT: "1000",
      // Likewise the PMS searches the calendar and nearest stays may cost one client (decision 052).
      PMS_SEARCHES_PER_CLIENT_MINUTE: "100000",
      NODE_ENV: "production",
      SESSION_SECRET,
    },
    // In CI a stray server on the port must never be tested by mistake.
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});

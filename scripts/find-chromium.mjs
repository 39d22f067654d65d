// Finds a Chromium that Playwright can drive, without downloading anything:
// an explicit CHROMIUM_PATH, Debian's package, or a browser Playwright already installed.
// Returns { path, source } so callers know whether to pass executablePath (system browser)
// or let Playwright use its own.
import { accessSync, constants, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);

const SYSTEM_CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @returns {{ path: string, source: "env" | "system" | "playwright" } | null} */
export function findChromiumDetails() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && isExecutable(fromEnv)) return { path: fromEnv, source: "env" };

  for (const candidate of SYSTEM_CANDIDATES) {
    if (isExecutable(candidate)) return { path: candidate, source: "system" };
  }

  try {
    const { chromium } = require("playwright-core");
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return { path: bundled, source: "playwright" };
  } catch {
    // playwright-core missing or no browser registered: fall through
  }
  return null;
}

/** @returns {string | null} a usable Chromium executable path, or null when none exists. */
export function findChromium() {
  return findChromiumDetails()?.path ?? null;
}

/**
 * Finds a Chromium, installing one when none exists and this machine can:
 * Debian's package as root (apt-get), else Playwright's own download (which fails on
 * machines without internet, and then we say so). Never silently returns without a browser:
 * returns null only after printing why.
 * @returns {{ path: string, source: "env" | "system" | "playwright" } | null}
 */
export function ensureChromium({ log = console.error } = {}) {
  let found = findChromiumDetails();
  if (found) return found;

  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (isRoot && hasApt) {
    log("[chromium] none found; installing Debian's chromium with apt-get");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    const run = (args) => spawnSync("apt-get", args, { stdio: "inherit", env }).status === 0;
    if (run(["update"]) && run(["install", "-y", "chromium"])) {
      found = findChromiumDetails();
      if (found) return found;
    }
    log("[chromium] apt-get could not install chromium");
  }

  if (process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD !== "1") {
    log("[chromium] trying Playwright's own browser download (npx playwright install chromium)");
    const r = spawnSync("npx", ["playwright", "install", "chromium"], { stdio: "inherit", timeout: 300_000 });
    if (r.status === 0) {
      found = findChromiumDetails();
      if (found) return found;
    }
  }

  log(
    "[chromium] NO CHROMIUM: set CHROMIUM_PATH, or install one (as root: apt-get install -y chromium; " +
      "or: npx playwright install chromium). End-to-end tests cannot run without it.",
  );
  return null;
}

export default findChromium;

// `node scripts/find-chromium.mjs` prints the path (exit 1 when none), for shell scripts.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const found = findChromiumDetails();
  if (found) {
    console.log(found.path);
  } else {
    console.error("no Chromium found (CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser, Playwright's own)");
    process.exit(1);
  }
}

#!/usr/bin/env node
// `npm test`: every test. Unit + integration (vitest), then the production build, then the
// end-to-end tests in a real Chromium (scripts/e2e.mjs). Runs every step it can, prints one
// summary, and exits non-zero when anything failed or could not run.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const tmp = mkdtempSync(join(tmpdir(), "booking-tests-"));
const vitestJson = join(tmp, "vitest.json");
const e2eJson = join(tmp, "playwright.json");

function header(title) {
  console.log(`\n==== ${title} ${"=".repeat(Math.max(0, 70 - title.length))}`);
}

function run(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.error) console.error(`could not run ${cmd}: ${r.error.message}`);
  return r.status ?? 1;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

const steps = [];
let passed = 0;
let failed = 0;

header("unit + integration (vitest)");
const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestJson}`,
]);
const v = readJson(vitestJson);
if (v) {
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
}
steps.push(["vitest", vitestStatus]);

header("build (npm run build)");
const buildStatus = run("npm", ["run", "build"]);
steps.push(["build", buildStatus]);

header("end-to-end (Playwright, Chromium, JS on and off)");
let e2eStatus;
if (buildStatus !== 0) {
  console.error("[e2e] NOT RUN: the build failed.");
  e2eStatus = 1;
} else {
  e2eStatus = run("node", ["scripts/e2e.mjs"], { E2E_JSON_REPORT: e2eJson });
  const p = readJson(e2eJson);
  if (p?.stats) {
    // expected = passed (possibly after retries: "flaky"); unexpected = failed.
    passed += (p.stats.expected ?? 0) + (p.stats.flaky ?? 0);
    failed += p.stats.unexpected ?? 0;
  }
}
steps.push(["e2e", e2eStatus]);

rmSync(tmp, { recursive: true, force: true });

header("summary");
for (const [name, status] of steps) console.log(`${name.padEnd(8)} ${status === 0 ? "ok" : `FAILED (exit ${status})`}`);
const anyFailed = steps.some(([, status]) => status !== 0);
// A step that failed without a test failing (build error, no browser, suite crash) still counts once.
if (anyFailed && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(anyFailed ? 1 : 0);

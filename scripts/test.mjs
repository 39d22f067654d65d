#!/usr/bin/env node
// `npm test`: every test. Unit + integration (vitest), then a scratch language tried in a copy of
// the tree (scripts/scratch-language.mjs), then the production build, then the size
// budgets of the guest pages' JavaScript (size-limit, .size-limit.js), then the end-to-end tests in
// a real Chromium (scripts/e2e.mjs). Runs every step it can, prints one summary, and exits non-zero
// when anything failed or could not run.
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
    return parseJson(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const steps = [];
let passed = 0;
let failed = 0;

header("unit + integration (vitest)");
const vitestStatus = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]);
const v = readJson(vitestJson);
let skipped = 0;
if (v) {
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  // A skipped or todo unit test is a test that cannot fail: not allowed.
  const idle = (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  if (idle > 0) {
    console.error(`[vitest] ${idle} skipped or todo test(s): every unit and integration test must run.`);
    failed += idle;
  }
}
steps.push(["vitest", v && (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0) > 0 ? 1 : vitestStatus]);

header("a new language is its texts and one row (scripts/scratch-language.mjs, decision 005)");
const languageStatus = run("node", ["scripts/scratch-language.mjs"]);
if (languageStatus === 0) passed += 1;
else failed += 1;
steps.push(["language", languageStatus]);

header("build (npm run build)");
const buildStatus = run("npm", ["run", "build"]);
steps.push(["build", buildStatus]);

header("size budgets (size-limit)");
let sizeStatus;
if (buildStatus !== 0) {
  console.error("[size] NOT RUN: the build failed.");
  sizeStatus = 1;
} else {
  // Each budget of .size-limit.js is one test: passed when the page's JavaScript is within it.
  const r = spawnSync("npx", ["size-limit", "--json"], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], env: process.env });
  if (r.error) console.error(`could not run size-limit: ${r.error.message}`);
  sizeStatus = r.status ?? 1;
  const checks = parseJson(r.stdout);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  let over = 0;
  if (Array.isArray(checks) && checks.length > 0) {
    const width = Math.max(...checks.map((check) => String(check.name).length));
    for (const check of checks) {
      const ok = check.passed === true;
      if (ok) passed += 1;
      else over += 1;
      const size = typeof check.size === "number" ? kib(check.size) : "not measured";
      const budget = typeof check.sizeLimit === "number" ? kib(check.sizeLimit) : "no budget";
      const by = !ok && typeof check.size === "number" && typeof check.sizeLimit === "number" ? `  OVER by ${kib(check.size - check.sizeLimit)}` : "";
      console.log(`  ${ok ? "✓" : "✗"} ${String(check.name).padEnd(width)}  ${size.padStart(10)} of ${budget}${by}`);
    }
    failed += over;
  } else {
    console.error(`[size] size-limit gave no results:\n${checks?.error ?? r.stdout}`);
  }
  if (sizeStatus === 0 && over > 0) sizeStatus = 1;
  // size-limit failed without a budget failing (no build, a bad config): counted once.
  if (sizeStatus !== 0 && over === 0) failed += 1;
}
steps.push(["budgets", sizeStatus]);

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
    skipped += p.stats.skipped ?? 0;
    const nowhere = testsSkippedEverywhere(p);
    if (nowhere.length > 0) {
      // A skip may depend on the project (JavaScript on or off), never hide a test altogether.
      console.error(`[e2e] ${nowhere.length} test(s) ran in no project:`);
      for (const name of nowhere) console.error(`  - ${name}`);
      failed += nowhere.length;
      e2eStatus = e2eStatus || 1;
    }
  }
}
steps.push(["e2e", e2eStatus]);

/** Specs whose every project skipped them (Playwright's JSON report: suites → specs → tests). */
function testsSkippedEverywhere(report) {
  const nowhere = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ran = (spec.tests ?? []).some((test) => test.status !== "skipped");
      if (!ran)
        nowhere.push(
          `${spec.file}:${spec.line} ${spec.title} — ${
            (spec.tests ?? [])
              .flatMap((test) => test.annotations ?? [])
              .map((a) => a.description)
              .filter(Boolean)
              .join("; ") || "no reason given"
          }`,
        );
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return nowhere;
}

rmSync(tmp, { recursive: true, force: true });

header("summary");
for (const [name, status] of steps) console.log(`${name.padEnd(8)} ${status === 0 ? "ok" : `FAILED (exit ${status})`}`);
const anyFailed = steps.some(([, status]) => status !== 0);
// A step that failed without a test failing (build error, no browser, suite crash) still counts once.
if (anyFailed && failed === 0) failed = 1;
// Every skip is a test that ran in another project (JavaScript on or off): checked above.
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(anyFailed ? 1 : 0);

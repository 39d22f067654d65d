#!/usr/bin/env node
/**
 * `npm run lighthouse`: Lighthouse (mobile defaults, performance only) on the five guest pages the
 * budget names (home, rooms, search, look-up, reservation), several rounds, each page's median
 * against the goal: score 100 and LCP ≤ 1.5 s (docs/quality.md, "Lighthouse").
 *
 * It starts the built site on the demo's mock (scripts/start.mjs, a free port, its warm-up done)
 * unless `--origin` names one already running on the demo's data; the reservation page is asked
 * with a look-up grant made as a guest makes it. Lighthouse itself is not a dependency: the one in
 * LIGHTHOUSE (a path to its CLI) or `npx --yes lighthouse@12`.
 *
 * Chromium runs with a window, under Xvfb when there is no display and `xvfb-run` is there (Debian's
 * xvfb): headless Chromium withholds BeginFrames during a load (GoogleChrome/lighthouse#17148), so
 * its first paint can come a second after the page was ready, and Lantern's simulated LCP with it.
 * `--headless` runs headless anyway; a run whose observed first paint came after the page's load is
 * marked "withheld" in the table, whichever way it ran.
 *
 *   --rounds N     rounds over the five pages (default 3)
 *   --origin URL   a running site (e.g. http://carpathia-ro.localhost:3000) instead of starting one
 *   --headless     headless Chromium even where a window is possible
 *   --only a,b     only the pages whose names start with one of these
 *   --keep DIR     keep each run's JSON report in DIR (its long tasks, bootup time, the trace's figures)
 */
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { request } from "undici";
import { findChromium } from "./find-chromium.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const GOAL = { score: 100, lcpMs: 1_500 };
const LOOK_UP = { res: "100001", email: "ana.popescu@example.com" };

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    origin: { type: "string" },
    headless: { type: "boolean", default: false },
    only: { type: "string" },
    keep: { type: "string" },
  },
});
const rounds = Number(values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be a whole number ≥ 1 (got ${values.rounds})`);

const chromium = findChromium();
if (!chromium) throw new Error("no Chromium found (Debian's chromium, CHROMIUM_PATH, or Playwright's)");
const windowed = !values.headless && (Boolean(process.env.DISPLAY) || has("xvfb-run"));
const underXvfb = windowed && !process.env.DISPLAY;

const work = mkdtempSync(join(tmpdir(), "lighthouse-"));
let site = null;
try {
  const origin = values.origin ?? (site = await startSite()).origin;
  const pages = await pagesOf(origin);
  const chosen = values.only ? pages.filter((page) => values.only.split(",").some((prefix) => page.name.startsWith(prefix.trim()))) : pages;
  console.log(
    `Lighthouse on ${origin}: ${chosen.length} pages × ${rounds} rounds, Chromium ${chromium}${windowed ? (underXvfb ? " in a window under Xvfb" : " in a window") : " headless (first paints may be withheld)"}`,
  );
  const runs = new Map(chosen.map((page) => [page.name, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const page of chosen) {
      const run = lighthouse(page, `${page.name}-${round}`);
      runs.get(page.name).push(run);
      console.log(
        `  round ${round} ${page.name.padEnd(12)} score ${String(run.score).padStart(3)}  LCP ${ms(run.lcp)}  FCP ${ms(run.fcp)}  TBT ${ms(run.tbt)}  first paint ${ms(run.firstPaint)} / load ${ms(run.load)}${run.withheld ? "  withheld" : ""}`,
      );
    }
  }
  console.log(`\nmedians (goal: score ${GOAL.score}, LCP ≤ ${GOAL.lcpMs} ms):`);
  let met = true;
  for (const [name, list] of runs) {
    const score = median(list.map((run) => run.score));
    const lcp = median(list.map((run) => run.lcp));
    const ok = score >= GOAL.score && lcp <= GOAL.lcpMs;
    met &&= ok;
    const withheld = list.filter((run) => run.withheld).length;
    console.log(
      `  ${name.padEnd(12)} score ${String(score).padStart(3)}  LCP ${ms(lcp)} (${list.map((run) => run.lcp).join(", ")})${withheld ? `, ${withheld} withheld` : ""}  ${ok ? "met" : "NOT MET"}`,
    );
  }
  process.exitCode = met ? 0 : 1;
} finally {
  await site?.stop();
  rmSync(work, { recursive: true, force: true });
}

/** One Lighthouse run of one page: its figures from the JSON report. */
function lighthouse(page, name) {
  const output = join(work, `${name}.json`);
  const flags = [
    page.url,
    "--only-categories=performance",
    `--chrome-flags=${windowed ? "--no-sandbox" : "--headless=new --no-sandbox"}`,
    "--output=json",
    `--output-path=${output}`,
    "--quiet",
  ];
  if (page.headers) {
    const file = join(work, `${name}.headers.json`);
    writeFileSync(file, JSON.stringify(page.headers));
    flags.push(`--extra-headers=${file}`);
  }
  const cli = process.env.LIGHTHOUSE ? [process.execPath, process.env.LIGHTHOUSE] : ["npx", "--yes", "lighthouse@12"];
  const command = underXvfb ? ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24", ...cli] : cli;
  const ran = spawnSync(command[0], [...command.slice(1), ...flags], { env: { ...process.env, CHROME_PATH: chromium }, encoding: "utf8" });
  if (ran.status !== 0) throw new Error(`Lighthouse failed on ${page.url}: ${ran.stderr || ran.stdout}`);
  const report = JSON.parse(readFileSync(output, "utf8"));
  if (values.keep) {
    mkdirSync(values.keep, { recursive: true });
    copyFileSync(output, join(values.keep, `${name}.json`));
  }
  const metrics = report.audits.metrics.details.items[0];
  const value = (audit) => Math.round(report.audits[audit].numericValue);
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: value("largest-contentful-paint"),
    fcp: value("first-contentful-paint"),
    tbt: value("total-blocking-time"),
    firstPaint: metrics.observedFirstPaint,
    load: metrics.observedLoad,
    // The artefact of lighthouse#17148: the page drew nothing until after it had loaded.
    withheld: metrics.observedFirstPaint > metrics.observedLoad,
  };
}

/** The five pages, on the hotel's own host; the reservation page with a grant of its own. */
async function pagesOf(origin) {
  const base = new URL(origin);
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // Asked on loopback with the hotel's Host: Node's resolver knows no *.localhost (Chromium does).
  const loopback = base.hostname.endsWith(".localhost") ? `http://127.0.0.1:${base.port || 80}` : base.origin;
  const grant = await request(`${loopback}/reservation-search`, {
    method: "POST",
    headers: { host: base.host, origin: base.origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(LOOK_UP).toString(),
  });
  await grant.body.dump();
  const reservation = grant.headers.location;
  if ((grant.statusCode !== 303 && grant.statusCode !== 302) || typeof reservation !== "string")
    throw new Error(`the look-up answered ${grant.statusCode}: is ${origin} on the demo's data?`);
  const cookie = [grant.headers["set-cookie"] ?? []]
    .flat()
    .map((value) => value.split(";")[0])
    .join("; ");
  return [
    { name: "home", url: new URL("/", base).href },
    { name: "rooms", url: new URL("/rooms", base).href },
    { name: "search", url: new URL(`/reservation-new?day_from=${day(18)}&day_to=${day(20)}&adults=2&rooms=1`, base).href },
    { name: "look-up", url: new URL("/reservation-search", base).href },
    { name: "reservation", url: new URL(reservation, base).href, headers: { Cookie: cookie } },
  ];
}

/** The built site on the demo's mock, as `npm start` serves it, once its warm-up is done. */
async function startSite() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "scripts", "start.mjs")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  await new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error("the site did not finish its warm-up in 120 s")), 120_000);
    child.stdout.on("data", (chunk) => {
      seen = (seen + chunk.toString()).slice(-10_000);
      // The warm-up's last line, either way (scripts/warm-up.mjs).
      if (/"msg":"warm(: |-up stopped)/.test(seen)) {
        clearTimeout(timer);
        child.stdout.removeAllListeners("data");
        child.stdout.resume();
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`the site exited (${code}) before it was warm`)));
  });
  return {
    origin: `http://carpathia-ro.localhost:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function has(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}

function median(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : Math.round((sorted[middle - 1] + sorted[middle]) / 2);
}

function ms(value) {
  return `${String(Math.round(value)).padStart(5)} ms`;
}

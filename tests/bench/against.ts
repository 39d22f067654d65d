/**
 * `npm run bench -- --against <git ref>`: this working tree's build beside another commit's, in one
 * run, on the same machine at the same time (docs/quality.md, "Comparing builds").
 *
 * The ref is taken out of git into a directory of its own outside the repository (`git archive`),
 * installed with its own lock file and patches (`npm ci`, whose postinstall runs patch-package) and
 * built (`npx remix build`); the result is kept per commit sha (BENCH_BUILDS_DIR, default
 * `$TMPDIR/hotel-bench-builds/<sha>`), so the next run against the same commit starts at once. The
 * working tree's build is the one `npm run bench` has just made.
 *
 * Each build runs as production runs it (`server.mjs build/index.js` in its own tree) against a mock
 * PMS started from its own tree, both mocks with the same pinned date and the same fixed latency.
 * The same pages are asked of both, in rounds that interleave the two builds (round r: per page, one
 * build then the other, the first alternating per round; within a page the requests go in slices
 * that take turns, first, second, second, first), and each figure is the median of the rounds:
 * whatever else the machine does during the run falls on both sides alike. CPU time is read per
 * thread from /proc to the nanosecond (a cached page costs half a millisecond: 10 ms ticks are too coarse).
 *
 *   --against <ref>      a commit, branch or tag (anything `git rev-parse` knows)
 *   --rounds N           rounds (default 3)
 *   --requests N         requests per page and build at 1 connection (default 200, after 30 to warm up)
 *   --seconds S          seconds per page and build at 10 connections (default 5)
 *   --no-observability   skip the observability cost (this build again with metrics and traces on)
 *   --observability-rounds N  rounds of the observability cost (default: --rounds, at least 5)
 *   --only a,b           only the pages whose names start with one of these (e.g. "home,search,booking")
 *   BENCH_PMS_LATENCY_MS the mocks' latency per call (default 20)
 *   BENCH_BUILDS_DIR     where built refs are kept (default $TMPDIR/hotel-bench-builds)
 *
 * Results: printed, and written to bench/results.json under `against` (its other keys kept).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { cpus, tmpdir } from "node:os";
import { join, sep } from "node:path";
import { parseArgs } from "node:util";
import { load, once, percentiles, photoShownIn, signInAsStaff, type LoadOptions, type LoadResult } from "./load";
import { cpuMsPrecise, freePort, mockControl, startMock, startSite, type Running } from "./processes";

const root = process.cwd();
const LATENCY_MS = Number(process.env.BENCH_PMS_LATENCY_MS ?? 20);
const BUILDS_DIR = process.env.BENCH_BUILDS_DIR ?? join(tmpdir(), "hotel-bench-builds");
const WARMUP = 30;
/** Slices per build of the requests at 1 connection (the seconds at 10 connections are 1-second slices). */
const SLICES_AT_1_CONNECTION = 4;
const OBSERVABILITY_GOAL_PERCENT = 3;
// The SDK's sampler (OTEL_TRACES_SAMPLER, passed on from this environment): by default every trace
// the bench starts is recorded, since its requests carry no traceparent.
const SAMPLER = process.env.OTEL_TRACES_SAMPLER
  ? `${process.env.OTEL_TRACES_SAMPLER} ${process.env.OTEL_TRACES_SAMPLER_ARG ?? ""}`.trim()
  : "parentbased_always_on";

type Side = "ref" | "tree";
type Headers = Record<string, string>;

interface Page {
  name: string;
  /** The path asked of every build; the reservation page's: the look-up that leads to it. */
  path: string;
}

const LOOK_UP = "/reservation-search?res=100001&email=ana.popescu%40example.com";

/** The pages compared: the same URL on both builds (the reservation page through each one's own look-up grant). */
function pagesFor(today: string): Page[] {
  const day = (offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  return [
    // Asked without a cookie, the hotel's home is a kept page (decision 031) after the first request.
    { name: "home", path: "/" },
    // The same home rendered afresh: asked by a guest holding a session (the reservation page's
    // look-up grant), whose pages are never shared (issue 53: "the home without a kept page").
    { name: HOME_FRESH, path: "/" },
    { name: "search (2 adults, 2 nights)", path: `/reservation-new?day_from=${day(18)}&day_to=${day(20)}&adults=2&rooms=1` },
    { name: "reservation page", path: LOOK_UP },
    { name: "staff plan grid, 31 days", path: `/staff/plan?location=101&days=31&day_from=${today}` },
    // An offer chosen: the guest-details form, asked by a visitor without a cookie, as a stranger would.
    {
      name: "booking form (an offer chosen)",
      path: `/reservation-new?day_from=${day(18)}&day_to=${day(20)}&adults=2&children=0&rooms=1&room_types=1012:1&rate_plan_id=12&meal_id=1`,
    },
    // A build asset as a browser asks it (brotli accepted): each build's own entry script, named
    // by its hash in the home. Before 24f0424 it was compressed per request; since, stored bytes.
    { name: ASSET, path: "(the entry script the home names)" },
    // A room photo as the home shows it, through the media proxy, to a guest with a session: since
    // a511898 (decision 065) from the photo shelf in memory, before asked of the PMS each time.
    { name: PHOTO, path: "(the first photo the home shows)" },
  ];
}

const HOME_FRESH = "home, fresh (a guest with a session)";
const ASSET = "build asset (entry script, brotli)";
const PHOTO = "room photo (a guest with a session)";
const BROWSER_ENCODINGS = { "accept-encoding": "gzip, deflate, br" };

/** One build being measured: its mock, its server, and the headers each page needs there. */
interface Target {
  label: string;
  root: string;
  mock: Running;
  site: Running;
  host: string;
  /** The metrics port, when metrics are on. */
  metricsPort?: number;
  /** The client build the pages name (`manifest-<hash>`): which build this server loaded. */
  build: string;
  /** Per page: its path and headers on this server (cookies are this server's own), or why not. */
  pages: Map<string, { path: string; headers: Headers; serverTiming: boolean } | { error: string }>;
}

interface OneConnection {
  /** p50 of client latency minus the PMS share of each answer (Server-Timing). */
  own: number;
  latency: number;
  pms: number;
  /** The server process's CPU time per request, ms. */
  cpu: number;
}
interface TenConnections {
  perSecond: number;
  cpu: number;
}

interface Row {
  figure: string;
  ref: number;
  tree: number;
  unit: string;
  /** tree / ref (observability: observed / plain), the median of the rounds' ratios; below 1 is faster for times, above 1 for throughput. */
  ratio: number;
  /** The same ratio round by round: its spread is this run's noise. */
  roundRatios: number[];
}

export async function benchAgainst(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      against: { type: "string" },
      rounds: { type: "string", default: "3" },
      requests: { type: "string", default: "200" },
      seconds: { type: "string", default: "5" },
      "no-observability": { type: "boolean", default: false },
      "observability-rounds": { type: "string" },
      only: { type: "string" },
    },
    strict: true,
  });
  const ref = values.against;
  if (!ref) throw new Error("--against needs a git ref: npm run bench -- --against 2cdaf70");
  const rounds = positive("--rounds", values.rounds);
  const requests = positive("--requests", values.requests);
  const seconds = positive("--seconds", values.seconds);
  const observability = !values["no-observability"];
  // Its figure is a few per cent: more rounds than the A/B's, each short (two pages, two servers).
  const observabilityRounds = positive("--observability-rounds", values["observability-rounds"] ?? String(Math.max(rounds, 5)));

  const sha = git(["rev-parse", "--verify", `${ref}^{commit}`]);
  const head = git(["rev-parse", "HEAD"]);
  const changed = git(["status", "--porcelain", "--untracked-files=no"]).split("\n").filter(Boolean).length;
  console.log(`A/B: ${ref} (${sha}) against this working tree (HEAD ${head.slice(0, 10)}${changed ? `, ${changed} files changed` : ""})`);
  const refRoot = buildOf(sha);

  // The hotel's date for the whole run, pinned in both mocks, so both builds search the same nights.
  const today = new Date().toISOString().slice(0, 10);
  // --only home,search: the pages whose names start with one of these (the others are not asked).
  const only = values.only
    ?.split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const pageList = pagesFor(today).filter((page) => !only || only.some((name) => page.name.startsWith(name)));

  const running: Running[] = [];
  let sink: Server | undefined;
  const stopAll = async () => {
    await Promise.all(running.splice(0).map((process) => process.stop()));
    await new Promise((resolve) => (sink ? sink.close(resolve) : resolve(undefined)));
  };
  const interrupted = () => {
    console.log("\ninterrupted: stopping the servers and mocks");
    void stopAll().then(() => process.exit(130));
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);

  try {
    console.log(`\nstarting each build on a mock PMS from its own tree (date ${today}, ${LATENCY_MS} ms per call)`);
    const refTarget = await startTarget(`ref ${sha.slice(0, 7)}`, refRoot, today, {}, running);
    const treeTarget = await startTarget("working tree", root, today, {}, running);
    const targets: Record<Side, Target> = { ref: refTarget, tree: treeTarget };

    // Each page must answer 200 on both builds; a page the ref does not have is skipped, alone.
    const skipped: Array<{ page: string; reason: string }> = [];
    const pages = pageList.filter((page) => {
      const reasons = (["ref", "tree"] as const).flatMap((side) => {
        const entry = targets[side].pages.get(page.name)!;
        return "error" in entry ? [`${targets[side].label}: ${entry.error}`] : [];
      });
      if (reasons.length) {
        skipped.push({ page: page.name, reason: reasons.join("; ") });
        console.log(`  skipped: ${page.name} (${reasons.join("; ")})`);
      }
      return reasons.length === 0;
    });
    const serverTiming = (side: Side, page: Page) => (targets[side].pages.get(page.name) as { serverTiming: boolean }).serverTiming;
    for (const page of pages)
      for (const side of ["ref", "tree"] as const)
        if (!serverTiming(side, page))
          console.log(`  ${targets[side].label} sends no Server-Timing on ${page.name}: its own time is computed from the other build's PMS share`);

    // The observability cost needs only the working tree: its home and search even if the ref has not got them.
    const observedPages = observability
      ? pageList.filter((page) => (page.name === "home" || page.name.startsWith("search")) && !("error" in treeTarget.pages.get(page.name)!))
      : [];
    const minutes = (rounds * pages.length * 2 * (seconds + 4) + observabilityRounds * observedPages.length * 2 * seconds + 20) / 60;
    console.log(
      `\n${rounds} rounds; per page and build: ${WARMUP} + ${requests} requests at 1 connection, ${seconds} s at 10 connections` +
        `${observability ? `; then ${observabilityRounds} rounds of home and search with and without metrics and traces, ${seconds} s each at 10 connections` : ""}` +
        ` (about ${Math.ceil(minutes)} min)`,
    );

    const one: Record<string, Record<Side, OneConnection[]>> = {};
    const ten: Record<string, Record<Side, TenConnections[]>> = {};
    // The site's own time: latency minus the build's own PMS share; a build without Server-Timing
    // takes the other build's PMS share of the same round (the same page makes the same calls).
    const own = (side: Side, page: Page, round: number): number => {
      const otherSide: Side = side === "ref" ? "tree" : "ref";
      const mine = one[page.name]![side][round]!;
      const other = one[page.name]![otherSide][round]!;
      if (serverTiming(side, page)) return mine.own;
      return serverTiming(otherSide, page) ? Math.max(mine.latency - other.pms, 0) : mine.latency;
    };
    for (const page of pages) {
      one[page.name] = { ref: [], tree: [] };
      ten[page.name] = { ref: [], tree: [] };
    }
    for (let round = 0; round < rounds; round++) {
      const order: Side[] = round % 2 === 0 ? ["ref", "tree"] : ["tree", "ref"];
      console.log(`\nround ${round + 1}/${rounds} (${order.join(" first, then ")})`);
      const pair: [Target, Target] = [targets[order[0]!], targets[order[1]!]];
      const sideOf = (target: Target): Side => (target === refTarget ? "ref" : "tree");
      for (const page of pages) {
        const ones = await compareOne(pair, page, requests, (target) => serverTiming(sideOf(target), page));
        const tens = await compareTen(pair, page, seconds);
        for (const index of [0, 1]) {
          one[page.name]![order[index]!].push(ones[index]!);
          ten[page.name]![order[index]!].push(tens[index]!);
        }
        const describe = (side: Side) => {
          const a = one[page.name]![side].at(-1)!;
          const b = ten[page.name]![side].at(-1)!;
          return `${side} ${ms(own(side, page, round))} own, CPU ${ms(a.cpu)}, ${b.perSecond.toFixed(0)} req/s`;
        };
        console.log(`  ${page.name.padEnd(28)} ${describe("ref")} | ${describe("tree")}`);
      }
    }

    // A kept page against a static file of the same size, through the same server (the working
    // tree's): the home as a stranger gets it, and the build asset nearest its size, both asked
    // with a browser's Accept-Encoding (each served as stored compressed bytes), in 1-second slices
    // that take turns, as the A/B's.
    const kept = await keptAgainstFile(treeTarget, rounds, seconds);

    // The observability cost: the working tree's build twice more, started together, so both have
    // the same history (the A/B's tree server has served other pages, and its caches are in another
    // state); one plain, one with metrics and traces, on the tree's mock.
    let observed: Target | undefined;
    let spans = { posts: 0, bytes: 0 };
    const observedTen: Record<string, { plain: TenConnections[]; observed: TenConnections[] }> = {};
    let observedBuild = "";
    if (observability) {
      // The A/B's servers (and the ref's mock) are done: stopped, so they take nothing from these two.
      for (const process of [refTarget.site, treeTarget.site, refTarget.mock]) {
        await process.stop();
        running.splice(running.indexOf(process), 1);
      }
      console.log("\nobservability: the working tree again, plain and with metrics and traces");
      const started = await startSink();
      sink = started.server;
      spans = started.received;
      const metricsPort = await freePort();
      const plain = await startTarget("working tree, plain", root, today, {}, running, treeTarget.mock);
      observed = await startTarget(
        "working tree, metrics and traces on",
        root,
        today,
        { METRICS_PORT: String(metricsPort), METRICS_HOST: "127.0.0.1", OTEL_EXPORTER_OTLP_ENDPOINT: started.url },
        running,
        treeTarget.mock,
      );
      observed.metricsPort = metricsPort;
      console.log(`  its traces: every request's span and its PMS calls' (sampler ${SAMPLER}), exported in batches to ${started.url}`);
      // Others may rebuild this working tree at any time: the two must have loaded the same build.
      if (observed.build !== plain.build)
        throw new Error(`the working tree was rebuilt between starting its two servers (${plain.build}, then ${observed.build}): run again`);
      observedBuild = plain.build;
      if (plain.build !== treeTarget.build) console.log(`  note: the working tree was rebuilt since the A/B (${treeTarget.build}, now ${plain.build})`);
      for (const page of observedPages) {
        observedTen[page.name] = { plain: [], observed: [] };
        // Fresh processes: the same warm-up for both.
        for (const target of [plain, observed]) await loadOn(target, page, { connections: 10, requests: 300, serverTiming: false });
      }
      for (let round = 0; round < observabilityRounds; round++) {
        const sides = round % 2 === 0 ? (["plain", "observed"] as const) : (["observed", "plain"] as const);
        for (const page of observedPages) {
          const tens = await compareTen(sides[0] === "plain" ? [plain, observed] : [observed, plain], page, seconds);
          for (const index of [0, 1]) observedTen[page.name]![sides[index]!].push(tens[index]!);
          const last = observedTen[page.name]!;
          // CPU to the microsecond: a kept home costs 0.3 ms, and the cost looked for is a few per cent of it.
          const describe = (which: "plain" | "observed") => `${last[which].at(-1)!.perSecond.toFixed(0)} req/s, CPU ${last[which].at(-1)!.cpu.toFixed(3)} ms`;
          console.log(
            `  round ${round + 1}/${observabilityRounds} ${page.name.padEnd(28)} plain ${describe("plain")} | metrics and traces ${describe("observed")}`,
          );
        }
      }
    }

    // The figures: medians over the rounds, and the median of the rounds' ratios.
    const rows: Row[] = [];
    for (const page of pages) {
      const refOne = one[page.name]!.ref;
      const treeOne = one[page.name]!.tree;
      const note = (["ref", "tree"] as const).some((side) => !serverTiming(side, page)) ? " (*)" : "";
      rows.push(
        row(
          `${page.name}: own time p50, 1 conn${note}`,
          "ms",
          refOne.map((_, round) => own("ref", page, round)),
          treeOne.map((_, round) => own("tree", page, round)),
        ),
      );
      rows.push(
        row(
          `${page.name}: CPU per request`,
          "ms",
          refOne.map((sample) => sample.cpu),
          treeOne.map((sample) => sample.cpu),
        ),
      );
      rows.push(
        row(
          `${page.name}: requests/s, 10 conn`,
          "req/s",
          ten[page.name]!.ref.map((sample) => sample.perSecond),
          ten[page.name]!.tree.map((sample) => sample.perSecond),
        ),
      );
    }

    let observabilityResult: Record<string, unknown> | null = null;
    const observedRows: Row[] = [];
    if (observed) {
      for (const page of observedPages) {
        const samples = observedTen[page.name]!;
        observedRows.push(
          row(
            `${page.name}: requests/s, 10 conn`,
            "req/s",
            samples.plain.map((sample) => sample.perSecond),
            samples.observed.map((sample) => sample.perSecond),
          ),
        );
        observedRows.push(
          row(
            `${page.name}: CPU per request, 10 conn`,
            "ms",
            samples.plain.map((sample) => sample.cpu),
            samples.observed.map((sample) => sample.cpu),
          ),
        );
      }
      // Two readings of one cost. The issue's: 1 − the pages' mean throughput ratio. The goal's:
      // the pages' mean CPU-per-request ratio − 1 — what metrics and traces take from the server
      // process itself, which the load generator sharing the two cores and, on the search page,
      // the PMS's latency (10 connections wait on it) blur in requests per second (docs/quality.md,
      // "Observability's price").
      const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
      const costPercent = (1 - mean(observedRows.filter((entry) => entry.unit === "req/s").map((entry) => entry.ratio))) * 100;
      const cpuCostPercent = (mean(observedRows.filter((entry) => entry.unit === "ms").map((entry) => entry.ratio)) - 1) * 100;
      // The spans left at most a second ago (the exporter's batch interval): wait for the last batch.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const metricsPort = observed.metricsPort!;
      const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`).then((answer) => answer.text());
      const counted = /^bff_http_requests_total\{/m.test(metrics);
      observabilityResult = {
        pages: observedPages.map((page) => page.name),
        rows: observedRows.map(rounded).map(({ ref, tree, ...entry }) => ({ ...entry, plain: ref, observed: tree })),
        rounds: observabilityRounds,
        costPercent: round3(costPercent),
        cpuCostPercent: round3(cpuCostPercent),
        build: observedBuild,
        goalPercent: OBSERVABILITY_GOAL_PERCENT,
        goalFigure: "cpuCostPercent",
        sampler: SAMPLER,
        met: cpuCostPercent <= OBSERVABILITY_GOAL_PERCENT,
        spanExports: { posts: spans.posts, kilobytes: round3(spans.bytes / 1024) },
        metricsServed: counted,
      };
      if (spans.posts === 0) console.log("\n  ✗ the observed build exported no spans: the observability cost below measures nothing");
      if (!counted) console.log("\n  ✗ the observed build's metrics port has no bff_http_requests_total");
      printTable(
        `observability: the working tree plain against metrics (port ${metricsPort}) and traces (OTLP to a local sink)`,
        "plain",
        "observed",
        observedRows,
      );
      console.log(
        `\n${cpuCostPercent <= OBSERVABILITY_GOAL_PERCENT ? "✓" : "✗"} observability cost: ${cpuCostPercent.toFixed(1)} % CPU per request (the pages' mean CPU ratio − 1; goal ≤ ${OBSERVABILITY_GOAL_PERCENT} %);` +
          ` ${costPercent.toFixed(1)} % in requests/s at 10 connections (1 − the pages' mean throughput ratio, the issue's reading);` +
          ` ${observabilityRounds} rounds; ${spans.posts} span exports (${(spans.bytes / 1024).toFixed(0)} KB) received, metrics ${counted ? "served" : "missing"}`,
      );
    }

    if (kept) {
      printTable(
        `a kept page against a static file of the same size, the working tree's server (home ${kept.pageBytes} B; ${kept.file}, ${kept.fileBytes} B; ${kept.encoding} both)`,
        "static file",
        "kept home",
        kept.rows,
      );
      console.log("ratio: kept home / static file, the median of the rounds' ratios.");
    }
    printTable(`${ref} (${sha.slice(0, 10)}) against the working tree`, `ref ${sha.slice(0, 7)}`, "tree", rows);
    console.log(
      "ratio: tree / ref, the median of the rounds' ratios. Own time and CPU below 1.00 and requests/s above 1.00: the working tree is faster. Rounds: the lowest and highest round's ratio.",
    );
    if (rows.some((entry) => entry.figure.endsWith("(*)")))
      console.log("(*) a build without Server-Timing: its latency p50 minus the other build's PMS share p50 of the same page and round.");
    for (const entry of skipped) console.log(`skipped: ${entry.page} (${entry.reason})`);
    const failed = [...failures.values()].filter((entry) => entry.count > 0);
    for (const entry of failed)
      console.log(
        `✗ ${entry.build}, ${entry.page}: ${entry.count} of ${entry.requests} answers were not 200, left out of its figures (the first: ${entry.first})`,
      );

    const file = join(root, "bench", "results.json");
    const earlier = (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {}) as Record<string, unknown>;
    const against = {
      ref,
      sha,
      refBuild: refTarget.build,
      tree: { head, changedFiles: changed, build: treeTarget.build },
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      rounds,
      requestsAt1Connection: requests,
      secondsAt10Connections: seconds,
      pmsLatencyMs: LATENCY_MS,
      pages: pages.map((page) => ({ name: page.name, path: page.path })),
      skipped,
      serverTiming: Object.fromEntries(pages.map((page) => [page.name, { ref: serverTiming("ref", page), tree: serverTiming("tree", page) }])),
      rows: rows.map(rounded),
      observability: observabilityResult,
      keptAgainstFile: kept ? { ...kept, rows: kept.rows.map(rounded).map(({ ref, tree, ...entry }) => ({ ...entry, file: ref, kept: tree })) } : null,
      failures: failed,
    };
    mkdirSync(join(root, "bench"), { recursive: true });
    writeFileSync(file, `${JSON.stringify({ ...earlier, against }, null, 2)}\n`);
    console.log("\nwritten: bench/results.json (key `against`)");
  } finally {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    await stopAll();
  }
}

/** The ref's tree, installed and built, from the cache when it was built before. */
function buildOf(sha: string): string {
  const dir = join(BUILDS_DIR, sha);
  const ready = join(dir, ".bench-ready");
  if (existsSync(ready)) {
    console.log(`using the build kept in ${dir} (built ${readFileSync(ready, "utf8").trim()})`);
    return dir;
  }
  if (existsSync(dir)) {
    console.log(`removing an unfinished build in ${dir}`);
    rmSync(dir, { recursive: true, force: true });
  }
  mkdirSync(dir, { recursive: true });
  const began = Date.now();
  console.log(`building ${sha.slice(0, 10)} in ${dir} (kept for the next run; delete ${BUILDS_DIR} to free the space)`);
  run(`git archive ${sha.slice(0, 10)} | tar -x`, "bash", ["-o", "pipefail", "-c", 'git archive --format=tar "$1" | tar -x -C "$2"', "bash", sha, dir], root);
  // Its own lock file and its own patches (postinstall: patch-package), which differ between commits.
  run("npm ci --no-audit --no-fund", "npm", ["ci", "--no-audit", "--no-fund"], dir, { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" });
  run("npx remix build", "npx", ["--no", "remix", "build"], dir);
  writeFileSync(ready, `${new Date().toISOString()}\n`);
  console.log(`built in ${((Date.now() - began) / 1000).toFixed(0)} s`);
  return dir;
}

function run(title: string, command: string, args: string[], cwd: string, env: Record<string, string> = {}): void {
  console.log(`$ ${title}   (in ${cwd})`);
  // Not the npm settings of the `npm run bench` this runs under: the other tree is a project of its own.
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("npm_") && name !== "INIT_CWD"));
  const result = spawnSync(command, args, { cwd, env: { ...clean, ...env } as NodeJS.ProcessEnv, stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) throw new Error(`${title} failed (${result.error?.message ?? `exit ${result.status}`}) in ${cwd}`);
}

function git(args: string[]): string {
  return execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
}

/**
 * A mock PMS from `tree` (unless one is given: the observed build shares the plain one's) with the
 * fixed latency, the site from `tree` on it, and each page checked there: 200, and whether it
 * sends Server-Timing.
 */
async function startTarget(label: string, tree: string, today: string, env: Record<string, string>, running: Running[], sharedMock?: Running): Promise<Target> {
  let mock = sharedMock;
  if (!mock) {
    mock = await startMock(await freePort(), today, { root: tree });
    running.push(mock);
    const faults = (await mockControl.faults(mock, { latency_ms: LATENCY_MS })) as { latency_ms?: number };
    if (faults.latency_ms !== LATENCY_MS) throw new Error(`${label}: the mock did not take latency_ms ${LATENCY_MS}: ${JSON.stringify(faults)}`);
  }
  const site = await startSite({ root: tree, port: await freePort(), env: { UPSTREAM_URL: mock.url, ...env } });
  running.push(site);
  const host = `carpathia-ro.localhost:${new URL(site.url).port}`;
  const target: Target = { label, root: tree, mock, site, host, pages: new Map(), build: "unknown" };
  const hotel = { host };
  const [home, , search, , staff, bookingForm] = pagesFor(today).map((page) => page.path) as [string, string, string, string, string, string];
  const check = async (name: string, path: string, headers: Headers) => {
    const answer = await once(site.url, path, headers);
    if (answer.status !== 200) return target.pages.set(name, { error: `${path} answered ${answer.status}` });
    const timing = answer.header("server-timing").join(",");
    target.pages.set(name, { path, headers, serverTiming: /(?:^|,)\s*pms;dur=/.test(timing) });
    target.build = /\/build\/(manifest-[A-Za-z0-9]+)\.js/.exec(answer.body)?.[1] ?? target.build;
  };
  await check("home", home, hotel);
  let photo: string | undefined;
  // The entry script the home names (its hash differs per build), asked with a browser's Accept-Encoding.
  {
    const answer = await once(site.url, home, hotel);
    const entry = /\/build\/entry\.client-[A-Za-z0-9_-]+\.js/.exec(answer.body)?.[0];
    if (!entry) target.pages.set(ASSET, { error: "the home names no /build/entry.client-*.js" });
    else await check(ASSET, entry, { ...hotel, ...BROWSER_ENCODINGS });
    photo = photoShownIn(answer.body);
  }
  await check("search (2 adults, 2 nights)", search, hotel);
  await check("booking form (an offer chosen)", bookingForm, hotel);
  // The reservation page: a look-up grant (a redirect and a cookie), as run.ts's pagesOf makes it.
  try {
    const grant = await once(site.url, LOOK_UP, hotel);
    const location = grant.header("location")[0];
    if ((grant.status !== 302 && grant.status !== 303) || !location?.startsWith("/reservations/100001"))
      target.pages.set("reservation page", { error: `the look-up answered ${grant.status}${location ? ` to ${location}` : ""}` });
    else {
      const cookie = grant
        .header("set-cookie")
        .map((value) => value.split(";")[0])
        .join("; ");
      await check("reservation page", location, { ...hotel, cookie });
      await check(HOME_FRESH, home, { ...hotel, cookie });
      // Asked with the session's cookie: an anonymous guest's photo is a kept page (decision 031)
      // in any build; a guest with a session, on the booking path, gets it from the photo shelf.
      if (!photo) target.pages.set(PHOTO, { error: "the home shows no /media-proxy/ photo" });
      else await check(PHOTO, photo, { ...hotel, cookie, accept: "image/*" });
    }
  } catch (error) {
    target.pages.set("reservation page", { error: String(error) });
    target.pages.set(HOME_FRESH, { error: String(error) });
    target.pages.set(PHOTO, { error: String(error) });
  }
  try {
    const cookie = await signInAsStaff(site.url, host);
    await check("staff plan grid, 31 days", staff, { ...hotel, cookie });
  } catch (error) {
    target.pages.set("staff plan grid, 31 days", { error: String(error instanceof Error ? error.message : error) });
  }
  console.log(`  ${label}: site ${site.url} (pid ${site.pid}, ${target.build}), mock ${mock.url}${sharedMock ? " (shared)" : ""}, ${tree}`);
  return target;
}

/**
 * Both builds at 1 connection on one page: each warmed up, then `requests` each, asked in slices
 * that take turns (first, second, second, first, …) so a burst of other work on the machine falls
 * on both; each build's requests pooled into one p50, its CPU time summed over its slices.
 */
async function compareOne(
  pair: [Target, Target],
  page: Page,
  requests: number,
  serverTiming: (target: Target) => boolean,
): Promise<[OneConnection, OneConnection]> {
  const pooled = pair.map(() => ({ latency: [] as number[], overhead: [] as number[], pms: [] as number[], cpu: 0 }));
  for (const target of pair) await loadOn(target, page, { connections: 1, requests: WARMUP, serverTiming: serverTiming(target) });
  const slices = Math.min(SLICES_AT_1_CONNECTION, requests);
  for (let slice = 0; slice < slices; slice++) {
    const count = Math.floor(((slice + 1) * requests) / slices) - Math.floor((slice * requests) / slices);
    for (const index of slice % 2 === 0 ? [0, 1] : [1, 0]) {
      const target = pair[index]!;
      const before = cpuMsPrecise(target.site.pid);
      const result = await loadOn(target, page, { connections: 1, requests: count, serverTiming: serverTiming(target), keepSamples: true });
      const into = pooled[index]!;
      into.cpu += cpuMsPrecise(target.site.pid) - before;
      into.latency.push(...result.samples!.latency);
      into.overhead.push(...result.samples!.overhead);
      into.pms.push(...result.samples!.pms);
    }
  }
  const [first, second] = pooled.map((into) => ({
    own: percentiles(into.overhead).p50,
    latency: percentiles(into.latency).p50,
    pms: percentiles(into.pms).p50,
    cpu: into.cpu / into.latency.length,
  }));
  return [first!, second!];
}

/** Both builds at 10 connections on one page, `seconds` each in 1-second slices taking turns as compareOne's. */
async function compareTen(pair: [Target, Target], page: Page, seconds: number): Promise<[TenConnections, TenConnections]> {
  const pooled = pair.map(() => ({ requests: 0, seconds: 0, cpu: 0 }));
  for (let slice = 0; slice < seconds; slice++) {
    for (const index of slice % 2 === 0 ? [0, 1] : [1, 0]) {
      const target = pair[index]!;
      const before = cpuMsPrecise(target.site.pid);
      const result = await loadOn(target, page, { connections: 10, durationMs: 1_000, serverTiming: false });
      const into = pooled[index]!;
      into.cpu += cpuMsPrecise(target.site.pid) - before;
      into.requests += result.requests;
      into.seconds += result.seconds;
    }
  }
  const [first, second] = pooled.map((into) => ({ perSecond: into.requests / into.seconds, cpu: into.cpu / into.requests }));
  return [first!, second!];
}

/**
 * The kept home against the build asset nearest its size, on one server: requests/s and CPU per
 * request at 10 connections, `rounds` rounds of `seconds` 1-second slices each, taking turns.
 */
async function keptAgainstFile(
  target: Target,
  rounds: number,
  seconds: number,
): Promise<{ pageBytes: number; file: string; fileBytes: number; encoding: string; rows: Row[] } | null> {
  const home = target.pages.get("home");
  if (!home || "error" in home) return null;
  const headers = { ...home.headers, ...BROWSER_ENCODINGS };
  const plain = await once(target.site.url, home.path, home.headers);
  const sent = await once(target.site.url, home.path, headers);
  const pageBytes = Buffer.byteLength(plain.body);
  const encoding = sent.header("content-encoding")[0] ?? "identity";
  const dir = join(target.root, "public", "build");
  const files = readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(?:js|css)$/.test(name))
    .map((name) => ({ name, bytes: statSync(join(dir, name)).size }));
  if (!files.length) return null;
  const nearest = files.reduce((best, file) => (Math.abs(file.bytes - pageBytes) < Math.abs(best.bytes - pageBytes) ? file : best));
  const file = `/build/${nearest.name.split(sep).join("/")}`;
  const fileHeaders = { host: target.host, ...BROWSER_ENCODINGS };
  const fileAnswer = await once(target.site.url, file, fileHeaders);
  if (fileAnswer.status !== 200) return null;
  console.log(
    `\nkept page against a static file: the home (${pageBytes} B, sent ${encoding}) and ${file} (${nearest.bytes} B, sent ${fileAnswer.header("content-encoding")[0] ?? "identity"})`,
  );
  const asked = [
    { path: home.path, headers },
    { path: file, headers: fileHeaders },
  ];
  const samples = asked.map(() => ({ perSecond: [] as number[], cpu: [] as number[] }));
  for (const index of [0, 1]) await load({ origin: target.site.url, ...asked[index]!, connections: 10, requests: 300, serverTiming: false });
  for (let round = 0; round < rounds; round++) {
    const pooled = asked.map(() => ({ requests: 0, seconds: 0, cpu: 0 }));
    for (let slice = 0; slice < seconds; slice++) {
      for (const index of (slice + round) % 2 === 0 ? [0, 1] : [1, 0]) {
        const before = cpuMsPrecise(target.site.pid);
        const result = await load({ origin: target.site.url, ...asked[index]!, connections: 10, durationMs: 1_000, serverTiming: false });
        pooled[index]!.cpu += cpuMsPrecise(target.site.pid) - before;
        pooled[index]!.requests += result.requests;
        pooled[index]!.seconds += result.seconds;
      }
    }
    pooled.forEach((into, index) => {
      samples[index]!.perSecond.push(into.requests / into.seconds);
      samples[index]!.cpu.push(into.cpu / into.requests);
    });
    console.log(
      `  round ${round + 1}/${rounds}: kept home ${samples[0]!.perSecond.at(-1)!.toFixed(0)} req/s, CPU ${samples[0]!.cpu.at(-1)!.toFixed(3)} ms | file ${samples[1]!.perSecond.at(-1)!.toFixed(0)} req/s, CPU ${samples[1]!.cpu.at(-1)!.toFixed(3)} ms`,
    );
  }
  return {
    pageBytes,
    file,
    fileBytes: nearest.bytes,
    encoding,
    rows: [
      row("requests/s, 10 conn", "req/s", samples[1]!.perSecond, samples[0]!.perSecond),
      row("CPU per request, 10 conn", "ms", samples[1]!.cpu, samples[0]!.cpu),
    ],
  };
}

/**
 * Answers other than 200, per build and page: counted and reported (with the first one's text)
 * rather than ending a run of several minutes; a figure is made of the 200s only.
 */
const failures = new Map<string, { build: string; page: string; count: number; requests: number; first: string | null }>();

async function loadOn(target: Target, page: Page, options: Omit<LoadOptions, "origin" | "path" | "headers" | "countErrors">): Promise<LoadResult> {
  const result = await load({ ...requestOf(target, page), ...options, countErrors: true });
  const key = `${target.label}\n${page.name}`;
  const entry = failures.get(key) ?? { build: target.label, page: page.name, count: 0, requests: 0, first: null };
  entry.requests += result.requests + result.errors!.count;
  if (result.errors!.count > 0) {
    if (entry.count === 0) console.log(`  ✗ ${target.label}: ${result.errors!.first}`);
    entry.count += result.errors!.count;
    entry.first ??= result.errors!.first;
  }
  failures.set(key, entry);
  return result;
}

function requestOf(target: Target, page: Page) {
  const { path, headers } = target.pages.get(page.name) as { path: string; headers: Headers };
  return { origin: target.site.url, path, headers };
}

/** A collector that takes every OTLP/HTTP export (answers 200) and counts what arrived. */
async function startSink(): Promise<{ server: Server; url: string; received: { posts: number; bytes: number } }> {
  const received = { posts: 0, bytes: 0 };
  const server = createServer((req, res) => {
    req.on("data", (chunk: Buffer) => (received.bytes += chunk.length));
    req.on("end", () => {
      if (req.method === "POST") received.posts++;
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${port}`, received };
}

/**
 * A figure: each side's median over the rounds, and the median of the rounds' ratios. The two
 * figures of a round were measured side by side, so their ratio keeps what the machine did then out;
 * the ratio of the two medians could pair one build's quiet round with the other's busy one.
 */
function row(figure: string, unit: string, ref: number[], tree: number[]): Row {
  const roundRatios = ref.map((value, round) => tree[round]! / value);
  return { figure, unit, ref: median(ref), tree: median(tree), ratio: median(roundRatios), roundRatios };
}

function rounded(entry: Row) {
  return { ...entry, ref: round3(entry.ref), tree: round3(entry.tree), ratio: round3(entry.ratio), roundRatios: entry.roundRatios.map(round3) };
}

function printTable(title: string, left: string, right: string, rows: Row[]): void {
  console.log(`\n${title}\n`);
  console.log(`| Figure | ${left} | ${right} | Ratio | Rounds |\n| --- | --- | --- | --- | --- |`);
  const value = (entry: Row, x: number) => (entry.unit === "ms" ? ms(x) : `${x.toFixed(0)} ${entry.unit}`);
  for (const entry of rows) {
    const spread = `${Math.min(...entry.roundRatios).toFixed(2)}–${Math.max(...entry.roundRatios).toFixed(2)}`;
    console.log(`| ${entry.figure} | ${value(entry, entry.ref)} | ${value(entry, entry.tree)} | ${entry.ratio.toFixed(2)} | ${spread} |`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ms = (value: number) => `${value.toFixed(value < 2 ? 2 : 1)} ms`;
const round3 = (value: number) => Math.round(value * 1000) / 1000;

function positive(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} takes a whole number above 0 (got "${text}")`);
  return value;
}

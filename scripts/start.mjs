#!/usr/bin/env node
/**
 * `npm start`: builds when the build is missing or older than the sources, then serves it with
 * server.mjs on PORT. With no UPSTREAM_URL the demo's mock PMS runs beside it (embedded-mock.mjs).
 *
 * WEB_CONCURRENCY > 1: this process becomes a node:cluster primary with that many server.mjs
 * workers sharing PORT (docs/decisions/017). It needs REDIS_URL — the balancer spreads one guest's
 * requests over the workers, so sessions, grants and booking keys must be shared — and, with no
 * UPSTREAM_URL, it starts the demo's mock PMS once and hands its address to every worker.
 * SIGTERM/SIGINT go to every worker, which drains as a single server does; a worker that dies
 * otherwise is replaced.
 */
import { spawn, spawnSync } from "node:child_process";
import cluster from "node:cluster";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startEmbeddedMock } from "./embedded-mock.mjs";
import { precompress } from "./precompress.mjs";
import { serveMetrics } from "./metrics-server.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const buildFile = join(root, "build", "index.js");
const sources = ["app", "bff", "contracts", "mocks", "remix.config.js", "package.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const args = process.argv.slice(2);
if (!args.includes("--no-build")) {
  const builtAt = existsSync(buildFile) ? statSync(buildFile).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (builtAt < changedAt) {
    console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
    const build = spawnSync(process.execPath, [join(root, "node_modules", "@remix-run", "dev", "dist", "cli.js"), "build"], {
      cwd: root,
      stdio: "inherit",
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
    // The browser's files stored compressed once, beside them (scripts/precompress.mjs).
    precompress(join(root, "public", "build"));
  }
}

const workers = Number(process.env.WEB_CONCURRENCY ?? 1);
if (!Number.isInteger(workers) || workers < 1 || workers > 64) {
  console.error(`Invalid environment: WEB_CONCURRENCY must be a whole number from 1 to 64 (got "${process.env.WEB_CONCURRENCY}")`);
  process.exit(1);
}

if (workers === 1) {
  const server = spawn(process.execPath, [join(root, "server.mjs"), buildFile], {
    cwd: root,
    stdio: "inherit",
    env: { NODE_ENV: "production", ...process.env },
  });
  // Passed on once: a signal to the whole process group (systemd, Ctrl-C) has reached the server
  // itself too, and the server ignores any after its first (server.mjs); one sent to this process
  // alone (`kill PID`, a container's PID 1) reaches the server only this way. This process stays
  // until the server has drained and exited, whatever else arrives.
  let forwarded = false;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      if (forwarded) return;
      forwarded = true;
      server.kill(signal);
    });
  }
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  await runCluster(workers);
}

/** One JSON line, like the workers' pino lines, so one log reader reads both. */
function log(level, msg, fields = {}) {
  console.log(JSON.stringify({ level, time: new Date().toISOString(), service: "booking-bff", pid: process.pid, role: "primary", ...fields, msg }));
}

async function runCluster(count) {
  if (!process.env.REDIS_URL) {
    console.error(
      `WEB_CONCURRENCY=${count} needs REDIS_URL: requests are spread over the workers, and without a shared store a guest signed in on one worker is a stranger to the next (sessions, look-up grants, booking keys and attempt limits are per process). Set REDIS_URL, or WEB_CONCURRENCY=1.`,
    );
    process.exit(1);
  }
  const env = { NODE_ENV: "production", ...process.env };
  let mock;
  if (!process.env.UPSTREAM_URL) {
    mock = await startEmbeddedMock(env);
    env.EMBEDDED_MOCK_URL = mock.url;
    log(30, `mock PMS started once for ${count} workers at ${mock.url} (set UPSTREAM_URL to use a real PMS)`, { mock: mock.url });
  }
  cluster.setupPrimary({ exec: join(root, "server.mjs"), args: [buildFile], cwd: root });
  let stopping = false;
  let deaths = [];
  const fork = () => cluster.fork(env);
  for (let i = 0; i < count; i += 1) fork();
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log(30, "all workers stopped");
        mock?.stop();
        process.exit(0);
      }
      return;
    }
    // A worker that cannot start (a wrong setting) would die again at once: give up rather than loop.
    const now = Date.now();
    deaths = deaths.filter((at) => now - at < 60_000).concat(now);
    if (deaths.length > count * 3) {
      log(60, "workers keep dying; stopping", { worker: worker.process.pid, code, signal });
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill("SIGTERM");
      mock?.stop();
      process.exit(1);
    }
    log(50, "worker died; starting another", { worker: worker.process.pid, code, signal });
    fork();
  });
  log(30, `cluster of ${count} workers on port ${env.PORT ?? 3000}`, { workers: count });
  // METRICS_PORT: the primary serves the sum of its workers' metrics (each worker answers it over IPC).
  if (env.METRICS_PORT) {
    const { AggregatorRegistry } = await import("prom-client");
    const workersMetrics = new AggregatorRegistry();
    const port = Number(env.METRICS_PORT);
    await serveMetrics({
      port,
      host: env.METRICS_HOST || env.HOST,
      metrics: () => workersMetrics.clusterMetrics(),
      contentType: workersMetrics.contentType,
      onError: (error) => log(50, "metrics not gathered from the workers", { err: String(error) }),
    }).catch((error) => {
      console.error(`Invalid environment: METRICS_PORT ${port} cannot be listened on (${error?.code ?? error})`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
      mock?.stop();
      process.exit(1);
    });
    log(30, `metrics of ${count} workers at http://localhost:${port}/metrics`, { metricsPort: port });
  }
  // As server.mjs: the first signal starts the drain, later ones change nothing (a signal to the
  // whole process group reaches every worker itself as well as through this loop). A one-shot
  // handler let a second signal kill the primary mid-drain, its workers left without a parent.
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log(30, `${signal}: draining ${count} workers`, { signal });
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      // The workers exit within 10 s of the signal (server.mjs); the primary does not outlive them long.
      setTimeout(() => {
        mock?.stop();
        process.exit(1);
      }, 15_000).unref();
    });
  }
}

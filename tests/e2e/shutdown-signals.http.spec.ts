/**
 * Shutdown when the stop signal goes to the whole process group, as systemd's default stop and
 * Ctrl-C in a terminal send it: `npm start` (scripts/start.mjs) is started detached, in a process
 * group of its own, and the group gets SIGTERM — which reaches the server twice, once itself and
 * once forwarded by start.mjs (or the cluster's primary) — then SIGTERM and SIGINT again while it
 * drains. None of them cuts the drain short: readiness answers 503, a slow request already under
 * way is answered 200, and the server closes and exits cleanly. One server, and a cluster of two.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { startRedisServer, type RedisServer } from "../../bff/testing";
import { E2E_PORT, HOTEL_TODAY, inDays, MOCK_PORT, SESSION_SECRET } from "./support/env";
import { logLinesOf } from "./support/own-server";

/** The PMS answers the search this long: the request is in flight while every signal arrives. */
const SEARCH_LATENCY_MS = 4_000;
const SEARCH = "GET /api/reservation-query";

interface Started {
  base: string;
  mock: string;
  lines: Array<Record<string, unknown>>;
  child: ChildProcess;
  exited: Promise<number | null>;
}

/** `npm start` in a process group of its own (its pid is the group's id), with `workers` workers. */
async function startInItsOwnGroup(offset: number, workers: number, env: Record<string, string> = {}): Promise<Started> {
  const port = E2E_PORT + offset;
  const child = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_PORT: String(MOCK_PORT + offset),
      MOCK_TODAY: HOTEL_TODAY,
      SESSION_SECRET,
      SHUTDOWN_DRAIN_MS: "1000",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      UPSTREAM_URL: "",
      WEB_CONCURRENCY: String(workers),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const lines = logLinesOf(child);
  await expect
    .poll(() => (child.exitCode === null ? lines.filter((line) => line.port === port && String(line.msg).startsWith("site at")).length : -1), {
      timeout: 30_000,
    })
    .toBe(workers);
  return { base: `http://localhost:${port}`, mock: `http://127.0.0.1:${MOCK_PORT + offset}`, lines, child, exited };
}

/** Every process of the group, as `kill -TERM -PGID` (systemd, a terminal's Ctrl-C) sends it. */
const signalGroup = (started: Started, signal: NodeJS.Signals) => process.kill(-started.child.pid!, signal);

const count = (started: Started, msg: string) => started.lines.filter((line) => line.msg === msg).length;
const readiness = (started: Started) =>
  fetch(`${started.base}/readyz`).then(
    (response) => response.status,
    () => 0,
  );

/** Whether every server (by pid) has logged a line `matching`. */
const everyServerLogged = (started: Started, servers: unknown[], matching: (line: Record<string, unknown>) => boolean) =>
  servers.every((pid) => started.lines.some((line) => line.pid === pid && matching(line)));
const ALREADY = "already shutting down: the drain goes on";

/**
 * A slow booking search under way, then the group signalled three times (SIGTERM, SIGTERM,
 * SIGINT), each one handled by every server before the next is sent. (The first SIGTERM reaches a
 * server twice, itself and passed on, but two of the same signal pending at once may count as
 * one: the second SIGTERM is sent once the first has been handled, and SIGINT is another signal.)
 */
async function stopUnderWay(started: Started) {
  const servers = started.lines.filter((line) => String(line.msg).startsWith("site at")).map((line) => line.pid);
  await fetch(`${started.mock}/__mock/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ latency_ms: SEARCH_LATENCY_MS, endpoints: [SEARCH] }),
  });
  const searched = async () => ((await (await fetch(`${started.mock}/__mock/calls`)).json()) as Record<string, number>)[SEARCH] ?? 0;
  const slow = fetch(`${started.base}/reservation-new?o=carpathia-ro&lang=en&day_from=${inDays(50)}&day_to=${inDays(52)}&adults=2&rooms=1`).then(
    async (response) => ({
      status: response.status,
      body: await response.text(),
    }),
  );
  // The search has reached the PMS: the request is in flight from here on.
  await expect.poll(searched).toBeGreaterThan(0);
  let answered = false;
  void slow.then(() => (answered = true));

  signalGroup(started, "SIGTERM");
  await expect.poll(() => everyServerLogged(started, servers, (line) => line.msg === "shutting down")).toBe(true);
  // Readiness is off while the servers still answer.
  await expect.poll(() => readiness(started)).toBe(503);
  signalGroup(started, "SIGTERM");
  await expect.poll(() => everyServerLogged(started, servers, (line) => line.msg === ALREADY && line.signal === "SIGTERM")).toBe(true);
  signalGroup(started, "SIGINT");
  await expect.poll(() => everyServerLogged(started, servers, (line) => line.msg === ALREADY && line.signal === "SIGINT")).toBe(true);
  // Every signal arrived while the search was still under way.
  expect(answered).toBe(false);
  return slow;
}

test.describe("npm start, one server", () => {
  let started: Started;
  test.afterAll(async () => {
    if (started && started.child.exitCode === null && started.child.signalCode === null) {
      signalGroup(started, "SIGKILL");
      await started.exited;
    }
  });

  test("SIGTERM to the process group, then SIGTERM and SIGINT again mid-drain: readiness 503, the slow request answered 200, a clean exit", async () => {
    test.setTimeout(60_000);
    started = await startInItsOwnGroup(94, 1);
    const slow = await stopUnderWay(started);

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('class="solution');
    expect(await started.exited).toBe(0);
    expect(count(started, "shutting down")).toBe(1);
    expect(count(started, "HTTP server closed")).toBe(1);
  });
});

test.describe("npm start, a cluster of two workers", () => {
  let started: Started;
  let redis: RedisServer;
  test.afterAll(async () => {
    if (started && started.child.exitCode === null && started.child.signalCode === null) {
      signalGroup(started, "SIGKILL");
      await started.exited;
    }
    await redis?.stop();
  });

  test("SIGTERM to the process group, then SIGTERM and SIGINT again mid-drain: both workers drain, the slow request is answered 200 (the mock PMS outlives the drain), a clean exit", async () => {
    test.setTimeout(90_000);
    redis = await startRedisServer();
    started = await startInItsOwnGroup(96, 2, { REDIS_URL: redis.url });
    const slow = await stopUnderWay(started);

    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('class="solution');
    expect(await started.exited).toBe(0);
    expect(started.lines.filter((line) => String(line.msg).endsWith("draining 2 workers"))).toHaveLength(1);
    expect(count(started, "shutting down")).toBe(2);
    expect(count(started, "HTTP server closed")).toBe(2);
    expect(count(started, "all workers stopped")).toBe(1);
  });
});

test.describe("npm start, a cluster whose primary is killed outright", () => {
  let started: Started;
  let redis: RedisServer;
  test.afterAll(async () => {
    if (started && started.child.exitCode === null && started.child.signalCode === null) {
      signalGroup(started, "SIGKILL");
      await started.exited;
    }
    await redis?.stop();
  });

  test("SIGKILL to the primary alone: the mock PMS it started in a group of its own goes too, nothing is left serving", async () => {
    test.setTimeout(60_000);
    redis = await startRedisServer();
    started = await startInItsOwnGroup(98, 2, { REDIS_URL: redis.url });
    const answers = (url: string) =>
      fetch(url).then(
        () => true,
        () => false,
      );
    expect(await answers(`${started.mock}/__mock/calls`)).toBe(true);

    started.child.kill("SIGKILL");
    await started.exited;
    // The workers go with their primary (node:cluster), the mock with its IPC channel (mocks/cli.ts).
    await expect.poll(() => answers(`${started.mock}/__mock/calls`)).toBe(false);
    await expect.poll(() => answers(`${started.base}/healthz`)).toBe(false);
  });
});

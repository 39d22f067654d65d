/**
 * `npm start` with WEB_CONCURRENCY=2 (docs/decisions/017): a node:cluster primary, two workers sharing the
 * port and one Redis, the demo's mock PMS started once by the primary. Both workers serve, a
 * session made on one holds on the other, and SIGTERM to the primary drains both and exits.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { expect, test } from "@playwright/test";
import { startRedisServer, type RedisServer } from "../../bff/testing";
import { E2E_PORT, HOTEL_TODAY, MOCK_PORT, SESSION_SECRET } from "./support/env";
import { logLinesOf } from "./support/own-server";

const PORT = E2E_PORT + 92;
const METRICS_PORT = E2E_PORT + 151;
const BASE = `http://localhost:${PORT}`;
let redis: RedisServer;
let primary: ChildProcess;
const lines: Array<Record<string, unknown>> = [];
const exited = () =>
  new Promise<number | null>((resolve) => (primary.exitCode !== null ? resolve(primary.exitCode) : primary.once("exit", (code) => resolve(code))));

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  redis = await startRedisServer();
  primary = spawn(process.execPath, ["scripts/start.mjs", "--no-build"], {
    env: {
      ...process.env,
      WEB_CONCURRENCY: "2",
      REDIS_URL: redis.url,
      PORT: String(PORT),
      MOCK_PORT: String(MOCK_PORT + 92),
      MOCK_TODAY: HOTEL_TODAY,
      SESSION_SECRET,
      SHUTDOWN_DRAIN_MS: "500",
      METRICS_PORT: String(METRICS_PORT),
      LOG_LEVEL: "info",
      UPSTREAM_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  logLinesOf(primary, lines);
  await expect.poll(() => lines.filter((line) => String(line.msg).startsWith("site at")).length, { timeout: 30_000 }).toBe(2);
});

test.afterAll(async () => {
  if (primary && primary.exitCode === null) {
    primary.kill("SIGTERM");
    await exited();
  }
  await redis?.stop();
});

test("two workers serve, one mock PMS for both, and a session holds across them", async () => {
  const workerPids = new Set(lines.filter((line) => String(line.msg).startsWith("site at")).map((line) => line.pid));
  expect(workerPids.size).toBe(2);
  expect(lines.filter((line) => String(line.msg).startsWith("mock PMS started once"))).toHaveLength(1);
  expect(lines.filter((line) => String(line.msg).startsWith("mock PMS embedded"))).toHaveLength(0);

  const signIn = await fetch(`${BASE}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
    body: new URLSearchParams({ email: "staff@example.com", password: "staff-pass-1", redirectTo: "/staff/plan" }),
  });
  expect(signIn.status).toBe(303);
  const cookie = signIn.headers
    .getSetCookie()
    .find((value) => value.startsWith("__session="))!
    .split(";")[0]!;
  for (let i = 0; i < 6; i += 1) {
    const plan = await fetch(`${BASE}/staff/plan?location=101&lang=en`, { headers: { cookie }, redirect: "manual" });
    await plan.arrayBuffer();
    expect(plan.status).toBe(200);
  }
  const served = lines.filter((line) => line.msg === "request" && line.path === "/staff/plan");
  expect(new Set(served.map((line) => line.pid))).toEqual(workerPids);
});

test("the primary's metrics port sums both workers' counters", async () => {
  const served = lines.filter((line) => line.msg === "request" && line.path === "/staff/plan").length;
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const value = (series: string) =>
    Number(
      text
        .split("\n")
        .find((line) => line.startsWith(`${series} `))
        ?.slice(series.length + 1),
    );
  // Each worker served some of the plan's requests (above): the primary answers for both.
  expect(value('bff_http_requests_total{method="GET",route="/staff/plan",status_class="2xx"}')).toBe(served);
  expect(value("bff_redis_shared")).toBe(1);
  expect(value("process_resident_memory_bytes")).toBeGreaterThan(0);
  expect((await fetch(`${BASE}/metrics`)).status).toBe(404);
});

test("SIGTERM to the primary drains both workers and exits", async () => {
  test.setTimeout(30_000);
  primary.kill("SIGTERM");
  expect(await exited()).toBe(0);
  expect(lines.filter((line) => line.msg === "HTTP server closed")).toHaveLength(2);
  expect(lines.some((line) => line.msg === "all workers stopped")).toBe(true);
  expect(
    await fetch(`${BASE}/healthz`).then(
      () => "answered",
      () => "refused",
    ),
  ).toBe("refused");
});

test("more than one worker without REDIS_URL is refused at start, with the reason", () => {
  const refused = spawnSync(process.execPath, ["scripts/start.mjs", "--no-build"], {
    env: { ...process.env, WEB_CONCURRENCY: "2", REDIS_URL: "", PORT: String(PORT) },
    encoding: "utf8",
    timeout: 10_000,
  });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain("WEB_CONCURRENCY=2 needs REDIS_URL");
});

/**
 * The measurements behind docs/scaling.md's capacity model, on this machine: requests per second
 * of one instance for the warm home page and a search, PMS calls per page view of each kind, and
 * Redis commands per page view (INFO commandstats). One server like `npm start` on a mock PMS of
 * this run; needs the production build. `tsx tests/bench/capacity.ts [seconds per page]`.
 */
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { Redis } from "ioredis";
import { startRedisServer } from "../../bff/testing";
import { addDays } from "../../mocks/dates";
import { startMockServer } from "../../mocks/server";
import { startSite } from "./processes";

const seconds = Number(process.argv[2] ?? 8);
const CONCURRENCY = 8;

const redis = await startRedisServer();
const admin = new Redis(redis.url);
const mock = await startMockServer({ port: 0 });
const today = mock.world.today;
const stay = `o=carpathia-ro&lang=en&day_from=${addDays(today, 30)}&day_to=${addDays(today, 32)}&adults=2&rooms=1&location=101`;
const views: Array<[string, string]> = [
  ["home", "/?lang=en"],
  ["rooms (from prices)", "/rooms?lang=en"],
  ["search results", `/reservation-new?${stay}`],
  ["offer chosen (details form)", `/reservation-new?${stay}&room_types=1011:1&rate_plan_id=11&meal_id=1`],
];

const calls = async () => (await (await fetch(`${mock.url}/__mock/calls`)).json()) as Record<string, number>;
const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);
const commands = async () => [...(await admin.info("commandstats")).matchAll(/calls=(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);

async function load(base: string, path: string, cookie?: string) {
  let done = 0;
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1_000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        const response = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        latencies.push(performance.now() - started);
        done += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: done / seconds, p50: latencies[Math.floor(latencies.length / 2)]!, p99: latencies[Math.floor(latencies.length * 0.99)]! };
}

console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, node ${process.version}; one instance, ${CONCURRENCY} concurrent clients, ${seconds} s per page`);
console.log("\nper page view: a fresh instance's first view (cold), then another visitor's (warm):");
console.log(
  `  ${"view".padEnd(30)} ${"PMS cold".padStart(9)} ${"Redis cold".padStart(11)} ${"PMS warm".padStart(9)} ${"Redis warm".padStart(11)}  PMS calls of the cold view`,
);
for (const [name, path] of views) {
  await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
  await admin.flushdb();
  const fresh = await startSite({ env: { UPSTREAM_URL: mock.url, REDIS_URL: redis.url } });
  try {
    await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
    let redisBefore = await commands();
    await (await fetch(`${fresh.url}${path}`)).arrayBuffer();
    const coldCalls = await calls();
    const redisCold = (await commands()) - redisBefore - 1;
    redisBefore = await commands();
    await (await fetch(`${fresh.url}${path}`)).arrayBuffer();
    const redisWarm = (await commands()) - redisBefore - 1;
    const warm = total(await calls()) - total(coldCalls);
    const which = Object.entries(coldCalls)
      .map(([call, count]) => `${call.replace(/^GET /, "")}${count > 1 ? ` ×${count}` : ""}`)
      .join(", ");
    console.log(
      `  ${name.padEnd(30)} ${String(total(coldCalls)).padStart(9)} ${String(redisCold).padStart(11)} ${String(warm).padStart(9)} ${String(redisWarm).padStart(11)}  ${which}`,
    );
  } finally {
    await fresh.stop();
  }
}

const site = await startSite({ env: { UPSTREAM_URL: mock.url, REDIS_URL: redis.url } });
try {
  console.log("\nthroughput of one instance (warm):");
  for (const [name, path] of [views[0]!, views[2]!]) {
    await fetch(`${site.url}${path}`);
    const before = await commands();
    const measured = await load(site.url, path);
    const perRequest = ((await commands()) - before - 1) / (measured.rps * seconds);
    console.log(
      `  ${name.padEnd(30)} ${measured.rps.toFixed(0).padStart(6)} req/s  p50 ${measured.p50.toFixed(1)} ms  p99 ${measured.p99.toFixed(1)} ms  Redis cmds/request ${perRequest.toFixed(2)}`,
    );
  }
} finally {
  await site.stop();
  admin.disconnect();
  await mock.close();
  await redis.stop();
}

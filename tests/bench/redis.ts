/**
 * What the Redis path (REDIS_URL) costs per request against the in-memory path, measured in the
 * same run on this machine (docs/decisions/017; goal: at most 2 ms more at p50 on loopback).
 *
 *   store level: a session read + commit, an attempt-limit check, a booking-ledger replay and a
 *                cache entry another instance filled, each through the memory store and through
 *                Redis, interleaved, p50 of single operations;
 *   page level:  a signed-in guest's home page (its session read on every request) from two
 *                servers started like `npm start` on one mock PMS, one in memory and one on Redis,
 *                p50 of whole HTTP requests, with the Redis commands each request sent
 *                (INFO commandstats before and after).
 *
 * `benchRedisCost()` starts its own redis-server (bff/testing.ts) unless given `redisUrl`, and
 * needs the production build for the page level (`npm run build`; skipped with `pages: false`).
 * Alone: `tsx tests/bench/redis.ts`.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { Redis } from "ioredis";
import { createBookingLedger, createSharedBookingLedger } from "../../bff/bookings";
import { CacheLong, createAnonymousCache, createSharedCacheLevel } from "../../bff/cache";
import { createAttemptLimiter, type AttemptTake } from "../../bff/limiter";
import { createLogger } from "../../bff/logger";
import { connectSharedStore } from "../../bff/redis";
import { createGuestSessions, createMemorySessionStore, createSharedSessionStore, type GuestSessions } from "../../bff/session";
import { startRedisServer } from "../../bff/testing";
import { startMockServer } from "../../mocks/server";
import { startSite } from "./processes";

export interface RedisCostRow {
  op: string;
  memoryP50Ms: number;
  redisP50Ms: number;
  /** What the Redis path adds at p50 (may be negative within noise). */
  extraP50Ms: number;
  /** Redis commands sent per operation on the Redis path. */
  redisCommands: number;
}

export interface RedisCostResult {
  goalMs: number;
  rows: RedisCostRow[];
  /** The largest `extraP50Ms` of the rows, against `goalMs`. */
  worstExtraP50Ms: number;
  withinGoal: boolean;
}

export interface RedisCostOptions {
  /** A Redis to use (flushed!); unset: a redis-server of the bench's own. */
  redisUrl?: string;
  /** Samples per operation and backend. */
  samples?: number;
  /** Also the page level through two servers (needs build/index.js). */
  pages?: boolean;
  print?: boolean;
}

const GOAL_MS = 2;

const p50 = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;

/** Times `memory` and `redis` alternately, so both see the same machine. */
async function compare(samples: number[][], runs: number, memory: () => Promise<unknown>, redis: () => Promise<unknown>) {
  for (let i = 0; i < 50; i += 1) {
    await memory();
    await redis();
  }
  const [onMemory, onRedis] = samples as [number[], number[]];
  for (let i = 0; i < runs; i += 1) {
    let started = performance.now();
    await memory();
    onMemory.push(performance.now() - started);
    started = performance.now();
    await redis();
    onRedis.push(performance.now() - started);
  }
}

async function commandCount(client: Redis): Promise<number> {
  const info = await client.info("commandstats");
  return [...info.matchAll(/calls=(\d+)/g)].reduce((sum, match) => sum + Number(match[1]), 0);
}

export async function benchRedisCost(options: RedisCostOptions = {}): Promise<RedisCostResult> {
  const runs = options.samples ?? 2_000;
  const print = options.print ?? true;
  const own = options.redisUrl ? null : await startRedisServer();
  const redisUrl = options.redisUrl ?? own!.url;
  const logger = createLogger({ level: "silent" });
  const store = connectSharedStore(redisUrl, logger);
  // The bench's own connection for INFO: its commands are not the store's.
  const admin = new Redis(redisUrl);
  const rows: RedisCostRow[] = [];

  async function row(op: string, opsPerRun: number, memory: () => Promise<unknown>, redis: () => Promise<unknown>) {
    const samples: number[][] = [[], []];
    const before = await commandCount(admin);
    await compare(samples, runs, memory, redis);
    // INFO itself counts once per call: the two reads are taken out.
    const commands = (await commandCount(admin)) - before - 1;
    const [memoryP50Ms, redisP50Ms] = samples.map(p50) as [number, number];
    rows.push({ op, memoryP50Ms, redisP50Ms, extraP50Ms: redisP50Ms - memoryP50Ms, redisCommands: commands / ((runs + 50) * opsPerRun) });
  }

  try {
    if (!(await store.connected(2_000))) throw new Error(`Redis at ${store.where} did not answer`);
    await admin.flushdb();
    await admin.config("RESETSTAT");

    // A signed-in guest's session: read it from the cookie, change it, commit it.
    const secrets = ["bench-secret-bench-secret"];
    const sessionRound = async (sessions: GuestSessions, cookie: string) => {
      const session = await sessions.get(new Request("http://localhost/", { headers: { Cookie: cookie } }));
      session.set("bookingKeys", { fingerprint: String(performance.now()) });
      await sessions.commit(session);
    };
    const signedIn = async (sessions: GuestSessions) => {
      const session = await sessions.get(new Request("http://localhost/"));
      session.set("user", { email: "guest@example.com", role: "guest" });
      session.set("grants", { "100001": { email: "ana.popescu@example.com", grantedAt: Date.now() } });
      return (await sessions.commit(session)).split(";")[0]!;
    };
    const inMemory = createGuestSessions({ secrets, secure: false, store: createMemorySessionStore() });
    const onRedis = createGuestSessions({ secrets, secure: false, store: createSharedSessionStore(store) });
    const [memoryCookie, redisCookie] = [await signedIn(inMemory), await signedIn(onRedis)];
    await row(
      "session read + commit",
      1,
      () => sessionRound(inMemory, memoryCookie),
      () => sessionRound(onRedis, redisCookie),
    );

    const limits = { name: "look-up", max: { client: 10, reservation: 5 }, windowMs: 60_000 };
    const memoryLimiter = createAttemptLimiter(limits);
    const redisLimiter = createAttemptLimiter({ ...limits, redis: store.client, whenRedisIsAway: "memory" });
    const keys = { client: "203.0.113.9", reservation: "100001" };
    // A look-up that opens the reservation: its attempt taken on both keys, then given back.
    const takeAndGiveBack = async (take: Promise<AttemptTake>) => {
      const attempt = await take;
      if (attempt.kind === "taken") await attempt.giveBack();
    };
    await row(
      "attempt taken + given back (2 keys)",
      1,
      () => takeAndGiveBack(memoryLimiter.take(keys)),
      () => takeAndGiveBack(redisLimiter.take(keys)),
    );

    const memoryLedger = createBookingLedger();
    const redisLedger = createSharedBookingLedger(store);
    await memoryLedger.book("bench-form", "ana@example.com", async () => 100004);
    await redisLedger.book("bench-form", "ana@example.com", async () => 100004);
    await row(
      "booking ledger replay",
      1,
      () => memoryLedger.book("bench-form", "ana@example.com", async () => 0),
      () => redisLedger.book("bench-form", "ana@example.com", async () => 0),
    );

    // The shared level is read only on a local miss: a fresh process-local cache each time, so
    // every Redis-path read is "another instance filled it". The memory path's equal is a local hit.
    const organisation = JSON.parse(
      JSON.stringify({
        id: 1,
        name: "Hotel Carpathia",
        settings: {
          locations: Array.from({ length: 2 }, (_, id) => ({
            id,
            name: `Location ${id}`,
            photos: Array.from({ length: 12 }, (_, n) => `https://example.com/${n}.jpg`),
          })),
        },
      }),
    );
    const level = createSharedCacheLevel(store, { logger });
    await createAnonymousCache({ logger, shared: level }).get("organisation:bench", CacheLong, async () => organisation);
    const localCache = createAnonymousCache({ logger });
    await localCache.get("organisation:bench", CacheLong, async () => organisation);
    await row(
      "cache: entry another instance filled",
      1,
      () => localCache.get("organisation:bench", CacheLong, async () => organisation),
      () => createAnonymousCache({ logger, shared: level }).get("organisation:bench", CacheLong, () => Promise.reject(new Error("should come from Redis"))),
    );

    if (options.pages ?? true) rows.push(await pageRow(redisUrl, admin, Math.min(runs, 500)));

    const worstExtraP50Ms = Math.max(...rows.map((r) => r.extraP50Ms));
    const result = { goalMs: GOAL_MS, rows, worstExtraP50Ms, withinGoal: worstExtraP50Ms <= GOAL_MS };
    if (print) printRedisCost(result);
    return result;
  } finally {
    admin.disconnect();
    await store.close();
    await own?.stop();
  }
}

export function printRedisCost(result: RedisCostResult): void {
  console.log(`\nRedis path vs in-memory path, p50 per operation (goal: ≤ ${result.goalMs} ms more)`);
  console.log(`  ${"operation".padEnd(40)} ${"memory".padStart(9)} ${"redis".padStart(9)} ${"extra".padStart(9)} ${"cmds/op".padStart(8)}`);
  for (const row of result.rows) {
    console.log(
      `  ${row.op.padEnd(40)} ${row.memoryP50Ms.toFixed(3).padStart(7)}ms ${row.redisP50Ms.toFixed(3).padStart(7)}ms ${row.extraP50Ms.toFixed(3).padStart(7)}ms ${row.redisCommands.toFixed(2).padStart(8)}`,
    );
  }
  console.log(`  worst extra at p50: ${result.worstExtraP50Ms.toFixed(3)} ms  (${result.withinGoal ? "within" : "OVER"} the ${result.goalMs} ms goal)`);
}

async function pageRow(redisUrl: string, admin: Redis, runs: number): Promise<RedisCostRow> {
  const buildFile = join(process.cwd(), "build", "index.js");
  if (!existsSync(buildFile)) throw new Error("the page level needs the production build: npm run build (or pages: false)");
  const mock = await startMockServer({ port: 0 });
  const inMemory = await startSite({ env: { UPSTREAM_URL: mock.url } });
  const onRedis = await startSite({ env: { UPSTREAM_URL: mock.url, REDIS_URL: redisUrl } });
  try {
    const signIn = async (base: string) => {
      const response = await fetch(`${base}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
        body: new URLSearchParams({ email: "guest@example.com", password: "guest-pass-1", redirectTo: "/" }),
      });
      const cookie = response.headers
        .getSetCookie()
        .find((value) => value.startsWith("__session="))
        ?.split(";")[0];
      if (response.status !== 303 || !cookie) throw new Error(`sign-in on ${base} answered ${response.status}`);
      return cookie;
    };
    const [memoryCookie, redisCookie] = [await signIn(inMemory.url), await signIn(onRedis.url)];
    const home = (base: string, cookie: string) => async () => {
      const response = await fetch(`${base}/?lang=en`, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`the home page answered ${response.status}`);
    };
    const samples: number[][] = [[], []];
    const before = await commandCount(admin);
    await compare(samples, runs, home(inMemory.url, memoryCookie), home(onRedis.url, redisCookie));
    const commands = (await commandCount(admin)) - before - 1;
    const [memoryP50Ms, redisP50Ms] = samples.map(p50) as [number, number];
    return { op: "signed-in home page (whole request)", memoryP50Ms, redisP50Ms, extraP50Ms: redisP50Ms - memoryP50Ms, redisCommands: commands / (runs + 50) };
  } finally {
    await Promise.all([inMemory.stop(), onRedis.stop()]);
    await mock.close();
  }
}

// `tsx tests/bench/redis.ts`: this benchmark alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = await benchRedisCost({ pages: process.argv.includes("--no-pages") ? false : true });
  process.exit(result.withinGoal ? 0 : 1);
}

/**
 * The attempt limiter in memory and in a real Redis: bursts sent at once, attempts given back,
 * client networks, and Redis going away (stopped, or hung in the middle of a command).
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { clientKeyOf, createAttemptLimiter, createMemoryCounter, type AttemptKeys, type AttemptLimiter, type AttemptTake } from "./limiter";
import { connectSharedStore, type SharedStore } from "./redis";
import { createTestLogger, startRedisServer, type RedisServer } from "./testing";

const WINDOW_MS = 15 * 60_000;

/** `count` attempts at once; how many were taken and how many refused. */
async function burst<Scope extends string>(limiters: AttemptLimiter<Scope>[], count: number, keys: (n: number) => AttemptKeys<Scope>) {
  const takes = await Promise.all(Array.from({ length: count }, (_, n) => limiters[n % limiters.length]!.take(keys(n))));
  return { takes, taken: takes.filter((take) => take.kind === "taken").length, limited: takes.filter((take) => take.kind === "limited").length };
}

const giveBack = (take: AttemptTake) => (take.kind === "taken" ? take.giveBack() : Promise.reject(new Error(`not taken: ${take.kind}`)));

describe("attempt limiter in memory", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const signIn = () => createAttemptLimiter({ name: "sign-in", max: { client: 10, account: 5 }, windowMs: WINDOW_MS });

  it("lets exactly the limit through a burst of 60 at once, the rest refused with the window's seconds", async () => {
    const { takes, taken, limited } = await burst([signIn()], 60, (n) => ({ client: `198.51.100.${n}`, account: "ana@example.com" }));
    expect(taken).toBe(5);
    expect(limited).toBe(55);
    expect(takes.find((take) => take.kind === "limited")).toEqual({ kind: "limited", retryAfter: 900 });
  });

  it("tells of each refusal with the scope that refused it: a burst of 60 is 55 refusals", async () => {
    const refused: string[] = [];
    const limiter = createAttemptLimiter({
      name: "sign-in",
      max: { client: 10, account: 5 },
      windowMs: WINDOW_MS,
      onRefused: (scope) => refused.push(scope),
    });
    await burst([limiter], 60, (n) => ({ client: `198.51.100.${n}`, account: "ana@example.com" }));
    // One client past its own limit: refused by the client's count, before the account is asked.
    await burst([limiter], 12, () => ({ client: "203.0.113.9", account: `guest-${Math.random()}@example.com` }));
    expect(refused.filter((scope) => scope === "account")).toHaveLength(55);
    expect(refused.filter((scope) => scope === "client")).toHaveLength(2);
  });

  it("an attempt given back (the PMS said yes) can be taken again; given back twice, once", async () => {
    const limiter = signIn();
    const keys = { client: "198.51.100.1", account: "ana@example.com" };
    const first = await limiter.take(keys);
    await giveBack(first);
    await giveBack(first);
    expect((await burst([limiter], 10, () => keys)).taken).toBe(5);
  });

  it("a success gives back only its own attempt, not the failures before it", async () => {
    const limiter = signIn();
    const keys = { client: "198.51.100.1", account: "ana@example.com" };
    await limiter.take(keys);
    await limiter.take(keys);
    await giveBack(await limiter.take(keys));
    expect((await burst([limiter], 10, () => keys)).taken).toBe(3);
  });

  it("refuses a client past its limit across accounts, without counting the accounts it made up", async () => {
    const limiter = signIn();
    expect((await burst([limiter], 12, (n) => ({ client: "198.51.100.2", account: `guess-${n}@example.com` }))).taken).toBe(10);
    expect(await limiter.take({ client: "198.51.100.2", account: "ana@example.com" })).toEqual({ kind: "limited", retryAfter: 900 });
    // The refused client took nothing from ana's account: five attempts remain for it.
    expect((await burst([limiter], 8, (n) => ({ client: `203.0.113.${n}`, account: "ana@example.com" }))).taken).toBe(5);
  });

  it("a locked reservation code does not drain the client's own allowance", async () => {
    const lookUp = createAttemptLimiter({ name: "look-up", max: { client: 4, reservation: 2 }, windowMs: WINDOW_MS });
    expect((await burst([lookUp], 6, () => ({ client: "198.51.100.3", reservation: "100001" }))).taken).toBe(2);
    expect((await burst([lookUp], 3, (n) => ({ client: "198.51.100.3", reservation: String(200_000 + n) }))).taken).toBe(2);
  });

  it("a window ends: attempts come back after it, not before", async () => {
    const limiter = signIn();
    const keys = { client: "198.51.100.4", account: "ana@example.com" };
    await burst([limiter], 5, () => keys);
    vi.advanceTimersByTime(WINDOW_MS - 60_000);
    expect(await limiter.take(keys)).toEqual({ kind: "limited", retryAfter: 60 });
    vi.advanceTimersByTime(60_000);
    expect((await limiter.take(keys)).kind).toBe("taken");
  });

  it("a take may cost several points (PMS searches): one past the budget is refused whole and costs nothing", async () => {
    const budget = createAttemptLimiter({ name: "pms-searches", max: { client: 40 }, windowMs: 60_000 });
    const client = { client: "198.51.100.7" };
    expect((await budget.take(client, 31)).kind).toBe("taken");
    expect(await budget.take(client, 31)).toEqual({ kind: "limited", retryAfter: 60 });
    // The refused 31 were not counted: the 9 left are still there, and then no more.
    expect((await budget.take(client, 9)).kind).toBe("taken");
    expect((await budget.take(client, 1)).kind).toBe("limited");
    // A burst of 20 months at once: only one fits a fresh client's budget.
    const fresh = await Promise.all(Array.from({ length: 20 }, () => budget.take({ client: "198.51.100.8" }, 31)));
    expect(fresh.filter((take) => take.kind === "taken")).toHaveLength(1);
  });

  it("keeps the counts of two limiters apart, and ignores empty keys", async () => {
    const signInLimiter = createAttemptLimiter({ name: "sign-in", max: { client: 1 }, windowMs: WINDOW_MS });
    const lookUp = createAttemptLimiter({ name: "look-up", max: { client: 1 }, windowMs: WINDOW_MS });
    await signInLimiter.take({ client: "198.51.100.6" });
    expect((await signInLimiter.take({ client: "198.51.100.6" })).kind).toBe("limited");
    expect((await lookUp.take({ client: "198.51.100.6" })).kind).toBe("taken");
    expect((await burst([signInLimiter], 5, () => ({ client: null }))).taken).toBe(5);
  });

  it("counts an IPv6 client by its /64: another address of the network is the same client", async () => {
    const limiter = createAttemptLimiter({ name: "look-up", max: { client: 3 }, windowMs: WINDOW_MS });
    const { taken } = await burst([limiter], 50, (n) => ({ client: `2001:db8:1:2:${n.toString(16)}::${n + 1}` }));
    expect(taken).toBe(3);
    expect((await limiter.take({ client: "2001:db8:1:3::1" })).kind).toBe("taken");
  });

  it("holds at most its key bound however many distinct keys a window brings, the least recently used forgotten first", async () => {
    const counts = createMemoryCounter({ points: 5, duration: 900, keyPrefix: "attempts:look-up:client" }, 1_000);
    await counts.consume("198.51.100.1", 1);
    for (let n = 0; n < 20_000; n += 1) {
      await counts.consume(`made-up-${n}`, 1);
      // A key in use stays: every 500 distinct keys the real guest tries again.
      if (n % 500 === 0) await counts.consume("198.51.100.1", 1).catch(() => {});
    }
    expect(counts.dump().storage.length).toBe(1_000);
    expect((await counts.get("198.51.100.1"))?.consumedPoints).toBe(41);
    expect(await counts.get("made-up-0")).toBeNull();
    // An evicted key's timer went with it: nothing is left to fire on a later key of the same name.
    vi.advanceTimersByTime(100_000);
    await counts.consume("made-up-0", 1);
    vi.advanceTimersByTime(850_000);
    expect((await counts.get("made-up-0"))?.consumedPoints).toBe(1);
    vi.advanceTimersByTime(50_000);
    expect(await counts.get("made-up-0")).toBeNull();
  });

  it("the limiter's memory counts are bounded: past the bound, the oldest key is forgotten", async () => {
    const limiter = createAttemptLimiter({ name: "look-up", max: { client: 1 }, windowMs: WINDOW_MS, memoryKeys: 100 });
    expect((await limiter.take({ client: "198.51.100.11" })).kind).toBe("taken");
    expect((await limiter.take({ client: "198.51.100.11" })).kind).toBe("limited");
    await burst([limiter], 1_000, (n) => ({ client: `10.0.${n >> 8}.${n & 255}` }));
    expect((await limiter.take({ client: "198.51.100.11" })).kind).toBe("taken");
  });
});

describe("the client's key", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    ["::ffff:203.0.113.9", "203.0.113.9"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002::ffff", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::7]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    [" 203.0.113.9 ", "203.0.113.9"],
    // Not an IP address (a proxy that writes "unknown", a socket path): its own key, never an error.
    ["unknown", "unknown"],
    ["  ", null],
    [null, null],
    ["", null],
  ])("%s → %s", (address, key) => {
    expect(clientKeyOf(address)).toBe(key);
  });
});

describe("attempt limiter in Redis", () => {
  let redis: RedisServer;
  let a: SharedStore;
  let b: SharedStore;
  const log = createTestLogger();

  beforeAll(async () => {
    redis = await startRedisServer();
    a = connectSharedStore(redis.url, log.logger);
    b = connectSharedStore(redis.url, log.logger);
    expect(await a.connected(2_000)).toBe(true);
    expect(await b.connected(2_000)).toBe(true);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });
  beforeEach(async () => {
    await a.client.flushdb();
  });

  const lookUpOn = (store: SharedStore) =>
    createAttemptLimiter({
      name: "look-up",
      max: { client: 10, reservation: 5 },
      windowMs: WINDOW_MS,
      redis: store.client,
      whenRedisIsAway: "memory",
      logger: log.logger,
    });
  const signInOn = (store: SharedStore) =>
    createAttemptLimiter({
      name: "sign-in",
      max: { client: 10, account: 5 },
      windowMs: WINDOW_MS,
      redis: store.client,
      whenRedisIsAway: "refuse",
      logger: log.logger,
    });

  it("a burst of 60 over two instances: exactly the limit taken, counted in Redis with the window's end", async () => {
    const { taken, limited } = await burst([lookUpOn(a), lookUpOn(b)], 60, (n) => ({ client: `198.51.100.${n}`, reservation: "100001" }));
    expect(taken).toBe(5);
    expect(limited).toBe(55);
    const left = await a.client.pttl("attempts:look-up:reservation:100001");
    expect(left).toBeGreaterThan(WINDOW_MS - 60_000);
    expect(left).toBeLessThanOrEqual(WINDOW_MS);
  });

  it("an attempt given back on one instance is free on the other", async () => {
    const onA = signInOn(a);
    const keys = { client: "198.51.100.1", account: "ana@example.com" };
    const takes = await burst([onA], 5, () => keys);
    await giveBack(takes.takes[0]!);
    expect((await signInOn(b).take(keys)).kind).toBe("taken");
    expect((await signInOn(b).take(keys)).kind).toBe("limited");
  });

  it("Redis stopped: look-ups count in this process's memory, sign-ins are refused; back, both share again", async () => {
    const own = await startRedisServer();
    const store = connectSharedStore(own.url, log.logger);
    try {
      expect(await store.connected(2_000)).toBe(true);
      const lookUp = lookUpOn(store);
      const signIn = signInOn(store);
      await own.stop({ abruptly: true });

      // Still limited, per process: the insurance limiter's window.
      expect((await burst([lookUp], 50, () => ({ client: "198.51.100.7", reservation: "100002" }))).taken).toBe(5);
      const refused = await burst([signIn], 50, () => ({ client: "198.51.100.7", account: "ana@example.com" }));
      expect(refused.takes.every((take) => take.kind === "unavailable")).toBe(true);

      const back = await restartOn(own.port);
      try {
        expect(await store.connected(5_000)).toBe(true);
        expect((await burst([signIn], 50, () => ({ client: "198.51.100.8", account: "ana@example.com" }))).taken).toBe(5);
        expect(Number(await store.client.get("attempts:sign-in:account:ana@example.com"))).toBeGreaterThanOrEqual(5);
      } finally {
        await back.stop();
      }
    } finally {
      await store.close();
      await own.stop();
    }
  });

  it("Redis stopped: the insurance counts in memory are bounded as well", async () => {
    const own = await startRedisServer();
    const store = connectSharedStore(own.url, log.logger);
    try {
      expect(await store.connected(2_000)).toBe(true);
      const lookUp = createAttemptLimiter({
        name: "look-up",
        max: { client: 1 },
        windowMs: WINDOW_MS,
        redis: store.client,
        whenRedisIsAway: "memory",
        memoryKeys: 100,
        logger: log.logger,
      });
      await own.stop({ abruptly: true });
      expect((await lookUp.take({ client: "198.51.100.12" })).kind).toBe("taken");
      expect((await lookUp.take({ client: "198.51.100.12" })).kind).toBe("limited");
      await burst([lookUp], 1_000, (n) => ({ client: `10.1.${n >> 8}.${n & 255}` }));
      expect((await lookUp.take({ client: "198.51.100.12" })).kind).toBe("taken");
    } finally {
      await store.close();
      await own.stop();
    }
  });

  it("Redis hung in the middle of a command: the sign-in is refused, the look-up counted in memory; after it, shared again", async () => {
    const lookUp = lookUpOn(a);
    const signIn = signInOn(a);
    // Another connection pauses every client past the 500 ms command timeout: commands in flight hang.
    await b.client.call("CLIENT", "PAUSE", "1500", "ALL");
    const [hungSignIn, hungLookUp] = await Promise.all([
      signIn.take({ client: "198.51.100.9", account: "ana@example.com" }),
      lookUp.take({ client: "198.51.100.9", reservation: "100003" }),
    ]);
    expect(hungSignIn.kind).toBe("unavailable");
    expect(hungLookUp.kind).toBe("taken");
    await vi.waitFor(async () => expect(await a.client.ping()).toBe("PONG"), { timeout: 5_000, interval: 200 });
    expect((await burst([signIn], 20, () => ({ client: "198.51.100.10", account: "ion@example.com" }))).taken).toBe(5);
    expect(await a.client.get("attempts:sign-in:account:ion@example.com")).not.toBeNull();
  });
});

/** A redis-server again on the port an earlier one had (Redis coming back where it was). */
async function restartOn(port: number): Promise<RedisServer> {
  const previous = process.env.REDIS_TEST_PORTS;
  process.env.REDIS_TEST_PORTS = `${port}-${port}`;
  try {
    return await startRedisServer();
  } finally {
    if (previous === undefined) delete process.env.REDIS_TEST_PORTS;
    else process.env.REDIS_TEST_PORTS = previous;
  }
}

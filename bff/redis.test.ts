/**
 * Each Redis-backed store against a real redis-server, as two instances would use it: two
 * connections (two `SharedStore`s) to one Redis, each with its own memory fallback.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createSharedBookingLedger } from "./bookings";
import { CacheLong, CacheShort, createAnonymousCache, createSharedCacheLevel } from "./cache";
import { createAttemptLimiter } from "./limiter";
import { connectSharedStore, describeRedisUrl, type SharedStore } from "./redis";
import { createGuestSessions, createSharedSessionStore } from "./session";
import { createTestLogger, deferred, inHours, mustNotLoad, startRedisServer, type RedisServer } from "./testing";

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

describe("the address in logs", () => {
  it("keeps host, port and database, never the password", () => {
    expect(describeRedisUrl("redis://:s3cret@cache.internal:6380/2")).toBe("cache.internal:6380/2");
    expect(describeRedisUrl("rediss://user:s3cret@cache")).toBe("cache:6379");
    expect(describeRedisUrl("not a url")).not.toContain("not a url");
  });
});

describe("sessions in Redis", () => {
  const secrets = ["test-secret-test-secret"];
  it("a session made through one instance is read through the other, and destroyed for both", async () => {
    const onA = createGuestSessions({ secrets, secure: false, store: createSharedSessionStore(a) });
    const onB = createGuestSessions({ secrets, secure: false, store: createSharedSessionStore(b) });
    const session = await onA.get(new Request("http://localhost/"));
    session.set("user", { email: "guest@example.com", role: "guest" });
    const cookie = (await onA.commit(session)).split(";")[0]!;

    const seen = await onB.get(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(seen.get("user")).toEqual({ email: "guest@example.com", role: "guest" });
    expect(await a.client.pttl(`session:${seen.id}`)).toBeGreaterThan(13 * 86_400_000);

    await onB.destroy(seen);
    const gone = await onA.get(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(gone.get("user")).toBeUndefined();
  });
  it("a session stored before revisions were kept still takes a guest's change, and keeps what it held", async () => {
    const onA = createGuestSessions({ secrets, secure: false, store: createSharedSessionStore(a) });
    const onB = createGuestSessions({ secrets, secure: false, store: createSharedSessionStore(b) });
    const session = await onA.get(new Request("http://localhost/"));
    session.set("bookingKeys", { "form-1": "key-1" });
    const cookie = (await onA.commit(session)).split(";")[0]!;
    // The copy as an older release wrote it: the data alone, no revision inside.
    await a.client.set(`session:${session.id}`, JSON.stringify({ bookingKeys: { "form-1": "key-1" } }), "PX", 60_000);

    const read = await onB.get(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    read.set("bookingKeys", { ...read.get("bookingKeys"), "form-2": "key-2" });
    const after = (await onB.commit(read)).split(";")[0]!;
    const seen = await onA.get(new Request("http://localhost/", { headers: { Cookie: after } }));
    expect(seen.get("bookingKeys")).toEqual({ "form-1": "key-1", "form-2": "key-2" });
  });
});

describe("the shared session store's own promises", () => {
  const ANA = { email: "ana.popescu@example.com", role: "guest" };
  const GRANT = { "100001": { email: ANA.email, grantedAt: 1 } };

  it("an id Redis does not hold is no session, on either instance", async () => {
    expect(await createSharedSessionStore(a).read("a".repeat(43))).toBeNull();
    expect(await createSharedSessionStore(b).read("a".repeat(43))).toBeNull();
  });

  it("a session lives in Redis as long as it was given, not longer", async () => {
    const id = await createSharedSessionStore(a).create({ grants: GRANT }, inHours(12));
    const left = await a.client.pttl(`session:${id}`);
    expect(left).toBeLessThanOrEqual(12 * 3_600_000);
    expect(left).toBeGreaterThan(12 * 3_600_000 - 60_000);
  });

  it("renewed on one instance, it is read under its new id on the other; the old id ends within the minute", async () => {
    const onA = createSharedSessionStore(a);
    const id = await onA.create({ user: ANA }, inHours(12));
    const read = (await onA.read(id)) as Record<string, unknown>;
    const renewed = await onA.renew(id, { ...read, grants: GRANT }, inHours(12));
    expect(await createSharedSessionStore(b).read(renewed)).toMatchObject({ user: ANA, grants: GRANT });
    const left = await a.client.pttl(`session:${id}`);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(60_000);
  });

  it("a change to what a session already holds lands, however often it was written before", async () => {
    const onA = createSharedSessionStore(a);
    const onB = createSharedSessionStore(b);
    const id = await onA.create({ user: { ...ANA, language: "ro" } }, inHours(12));
    for (const language of ["it", "es"]) await onA.update(id, { ...((await onA.read(id)) as object), user: { ...ANA, language } }, inHours(12));
    const read = (await onB.read(id)) as Record<string, unknown>;
    await onB.update(id, { ...read, user: { ...ANA, language: "en" } }, inHours(12));
    expect(await onA.read(id)).toMatchObject({ user: { ...ANA, language: "en" } });
  });

  it("a renewal that races another instance's change keeps both, however often the session was written", async () => {
    const onA = createSharedSessionStore(a);
    const onB = createSharedSessionStore(b);
    const id = await onA.create({ user: ANA }, inHours(12));
    for (let round = 0; round < 2; round += 1) await onA.update(id, (await onA.read(id)) as object, inHours(12));
    const readByA = (await onA.read(id)) as Record<string, unknown>;
    const readByB = (await onB.read(id)) as Record<string, unknown>;
    await onB.update(id, { ...readByB, bookingKeys: { "form-1": "key-1" } }, inHours(12));
    const renewed = await onA.renew(id, { ...readByA, grants: GRANT }, inHours(12));
    expect(await onB.read(renewed)).toMatchObject({ user: ANA, grants: GRANT, bookingKeys: { "form-1": "key-1" } });
  });
});

describe("the booking ledger in Redis", () => {
  it("books once when the same form reaches both instances at once", async () => {
    const onA = createSharedBookingLedger(a, { pollMs: 5 });
    const onB = createSharedBookingLedger(b, { pollMs: 5 });
    const upstream = deferred<number>();
    let bookings = 0;
    const book = () => ((bookings += 1), upstream.promise);
    const first = onA.book("form-1", "ana@example.com", book);
    const second = onB.book("form-1", "ANA@example.com", book);
    await new Promise((resolve) => setTimeout(resolve, 30));
    upstream.resolve(100004);
    const outcomes = await Promise.all([first, second]);
    expect(bookings).toBe(1);
    expect(outcomes.map((outcome) => outcome.reservationId)).toEqual([100004, 100004]);
    expect(outcomes.filter((outcome) => outcome.replayed)).toHaveLength(1);
    // A later resubmit on either instance is the same reservation; another guest may not reuse the form.
    expect(await onB.book("form-1", "ana@example.com", book)).toEqual({ reservationId: 100004, replayed: true });
    await expect(onA.book("form-1", "eve@example.com", book)).rejects.toThrow(/another guest/);
  });

  it("forgets a failed booking, so the retry on the other instance books", async () => {
    const onA = createSharedBookingLedger(a, { pollMs: 5 });
    const onB = createSharedBookingLedger(b, { pollMs: 5 });
    await expect(onA.book("form-2", "ana@example.com", () => Promise.reject(new Error("409 from the PMS")))).rejects.toThrow("409");
    expect(await onB.book("form-2", "ana@example.com", async () => 100005)).toEqual({ reservationId: 100005, replayed: false });
  });

  it("the same form on both instances at once, the first booking refused: the other books through Redis, and a resubmit on either is that booking", async () => {
    const onA = createSharedBookingLedger(a, { pollMs: 5 });
    const onB = createSharedBookingLedger(b, { pollMs: 5 });
    const refusedAtPms = deferred<number>();
    const calls: string[] = [];
    const refused = onA.book("form-3", "ana@example.com", () => (calls.push("A"), refusedAtPms.promise));
    await vi.waitFor(() => expect(calls).toEqual(["A"]), { timeout: 5_000, interval: 5 });
    // B's post meets A's claim and waits on it (the ping's answer comes after its claim's).
    const waiting = onB.book("form-3", "ana@example.com", async () => (calls.push("B"), 100_006));
    await b.client.ping();
    refusedAtPms.reject(new Error("409 from the PMS"));
    await expect(refused).rejects.toThrow("409");
    expect(await waiting).toEqual({ reservationId: 100_006, replayed: false });
    expect(await onA.book("form-3", "ana@example.com", async () => (calls.push("A again"), 100_007))).toEqual({ reservationId: 100_006, replayed: true });
    expect(await onB.book("form-3", "ana@example.com", async () => (calls.push("B again"), 100_008))).toEqual({ reservationId: 100_006, replayed: true });
    expect(calls).toEqual(["A", "B"]);
  });

  it("a booking that fails after its claim ran out frees nobody else's claim: a resubmit waits for the booking made since", async () => {
    // A's claim runs out while the PMS is slow to answer it; B claims the form meanwhile and books.
    const slow = createSharedBookingLedger(a, { claimMs: 100, pollMs: 5 });
    const onB = createSharedBookingLedger(b, { pollMs: 5 });
    const failsLate = deferred<number>();
    const booksNow = deferred<number>();
    const calls: string[] = [];
    const failing = slow.book("form-4", "ana@example.com", () => (calls.push("A"), failsLate.promise));
    await vi.waitFor(() => expect(calls).toEqual(["A"]), { timeout: 5_000, interval: 5 });
    await vi.waitFor(async () => expect(await a.client.exists("booking:form-4")).toBe(0), { timeout: 5_000, interval: 20 });
    const booking = onB.book("form-4", "ana@example.com", () => (calls.push("B"), booksNow.promise));
    await vi.waitFor(() => expect(calls).toEqual(["A", "B"]), { timeout: 5_000, interval: 5 });

    failsLate.reject(new Error("502 from the PMS"));
    await expect(failing).rejects.toThrow("502");
    // The guest posts again on A while B is still booking: it meets B's claim and waits.
    const resubmit = slow.book("form-4", "ana@example.com", async () => (calls.push("A again"), 100_010));
    await a.client.ping();
    expect(calls).toEqual(["A", "B"]);
    booksNow.resolve(100_009);
    expect(await booking).toEqual({ reservationId: 100_009, replayed: false });
    expect(await resubmit).toEqual({ reservationId: 100_009, replayed: true });
    expect(calls).toEqual(["A", "B"]);
  });
});

describe("the cache's shared level", () => {
  const cacheOn = (store: SharedStore) =>
    createAnonymousCache({ logger: log.logger, shared: createSharedCacheLevel(store, { logger: log.logger, pollMs: 5 }) });

  it("serves what one instance loaded to the other without loading again", async () => {
    const onA = cacheOn(a);
    const onB = cacheOn(b);
    let loads = 0;
    const load = async () => ((loads += 1), { name: "Hotel Carpathia" });
    expect(await onA.get("organisation:carpathia-ro", CacheLong, load)).toEqual({ name: "Hotel Carpathia" });
    expect(await onB.get("organisation:carpathia-ro", CacheLong, load)).toEqual({ name: "Hotel Carpathia" });
    expect(loads).toBe(1);
    // Kept in Redis for as long as any instance may serve it: max age + stale-if-error.
    expect(await a.client.pttl("cache:organisation:carpathia-ro")).toBeGreaterThan(CacheLong.maxAgeMs + CacheLong.staleIfErrorMs - 60_000);
  });

  it("merges concurrent misses of both instances into one load", async () => {
    const onA = cacheOn(a);
    const onB = cacheOn(b);
    const upstream = deferred<{ rooms: number }>();
    let loads = 0;
    const load = () => ((loads += 1), upstream.promise);
    const first = onA.get("rooms:101", CacheShort, load);
    const second = onB.get("rooms:101", CacheShort, load);
    await new Promise((resolve) => setTimeout(resolve, 30));
    upstream.resolve({ rooms: 4 });
    expect(await Promise.all([first, second])).toEqual([{ rooms: 4 }, { rooms: 4 }]);
    expect(loads).toBe(1);
  });

  it("stores what is set on one instance for the other", async () => {
    const onA = cacheOn(a);
    const onB = cacheOn(b);
    onA.set("organisation:gone", { name: "x" }, CacheLong);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await onB.get("organisation:gone", CacheLong, () => Promise.reject(new Error("not loaded")))).toEqual({ name: "x" });
  });

  it("an instance with an empty memory that cannot load serves the shared entry within stale-if-error, and not past it", async () => {
    // One clock for both instances, as the entry's age in Redis is read from its `storedAt`.
    const loadedAt = 1_764_000_000_000;
    let now = loadedAt;
    const clock = () => now;
    const instanceOn = (store: SharedStore) =>
      createAnonymousCache({ logger: log.logger, now: clock, shared: createSharedCacheLevel(store, { logger: log.logger, now: clock, pollMs: 5 }) });
    const pmsDown = () => Promise.reject(new Error("PMS down"));
    expect(await instanceOn(a).get("organisation:stale", CacheLong, async () => ({ name: "Hotel Carpathia" }))).toEqual({ name: "Hotel Carpathia" });

    // Past fresh and stale-while-revalidate, within stale-if-error: a new instance (nothing in its memory) cannot load.
    now += CacheLong.maxAgeMs + CacheLong.staleWhileRevalidateMs + 60 * 60_000;
    expect(await instanceOn(b).get("organisation:stale", CacheLong, pmsDown)).toEqual({ name: "Hotel Carpathia" });
    expect(log.lines.find((line) => line.msg === "upstream failed; serving the shared stale value" && line.key === "organisation:stale")).toMatchObject({
      ageMs: CacheLong.maxAgeMs + CacheLong.staleWhileRevalidateMs + 60 * 60_000,
    });

    // Its last millisecond within stale-if-error, and the first past it: the PMS's failure reaches the caller.
    now = loadedAt + CacheLong.maxAgeMs + CacheLong.staleIfErrorMs - 1;
    expect(await instanceOn(b).get("organisation:stale", CacheLong, pmsDown)).toEqual({ name: "Hotel Carpathia" });
    now += 1;
    await expect(instanceOn(b).get("organisation:stale", CacheLong, pmsDown)).rejects.toThrow("PMS down");
  });

  it("a slow fill of one key holds up no other: another hotel's page on the other instance answers at once", async () => {
    const slowPms = deferred<string>();
    const filling = cacheOn(a).get("organisation:slow-hotel", CacheLong, () => slowPms.promise);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const other = await Promise.race([
      cacheOn(b).get("organisation:carpathia-ro", CacheLong, async () => "Carpathia"),
      new Promise((resolve) => setTimeout(() => resolve("held up by the other hotel's fill"), 1_000)),
    ]);
    expect(other).toBe("Carpathia");
    slowPms.resolve("Slow Hotel");
    expect(await filling).toBe("Slow Hotel");
  });

  it("an instance whose load hangs holds the others back only while its lock lasts: then one of them loads", async () => {
    const hanging = new Promise<never>(() => {});
    const level = (store: SharedStore) => createSharedCacheLevel(store, { logger: log.logger, pollMs: 5, lockMs: 150 });
    void createAnonymousCache({ logger: log.logger, shared: level(a) }).get("organisation:hung", CacheLong, () => hanging);
    await new Promise((resolve) => setTimeout(resolve, 20));
    let loads = 0;
    const onB = createAnonymousCache({ logger: log.logger, shared: level(b) });
    expect(await onB.get("organisation:hung", CacheLong, async () => ((loads += 1), "loaded by B"))).toBe("loaded by B");
    expect(loads).toBe(1);
  });

  it("the loading instance's failure is its own: the one waiting for it loads for itself", async () => {
    const failing = deferred<string>();
    const onA = cacheOn(a).get("organisation:flaky", CacheLong, () => failing.promise);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const onB = cacheOn(b).get("organisation:flaky", CacheLong, async () => "loaded by B");
    await new Promise((resolve) => setTimeout(resolve, 20));
    failing.reject(new Error("PMS down for A"));
    await expect(onA).rejects.toThrow("PMS down for A");
    expect(await onB).toBe("loaded by B");
  });

  it("waiting for another instance's fill, an instance watches the lock at its poll interval rather than asking Redis flat out", async () => {
    const slowPms = deferred<string>();
    const filling = cacheOn(a).get("organisation:watched", CacheLong, () => slowPms.promise);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const commands = async () => Number(/^total_commands_processed:(\d+)/m.exec(await a.client.info("stats"))![1]);
    const before = await commands();
    const waiting = cacheOn(b).get("organisation:watched", CacheLong, mustNotLoad);
    await new Promise((resolve) => setTimeout(resolve, 200));
    slowPms.resolve("Watched Hotel");
    expect(await Promise.all([filling, waiting])).toEqual(["Watched Hotel", "Watched Hotel"]);
    // 200 ms at 5 ms: about 40 polls of two commands each; a loop without its wait sends thousands.
    expect((await commands()) - before).toBeLessThan(400);
  });

  it("keeps an entry in Redis no longer than any instance may serve it, and not fresh at its max age", async () => {
    let now = 1_764_000_000_000;
    const clock = () => now;
    const instanceOn = (store: SharedStore) =>
      createAnonymousCache({ logger: log.logger, now: clock, shared: createSharedCacheLevel(store, { logger: log.logger, now: clock, pollMs: 5 }) });
    await instanceOn(a).get("organisation:aged", CacheLong, async () => "as first loaded");
    expect(await a.client.pttl("cache:organisation:aged")).toBeLessThanOrEqual(CacheLong.maxAgeMs + CacheLong.staleIfErrorMs);

    now += CacheLong.maxAgeMs - 1;
    expect(await instanceOn(b).get("organisation:aged", CacheLong, mustNotLoad)).toBe("as first loaded");
    // At its max age the shared entry is no longer fresh: a new instance shows the hotel's edit.
    now += 1;
    expect(await instanceOn(b).get("organisation:aged", CacheLong, async () => "as the hotel edited it")).toBe("as the hotel edited it");
  });

  it("passes the PMS's failure on (once) rather than treating it as Redis going away", async () => {
    const onA = cacheOn(a);
    let loads = 0;
    const failing = () => ((loads += 1), Promise.reject(new Error("PMS down")));
    await expect(onA.get("organisation:down", CacheLong, failing)).rejects.toThrow("PMS down");
    expect(loads).toBe(1);
  });
});

describe("Redis going away", () => {
  it("falls back to this process's memory for every store, with one log line", async () => {
    const own = await startRedisServer();
    const { logger, lines } = createTestLogger();
    const store = connectSharedStore(own.url, logger);
    try {
      expect(await store.connected(2_000)).toBe(true);
      const sessions = createGuestSessions({ secrets: ["test-secret-test-secret"], secure: false, store: createSharedSessionStore(store) });
      const ledger = createSharedBookingLedger(store);
      const limiter = createAttemptLimiter({ name: "look-up", max: { client: 1 }, windowMs: 60_000, redis: store.client, whenRedisIsAway: "memory" });
      const cache = createAnonymousCache({ logger, shared: createSharedCacheLevel(store, { logger }) });

      await own.stop({ abruptly: true });

      const session = await sessions.get(new Request("http://localhost/"));
      session.set("user", { email: "guest@example.com", role: "guest" });
      const cookie = (await sessions.commit(session)).split(";")[0]!;
      const again = await sessions.get(new Request("http://localhost/", { headers: { Cookie: cookie } }));
      expect(again.get("user")).toEqual({ email: "guest@example.com", role: "guest" });

      let bookings = 0;
      const book = async () => ((bookings += 1), 100006);
      await ledger.book("form-3", "ana@example.com", book);
      expect(await ledger.book("form-3", "ana@example.com", book)).toEqual({ reservationId: 100006, replayed: true });
      expect(bookings).toBe(1);

      expect(await limiter.take({ client: "203.0.113.9" })).toMatchObject({ kind: "taken" });
      expect(await limiter.take({ client: "203.0.113.9" })).toMatchObject({ kind: "limited" });

      expect(await cache.get("organisation:x", CacheLong, async () => "loaded")).toBe("loaded");
      // A PMS failure meanwhile is the PMS's failure, asked once, not taken for Redis's.
      let loads = 0;
      await expect(cache.get("organisation:down", CacheLong, () => ((loads += 1), Promise.reject(new Error("PMS down"))))).rejects.toThrow("PMS down");
      expect(loads).toBe(1);

      const outage = lines.filter((line) => String(line.msg).startsWith("Redis unreachable"));
      expect(outage).toHaveLength(1);
      expect(outage[0]).toMatchObject({ level: 40, redis: `127.0.0.1:${own.port}` });
    } finally {
      await store.close();
      await own.stop();
    }
  });
});

/**
 * Redis failing in the middle of a command, and Redis coming back, against a real redis-server:
 * two `connectSharedStore` on one server stand for two BFF instances. bff/redis.test.ts stops Redis
 * before anything is asked; here a command is already on its way when Redis stops answering — the
 * server frozen (SIGSTOP: the connection stays open, the command waits past the command
 * timeout, 250 ms here against production's 500: `QUICK`), paused (`CLIENT PAUSE` from a third connection), or killed with the command in flight —
 * for the session store, the booking ledger and the cache's shared level. No exception may reach
 * the caller: the memory path answers. Then Redis answers again (thawed, the pause over, or
 * restarted on the same port) and sharing resumes: what one instance writes, the other reads.
 */
import { Redis } from "ioredis";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOKING_KEY_KEPT_MS, createSharedBookingLedger } from "./bookings";
import { CacheLong, createAnonymousCache, createSharedCacheLevel } from "./cache";
import { connectSharedStore, type SharedStore } from "./redis";
import { createCookie, createSessionStorage, type Session } from "@remix-run/node";
import { createGuestSessions, createSharedSessionStore, type SessionData, type SessionFlashData, type SignedInUser } from "./session";
import { createTestLogger, inHours, mustNotLoad, startRedisServer, type RedisServer } from "./testing";

const SECRETS = ["test-secret-test-secret"];
const ANA: SignedInUser = { email: "ana.popescu@example.com", role: "guest" };
const MARIA: SignedInUser = { email: "maria.ionescu@example.com", role: "guest" };

/**
 * A frozen command's wait and the outage's probe, shortened (production: 500 ms and 1 s) so the
 * outages here take a quarter of a second each, not half a second or a second: what the tests
 * prove is the same, and the mutation run re-runs this file for every mutant of module scope.
 */
const QUICK = { commandTimeoutMs: 250, probeMs: 250 };

let redis: RedisServer;
/** Every redis-server of the test (a restarted one too), stopped after it. */
let servers: RedisServer[];
/** Instance A, with its own log lines; instance B. */
let a: SharedStore;
let b: SharedStore;
let logOfA: ReturnType<typeof createTestLogger>;
const logOfB = createTestLogger();

beforeEach(async () => {
  redis = await startRedisServer();
  servers = [redis];
  logOfA = createTestLogger();
  a = connectSharedStore(redis.url, logOfA.logger, QUICK);
  b = connectSharedStore(redis.url, logOfB.logger, QUICK);
  expect(await a.connected(2_000)).toBe(true);
  expect(await b.connected(2_000)).toBe(true);
});

afterEach(async () => {
  await a.close();
  await b.close();
  for (const server of servers) await server.stop({ abruptly: true });
});

/** Resolves once Redis answers this store's connection again (asked until it does; the test's timeout bounds it). */
async function answering(store: SharedStore) {
  for (;;) {
    if ((await store.client.ping().catch(() => null)) === "PONG") return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Sessions written in place, as a request that only reads a flash writes them: most tests here are
 * about the store's in-place writes across an outage. What a request adds to a session moves it to
 * a new id (decision 051): `guestSessionsOn`, and the "renewed" tests at the end.
 */
const sessionsOn = (store: SharedStore) => {
  const sessions = createSharedSessionStore(store);
  const storage = createSessionStorage<SessionData, SessionFlashData>({
    cookie: createCookie("__session", { secrets: SECRETS, path: "/", httpOnly: true, sameSite: "lax" }),
    createData: (data, expires) => sessions.create(data, expires),
    readData: async (id) => (await sessions.read(id)) as Partial<SessionData> | null,
    updateData: (id, data, expires) => sessions.update(id, data, expires),
    deleteData: (id) => sessions.delete(id),
  });
  return {
    get: (request: Request) => storage.getSession(request.headers.get("Cookie")),
    commit: (session: Session<SessionData, SessionFlashData>) => storage.commitSession(session),
    destroy: (session: Session<SessionData, SessionFlashData>) => storage.destroySession(session),
  };
};
const guestSessionsOn = (store: SharedStore) => createGuestSessions({ secrets: SECRETS, secure: false, store: createSharedSessionStore(store) });
const request = (cookie = "") => new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;
const ledgerOn = (store: SharedStore, options: { claimMs?: number } = {}) => createSharedBookingLedger(store, { pollMs: 5, ...options });
const cacheOn = (store: SharedStore) =>
  createAnonymousCache({ logger: logOfB.logger, shared: createSharedCacheLevel(store, { logger: logOfB.logger, pollMs: 5 }) });
/** A load the test must never see run: the value has to come from the other instance through Redis. */

/** A booking function that counts the PMS bookings it makes and gives each a new reservation id. */
function pms() {
  let next = 100_100;
  const made: number[] = [];
  return { made, book: async () => (made.push(next), next++) };
}

describe("Redis stops answering during a command (frozen), then answers again", () => {
  it("sessions: the memory path answers during the outage; then a change moves the session to Redis and the other instance reads it", async () => {
    const onA = sessionsOn(a);
    const onB = sessionsOn(b);
    const shared = await onA.get(request());
    shared.set("user", ANA);
    const sharedCookie = cookieOf(await onA.commit(shared));

    redis.freeze();
    // A session that lives only in Redis: the read times out, the guest gets an empty session, not an error.
    expect((await onB.get(request(sharedCookie))).get("user")).toBeUndefined();
    // A session made during the outage is made and read in A's memory.
    const made = await onA.get(request());
    made.set("user", MARIA);
    const madeCookie = cookieOf(await onA.commit(made));
    expect((await onA.get(request(madeCookie))).get("user")).toEqual(MARIA);

    redis.thaw();
    await answering(a);
    await answering(b);
    // Sharing resumes: the session made in memory moves to Redis on its next change, and B reads it.
    const changed = await onA.get(request(madeCookie));
    changed.set("grants", { "100003": { email: MARIA.email, grantedAt: 1 } });
    await onA.commit(changed);
    const seenOnB = await onB.get(request(madeCookie));
    expect(seenOnB.get("user")).toEqual(MARIA);
    expect(seenOnB.get("grants")).toEqual({ "100003": { email: MARIA.email, grantedAt: 1 } });
    // The session kept in Redis throughout is read by both again.
    expect((await onB.get(request(sharedCookie))).get("user")).toEqual(ANA);
    // And one made on B now is read on A.
    const fresh = await onB.get(request());
    fresh.set("user", ANA);
    expect((await onA.get(request(cookieOf(await onB.commit(fresh))))).get("user")).toEqual(ANA);
  });

  it("the booking ledger: books once in memory during the outage; then a form booked on one instance is replayed on the other", async () => {
    const onA = ledgerOn(a);
    const onB = ledgerOn(b);
    const upstream = pms();

    redis.freeze();
    expect(await onA.book("form-during", ANA.email, upstream.book)).toEqual({ reservationId: 100_100, replayed: false });
    expect(await onA.book("form-during", ANA.email, upstream.book)).toEqual({ reservationId: 100_100, replayed: true });

    redis.thaw();
    await answering(a);
    await answering(b);
    expect(await onA.book("form-after", ANA.email, upstream.book)).toEqual({ reservationId: 100_101, replayed: false });
    expect(await onB.book("form-after", ANA.email, upstream.book)).toEqual({ reservationId: 100_101, replayed: true });
    expect(upstream.made).toEqual([100_100, 100_101]);
  });

  it("the booking ledger: a form booked in memory during the outage is still that booking on its instance once Redis is back, not a second one", async () => {
    // A short claim, so a post that waits on the claim the frozen command left behind ends quickly.
    const onA = ledgerOn(a, { claimMs: 1_000 });
    const upstream = pms();

    redis.freeze();
    expect(await onA.book("form-resubmitted", ANA.email, upstream.book)).toEqual({ reservationId: 100_100, replayed: false });
    redis.thaw();
    await answering(a);

    // The guest presses "back" and posts the same form again, now that Redis answers.
    expect(await onA.book("form-resubmitted", ANA.email, upstream.book)).toEqual({ reservationId: 100_100, replayed: true });
    await expect(onA.book("form-resubmitted", "eve@example.com", upstream.book)).rejects.toThrow(/another guest/);
    expect(upstream.made).toEqual([100_100]);
  });

  it("the booking ledger: a form booked in memory during the outage is that booking on its instance before the instance has noticed Redis is back", async () => {
    // An instance that learns of Redis's return only from a guest (its probe is slower than this
    // test): nothing has been written back when the guest posts the same form again.
    const unaware = connectSharedStore(redis.url, logOfA.logger, { ...QUICK, probeMs: 60_000 });
    try {
      expect(await unaware.connected(2_000)).toBe(true);
      // The claim the frozen command leaves runs out quickly, as any claim does before a write-back that never comes.
      const onA = ledgerOn(unaware, { claimMs: 200 });
      const upstream = pms();
      redis.freeze();
      expect(await onA.book("form-unnoticed", ANA.email, upstream.book)).toEqual({ reservationId: 100_100, replayed: false });
      redis.thaw();
      await answering(unaware);
      expect(await onA.book("form-unnoticed", ANA.email, upstream.book)).toEqual({ reservationId: 100_100, replayed: true });
      expect(upstream.made).toEqual([100_100]);
    } finally {
      await unaware.close();
    }
  });

  it("the booking ledger: a booking the PMS refuses during the outage is that refusal, and the guest's corrected post books", async () => {
    const onA = ledgerOn(a);
    const upstream = pms();
    redis.freeze();
    await expect(onA.book("form-refused", ANA.email, () => Promise.reject(new Error("409 from the PMS")))).rejects.toThrow("409 from the PMS");
    expect(await onA.book("form-refused", ANA.email, upstream.book)).toEqual({ reservationId: 100_100, replayed: false });
    expect(upstream.made).toEqual([100_100]);
  });

  it("the cache's shared level: loads in memory during the outage; then what one instance loads, the other reads without loading", async () => {
    const onA = cacheOn(a);
    const onB = cacheOn(b);
    let loads = 0;
    const load = (name: string) => async () => ((loads += 1), { name });

    redis.freeze();
    expect(await onA.get("organisation:during", CacheLong, load("during"))).toEqual({ name: "during" });
    expect(loads).toBe(1);

    redis.thaw();
    await answering(a);
    await answering(b);
    expect(await onA.get("organisation:after", CacheLong, load("after"))).toEqual({ name: "after" });
    expect(await onB.get("organisation:after", CacheLong, mustNotLoad)).toEqual({ name: "after" });
    expect(loads).toBe(2);
  });

  it("logs the outage once when it starts and its end once when Redis answers again, every time", async () => {
    const onA = cacheOn(a);
    const lines = (start: string) => logOfA.lines.filter((line) => String(line.msg).startsWith(start));
    for (const round of [1, 2]) {
      redis.freeze();
      // The first round finds Redis gone on a fill, the second on a store: the line says which.
      if (round === 2) {
        onA.set("organisation:set-during-2", round, CacheLong);
        await vi.waitFor(() => expect(lines("Redis unreachable")).toHaveLength(round), { timeout: 5_000 });
      }
      await onA.get(`organisation:during-${round}`, CacheLong, async () => round);
      await onA.get(`organisation:during-${round}b`, CacheLong, async () => round);
      expect(lines("Redis unreachable")).toHaveLength(round);
      redis.thaw();
      await answering(a);
      await onA.get(`organisation:after-${round}`, CacheLong, async () => round);
      expect(lines("Redis reachable again")).toHaveLength(round);
    }
    expect(lines("Redis unreachable")[0]).toMatchObject({ level: 40, redis: `127.0.0.1:${redis.port}`, reason: expect.stringMatching(/^cache fill: /) });
    expect(lines("Redis unreachable")[1]).toMatchObject({ reason: expect.stringMatching(/^cache store: /) });
  });
});

describe("Redis unreachable from one instance (its connection lost) while it keeps an older copy, then reachable again", () => {
  // Frozen or paused, Redis applies the write that timed out once it runs again; here the write
  // never reaches it, so only the instance's memory has the update when Redis is back.
  it("sessions: an update made during the outage is kept, not Redis's older copy; its next change carries it to the other instance", async () => {
    const onA = sessionsOn(a);
    const onB = sessionsOn(b);
    const GRANT_ANA = { "100001": { email: ANA.email, grantedAt: 1 } };
    const made = await onA.get(request());
    made.set("user", ANA);
    const cookie = cookieOf(await onA.commit(made));

    // A request read the session while Redis answered; A lost Redis before the update was written.
    const reading = await onA.get(request(cookie));
    const ended = new Promise((resolve) => a.client.once("end", resolve));
    a.client.disconnect();
    await ended;
    reading.set("grants", GRANT_ANA);
    await onA.commit(reading);
    expect(logOfA.lines.some((line) => String(line.msg).startsWith("Redis unreachable"))).toBe(true);
    // Kept: A reads the update from its memory during the outage; Redis (B) still has the session without it.
    expect((await onA.get(request(cookie))).get("grants")).toEqual(GRANT_ANA);
    expect((await onB.get(request(cookie))).get("grants")).toBeUndefined();

    await a.client.connect();
    expect(await a.connected(2_000)).toBe(true);
    // Still kept once Redis answers: A's newer copy, not Redis's older one.
    const after = await onA.get(request(cookie));
    expect(after.get("user")).toEqual(ANA);
    expect(after.get("grants")).toEqual(GRANT_ANA);
    // Its next change moves the whole session to Redis, the outage's update included, and B reads it.
    after.set("grants", { ...GRANT_ANA, "100003": { email: MARIA.email, grantedAt: 2 } });
    await onA.commit(after);
    const seenOnB = await onB.get(request(cookie));
    expect(seenOnB.get("user")).toEqual(ANA);
    expect(seenOnB.get("grants")).toEqual({ ...GRANT_ANA, "100003": { email: MARIA.email, grantedAt: 2 } });
    // A's memory copy is gone: A reads Redis's, the same.
    expect(await a.client.exists(`session:${(await onA.get(request(cookie))).id}`)).toBe(1);
    expect((await onA.get(request(cookie))).get("grants")).toEqual(seenOnB.get("grants"));
  });
});

describe("Redis paused (CLIENT PAUSE past the command timeout) during a command, then the pause ends", () => {
  it("every store answers from memory while paused, and shares again after", async () => {
    const admin = new Redis(redis.url, { lazyConnect: false });
    try {
      const sessionsA = sessionsOn(a);
      const sessionsB = sessionsOn(b);
      const ledgerA = ledgerOn(a);
      const ledgerB = ledgerOn(b);
      const cacheA = cacheOn(a);
      const cacheB = cacheOn(b);
      const upstream = pms();

      // 1.5 s: each store's command times out after 250 ms, and all three run at once.
      expect(await admin.call("CLIENT", "PAUSE", "1500", "ALL")).toBe("OK");
      const made = await sessionsA.get(request());
      made.set("user", MARIA);
      const [setCookie, booked, loaded] = await Promise.all([
        sessionsA.commit(made),
        ledgerA.book("form-paused", ANA.email, upstream.book),
        cacheA.get("organisation:paused", CacheLong, async () => "paused"),
      ]);
      expect((await sessionsA.get(request(cookieOf(setCookie)))).get("user")).toEqual(MARIA);
      expect(booked).toEqual({ reservationId: 100_100, replayed: false });
      expect(loaded).toBe("paused");

      // The admin connection's own command waits for the pause's end (it has no command timeout).
      expect(await admin.ping()).toBe("PONG");
      const later = await sessionsA.get(request());
      later.set("user", ANA);
      expect((await sessionsB.get(request(cookieOf(await sessionsA.commit(later))))).get("user")).toEqual(ANA);
      expect(await ledgerA.book("form-after-pause", ANA.email, upstream.book)).toEqual({ reservationId: 100_101, replayed: false });
      expect(await ledgerB.book("form-after-pause", ANA.email, upstream.book)).toEqual({ reservationId: 100_101, replayed: true });
      expect(await cacheA.get("organisation:after-pause", CacheLong, async () => "after")).toBe("after");
      expect(await cacheB.get("organisation:after-pause", CacheLong, mustNotLoad)).toBe("after");
      expect(upstream.made).toEqual([100_100, 100_101]);
    } finally {
      admin.disconnect();
    }
  });
});

describe("Redis killed with commands in flight, then restarted on the same port", () => {
  it("every store answers from memory, and shares again once the instances have reconnected", async () => {
    const sessionsA = sessionsOn(a);
    const sessionsB = sessionsOn(b);
    const ledgerA = ledgerOn(a);
    const ledgerB = ledgerOn(b);
    const cacheA = cacheOn(a);
    const cacheB = cacheOn(b);
    const upstream = pms();

    // Frozen first, so the commands below are sent and wait for an answer when the server dies.
    redis.freeze();
    const made = await sessionsA.get(request());
    made.set("user", MARIA);
    const inFlight = Promise.all([
      sessionsA.commit(made),
      ledgerA.book("form-killed", ANA.email, upstream.book),
      cacheA.get("organisation:killed", CacheLong, async () => "killed"),
    ]);
    await redis.stop({ abruptly: true });
    const [setCookie, booked, loaded] = await inFlight;
    expect((await sessionsA.get(request(cookieOf(setCookie)))).get("user")).toEqual(MARIA);
    expect(booked).toEqual({ reservationId: 100_100, replayed: false });
    expect(loaded).toBe("killed");
    // While Redis is gone, too.
    expect(await ledgerB.book("form-while-gone", ANA.email, upstream.book)).toEqual({ reservationId: 100_101, replayed: false });

    const restarted = await startRedisServer({ port: redis.port });
    servers.push(restarted);
    expect(await a.connected(10_000)).toBe(true);
    expect(await b.connected(10_000)).toBe(true);

    const later = await sessionsA.get(request());
    later.set("user", ANA);
    expect((await sessionsB.get(request(cookieOf(await sessionsA.commit(later))))).get("user")).toEqual(ANA);
    expect(await ledgerA.book("form-after-restart", ANA.email, upstream.book)).toEqual({ reservationId: 100_102, replayed: false });
    expect(await ledgerB.book("form-after-restart", ANA.email, upstream.book)).toEqual({ reservationId: 100_102, replayed: true });
    expect(await cacheA.get("organisation:after-restart", CacheLong, async () => "after")).toBe("after");
    expect(await cacheB.get("organisation:after-restart", CacheLong, mustNotLoad)).toBe("after");
    expect(upstream.made).toEqual([100_100, 100_101, 100_102]);
  });
});

/** The reservation Redis holds for a booking form's key: null when it holds nothing, or only a claim. */
async function recordedIn(store: SharedStore, key: string): Promise<number | null> {
  const text = await store.client.get(`booking:${key}`);
  return text === null ? null : ((JSON.parse(text) as { reservationId?: number }).reservationId ?? null);
}
/** Waits (bounded) until Redis holds `reservationId` for `key`: written back with no request on the instance that booked. */
const writtenBack = (store: SharedStore, key: string, reservationId: number) =>
  vi.waitFor(async () => expect(await recordedIn(store, key)).toBe(reservationId), { timeout: 5_000, interval: 50 });

describe("a booking recorded only in memory during an outage is written to Redis when it answers again", () => {
  it("frozen: the claim the timed-out command left is replaced by the booking; the other instance answers with it, never books again", async () => {
    // The default claim (30 s): without the write-back the other instance would wait on it, then book.
    const onA = ledgerOn(a);
    const onB = ledgerOn(b, { claimMs: 1_000 });
    const upstream = pms();

    redis.freeze();
    expect(await onA.book("form-frozen", ANA.email, upstream.book)).toEqual({ reservationId: 100_100, replayed: false });
    redis.thaw();
    // No request reaches A after the outage: it notices Redis is back by itself.
    await writtenBack(b, "form-frozen", 100_100);

    expect(await onB.book("form-frozen", ANA.email, upstream.book)).toEqual({ reservationId: 100_100, replayed: true });
    await expect(onB.book("form-frozen", "eve@example.com", upstream.book)).rejects.toThrow(/another guest/);
    expect(upstream.made).toEqual([100_100]);
    // Kept as long as a booking made with Redis (a day), not the claim's 30 s.
    expect(await b.client.pttl("booking:form-frozen")).toBeGreaterThan(23 * 3_600_000);
  });

  it("killed and restarted empty: what both instances booked meanwhile reaches the new Redis", async () => {
    const onA = ledgerOn(a);
    const onB = ledgerOn(b);
    const upstream = pms();
    await redis.stop({ abruptly: true });
    expect(await onA.book("form-gone-a", ANA.email, upstream.book)).toEqual({ reservationId: 100_100, replayed: false });
    expect(await onB.book("form-gone-b", MARIA.email, upstream.book)).toEqual({ reservationId: 100_101, replayed: false });

    servers.push(await startRedisServer({ port: redis.port }));
    await writtenBack(b, "form-gone-a", 100_100);
    await writtenBack(a, "form-gone-b", 100_101);
    expect(await onB.book("form-gone-a", ANA.email, upstream.book)).toEqual({ reservationId: 100_100, replayed: true });
    expect(await onA.book("form-gone-b", MARIA.email, upstream.book)).toEqual({ reservationId: 100_101, replayed: true });
    expect(upstream.made).toEqual([100_100, 100_101]);
  });

  it("killed and restarted empty two hours later: a form booked meanwhile is kept a day from its booking, and the operator is told of nothing wrong", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2026-06-01T10:00:00Z"));
      const onA = ledgerOn(a);
      const upstream = pms();
      await redis.stop({ abruptly: true });
      expect(await onA.book("form-kept", ANA.email, upstream.book)).toEqual({ reservationId: 100_100, replayed: false });

      vi.setSystemTime(new Date("2026-06-01T12:00:00Z"));
      servers.push(await startRedisServer({ port: redis.port }));
      await writtenBack(b, "form-kept", 100_100);
      const keptMs = await b.client.pttl("booking:form-kept");
      expect(keptMs).toBeLessThanOrEqual(BOOKING_KEY_KEPT_MS - 2 * 3_600_000);
      expect(keptMs).toBeGreaterThan(BOOKING_KEY_KEPT_MS - 2 * 3_600_000 - 60_000);
      // One outage, its end, and nothing about a form booked twice or a write-back left half done.
      await vi.waitFor(() => expect(logOfA.lines.map((line) => line.msg)).toContain("Redis reachable again: state is shared across instances"), {
        timeout: 5_000,
        interval: 50,
      });
      const said = logOfA.lines.filter((line) => (line.level as number) >= 40).map((line) => line.msg);
      expect(said).toEqual(["Redis unreachable: sessions, cache, attempt limits and the booking ledger use this process's memory until it returns"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("one instance cut off while the other booked the same form: Redis keeps the other's booking and the conflict is logged", async () => {
    const onA = ledgerOn(a);
    const onB = ledgerOn(b);
    const upstream = pms();
    const ended = new Promise((resolve) => a.client.once("end", resolve));
    a.client.disconnect();
    await ended;
    expect(await onA.book("form-twice", ANA.email, upstream.book)).toEqual({ reservationId: 100_100, replayed: false });
    expect(await onB.book("form-twice", ANA.email, upstream.book)).toEqual({ reservationId: 100_101, replayed: false });

    await a.client.connect();
    await vi.waitFor(() => expect(logOfA.lines.some((line) => line.msg === "a form booked twice during a Redis outage")).toBe(true), {
      timeout: 5_000,
      interval: 50,
    });
    expect(logOfA.lines.find((line) => line.msg === "a form booked twice during a Redis outage")).toMatchObject({
      level: 40,
      inMemory: 100_100,
      inRedis: 100_101,
    });
    expect(await recordedIn(b, "form-twice")).toBe(100_101);
  });
});

describe("sessions across a Redis outage: a newer session is never written over, and nothing recorded meanwhile is lost", () => {
  const G1 = { "100001": { email: ANA.email, grantedAt: 1 } };
  const G2 = { "100002": { email: ANA.email, grantedAt: 2 } };
  const G3 = { "100003": { email: ANA.email, grantedAt: 3 } };
  /** Waits (bounded) until `sessions` reads the session behind `cookie` as `expected`. */
  const readsAs = (sessions: ReturnType<typeof sessionsOn>, cookie: string, expected: { user?: SignedInUser; grants: object }) =>
    vi.waitFor(
      async () => {
        const seen = await sessions.get(request(cookie));
        expect({ user: seen.get("user"), grants: seen.get("grants") }).toEqual(expected);
      },
      { timeout: 5_000, interval: 50 },
    );

  it("a read that timed out: the change made on the empty session it gave is added to Redis's session, never written over it", async () => {
    const onA = sessionsOn(a);
    const onB = sessionsOn(b);
    const made = await onA.get(request());
    made.set("user", ANA);
    made.set("grants", G1);
    const cookie = cookieOf(await onA.commit(made));

    redis.freeze();
    const blind = await onB.get(request(cookie));
    expect(blind.get("user")).toBeUndefined();
    redis.thaw();
    await answering(b);
    // The request goes on with what it read (nothing) and records a grant once Redis answers again.
    blind.set("grants", G3);
    await onB.commit(blind);

    await readsAs(onA, cookie, { user: ANA, grants: { ...G1, ...G3 } });
    await readsAs(onB, cookie, { user: ANA, grants: { ...G1, ...G3 } });
  });

  it("a change kept in memory during the outage is written back when Redis answers, added to a change the other instance made since", async () => {
    const onA = sessionsOn(a);
    const onB = sessionsOn(b);
    const made = await onA.get(request());
    made.set("user", ANA);
    made.set("grants", G1);
    const cookie = cookieOf(await onA.commit(made));

    redis.freeze();
    const blind = await onB.get(request(cookie));
    blind.set("grants", G3);
    await onB.commit(blind);
    redis.thaw();
    await answering(a);
    // A changes the session as soon as Redis answers; B gets no request after the outage.
    const onAAfter = await onA.get(request(cookie));
    onAAfter.set("grants", { ...G1, ...G2 });
    await onA.commit(onAAfter);

    await readsAs(onA, cookie, { user: ANA, grants: { ...G1, ...G2, ...G3 } });
    await readsAs(onB, cookie, { user: ANA, grants: { ...G1, ...G2, ...G3 } });
  });

  it("a write that timed out and that Redis applied when it resumed never undoes a change made after it", async () => {
    const onA = sessionsOn(a);
    const onB = sessionsOn(b);
    const made = await onA.get(request());
    made.set("user", ANA);
    made.set("grants", G1);
    const cookie = cookieOf(await onA.commit(made));

    const reading = await onA.get(request(cookie));
    redis.freeze();
    reading.set("grants", { ...G1, ...G2 });
    await onA.commit(reading);
    redis.thaw();
    await answering(b);
    // Redis applied A's timed-out write on resuming; B builds on it at once.
    const onBAfter = await onB.get(request(cookie));
    expect(onBAfter.get("grants")).toEqual({ ...G1, ...G2 });
    onBAfter.set("grants", { ...G1, ...G2, ...G3 });
    await onB.commit(onBAfter);

    await readsAs(onA, cookie, { user: ANA, grants: { ...G1, ...G2, ...G3 } });
    await readsAs(onB, cookie, { user: ANA, grants: { ...G1, ...G2, ...G3 } });
  });

  it("a session signed out on one instance is not brought back by the other's older copy", async () => {
    const onA = sessionsOn(a);
    const onB = sessionsOn(b);
    const made = await onA.get(request());
    made.set("user", ANA);
    const cookie = cookieOf(await onA.commit(made));

    const reading = await onA.get(request(cookie));
    const signedOut = await onB.get(request(cookie));
    await onB.destroy(signedOut);
    // A request that read the session before the sign-out commits after it.
    reading.set("grants", G1);
    await onA.commit(reading);
    expect(await a.client.exists(`session:${reading.id}`)).toBe(0);
    expect((await onB.get(request(cookie))).get("user")).toBeUndefined();
  });
});

describe("renewed: what a request adds moves the session to a new id, and nothing Redis holds is lost (decision 051)", () => {
  const G1 = { "100001": { email: ANA.email, grantedAt: 1 } };
  const G2 = { "100002": { email: ANA.email, grantedAt: 2 } };
  const G3 = { "100003": { email: ANA.email, grantedAt: 3 } };
  const readsAs = (sessions: ReturnType<typeof guestSessionsOn>, cookie: string, expected: { user?: SignedInUser; grants?: object }) =>
    vi.waitFor(
      async () => {
        const seen = await sessions.get(request(cookie));
        expect({ user: seen.get("user"), grants: seen.get("grants") }).toEqual(expected);
      },
      { timeout: 5_000, interval: 50 },
    );

  it("a read that timed out: the new id holds Redis's session with the addition; the old id never holds the addition", async () => {
    const onA = guestSessionsOn(a);
    const onB = guestSessionsOn(b);
    const made = await onA.get(request());
    made.set("user", ANA);
    made.set("grants", G1);
    const cookie = cookieOf(await onA.commit(made));

    redis.freeze();
    const blind = await onB.get(request(cookie));
    expect(blind.get("user")).toBeUndefined();
    redis.thaw();
    await answering(b);
    blind.set("grants", G3);
    const renewed = cookieOf(await onB.commit(blind));

    expect(renewed).not.toBe(cookie);
    await readsAs(onA, renewed, { user: ANA, grants: { ...G1, ...G3 } });
    await readsAs(onA, cookie, { user: ANA, grants: G1 });
    // It lives on only for the minute a request sent before the renewal needs.
    const left = await a.client.pttl(`session:${(await onA.get(request(cookie))).id}`);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(60_000);
  });

  it("two requests of one browser add to the session at once: each answer's id holds what it read and added; the old id neither", async () => {
    const onA = guestSessionsOn(a);
    const onB = guestSessionsOn(b);
    const made = await onA.get(request());
    made.set("user", ANA);
    const cookie = cookieOf(await onA.commit(made));
    const first = await onA.get(request(cookie));
    const second = await onB.get(request(cookie));
    first.set("grants", G1);
    const one = cookieOf(await onA.commit(first));
    second.set("grants", G2);
    const two = cookieOf(await onB.commit(second));

    expect(new Set([cookie, one, two]).size).toBe(3);
    await readsAs(onB, one, { user: ANA, grants: G1 });
    await readsAs(onA, two, { user: ANA, grants: G2 });
    await readsAs(onA, cookie, { user: ANA, grants: undefined });
  });

  it("a session signed out is not brought back by a request that read it before and adds to it", async () => {
    const onA = guestSessionsOn(a);
    const onB = guestSessionsOn(b);
    const made = await onA.get(request());
    made.set("user", ANA);
    const cookie = cookieOf(await onA.commit(made));
    const reading = await onA.get(request(cookie));
    await onB.destroy(await onB.get(request(cookie)));
    reading.set("grants", G1);
    const renewed = cookieOf(await onA.commit(reading));
    await readsAs(onB, renewed, { user: undefined, grants: undefined });
    await readsAs(onB, cookie, { user: undefined, grants: undefined });
  });

  it("renewed in memory while Redis was unreachable: once Redis answers, the new id holds Redis's copy with the addition, the old id never", async () => {
    const onA = guestSessionsOn(a);
    const onB = guestSessionsOn(b);
    const made = await onA.get(request());
    made.set("user", ANA);
    made.set("grants", G1);
    const cookie = cookieOf(await onA.commit(made));

    const reading = await onA.get(request(cookie));
    const ended = new Promise((resolve) => a.client.once("end", resolve));
    a.client.disconnect();
    await ended;
    reading.set("grants", { ...G1, ...G2 });
    const renewed = cookieOf(await onA.commit(reading));
    // Meanwhile B adds a grant to Redis's copy (a request that read the old id): it moves to its own id.
    const onBMeanwhile = await onB.get(request(cookie));
    onBMeanwhile.set("grants", { ...G1, ...G3 });
    const bCookie = cookieOf(await onB.commit(onBMeanwhile));
    expect((await onA.get(request(renewed))).get("grants")).toEqual({ ...G1, ...G2 });

    await a.client.connect();
    expect(await a.connected(2_000)).toBe(true);
    await readsAs(onB, renewed, { user: ANA, grants: { ...G1, ...G2 } });
    await readsAs(onA, bCookie, { user: ANA, grants: { ...G1, ...G3 } });
    await readsAs(onB, cookie, { user: ANA, grants: G1 });
  });
});

describe("sessions made, changed, renewed and ended while one instance is cut off from Redis", () => {
  const G1 = { "100001": { email: ANA.email, grantedAt: 1 } };
  const cutOff = async (store: SharedStore) => {
    const ended = new Promise((resolve) => store.client.once("end", resolve));
    store.client.disconnect();
    await ended;
  };
  const reconnect = async (store: SharedStore) => {
    await store.client.connect();
    expect(await store.connected(2_000)).toBe(true);
  };
  /** What instance B reads of `id` once A's write-back has reached Redis (bounded wait). */
  const onceWrittenBack = (id: string, expected: object) =>
    vi.waitFor(async () => expect(await createSharedSessionStore(b).read(id)).toMatchObject(expected), { timeout: 5_000, interval: 50 });

  it("a session made meanwhile reaches Redis with the life it was given, not a signed-in one's fourteen days", async () => {
    const onA = createSharedSessionStore(a);
    await cutOff(a);
    const id = await onA.create({ grants: G1 }, inHours(12));
    await reconnect(a);
    await onceWrittenBack(id, { grants: G1 });
    expect(await b.client.pttl(`session:${id}`)).toBeLessThanOrEqual(12 * 3_600_000);
  });

  it("a session changed meanwhile keeps the life that change gave it", async () => {
    const onA = createSharedSessionStore(a);
    const id = await onA.create({ user: ANA }, inHours(12));
    const read = (await onA.read(id)) as Record<string, unknown>;
    await cutOff(a);
    await onA.update(id, { ...read, grants: G1 }, inHours(1));
    await reconnect(a);
    await onceWrittenBack(id, { user: ANA, grants: G1 });
    expect(await b.client.pttl(`session:${id}`)).toBeLessThanOrEqual(3_600_000);
  });

  it("renewed twice meanwhile: the last id holds all of it, the first ends within the minute, the one between never reaches Redis", async () => {
    const onA = createSharedSessionStore(a);
    const first = await onA.create({ user: { ...ANA, language: "ro" } }, inHours(12));
    const read = (await onA.read(first)) as Record<string, unknown>;
    await cutOff(a);
    const between = await onA.renew(first, { ...read, grants: G1 }, inHours(12));
    // The second request also changes what the session held (the guest's language): that change lands too.
    const last = await onA.renew(
      between,
      { ...((await onA.read(between)) as object), user: { ...ANA, language: "it" }, bookingKeys: { "form-1": "key-1" } },
      inHours(12),
    );
    await reconnect(a);
    await onceWrittenBack(last, { user: { ...ANA, language: "it" }, grants: G1, bookingKeys: { "form-1": "key-1" } });
    expect(await b.client.pttl(`session:${first}`)).toBeLessThanOrEqual(60_000);
    expect(await createSharedSessionStore(b).read(between)).toBeNull();
  });

  it("a session made meanwhile and renewed once Redis answers (before its instance wrote it back): the old id is never written to Redis", async () => {
    // An instance that learns of Redis's return only from a guest's request, so that request runs first.
    const unaware = connectSharedStore(redis.url, logOfA.logger, { ...QUICK, probeMs: 60_000 });
    try {
      expect(await unaware.connected(2_000)).toBe(true);
      const onA = createSharedSessionStore(unaware);
      redis.freeze();
      const made = await onA.create({ user: ANA }, inHours(12));
      redis.thaw();
      await answering(unaware);
      const renewed = await onA.renew(made, { ...((await onA.read(made)) as object), grants: G1 }, inHours(12));
      await onceWrittenBack(renewed, { user: ANA, grants: G1 });
      await vi.waitFor(() => expect(logOfA.lines.some((line) => String(line.msg).startsWith("Redis reachable again"))).toBe(true));
      // The write-back starts with that line and takes a few commands; what it would write is there within this wait.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await createSharedSessionStore(b).read(made)).toBeNull();
    } finally {
      await unaware.close();
    }
  });

  it("a session ended meanwhile (signed out) reads as none on its instance, and never reaches Redis", async () => {
    const onA = createSharedSessionStore(a);
    await cutOff(a);
    const id = await onA.create({ user: ANA }, inHours(12));
    expect(await onA.read(id)).toMatchObject({ user: ANA });
    await onA.delete(id);
    expect(await onA.read(id)).toBeNull();
    await reconnect(a);
    expect(await createSharedSessionStore(b).read(id)).toBeNull();
  });
});

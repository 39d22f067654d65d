/**
 * Exactly-once booking. Every booking form carries an idempotency key the server made; the ledger
 * remembers each key's booking, so a double click, two concurrent identical posts or a resubmit
 * after "back" share one POST /api/reservations and land on the same reservation. The key also
 * travels to the PMS (`idempotency_key`), so a PMS that honours it is safe across BFF instances.
 */
import { randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { SharedStore } from "./redis";

interface Entry {
  /** The booking, in flight or done. */
  reservationId: Promise<number>;
  /** Whose booking it is: a replay for another e-mail gets no access to it. */
  email: string;
}

export interface BookingOutcome {
  reservationId: number;
  /** True when this call did not book but answered an earlier booking with the same key. */
  replayed: boolean;
}

export class BookingKeyReused extends Error {
  override name = "BookingKeyReused";
}

export interface BookingLedger {
  /**
   * Books once per key: the first caller runs `book`; callers with the same key (concurrent or
   * later) get its outcome. A failed booking is forgotten, so the guest can correct and retry.
   */
  book(key: string, email: string, book: () => Promise<number>): Promise<BookingOutcome>;
}

/** Keys are kept a day: longer than any guest keeps a booking form open (in memory and in Redis alike). */
export const BOOKING_KEY_KEPT_MS = 86_400_000;

/** The ledger of one process, which can also say whether it holds a key. */
export interface MemoryBookingLedger extends BookingLedger {
  /** True while this process holds `key`'s booking, in flight or done (within its time to live). */
  has(key: string): boolean;
}

const sameGuest = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Deletes the claim only while it is still this caller's (its token), never an outcome written since. */
const RELEASE_CLAIM = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * Writes back a booking made in memory while Redis was away: over nothing, or over a claim (a
 * timed-out claim Redis applied on resuming, or a post of the same form booking right now: its
 * outcome is this one through the PMS's idempotency key); never over another booking, which it
 * returns.
 */
const WRITE_BACK = `
local current = redis.call('GET', KEYS[1])
if current then
  local ok, claim = pcall(cjson.decode, current)
  if ok and type(claim) == 'table' and claim.reservationId ~= nil then return current end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return false`;

interface Claim {
  email: string;
  /** Set once booked; absent while the claiming instance is still booking. */
  reservationId?: number;
  token?: string;
}

/**
 * The ledger in Redis, so the same form posted to two instances books once: the first instance
 * claims the key (`SET NX`), books, and writes the reservation under the key; the other waits for
 * that outcome and answers with it. A failed booking deletes its claim, and a waiter then claims
 * the key itself (the guest's retry). A claim expires after `claimMs`, so an instance that dies
 * mid-booking does not block the form forever. While Redis is away this process's ledger serves
 * (the PMS's own idempotency key then guards across instances); what it booked is written to
 * Redis when Redis answers again, so every instance answers a resubmit with that booking.
 */
export function createSharedBookingLedger(
  store: SharedStore,
  options: { claimMs?: number; pollMs?: number; ttlMs?: number; fallback?: MemoryBookingLedger } = {},
): BookingLedger {
  const fallback = options.fallback ?? createBookingLedger();
  const claimMs = options.claimMs ?? 30_000;
  const pollMs = options.pollMs ?? 50;
  const ttlMs = options.ttlMs ?? BOOKING_KEY_KEPT_MS;
  const redisKey = (key: string) => `booking:${key}`;
  /** Booked in memory while Redis was away, not yet in Redis: written back when it answers again. */
  const unrecorded = new LRUCache<string, { email: string; reservationId: number; bookedAt: number }>({ max: 50_000, ttl: ttlMs });
  store.whenBack("booking ledger", async () => {
    for (const [key, booked] of [...unrecorded.entries()]) {
      const keptMs = ttlMs - (Date.now() - booked.bookedAt);
      const outcome = JSON.stringify({ email: booked.email, reservationId: booked.reservationId } satisfies Claim);
      const other = (await store.client.eval(WRITE_BACK, 1, redisKey(key), outcome, Math.max(1, keptMs))) as string | null;
      unrecorded.delete(key);
      const inRedis = other === null ? booked.reservationId : (JSON.parse(other) as Claim).reservationId;
      // Only the PMS's idempotency key stood between the two instances: the hotel has two reservations.
      if (inRedis !== booked.reservationId) {
        store.logger.warn({ key, inMemory: booked.reservationId, inRedis }, "a form booked twice during a Redis outage");
      }
    }
  });
  const read = async (key: string): Promise<Claim | null> => {
    const text = await store.client.get(redisKey(key));
    return text === null ? null : (JSON.parse(text) as Claim);
  };

  type Attempt = { outcome: BookingOutcome } | { bookingFailed: unknown };
  // The PMS's answer must never be mistaken for Redis going away (that would book a second time in
  // memory): `book`'s own failure travels out of `shared` as a value.
  async function attempt(key: string, email: string, book: () => Promise<number>): Promise<Attempt> {
    for (;;) {
      const token = JSON.stringify({ email, token: randomUUID() } satisfies Claim);
      if ((await store.client.set(redisKey(key), token, "PX", claimMs, "NX")) === "OK") {
        let reservationId: number;
        try {
          reservationId = await book();
        } catch (error) {
          await store.client.eval(RELEASE_CLAIM, 1, redisKey(key), token).catch(() => {});
          return { bookingFailed: error };
        }
        // Booked: recording it may fail (Redis gone), the booking stands and this answer with it.
        await store.client.set(redisKey(key), JSON.stringify({ email, reservationId } satisfies Claim), "PX", ttlMs).catch(() => {});
        return { outcome: { reservationId, replayed: false } };
      }
      let seen = await read(key);
      while (seen && seen.reservationId === undefined) {
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        seen = await read(key);
      }
      if (!seen) continue; // the other booking failed (or its claim ran out): this post books
      if (!sameGuest(seen.email, email)) return { bookingFailed: new BookingKeyReused("This booking form was already used for another guest") };
      return { outcome: { reservationId: seen.reservationId!, replayed: true } };
    }
  }

  return {
    async book(key, email, book) {
      // Booked (or booking) in this process's memory while Redis was away: Redis holds nothing of it
      // but, at most, the claim a timed-out command left. A resubmit is that booking, not a new one.
      if (fallback.has(key)) return fallback.book(key, email, book);
      const result = await store.shared<Attempt>(
        "booking ledger",
        () => attempt(key, email, book),
        async () => {
          try {
            const outcome = await fallback.book(key, email, book);
            if (!outcome.replayed) unrecorded.set(key, { email, reservationId: outcome.reservationId, bookedAt: Date.now() });
            return { outcome };
          } catch (error) {
            return { bookingFailed: error };
          }
        },
      );
      if ("bookingFailed" in result) throw result.bookingFailed;
      return result.outcome;
    },
  };
}

/** The ledger of one process: concurrent posts of a key share one promise. */
export function createBookingLedger(options: { max?: number; ttlMs?: number; now?: () => number } = {}): MemoryBookingLedger {
  const entries = new LRUCache<string, Entry>({
    max: options.max ?? 50_000,
    ttl: options.ttlMs ?? BOOKING_KEY_KEPT_MS,
    // A clock the tests can move; read on every check (no cached "now").
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  return {
    has: (key) => entries.has(key),
    async book(key, email, book) {
      const earlier = entries.get(key);
      if (earlier) {
        if (!sameGuest(earlier.email, email)) throw new BookingKeyReused("This booking form was already used for another guest");
        return { reservationId: await earlier.reservationId, replayed: true };
      }
      const reservationId = book();
      entries.set(key, { reservationId, email });
      try {
        return { reservationId: await reservationId, replayed: false };
      } catch (error) {
        if (entries.get(key)?.reservationId === reservationId) entries.delete(key);
        throw error;
      }
    },
  };
}

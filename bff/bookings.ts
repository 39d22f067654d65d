/**
 * Exactly-once booking. Every booking form carries an idempotency key the server made; the ledger
 * remembers each key's booking, so a double click, two concurrent identical posts or a resubmit
 * after "back" share one POST /api/reservations and land on the same reservation. The key also
 * travels to the PMS (`idempotency_key`), so a PMS that honours it is safe across BFF instances.
 */
import { LRUCache } from "lru-cache";

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

/** Keys are kept a day: longer than any guest keeps a booking form open. */
export function createBookingLedger(options: { max?: number; ttlMs?: number; now?: () => number } = {}): BookingLedger {
  const entries = new LRUCache<string, Entry>({
    max: options.max ?? 50_000,
    ttl: options.ttlMs ?? 86_400_000,
    // A clock the tests can move; read on every check (no cached "now").
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  const sameGuest = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

  return {
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

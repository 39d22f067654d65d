import { describe, expect, it } from "vitest";
import { BookingKeyReused, createBookingLedger } from "./bookings";
import { deferred } from "./testing";

describe("the booking ledger (exactly once per idempotency key)", () => {
  it("merges concurrent posts of one key into one booking", async () => {
    const ledger = createBookingLedger();
    const upstream = deferred<number>();
    let bookings = 0;
    const book = () => ((bookings += 1), upstream.promise);
    const first = ledger.book("key-1", "ana@example.com", book);
    const second = ledger.book("key-1", "ANA@example.com ", book);
    upstream.resolve(100004);
    expect(await first).toEqual({ reservationId: 100004, replayed: false });
    expect(await second).toEqual({ reservationId: 100004, replayed: true });
    expect(bookings).toBe(1);
  });

  it("answers a later resubmit with the same reservation, and other keys book anew", async () => {
    const ledger = createBookingLedger();
    let next = 100004;
    const book = async () => next++;
    await ledger.book("key-1", "ana@example.com", book);
    expect(await ledger.book("key-1", "ana@example.com", book)).toEqual({ reservationId: 100004, replayed: true });
    expect(await ledger.book("key-2", "ana@example.com", book)).toEqual({ reservationId: 100005, replayed: false });
  });

  it("forgets a failed booking so the guest can correct and retry", async () => {
    const ledger = createBookingLedger();
    await expect(ledger.book("key-1", "ana@example.com", () => Promise.reject(new Error("409")))).rejects.toThrow("409");
    expect(await ledger.book("key-1", "ana@example.com", async () => 7)).toEqual({ reservationId: 7, replayed: false });
  });

  it("never hands a booking to another guest's e-mail", async () => {
    const ledger = createBookingLedger();
    await ledger.book("key-1", "ana@example.com", async () => 7);
    await expect(ledger.book("key-1", "ion@example.com", async () => 8)).rejects.toBeInstanceOf(BookingKeyReused);
  });

  it("keeps a key for its time to live, then lets it expire", async () => {
    let now = 1_000;
    const ledger = createBookingLedger({ ttlMs: 60_000, now: () => now });
    await ledger.book("key-1", "ana@example.com", async () => 7);
    now += 59_000;
    expect(await ledger.book("key-1", "ana@example.com", async () => 8)).toEqual({ reservationId: 7, replayed: true });
    now += 2_000;
    expect(await ledger.book("key-1", "ana@example.com", async () => 9)).toEqual({ reservationId: 9, replayed: false });
  });
});

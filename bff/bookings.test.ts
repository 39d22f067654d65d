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

  it("the same guest whichever post wrote the e-mail with spaces or capitals", async () => {
    const ledger = createBookingLedger();
    await ledger.book("key-1", " Ana@Example.com ", async () => 7);
    expect(await ledger.book("key-1", "ana@example.com", async () => 8)).toEqual({ reservationId: 7, replayed: true });
  });

  it("a ledger full of other forms while a booking fails: the PMS's failure, and the key's newer booking still merges its resubmits", async () => {
    const ledger = createBookingLedger({ max: 1 });
    const failing = deferred<number>();
    const first = ledger.book("key-1", "ana@example.com", () => failing.promise);
    // Another form pushes key-1 out; key-1 posted again books anew (the ledger no longer knew it).
    await ledger.book("key-2", "ion@example.com", async () => 8);
    const again = deferred<number>();
    let booked = 0;
    const second = ledger.book("key-1", "ana@example.com", () => ((booked += 1), again.promise));
    failing.reject(new Error("PMS 503"));
    await expect(first).rejects.toThrow("PMS 503");
    // The first post's failure leaves the newer booking of key-1 in place: a resubmit joins it.
    const third = ledger.book("key-1", "ana@example.com", () => ((booked += 1), again.promise));
    again.resolve(9);
    expect(await second).toEqual({ reservationId: 9, replayed: false });
    expect(await third).toEqual({ reservationId: 9, replayed: true });
    expect(booked).toBe(1);
    // Pushed out and not posted again: its failure is still the PMS's, not the ledger's.
    const lone = deferred<number>();
    const pushedOut = ledger.book("key-3", "ana@example.com", () => lone.promise);
    await ledger.book("key-4", "ion@example.com", async () => 10);
    lone.reject(new Error("PMS 500"));
    await expect(pushedOut).rejects.toThrow("PMS 500");
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

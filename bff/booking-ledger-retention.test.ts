/**
 * How long a finished booking's idempotency key is kept: the ledger's full retention
 * (`BOOKING_KEY_KEPT_MS`, a day), in Redis (read with `PTTL` from a real redis-server) and in a
 * process's memory (read with the memory ledger's own clock) alike — never the short time to live
 * of the claim an instance holds while it is booking.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { BOOKING_KEY_KEPT_MS, createBookingLedger, createSharedBookingLedger } from "./bookings";
import { deferred } from "./testing";
import { useTwoInstancesOnRedis } from "./testing-redis";

/** The claim's default time to live (createSharedBookingLedger's `claimMs`). */
const CLAIM_MS = 30_000;
/** Slack for the time between the write and the `PTTL` read on a busy machine. */
const SLACK_MS = 60_000;

const redis = useTwoInstancesOnRedis();

beforeEach(async () => {
  await redis.a.client.flushdb();
});

it("the retention is a day (docs/decisions/017, docs/scaling.md)", () => {
  expect(BOOKING_KEY_KEPT_MS).toBe(24 * 60 * 60_000);
});

describe("a finished booking's key in Redis", () => {
  it("is kept for the ledger's full retention once booked, not the claim's time to live", async () => {
    const ledger = createSharedBookingLedger(redis.a);
    const upstream = deferred<number>();
    const booking = ledger.book("form-kept", "ana@example.com", () => upstream.promise);

    // While booking: the claim, with its own short time to live.
    for (;;) {
      if ((await redis.a.client.exists("booking:form-kept")) === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const claimed = await redis.a.client.pttl("booking:form-kept");
    expect(claimed).toBeGreaterThan(0);
    expect(claimed).toBeLessThanOrEqual(CLAIM_MS);

    upstream.resolve(100_004);
    expect(await booking).toEqual({ reservationId: 100_004, replayed: false });
    expect(JSON.parse((await redis.a.client.get("booking:form-kept"))!)).toEqual({ email: "ana@example.com", reservationId: 100_004 });
    const kept = await redis.a.client.pttl("booking:form-kept");
    expect(kept).toBeGreaterThan(BOOKING_KEY_KEPT_MS - SLACK_MS);
    expect(kept).toBeLessThanOrEqual(BOOKING_KEY_KEPT_MS);
  });

  it("keeps its full retention when another instance replays it", async () => {
    await createSharedBookingLedger(redis.a).book("form-replayed", "ana@example.com", async () => 100_005);
    expect(await createSharedBookingLedger(redis.b).book("form-replayed", "ana@example.com", async () => 100_006)).toEqual({
      reservationId: 100_005,
      replayed: true,
    });
    expect(await redis.b.client.pttl("booking:form-replayed")).toBeGreaterThan(BOOKING_KEY_KEPT_MS - SLACK_MS);
  });
});

describe("a finished booking's key in a process's memory", () => {
  it("is kept for the same retention by default: replayed just before it ends, booked anew just after", async () => {
    let now = 1_000_000;
    const ledger = createBookingLedger({ now: () => now });
    let next = 100_010;
    const book = async () => next++;
    expect(await ledger.book("form-memory", "ana@example.com", book)).toEqual({ reservationId: 100_010, replayed: false });
    now += BOOKING_KEY_KEPT_MS - 1_000;
    expect(ledger.has("form-memory")).toBe(true);
    expect(await ledger.book("form-memory", "ana@example.com", book)).toEqual({ reservationId: 100_010, replayed: true });
    now += 2_000;
    expect(ledger.has("form-memory")).toBe(false);
    expect(await ledger.book("form-memory", "ana@example.com", book)).toEqual({ reservationId: 100_011, replayed: false });
  });
});

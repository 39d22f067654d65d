/**
 * One change of dates at a time per reservation (decision 052): what a second confirm meets while
 * the first runs, how a claim ends (made, refused, thrown, or an instance that never finished), and
 * the same across two instances on one real redis-server, and with Redis gone.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Bff, RouteArgs } from "~/bff.server";
import { connectSharedStore, type SharedStore } from "../../bff/redis";
import { createTestLogger, deferred, startRedisServer } from "../../bff/testing";
import { useTwoInstancesOnRedis } from "../../bff/testing-redis";
import { CLAIM_MS, withDateChangeClaim } from "./date-change-claim.server";

/** A route's arguments on an instance of its own (claims are kept per instance). */
function instance(sharedStore: SharedStore | null = null): RouteArgs {
  return { request: new Request("http://carpathia-ro.localhost/reservations/100001/change-dates"), context: { bff: { sharedStore } as Bff } };
}

/**
 * A confirm whose change has started and runs until the test lets it end. Waited for with real
 * timers (only Date is ever faked here: vi.waitFor would move a faked clock on).
 */
async function running(args: RouteArgs, reservationId: number) {
  const end = deferred<string>();
  let ran = false;
  const claimed = withDateChangeClaim(args, reservationId, () => {
    ran = true;
    return end.promise;
  });
  for (let tries = 0; !ran && tries < 2_000; tries++) await new Promise((resolve) => setTimeout(resolve, 1));
  if (!ran) throw new Error(`the change of reservation ${reservationId} did not start`);
  return { claimed, end };
}

/** An instance of its own, with Date (only Date) frozen at the hotel's pinned day until moved. */
function onFrozenClock(): RouteArgs {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-05-04T10:00:00Z"));
  return instance();
}

const changed = (args: RouteArgs, reservationId: number) => withDateChangeClaim(args, reservationId, async () => "changed");

afterEach(() => {
  vi.useRealTimers();
});

describe("in one instance's memory", () => {
  it("a second confirm while the first runs is held, its change not run; another reservation's is not; after the first, the next is claimed", async () => {
    const args = instance();
    const first = await running(args, 100001);
    let secondRan = false;
    expect(await withDateChangeClaim(args, 100001, async () => (secondRan = true))).toEqual({ kind: "held" });
    expect(secondRan).toBe(false);
    expect(await changed(args, 100003)).toEqual({ kind: "claimed", outcome: "changed" });
    first.end.resolve("made");
    expect(await first.claimed).toEqual({ kind: "claimed", outcome: "made" });
    expect(await changed(args, 100001)).toEqual({ kind: "claimed", outcome: "changed" });
  });

  it("fifty confirms at once: one change runs, forty-nine are held", async () => {
    const args = instance();
    let runs = 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        withDateChangeClaim(args, 100001, async () => {
          runs++;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return runs;
        }),
      ),
    );
    expect(runs).toBe(1);
    expect(answers.filter((answer) => answer.kind === "held")).toHaveLength(49);
  });

  it("a change that throws lets the claim go: the error reaches the caller, the next confirm is claimed", async () => {
    const args = instance();
    await expect(withDateChangeClaim(args, 100001, () => Promise.reject(new Error("PMS down")))).rejects.toThrow("PMS down");
    expect(await changed(args, 100001)).toEqual({ kind: "claimed", outcome: "changed" });
  });

  it("a claim never released (an instance that died mid-change) holds for CLAIM_MS, not a millisecond more", async () => {
    const args = onFrozenClock();
    // Its change never ends: the instance that ran it died mid-change.
    await running(args, 100001);
    vi.setSystemTime(Date.now() + CLAIM_MS - 1);
    expect(await changed(args, 100001)).toEqual({ kind: "held" });
    vi.setSystemTime(Date.now() + 1);
    expect(await changed(args, 100001)).toEqual({ kind: "claimed", outcome: "changed" });
  });

  it("a change that outlives its claim still answers the guest when it ends, with no other confirm in between", async () => {
    const args = onFrozenClock();
    const slow = await running(args, 100001);
    vi.setSystemTime(Date.now() + CLAIM_MS + 1);
    slow.end.resolve("made late");
    expect(await slow.claimed).toEqual({ kind: "claimed", outcome: "made late" });
    expect(await changed(args, 100001)).toEqual({ kind: "claimed", outcome: "changed" });
  });

  it("the late end of an expired claim does not release the claim another confirm took since", async () => {
    const args = onFrozenClock();
    const late = await running(args, 100001);
    vi.setSystemTime(Date.now() + CLAIM_MS);
    const next = await running(args, 100001);
    late.end.resolve("made late");
    await late.claimed;
    // The next confirm's claim still holds: a third is refused.
    expect(await changed(args, 100001)).toEqual({ kind: "held" });
    next.end.resolve("made");
    await next.claimed;
    expect(await changed(args, 100001)).toEqual({ kind: "claimed", outcome: "changed" });
  });
});

describe("any order of confirms, ends and time (model-based)", () => {
  // The model: per reservation, the token of the claim held and until when. A confirm is claimed
  // when no claim holds at that moment; an end releases only its own, unexpired claim.
  type Step = { start: number } | { end: number } | { wait: number };
  const steps = fc.array(
    fc.oneof(
      // Mostly one reservation, so that claims meet; sometimes another, which must not be held.
      { arbitrary: fc.record({ start: fc.constantFrom(100001, 100001, 100001, 100003) }), weight: 3 },
      { arbitrary: fc.record({ end: fc.nat({ max: 7 }) }), weight: 2 },
      { arbitrary: fc.record({ wait: fc.constantFrom(1, CLAIM_MS - 1, CLAIM_MS, CLAIM_MS + 1) }), weight: 1 },
    ),
    { maxLength: 20 },
  );
  /** Walked first, whatever the seed: a claim outlived, taken again, then the first one's late end. */
  const lateEnd: Step[] = [{ start: 100001 }, { wait: CLAIM_MS }, { start: 100001 }, { end: 0 }, { start: 100001 }];

  it("a confirm runs exactly when no unexpired claim holds its reservation; the guest always gets the change's answer", async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (plan: Step[]) => {
        const args = onFrozenClock();
        const model = new Map<number, { token: number; until: number }>();
        const open: { id: number; token: number; change: Awaited<ReturnType<typeof running>> }[] = [];
        let tokens = 0;
        try {
          for (const step of plan) {
            if ("wait" in step) vi.setSystemTime(Date.now() + step.wait);
            else if ("start" in step) {
              const held = model.get(step.start);
              if (held && held.until > Date.now()) expect(await changed(args, step.start)).toEqual({ kind: "held" });
              else {
                const token = ++tokens;
                model.set(step.start, { token, until: Date.now() + CLAIM_MS });
                open.push({ id: step.start, token, change: await running(args, step.start) });
              }
            } else if (open.length) {
              const [ending] = open.splice(step.end % open.length, 1);
              ending!.change.end.resolve(`made ${ending!.token}`);
              expect(await ending!.change.claimed).toEqual({ kind: "claimed", outcome: `made ${ending!.token}` });
              const held = model.get(ending!.id);
              if (held?.token === ending!.token && held.until > Date.now()) model.delete(ending!.id);
            }
          }
        } finally {
          for (const left of open) left.change.end.resolve("left");
          vi.useRealTimers();
        }
      }),
      { seed: 52, numRuns: 200, examples: [[lateEnd]] },
    );
  });
});

describe("across two instances on one redis-server", () => {
  const redis = useTwoInstancesOnRedis();

  it("a claim on one instance holds the reservation on the other, for CLAIM_MS at most, until released", async () => {
    const onA = instance(redis.a);
    const onB = instance(redis.b);
    const first = await running(onA, 200001);
    expect(await changed(onB, 200001)).toEqual({ kind: "held" });
    // The claim expires by itself should its instance die: Redis keeps it CLAIM_MS at most.
    const ttl = await redis.a.client.pttl("date-change:200001");
    expect(ttl).toBeGreaterThan(CLAIM_MS - 2_000);
    expect(ttl).toBeLessThanOrEqual(CLAIM_MS);
    first.end.resolve("made");
    expect(await first.claimed).toEqual({ kind: "claimed", outcome: "made" });
    expect(await redis.a.client.exists("date-change:200001")).toBe(0);
    expect(await changed(onB, 200001)).toEqual({ kind: "claimed", outcome: "changed" });
  });

  it("an expired claim's late end leaves the claim another instance took since", async () => {
    const onA = instance(redis.a);
    const late = await running(onA, 200002);
    // As if A's claim expired and B claimed: the key now holds another confirm's token.
    await redis.b.client.set("date-change:200002", "another-confirm", "PX", CLAIM_MS);
    late.end.resolve("made late");
    await late.claimed;
    expect(await redis.b.client.get("date-change:200002")).toBe("another-confirm");
    expect(await changed(instance(redis.b), 200002)).toEqual({ kind: "held" });
    await redis.b.client.del("date-change:200002");
  });

  it("with Redis gone, each instance still holds its own confirms one at a time, in memory", async () => {
    const alone = await startRedisServer();
    const store = connectSharedStore(alone.url, createTestLogger().logger);
    expect(await store.connected(2_000)).toBe(true);
    await alone.stop();
    await vi.waitFor(() => expect(store.client.status).not.toBe("ready"));
    const args = instance(store);
    const first = await running(args, 200003);
    expect(await changed(args, 200003)).toEqual({ kind: "held" });
    first.end.resolve("made");
    expect(await first.claimed).toEqual({ kind: "claimed", outcome: "made" });
    expect(await changed(args, 200003)).toEqual({ kind: "claimed", outcome: "changed" });
    await store.close();
  });
});

import { describe, expect, it } from "vitest";
import { createSingleFlight } from "./single-flight";

/** A load the test settles by hand, counting how often it was started. */
function handLoad<T>() {
  let started = 0;
  const pending: Array<{ resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const load = () => {
    started++;
    return new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { load, started: () => started, settle: (value: T) => pending.shift()!.resolve(value), fail: (error: unknown) => pending.shift()!.reject(error) };
}

describe("single flight", () => {
  it("fifty callers of one key while its load runs share that one load and its answer", async () => {
    const flight = createSingleFlight();
    const hand = handLoad<{ rooms: number }>();
    const asked = Array.from({ length: 50 }, () => flight("stay A", hand.load));
    expect(hand.started()).toBe(1);
    expect(flight.running).toBe(1);
    hand.settle({ rooms: 3 });
    const answers = await Promise.all(asked);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).toEqual({ rooms: 3 });
  });

  it("keeps nothing: a caller after the answer loads again, and other keys never share", async () => {
    const flight = createSingleFlight();
    const hand = handLoad<string>();
    const first = flight("stay A", hand.load);
    const other = flight("stay B", hand.load);
    expect(hand.started()).toBe(2);
    hand.settle("A, first");
    hand.settle("B");
    expect(await first).toBe("A, first");
    expect(await other).toBe("B");
    expect(flight.running).toBe(0);
    const later = flight("stay A", hand.load);
    expect(hand.started()).toBe(3);
    hand.settle("A, later");
    expect(await later).toBe("A, later");
  });

  it("a failure reaches every caller that waited, and the next caller tries again", async () => {
    const flight = createSingleFlight();
    const hand = handLoad<string>();
    const waiting = [flight("stay A", hand.load), flight("stay A", hand.load)];
    hand.fail(new Error("PMS down"));
    for (const outcome of await Promise.allSettled(waiting)) expect(outcome).toMatchObject({ status: "rejected", reason: new Error("PMS down") });
    const retry = flight("stay A", hand.load);
    expect(hand.started()).toBe(2);
    hand.settle("back");
    expect(await retry).toBe("back");
  });
});

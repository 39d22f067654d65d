import { describe, expect, it } from "vitest";
import { createAnonymousCache, readShared, type CacheStrategy } from "./cache";
import { createTestLogger, deferred } from "./testing";

const strategy: CacheStrategy = { maxAgeMs: 1_000, staleWhileRevalidateMs: 4_000, staleIfErrorMs: 60_000 };

function setUp() {
  // An epoch-sized clock, as in production: an age read as `now + storedAt` is then far off.
  let now = 1_764_000_000_000;
  const { logger, lines } = createTestLogger();
  const cache = createAnonymousCache({ logger, now: () => now });
  return { cache, lines, advance: (ms: number) => (now += ms) };
}

describe("anonymous cache", () => {
  it("serves a fresh value without loading again", async () => {
    const { cache, advance } = setUp();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", strategy, load)).toBe(1);
    advance(999);
    expect(await cache.get("k", strategy, load)).toBe(1);
    expect(loads).toBe(1);
  });

  it("tells of every look-up: a miss, hits while fresh, stale while refreshing, stale when the PMS fails", async () => {
    let now = 0;
    const told: string[] = [];
    const cache = createAnonymousCache({ logger: createTestLogger().logger, now: () => now, onLookup: (result) => told.push(result) });
    let fail = false;
    const load = async () => {
      if (fail) throw new Error("PMS down");
      return "hotel";
    };
    await cache.get("k", strategy, load);
    await cache.get("k", strategy, load);
    now += 2_000; // past fresh, within stale-while-revalidate
    await cache.get("k", strategy, load);
    await new Promise((resolve) => setTimeout(resolve, 0));
    now += 10_000; // past stale-while-revalidate, within stale-if-error
    fail = true;
    await cache.get("k", strategy, load);
    await expect(cache.get("other", strategy, load)).rejects.toThrow("PMS down");
    expect(told).toEqual(["miss", "hit", "stale", "stale", "miss"]);
  });

  it("is fresh while younger than its max-age, as RFC 9111 counts: at the exact millisecond of each window's end it is past that window", async () => {
    const { cache, advance } = setUp();
    let loads = 0;
    let fail = false;
    const load = async () => {
      if (fail) throw new Error("PMS down");
      return ++loads;
    };
    await cache.get("k", strategy, load);
    advance(1_000); // max-age reached: no longer fresh, served stale while it refreshes
    expect(cache.peek("k")).toBeUndefined();
    expect(await cache.get("k", strategy, load)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(2);
    advance(5_000); // max-age + stale-while-revalidate reached: the guest waits for the PMS
    expect(cache.peek("k", { stale: true })).toBeUndefined();
    expect(await cache.get("k", strategy, load)).toBe(3);
    advance(61_000); // max-age + stale-if-error reached: a failing PMS is now the answer
    fail = true;
    await expect(cache.get("k", strategy, load)).rejects.toThrow("PMS down");
  });

  it("merges concurrent misses into one load (single flight)", async () => {
    const { cache } = setUp();
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return gate.promise;
    };
    const all = Promise.all(Array.from({ length: 100 }, () => cache.get("k", strategy, load)));
    gate.resolve("hotel");
    expect(new Set(await all)).toEqual(new Set(["hotel"]));
    expect(loads).toBe(1);
  });

  it("serves a stale value at once and refreshes it in the background (stale-while-revalidate)", async () => {
    const { cache, advance } = setUp();
    await cache.get("k", strategy, async () => "old");
    advance(2_000);
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return gate.promise;
    };
    expect(await cache.get("k", strategy, load)).toBe("old");
    expect(await cache.get("k", strategy, load)).toBe("old");
    expect(loads).toBe(1);
    gate.resolve("new");
    await gate.promise;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get("k", strategy, load)).toBe("new");
  });

  it("serves the stale value when the upstream fails (stale-if-error), within its window only", async () => {
    const { cache, advance, lines } = setUp();
    await cache.get("k", strategy, async () => "kept");
    advance(30_000);
    const failing = async () => {
      throw new Error("PMS down");
    };
    expect(await cache.get("k", strategy, failing)).toBe("kept");
    // The operator's one sign that guests are shown old data: which, how old, and why.
    expect(lines.find((line) => line.msg === "upstream failed; serving stale value")).toMatchObject({ key: "k", ageMs: 30_000, err: "Error: PMS down" });
    advance(60_000);
    await expect(cache.get("k", strategy, failing)).rejects.toThrow("PMS down");
  });

  it("tells the operator when a background refresh fails, and keeps serving the stale value", async () => {
    const { cache, advance, lines } = setUp();
    await cache.get("k", strategy, async () => "kept");
    advance(2_000);
    expect(await cache.get("k", strategy, async () => Promise.reject(new Error("PMS down")))).toBe("kept");
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.find((line) => line.msg === "background refresh failed; stale value kept")).toMatchObject({ key: "k", err: "Error: PMS down" });
    expect(await cache.get("k", strategy, async () => "unused")).toBe("kept");
  });

  it("does not keep a failed load, so the next request tries again", async () => {
    const { cache } = setUp();
    await expect(
      cache.get("k", strategy, async () => {
        throw new Error("once");
      }),
    ).rejects.toThrow("once");
    expect(await cache.get("k", strategy, async () => "second")).toBe("second");
  });

  it("peeks only at fresh values", async () => {
    const { cache, advance } = setUp();
    cache.set("k", true, strategy);
    expect(cache.peek("k")).toBe(true);
    advance(1_001);
    expect(cache.peek("k")).toBeUndefined();
  });

  it("peeks at stale values too when asked, as long as get would serve them at once", async () => {
    const { cache, advance } = setUp();
    cache.set("k", true, strategy);
    advance(4_999);
    expect(cache.peek("k", { stale: true })).toBe(true);
    expect(cache.peek("k")).toBeUndefined();
    advance(2);
    expect(cache.peek("k", { stale: true })).toBeUndefined();
    expect(cache.peek("missing", { stale: true })).toBeUndefined();
  });
});

describe("readShared, the one door for what every anonymous guest shares", () => {
  const briefly: CacheStrategy = { maxAgeMs: 30_000, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 };
  const notFound = Object.assign(new Error("no such hotel"), { notFound: true });
  const miss = { when: (error: unknown) => (error as { notFound?: boolean }).notFound === true, answer: null, remember: briefly };

  it("loads once and answers from the cache while the strategy keeps it", async () => {
    const { cache, advance } = setUp();
    let loads = 0;
    const read = () => readShared(cache, { key: "organisation:x", strategy, load: async () => ++loads, miss });
    expect(await read()).toBe(1);
    advance(500);
    expect(await read()).toBe(1);
    expect(loads).toBe(1);
  });

  it("answers a failure it accepts with its answer, and remembers it: no load again until the miss expires", async () => {
    const { cache, advance } = setUp();
    let loads = 0;
    const noted: unknown[] = [];
    const read = () =>
      readShared(cache, {
        key: "organisation:gone",
        strategy,
        load: async () => {
          loads += 1;
          throw notFound;
        },
        miss: { ...miss, noted: (error) => noted.push(error) },
      });
    expect(await read()).toBeNull();
    expect(await read()).toBeNull();
    expect(loads).toBe(1);
    expect(noted).toEqual([notFound]);
    advance(30_001);
    expect(await read()).toBeNull();
    expect(loads).toBe(2);
  });

  it("remembers a miss for its own key only: one unknown hotel leaves every other hotel found", async () => {
    const { cache } = setUp();
    const gone = () => readShared(cache, { key: "organisation:gone", strategy, load: () => Promise.reject(notFound), miss });
    expect(await gone()).toBeNull();
    expect(await readShared(cache, { key: "organisation:carpathia-ro", strategy, load: async () => "Carpathia", miss })).toBe("Carpathia");
  });

  it("a reader that wants no word of a miss gets its answer all the same", async () => {
    const { cache } = setUp();
    expect(
      await readShared(cache, {
        key: "prices:x",
        strategy,
        load: () => Promise.reject(new Error("PMS down")),
        miss: { when: () => true, answer: "none", remember: briefly },
      }),
    ).toBe("none");
  });

  it("lets any other failure through, unremembered", async () => {
    const { cache } = setUp();
    let loads = 0;
    const read = () =>
      readShared(cache, {
        key: "organisation:down",
        strategy,
        load: async () => {
          loads += 1;
          throw new Error("PMS down");
        },
        miss,
      });
    await expect(read()).rejects.toThrow("PMS down");
    await expect(read()).rejects.toThrow("PMS down");
    expect(loads).toBe(2);
  });
});

import { describe, expect, it } from "vitest";
import { createAttemptLimiter, createMemoryLimiterStore } from "./limiter";

function limiter(max = { client: 3, account: 2 }) {
  let now = 1_000_000;
  const store = createMemoryLimiterStore();
  const attempts = createAttemptLimiter({ name: "sign-in", max, windowMs: 60_000, store, now: () => now });
  return { attempts, store, advance: (ms: number) => (now += ms) };
}

describe("attempt limiter", () => {
  it("refuses an account after its limit of failures, with the seconds left in the window", async () => {
    const { attempts, advance } = limiter();
    const keys = { client: "198.51.100.1", account: "ana@example.com" };
    expect(await attempts.retryAfter(keys)).toBeNull();
    await attempts.failed(keys);
    expect(await attempts.retryAfter(keys)).toBeNull();
    advance(10_000);
    await attempts.failed(keys);
    expect(await attempts.retryAfter(keys)).toBe(50);
    // …from any other client too: the account is what is being guessed.
    expect(await attempts.retryAfter({ client: "203.0.113.9", account: "ana@example.com" })).toBe(50);
  });

  it("refuses a client after its limit across accounts (password spraying)", async () => {
    const { attempts } = limiter();
    for (const account of ["a@x.example", "b@x.example", "c@x.example"]) await attempts.failed({ client: "198.51.100.2", account });
    expect(await attempts.retryAfter({ client: "198.51.100.2", account: "d@x.example" })).toBe(60);
    expect(await attempts.retryAfter({ client: "198.51.100.3", account: "d@x.example" })).toBeNull();
  });

  it("forgets a window once it ends", async () => {
    const { attempts, advance } = limiter();
    const keys = { client: "198.51.100.4", account: "ana@example.com" };
    await attempts.failed(keys);
    await attempts.failed(keys);
    expect(await attempts.retryAfter(keys)).not.toBeNull();
    advance(60_000);
    expect(await attempts.retryAfter(keys)).toBeNull();
  });

  it("a success clears the account it names, not the client", async () => {
    const { attempts } = limiter({ client: 2, account: 2 });
    const keys = { client: "198.51.100.5", account: "ana@example.com" };
    await attempts.failed(keys);
    await attempts.failed(keys);
    await attempts.succeeded({ account: keys.account });
    expect(await attempts.retryAfter({ account: keys.account })).toBeNull();
    expect(await attempts.retryAfter({ client: keys.client })).not.toBeNull();
  });

  it("ignores missing keys and scopes it has no limit for", async () => {
    const { attempts } = limiter({ client: 1, account: 1 });
    await attempts.failed({ client: null, account: "" });
    expect(await attempts.retryAfter({ client: null, account: "" })).toBeNull();
  });

  it("two limiters on one store never share counts", async () => {
    const store = createMemoryLimiterStore();
    const signIn = createAttemptLimiter({ name: "sign-in", max: { client: 1 }, windowMs: 60_000, store });
    const lookUp = createAttemptLimiter({ name: "look-up", max: { client: 1 }, windowMs: 60_000, store });
    await signIn.failed({ client: "198.51.100.6" });
    expect(await signIn.retryAfter({ client: "198.51.100.6" })).not.toBeNull();
    expect(await lookUp.retryAfter({ client: "198.51.100.6" })).toBeNull();
  });

  it("the memory store stays bounded under a flood of keys", async () => {
    const store = createMemoryLimiterStore(100);
    for (let i = 0; i < 1_000; i += 1) await store.increment(`k${i}`, 60_000, 0);
    expect(await store.read("k0", 0)).toBeNull();
    expect(await store.read("k999", 0)).toEqual({ count: 1, resetAt: 60_000 });
  });
});

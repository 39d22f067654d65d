/**
 * Attempt limits (OWASP ASVS 2.2.1): failed sign-ins (and, later, failed reservation look-ups) are
 * counted per key — the client's address and the account or reservation code — in fixed windows.
 * Past a limit on any key the attempt is refused before it reaches the PMS, with the seconds until
 * that key's window ends. Only failures count, so a guest who signs in correctly is never slowed,
 * and a success clears the account's count. The counts live behind `LimiterStore` so a shared
 * store (Redis) can back several instances later.
 */
import { LRUCache } from "lru-cache";
import type { SharedStore } from "./redis";

export interface LimiterStore {
  /** Adds one to the key's count in its current window (started now if none) and returns it. */
  increment(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  read(key: string, now: number): Promise<{ count: number; resetAt: number } | null>;
  clear(key: string): Promise<void>;
}

export function createMemoryLimiterStore(maxKeys = 100_000): LimiterStore {
  // Bounded: an attacker cycling through addresses or e-mails evicts old keys, never fills memory.
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: maxKeys });
  const live = (key: string, now: number) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now) {
      windows.delete(key);
      return null;
    }
    return entry ?? null;
  };
  return {
    async increment(key, windowMs, now) {
      const entry = live(key, now) ?? { count: 0, resetAt: now + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { ...entry };
    },
    async read(key, now) {
      const entry = live(key, now);
      return entry ? { ...entry } : null;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/**
 * One count per key in Redis, so the limits hold across instances (an attacker spread over them by
 * the balancer gets no more tries). The window is the key's expiry, set by its first failure.
 * While Redis is away the counts fall back to this process's memory: limited per instance, not off.
 */
const COUNT_IN_WINDOW = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); left = tonumber(ARGV[1]) end
return { count, left }`;

export function createSharedLimiterStore(store: SharedStore, fallback: LimiterStore = createMemoryLimiterStore()): LimiterStore {
  const key = (name: string) => `attempts:${name}`;
  return {
    increment: (name, windowMs, now) =>
      store.shared(
        "attempt count",
        async () => {
          const [count, leftMs] = (await store.client.eval(COUNT_IN_WINDOW, 1, key(name), String(windowMs))) as [number, number];
          return { count, resetAt: now + leftMs };
        },
        () => fallback.increment(name, windowMs, now),
      ),
    read: (name, now) =>
      store.shared(
        "attempt read",
        async () => {
          // A pipeline, not MULTI: one round trip, and a count read a moment apart from its expiry is fine.
          const answers = await store.client.pipeline().get(key(name)).pttl(key(name)).exec();
          // A pipeline answers its commands' failures (a dropped connection) instead of throwing them.
          const failure = answers?.find(([error]) => error)?.[0];
          if (!answers || failure) throw failure ?? new Error("no answer from Redis");
          const [[, count], [, leftMs]] = answers as [[null, string | null], [null, number]];
          return count === null || leftMs <= 0 ? null : { count: Number(count), resetAt: now + leftMs };
        },
        () => fallback.read(name, now),
      ),
    clear: (name) => store.forget("attempt clear", key(name), () => fallback.clear(name)),
  };
}

/** Which keys an attempt is counted under, e.g. `{ client: "203.0.113.9", account: "ana@…" }`. */
export type AttemptKeys<Scope extends string> = Partial<Record<Scope, string | null>>;

export interface AttemptLimiter<Scope extends string> {
  /** Seconds until the attempt may be made again, or null when it may be made now. */
  retryAfter(keys: AttemptKeys<Scope>): Promise<number | null>;
  failed(keys: AttemptKeys<Scope>): Promise<void>;
  /** A success forgets the failures of these keys (the account, not the client). */
  succeeded(keys: AttemptKeys<Scope>): Promise<void>;
}

export interface AttemptLimits<Scope extends string> {
  /** Names the limiter in its store, so two limiters never share counts. */
  name: string;
  /** Failures allowed per key of each scope within one window. */
  max: Record<Scope, number>;
  windowMs: number;
  store?: LimiterStore;
  now?: () => number;
}

export function createAttemptLimiter<Scope extends string>(limits: AttemptLimits<Scope>): AttemptLimiter<Scope> {
  const store = limits.store ?? createMemoryLimiterStore();
  const now = limits.now ?? Date.now;
  const entries = (keys: AttemptKeys<Scope>) =>
    (Object.entries(keys) as [Scope, string | null | undefined][])
      .filter((entry): entry is [Scope, string] => typeof entry[1] === "string" && entry[1] !== "" && entry[0] in limits.max)
      .map(([scope, value]) => ({ scope, key: `${limits.name}:${scope}:${value}` }));

  return {
    async retryAfter(keys) {
      const at = now();
      let wait: number | null = null;
      for (const { scope, key } of entries(keys)) {
        const window = await store.read(key, at);
        if (window && window.count >= limits.max[scope]) {
          const seconds = Math.max(1, Math.ceil((window.resetAt - at) / 1000));
          wait = Math.max(wait ?? 0, seconds);
        }
      }
      return wait;
    },
    async failed(keys) {
      const at = now();
      await Promise.all(entries(keys).map(({ key }) => store.increment(key, limits.windowMs, at)));
    },
    async succeeded(keys) {
      await Promise.all(entries(keys).map(({ key }) => store.clear(key)));
    },
  };
}

/**
 * Attempt limits (OWASP ASVS 2.2.1) for sign-ins and reservation look-ups, counted per key — the
 * client's network and the account or reservation code — in fixed windows, with
 * rate-limiter-flexible (docs/decisions/019).
 *
 * An attempt is TAKEN before the PMS is asked, in one atomic step per key (a Lua script in Redis,
 * a synchronous increment in memory), and GIVEN BACK when the PMS says yes (or does not answer).
 * Counting only after the PMS answered let a burst through: 60 look-ups sent at once all passed
 * the check before the first failure was counted. Taken first, at most `max` attempts per key are
 * ever in flight or spent, however many arrive together.
 */
import ipaddr from "ipaddr.js";
import type { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Logger } from "./logger";

/** Which keys an attempt is counted under, e.g. `{ client: "203.0.113.9", account: "ana@…" }`. */
export type AttemptKeys<Scope extends string> = Partial<Record<Scope, string | null>>;

export type AttemptTake =
  /** Counted: ask the PMS; `giveBack` when it said yes or did not answer (nothing was learnt). */
  | { kind: "taken"; giveBack(): Promise<void> }
  /** Past a limit: refused without asking the PMS; try again in `retryAfter` seconds. */
  | { kind: "limited"; retryAfter: number }
  /** The shared count cannot be reached and this limit refuses rather than count alone. */
  | { kind: "unavailable" };

export interface AttemptLimiter<Scope extends string> {
  /**
   * Takes `cost` points (1 by default: one attempt; a budget of PMS searches takes one per search)
   * under every key, or none: a take refused under any key costs nothing anywhere.
   */
  take(keys: AttemptKeys<Scope>, cost?: number): Promise<AttemptTake>;
}

export interface AttemptLimits<Scope extends string> {
  /** Names the limiter in its store, so two limiters never share counts. */
  name: string;
  /**
   * Attempts allowed per key of each scope within one window, in the order they are taken: the
   * client first, so a client past its limit never creates a count for an account it made up.
   */
  max: Record<Scope, number>;
  windowMs: number;
  /** Counts shared by every instance (REDIS_URL); unset: this process's memory. */
  redis?: Redis;
  /**
   * While Redis cannot answer: `memory` counts in this process (rate-limiter-flexible's insurance
   * limiter: a guest still reaches their reservation, limited per instance), `refuse` refuses every
   * attempt (sign-in: an attacker gains nothing by taking Redis away; docs/security.md).
   */
  whenRedisIsAway?: "memory" | "refuse";
  /** Keys each scope's memory counts hold at most (alone, or while Redis is away); MEMORY_KEYS by default. */
  memoryKeys?: number;
  logger?: Logger;
  /** Told of each refusal, with the scope that refused ("unavailable" when the shared count is away). */
  onRefused?: (scope: Scope | "unavailable") => void;
}

/**
 * The client's key: an IPv4 address as it is, an IPv6 address by its /64 — one subscriber's
 * network, in which any host may pick any of 2^64 addresses — and IPv4-mapped IPv6 as IPv4.
 */
export function clientKeyOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const bare = address
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  if (!ipaddr.isValid(bare)) return bare || null;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}

/**
 * Keys one scope's memory counts hold at most. Each key otherwise lives its whole window, so a
 * flood of made-up client networks would grow a process without bound; past this many the least
 * recently used key is forgotten (its attempts with it: the price of a bounded process).
 */
export const MEMORY_KEYS = 50_000;

interface MemoryRecord {
  timeoutId?: ReturnType<typeof setTimeout>;
}

/**
 * This process's counts for one scope: rate-limiter-flexible's memory limiter, its key map (a
 * `Map` inside its `MemoryStorage`, rate-limiter-flexible 11) swapped for an LRU of `maxKeys`. An
 * evicted key's expiry timer is cleared with it, or it would later delete a new key of that name.
 */
export function createMemoryCounter(options: { points: number; duration: number; keyPrefix: string }, maxKeys = MEMORY_KEYS): RateLimiterMemory {
  const counter = new RateLimiterMemory(options);
  const storage = (counter as unknown as { _memoryStorage?: { _storage?: unknown } })._memoryStorage;
  if (!(storage?._storage instanceof Map)) throw new Error("rate-limiter-flexible's memory storage changed: the key bound cannot be set");
  storage._storage = new LRUCache<string, MemoryRecord>({ max: maxKeys, dispose: (record) => clearTimeout(record.timeoutId) });
  return counter;
}

export function createAttemptLimiter<Scope extends string>(limits: AttemptLimits<Scope>): AttemptLimiter<Scope> {
  const duration = Math.max(1, Math.round(limits.windowMs / 1000));
  const scopes = Object.keys(limits.max) as Scope[];
  const counters = new Map<Scope, RateLimiterAbstract>(
    scopes.map((scope) => {
      const options = { points: limits.max[scope], duration, keyPrefix: `attempts:${limits.name}:${scope}` };
      if (!limits.redis) return [scope, createMemoryCounter(options, limits.memoryKeys)];
      const insuranceLimiter = limits.whenRedisIsAway === "refuse" ? undefined : createMemoryCounter(options, limits.memoryKeys);
      return [scope, new RateLimiterRedis({ ...options, storeClient: limits.redis, rejectIfRedisNotReady: true, insuranceLimiter })];
    }),
  );
  const keyOf = (scope: Scope, value: string) => (scope === "client" ? clientKeyOf(value) : value);

  /** Gives back what a refused or finished attempt took; a lost give-back only costs that attempt. */
  const giveBack = async (taken: { counter: RateLimiterAbstract; key: string }[], cost: number) => {
    await Promise.all(
      taken.map(({ counter, key }) =>
        counter.reward(key, cost).catch((error: unknown) => limits.logger?.info({ limiter: limits.name, reason: String(error) }, "attempt not given back")),
      ),
    );
  };

  return {
    async take(keys, cost = 1) {
      const taken: { counter: RateLimiterAbstract; key: string }[] = [];
      for (const scope of scopes) {
        const value = keys[scope];
        const key = value ? keyOf(scope, value) : null;
        if (!key) continue;
        const counter = counters.get(scope)!;
        try {
          await counter.consume(key, cost);
          taken.push({ counter, key });
        } catch (refusal) {
          // A refused attempt costs nothing, here or on the keys before (a locked code does not
          // drain the client's own allowance): a count is the attempts that reach the PMS.
          if (refusal instanceof RateLimiterRes) {
            await giveBack([...taken, { counter, key }], cost);
            limits.onRefused?.(scope);
            return { kind: "limited", retryAfter: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
          }
          await giveBack(taken, cost);
          limits.onRefused?.("unavailable");
          limits.logger?.warn(
            { limiter: limits.name, reason: refusal instanceof Error ? refusal.message : String(refusal) },
            "attempt refused: the shared count cannot be reached",
          );
          return { kind: "unavailable" };
        }
      }
      let given = false;
      return {
        kind: "taken",
        giveBack: async () => {
          if (given) return;
          given = true;
          await giveBack(taken, cost);
        },
      };
    },
  };
}

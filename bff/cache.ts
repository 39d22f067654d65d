/**
 * Cache for anonymous data of the PMS (organisations, locations, rooms), with Hydrogen-style named
 * strategies. Never used for anything tied to a guest or a session.
 *
 * - fresh for `maxAgeMs`: served without an upstream call;
 * - then, for `staleWhileRevalidateMs`: served at once while one background call refreshes it;
 * - past that a guest waits for the PMS, and if the PMS fails the old value is still served for
 *   `staleIfErrorMs` (a hotel site that stays up while its PMS hiccups);
 * - concurrent misses for one key share one upstream call (single flight).
 *
 * lru-cache bounds memory; its own `fetch` has no separate stale-while-revalidate and stale-if-error
 * windows, so the policy lives here (docs/decisions/004-cache-strategies.md).
 */
import { LRUCache } from "lru-cache";
import type { Logger } from "./logger";

export interface CacheStrategy {
  name: string;
  maxAgeMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Data that changes during the day (a location's texts and photos, prices shown as "from"). */
export const CacheShort: CacheStrategy = { name: "short", maxAgeMs: MINUTE, staleWhileRevalidateMs: 9 * MINUTE, staleIfErrorMs: 24 * HOUR };
/** Organisation settings, room types: edited rarely, read on every page. */
export const CacheLong: CacheStrategy = { name: "long", maxAgeMs: 10 * MINUTE, staleWhileRevalidateMs: 50 * MINUTE, staleIfErrorMs: 24 * HOUR };
/** "Not found" answers: brief, so a new organisation appears quickly but a bot cannot hammer the PMS. */
export const CacheNotFound: CacheStrategy = { name: "not-found", maxAgeMs: 30 * SECOND, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 };
/**
 * A failed call for something a page can do without (the rooms page's "from" prices), remembered
 * briefly so a PMS outage costs one wait every 30 s, not one on every page view.
 */
export const CacheFailed: CacheStrategy = { name: "failed", maxAgeMs: 30 * SECOND, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 };

interface Entry {
  value: unknown;
  storedAt: number;
  strategy: CacheStrategy;
}

export interface AnonymousCache {
  /** The cached value of `key`, loading it with `load` as the strategy says. */
  get<T>(key: string, strategy: CacheStrategy, load: () => Promise<T>): Promise<T>;
  /** Stores a value loaded elsewhere (e.g. the location a by-location call also answered). */
  set(key: string, value: unknown, strategy: CacheStrategy): void;
  /**
   * The value of `key` while it is fresh (or, with `stale`, while `get` would still serve it at
   * once, refreshing in the background), without loading anything.
   */
  peek(key: string, options?: { stale?: boolean }): unknown;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

export function createAnonymousCache(options: { logger: Logger; maxEntries?: number; now?: () => number }): AnonymousCache {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry>({ max: options.maxEntries ?? 2_000 });
  const inFlight = new Map<string, Promise<unknown>>();

  function refresh<T>(key: string, strategy: CacheStrategy, load: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key);
    if (running) return running as Promise<T>;
    const loading = load()
      .then((value) => {
        entries.set(key, { value, storedAt: now(), strategy });
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
    return loading;
  }

  return {
    async get<T>(key: string, strategy: CacheStrategy, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      const kept = entry?.strategy ?? strategy;
      if (entry && age < kept.maxAgeMs) return entry.value as T;
      if (entry && age < kept.maxAgeMs + kept.staleWhileRevalidateMs) {
        refresh(key, strategy, load).catch((error: unknown) =>
          options.logger.warn({ key, err: String(error) }, "background refresh failed; stale value kept"),
        );
        return entry.value as T;
      }
      try {
        return await refresh(key, strategy, load);
      } catch (error) {
        if (entry && age < kept.maxAgeMs + Math.max(kept.staleWhileRevalidateMs, kept.staleIfErrorMs)) {
          options.logger.warn({ key, ageMs: age, err: String(error) }, "upstream failed; serving stale value");
          return entry.value as T;
        }
        throw error;
      }
    },
    set(key, value, strategy) {
      entries.set(key, { value, storedAt: now(), strategy });
    },
    peek(key, { stale = false } = {}) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const servedFor = entry.strategy.maxAgeMs + (stale ? entry.strategy.staleWhileRevalidateMs : 0);
      return now() - entry.storedAt < servedFor ? entry.value : undefined;
    },
    delete(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

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
import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "./logger";
import { servedForMs, type CacheEntry, type CacheStrategy, type SharedCacheLevel } from "./cache-strategies";
import { createSingleFlight } from "./single-flight";

export { CacheFailed, CacheLong, CacheNotFound, CacheShort, type CacheEntry, type CacheStrategy, type SharedCacheLevel } from "./cache-strategies";
export { createSharedCacheLevel } from "./cache-shared";

/**
 * What one piece of work read from the cache: each key with the entry the cache would answer with
 * (null: none). A page rendered from these entries (bff/http/shared-pages.ts) is the same page for
 * as long as every one of them is still the entry the cache would answer with.
 */
export type CacheReads = Map<string, CacheEntry | null>;

const reading = new AsyncLocalStorage<CacheReads>();

/** Runs `work`, noting in `reads` every entry it reads from any anonymous cache. */
export function recordingReads<T>(reads: CacheReads, work: () => T): T {
  return reading.run(reads, work);
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
  /** Forgets every entry of this process (tests start each case from an empty cache). */
  clear(): void;
  /** Whether every entry of `reads` is still the one this cache holds for its key, and one it would still answer with. */
  stillCurrent(reads: CacheReads): boolean;
}

/**
 * The one door for data that is the same for every anonymous guest of an organisation (its
 * organisation and locations, its rooms, its "from" prices): the key it is kept under, the
 * strategy it is kept by (CacheLong for what hotels edit rarely, CacheShort for what moves during
 * the day), how to load it, and what a failure becomes. Every read goes through the same levels
 * (this process's LRU, then Redis when configured) with the strategy's stale-while-revalidate and
 * stale-if-error. A failure `miss.when` accepts (a 404 for an unknown hotel; anything at all for a
 * page that can do without) is answered with `miss.answer` and remembered under `<key>:miss` for
 * `miss.remember`, so an unknown slug or a PMS outage costs one call per 30 s instead of one per
 * page; any other failure propagates. docs/architecture.md, "Caching what guests share".
 */
export async function readShared<T, A>(
  cache: AnonymousCache,
  read: {
    key: string;
    strategy: CacheStrategy;
    load: () => Promise<T>;
    miss: { when: (error: unknown) => boolean; answer: A; remember: CacheStrategy; noted?: (error: unknown) => void };
  },
): Promise<T | A> {
  const missKey = `${read.key}:miss`;
  if (cache.peek(missKey)) return read.miss.answer;
  try {
    return await cache.get(read.key, read.strategy, read.load);
  } catch (error) {
    if (!read.miss.when(error)) throw error;
    cache.set(missKey, true, read.miss.remember);
    read.miss.noted?.(error);
    return read.miss.answer;
  }
}

export function createAnonymousCache(options: {
  logger: Logger;
  maxEntries?: number;
  now?: () => number;
  shared?: SharedCacheLevel;
  /** Told of every `get`: fresh (hit), served stale (while refreshing, or while the PMS fails), or loaded (miss). */
  onLookup?: (result: "hit" | "miss" | "stale") => void;
}): AnonymousCache {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, CacheEntry>({ max: options.maxEntries ?? 2_000 });
  const loads = createSingleFlight();
  const { shared } = options;
  const told = options.onLookup ?? (() => {});
  // What `get` (and a stale-allowing `peek`) would answer at once: an entry fresh, or stale while it
  // refreshes; else null (nothing, or one past use that only a failing PMS would still bring out).
  const servable = (entry: CacheEntry | undefined): CacheEntry | null =>
    entry !== undefined && now() - entry.storedAt < entry.strategy.maxAgeMs + entry.strategy.staleWhileRevalidateMs ? entry : null;
  const noteRead = (key: string, entry: CacheEntry | undefined) => reading.getStore()?.set(key, servable(entry));

  function refresh<T>(key: string, strategy: CacheStrategy, load: () => Promise<T>): Promise<T> {
    const loadEntry = async (): Promise<CacheEntry> => ({ value: await load(), storedAt: now(), strategy });
    return loads(key, async () => {
      const entry = await (shared ? shared.fill(key, strategy, loadEntry) : loadEntry());
      entries.set(key, entry);
      return entry.value as T;
    });
  }

  return {
    async get<T>(key: string, strategy: CacheStrategy, load: () => Promise<T>): Promise<T> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.storedAt : Infinity;
      const kept = entry?.strategy ?? strategy;
      if (entry && age < kept.maxAgeMs) {
        told("hit");
        noteRead(key, entry);
        return entry.value as T;
      }
      if (entry && age < kept.maxAgeMs + kept.staleWhileRevalidateMs) {
        told("stale");
        noteRead(key, entry);
        refresh(key, strategy, load).catch((error: unknown) => options.logger.warn({ key, err: String(error) }, "background refresh failed; stale value kept"));
        return entry.value as T;
      }
      try {
        const value = await refresh(key, strategy, load);
        told("miss");
        noteRead(key, entries.peek(key));
        return value;
      } catch (error) {
        if (entry && age < servedForMs(kept)) {
          told("stale");
          noteRead(key, entry);
          options.logger.warn({ key, ageMs: age, err: String(error) }, "upstream failed; serving stale value");
          return entry.value as T;
        }
        told("miss");
        throw error;
      }
    },
    set(key, value, strategy) {
      const entry = { value, storedAt: now(), strategy };
      entries.set(key, entry);
      shared?.store(key, entry);
    },
    peek(key, { stale = false } = {}) {
      const entry = entries.get(key);
      noteRead(key, entry);
      if (!entry) return undefined;
      const servedFor = entry.strategy.maxAgeMs + (stale ? entry.strategy.staleWhileRevalidateMs : 0);
      return now() - entry.storedAt < servedFor ? entry.value : undefined;
    },
    clear() {
      entries.clear();
    },
    stillCurrent(reads) {
      for (const [key, read] of reads) {
        // The entry the cache would answer with now, or still none: a page made from an entry
        // that has since been refreshed, replaced or expired is made again.
        if (servable(entries.peek(key)) !== read) return false;
      }
      return true;
    },
  };
}

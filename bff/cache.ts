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
import { randomUUID } from "node:crypto";
import type { Logger } from "./logger";
import type { SharedStore } from "./redis";
import { createSingleFlight } from "./single-flight";

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

export interface CacheEntry {
  value: unknown;
  storedAt: number;
  strategy: CacheStrategy;
}
type Entry = CacheEntry;

/** How long an entry is any use: fresh, then served stale while refreshing or while the PMS fails. */
const servedForMs = (strategy: CacheStrategy) => strategy.maxAgeMs + Math.max(strategy.staleWhileRevalidateMs, strategy.staleIfErrorMs);

/**
 * A second level shared by every instance (Redis), behind each process's LRU: what one instance
 * loaded, the others read instead of asking the PMS, and one load per key runs across instances.
 */
export interface SharedCacheLevel {
  /**
   * A fresh entry of `key`: the shared one when another instance stored it within its max age,
   * else one loaded by `load` — by this instance, or by another that holds the fill and whose
   * entry this one waits for. When loading fails, a shared entry still within stale-if-error is
   * answered instead.
   */
  fill(key: string, strategy: CacheStrategy, load: () => Promise<CacheEntry>): Promise<CacheEntry>;
  store(key: string, entry: CacheEntry): void;
  delete(key: string): void;
}

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
  delete(key: string): void;
  clear(): void;
  readonly size: number;
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
  const entries = new LRUCache<string, Entry>({ max: options.maxEntries ?? 2_000 });
  const loads = createSingleFlight();
  const { shared } = options;
  const told = options.onLookup ?? (() => {});
  // What `get` (and a stale-allowing `peek`) would answer at once: an entry fresh, or stale while it
  // refreshes; else null (nothing, or one past use that only a failing PMS would still bring out).
  const servable = (entry: Entry | undefined): Entry | null =>
    entry !== undefined && now() - entry.storedAt < entry.strategy.maxAgeMs + entry.strategy.staleWhileRevalidateMs ? entry : null;
  const noteRead = (key: string, entry: Entry | undefined) => reading.getStore()?.set(key, servable(entry));

  function refresh<T>(key: string, strategy: CacheStrategy, load: () => Promise<T>): Promise<T> {
    const loadEntry = async (): Promise<Entry> => ({ value: await load(), storedAt: now(), strategy });
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
    delete(key) {
      entries.delete(key);
      shared?.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
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

/** Deletes a fill's lock only while it is still this instance's. */
const RELEASE_LOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

/**
 * The shared level in Redis. An entry is kept as JSON for as long as any instance may serve it
 * (`servedForMs`), with the time it was loaded, so every instance ages it alike. A fill takes a
 * short lock (`SET NX PX`): the instance holding it loads and stores; the others poll for the
 * entry and load themselves only if the lock lapses without one (the loader died or failed).
 * Values are the PMS's JSON answers, so JSON keeps them whole. While Redis is away every instance
 * loads for itself, as a single process does.
 */
export function createSharedCacheLevel(
  store: SharedStore,
  options: { logger: Logger; now?: () => number; lockMs?: number; pollMs?: number },
): SharedCacheLevel {
  const now = options.now ?? Date.now;
  // Longer than one upstream call with its retries usually takes; a lapsed lock only costs a second load.
  const lockMs = options.lockMs ?? 10_000;
  const pollMs = options.pollMs ?? 20;
  const entryKey = (key: string) => `cache:${key}`;
  const lockKey = (key: string) => `cache-fill:${key}`;

  const readEntry = async (key: string): Promise<Entry | null> => {
    const text = await store.client.get(entryKey(key));
    return text === null ? null : (JSON.parse(text) as Entry);
  };
  const writeEntry = (key: string, entry: Entry) =>
    store.client.set(entryKey(key), JSON.stringify(entry), "PX", Math.max(1, entry.storedAt + servedForMs(entry.strategy) - now()));
  const freshEnough = (entry: Entry | null) => entry !== null && now() - entry.storedAt < entry.strategy.maxAgeMs;

  type Fill = { entry: Entry } | { loadFailed: unknown; stale: Entry | null };
  // A failed load is the PMS's failure, not Redis's: it travels out of `shared` as a value so the
  // memory path does not load a second time.
  async function fillOnRedis(key: string, load: () => Promise<Entry>): Promise<Fill> {
    let found = await readEntry(key);
    if (freshEnough(found)) return { entry: found! };
    const token = randomUUID();
    for (;;) {
      if ((await store.client.set(lockKey(key), token, "PX", lockMs, "NX")) === "OK") {
        try {
          const entry = await load();
          await writeEntry(key, entry).catch(() => {});
          return { entry };
        } catch (error) {
          return { loadFailed: error, stale: found };
        } finally {
          await store.client.eval(RELEASE_LOCK, 1, lockKey(key), token).catch(() => {});
        }
      }
      // Another instance is loading: wait for its entry while its lock lasts.
      while ((await store.client.exists(lockKey(key))) === 1) {
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        found = (await readEntry(key)) ?? found;
        if (freshEnough(found)) return { entry: found! };
      }
      found = (await readEntry(key)) ?? found;
      if (freshEnough(found)) return { entry: found! };
      // The lock went without a fresh entry (the other's load failed): try to take it ourselves.
    }
  }

  return {
    async fill(key, _strategy, load) {
      const result = await store.shared<Fill>(
        "cache fill",
        () => fillOnRedis(key, load),
        async () => {
          try {
            return { entry: await load() };
          } catch (error) {
            return { loadFailed: error, stale: null };
          }
        },
      );
      if ("entry" in result) return result.entry;
      const { stale } = result;
      if (stale && now() - stale.storedAt < servedForMs(stale.strategy)) {
        options.logger.warn({ key, ageMs: now() - stale.storedAt, err: String(result.loadFailed) }, "upstream failed; serving the shared stale value");
        return stale;
      }
      throw result.loadFailed;
    },
    store(key, entry) {
      void store
        .shared(
          "cache store",
          () => writeEntry(key, entry),
          async () => null,
        )
        .catch(() => {});
    },
    delete(key) {
      void store
        .shared(
          "cache delete",
          () => store.client.del(entryKey(key)),
          async () => 0,
        )
        .catch(() => {});
    },
  };
}

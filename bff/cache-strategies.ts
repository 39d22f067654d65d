/**
 * How long anonymous PMS data is kept and served (docs/decisions/004-cache-strategies.md): the
 * named strategies, the entry a cache keeps, and the shared level's interface (bff/cache-shared.ts).
 */
/** A strategy is known by the constant it is exported as; an entry in Redis carries only its windows. */
export interface CacheStrategy {
  maxAgeMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Data that changes during the day (a location's texts and photos, prices shown as "from"). */
export const CacheShort: CacheStrategy = { maxAgeMs: MINUTE, staleWhileRevalidateMs: 9 * MINUTE, staleIfErrorMs: 24 * HOUR };
/** Organisation settings, room types: edited rarely, read on every page. */
export const CacheLong: CacheStrategy = { maxAgeMs: 10 * MINUTE, staleWhileRevalidateMs: 50 * MINUTE, staleIfErrorMs: 24 * HOUR };
/** "Not found" answers: brief, so a new organisation appears quickly but a bot cannot hammer the PMS. */
export const CacheNotFound: CacheStrategy = { maxAgeMs: 30 * SECOND, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 };
/**
 * A failed call for something a page can do without (the rooms page's "from" prices), remembered
 * briefly so a PMS outage costs one wait every 30 s, not one on every page view.
 */
export const CacheFailed: CacheStrategy = { maxAgeMs: 30 * SECOND, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 };

export interface CacheEntry {
  value: unknown;
  storedAt: number;
  strategy: CacheStrategy;
}

/** How long an entry is any use: fresh, then served stale while refreshing or while the PMS fails. */
export const servedForMs = (strategy: CacheStrategy) => strategy.maxAgeMs + Math.max(strategy.staleWhileRevalidateMs, strategy.staleIfErrorMs);

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
}

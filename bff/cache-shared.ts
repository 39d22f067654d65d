/**
 * The anonymous cache's second level in Redis, shared by every instance (bff/cache.ts is the first).
 */
import { randomUUID } from "node:crypto";
import type { Logger } from "./logger";
import type { SharedStore } from "./redis";
import { servedForMs, type CacheEntry as Entry, type SharedCacheLevel } from "./cache-strategies";

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
  };
}

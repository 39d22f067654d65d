/**
 * Callers asking for the same key while its load runs share that load: one call, one answer, and
 * nothing kept once it has settled (the next caller loads again). The anonymous cache's misses go
 * through one (bff/cache.ts), and so do guests' identical searches asked at the same moment
 * (app/booking/search.server.ts, docs/decisions/047).
 */
export type SingleFlight = <T>(key: string, load: () => Promise<T>) => Promise<T>;

export function createSingleFlight(): SingleFlight & { readonly running: number } {
  const running = new Map<string, Promise<unknown>>();
  const share = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const joined = running.get(key);
    if (joined) return joined as Promise<T>;
    // Settled (either way) before the next turn: whoever asks after that loads again.
    const loading = load().finally(() => running.delete(key));
    running.set(key, loading);
    return loading;
  };
  return Object.defineProperty(share, "running", { get: () => running.size }) as SingleFlight & { readonly running: number };
}

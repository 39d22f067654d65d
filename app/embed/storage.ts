/**
 * Where a browser blocks third-party storage (third-party cookies off: Chrome's setting, its
 * incognito default, Firefox's strict mode), merely reading `sessionStorage` in the hotel's frame
 * throws. Remix reads it on its own (route discovery, scroll restoration), so a frame would fail
 * its first client-side navigation. Then this document gets a storage in memory instead: what Remix
 * keeps there (a reload guard, scroll positions) matters for one document only (docs/decisions/016).
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(String(key)) ?? null,
    setItem: (key: string, value: string) => void items.set(String(key), String(value)),
    removeItem: (key: string) => void items.delete(String(key)),
    clear: () => items.clear(),
  };
}

/** True when `sessionStorage` had to be replaced. */
export function ensureSessionStorage(win: Window = window): boolean {
  try {
    void win.sessionStorage.length;
    return false;
  } catch {
    try {
      Object.defineProperty(win, "sessionStorage", { value: memoryStorage(), configurable: true });
      return true;
    } catch {
      return false;
    }
  }
}

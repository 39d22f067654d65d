/**
 * The photos `/media-proxy/` serves (bff/media.ts), kept in this process's memory once the PMS has
 * given them (docs/decisions/065). A photo never changes under its URL (the PMS names a new one
 * anew), yet every guest without it in their browser's cache made the proxy ask the PMS again: a
 * hotel's home shows nine, the rooms page more, and a new process paid ~70 ms for its first.
 *
 * Kept by total bytes (least recently shown first out), each for as long as the browser is told
 * to keep it; a photo larger than an eighth of the shelf is served, not kept. Guests asking for
 * the same photo while the PMS is still sending it share that one answer. Only photos are kept: a
 * missing one, a refusal or a failure is asked again by the next guest (a photo the hotel adds
 * later appears at once, and a PMS that failed once is not taken at its word for a day).
 */
import { LRUCache } from "lru-cache";
import { createSingleFlight } from "./single-flight";

export interface Photo {
  /** The PMS's `Content-Type`: an `image/…` type. */
  readonly type: string;
  readonly body: Uint8Array<ArrayBuffer>;
}

export interface PhotoShelf {
  /** The photo at `url`: kept, or loaded (once for everyone asking meanwhile) and kept if it is one. */
  photo(url: string, load: () => Promise<Photo | null>): Promise<Photo | null>;
  /** Bytes kept now. */
  readonly bytes: number;
}

/** How long a photo is kept: as long as the proxy tells browsers to (max-age=86400). */
export const PHOTO_KEPT_MS = 86_400_000;
/** 32 MiB: the demo's photos are a few KB each, a hotel's real ones ~100–300 KB. */
export const PHOTO_SHELF_BYTES = 32 * 1024 * 1024;

export function createPhotoShelf(options: { maxBytes?: number; keptMs?: number; now?: () => number } = {}): PhotoShelf {
  const maxBytes = options.maxBytes ?? PHOTO_SHELF_BYTES;
  const kept = new LRUCache<string, Photo>({
    maxSize: maxBytes,
    maxEntrySize: Math.floor(maxBytes / 8),
    // An empty body still takes its place.
    sizeCalculation: (photo) => Math.max(photo.body.length, 1),
    ttl: options.keptMs ?? PHOTO_KEPT_MS,
    // A clock of the caller's (tests pin one) is read at every look-up, not once a millisecond.
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  const loading = createSingleFlight();
  return {
    async photo(url, load) {
      const shown = kept.get(url);
      if (shown) return shown;
      return loading(url, async () => {
        const photo = await load();
        if (photo) kept.set(url, photo);
        return photo;
      });
    },
    get bytes() {
      return kept.calculatedSize;
    },
  };
}

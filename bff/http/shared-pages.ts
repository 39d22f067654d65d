/**
 * Pages every anonymous guest shares (a hotel's home, rooms, about, policies…), rendered once and
 * served again while they cannot have changed (docs/decisions/031).
 *
 * What may be kept is what a shared cache may keep by RFC 9111: a 200 to a GET whose
 * `Cache-Control` is `public` with a max-age, that sets no cookie, keyed by its address and the
 * request headers its `Vary` names (the language cookie). A page of a signed-in guest never gets
 * here (the front door makes it `private`). A kept page is served again while
 *
 * - it is younger than its own max-age (a minute for the hotel pages), and
 * - every entry of the anonymous data cache it was made of (bff/cache.ts `CacheReads`) is still
 *   the entry the cache holds, and fresh: new hotel data makes a new page at once.
 *
 * The page's scripts cannot carry a nonce (the same bytes go to every guest, and a downstream CDN
 * may keep them too), so a shared page's Content-Security-Policy names its inline scripts by their
 * SHA-256 instead (CSP Level 3 hash sources, with the same `'strict-dynamic'`): as strong as a
 * nonce, and the same for everyone. A shared page is made whole before it is sent (no streaming):
 * these pages are rendered from cached data and have nothing to wait for.
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { CacheReads } from "../cache";

export interface SharedPageOptions {
  /** Whether a page made of these reads is still the page the data would make now. */
  stillCurrent(reads: CacheReads): boolean;
  /** Bytes kept in all (each page's body, headers and key, and its entry's own), default 32 MiB. */
  maxBytes?: number;
  /** Pages kept, default 2,000 (an address with a made-up query is a page too). */
  maxPages?: number;
  now?: () => number;
}

interface KeptPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  storedAt: number;
  maxAgeMs: number;
  reads: CacheReads;
}

export interface SharedPages {
  /** The key of a request that may be answered from here, or null (not a GET, a cookie of a session…). */
  keyOf(request: Request, vary: (name: string) => string | null): string | null;
  /** The kept answer for `key`, if it is still right. */
  lookUp(key: string): Response | null;
  /**
   * `response` made for `key` from `reads`: kept when it may be shared, and in any case returned as
   * it is to be sent (a shareable document with its scripts named by hash instead of `nonce`).
   */
  keep(key: string, response: Response, reads: CacheReads, nonce: string): Promise<Response>;
  readonly size: number;
}

/**
 * The longest address kept: a real page's is well under it, and a longer one is a made-up query
 * (answered, never kept). With the headers a page varies on, the longest key.
 */
export const MAX_KEPT_URL = 2_048;
export const MAX_KEY = MAX_KEPT_URL + 512;

/** What an entry holds besides its body, headers and key (the object, its reads, the LRU's node). */
const ENTRY_BYTES = 512;

/** Bytes a page holds in memory: a string is counted at two bytes a character (V8 may keep it so). */
export function keptBytes(page: Pick<KeptPage, "body" | "headers">, key: string): number {
  let bytes = ENTRY_BYTES + page.body.byteLength + key.length * 2;
  for (const [name, value] of page.headers) bytes += (name.length + value.length) * 2;
  return bytes;
}

/** The request headers a shared page may vary on: what Remix's pages read of a request. */
const VARY_ALLOWED = new Set(["cookie", "accept-language", "accept-encoding"]);

export function createSharedPages(options: SharedPageOptions): SharedPages {
  const now = options.now ?? Date.now;
  const pages = new LRUCache<string, KeptPage>({
    max: options.maxPages ?? 2_000,
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: keptBytes,
  });

  return {
    keyOf(request, vary) {
      if (request.method !== "GET" || request.url.length > MAX_KEPT_URL) return null;
      // Every header a shared page may vary on, so one key holds one page (Accept-Encoding is the
      // compressor's, after this: not part of the page). Of the cookies, `vary` gives those a page
      // reads (the front door: the language's), so another site's cookie makes no page of its own.
      const key = `${request.url}\u0000${vary("cookie") ?? ""}\u0000${vary("accept-language") ?? ""}`;
      return key.length > MAX_KEY ? null : key;
    },
    lookUp(key) {
      const page = pages.get(key);
      if (!page) return null;
      const age = now() - page.storedAt;
      if (age >= page.maxAgeMs || !options.stillCurrent(page.reads)) {
        pages.delete(key);
        return null;
      }
      const headers = new Headers(page.headers);
      headers.set("Age", String(Math.floor(age / 1000)));
      return new Response(page.body, { status: page.status, headers });
    },
    async keep(key, response, reads, nonce) {
      const maxAgeMs = shareableFor(response);
      if (maxAgeMs === null) return response;
      const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
      const text = await response.text();
      const headers = new Headers(response.headers);
      const body = html ? withScriptHashes(text, nonce, headers) : text;
      const bytes = new TextEncoder().encode(body);
      pages.set(key, { status: response.status, headers: [...headers], body: bytes, storedAt: now(), maxAgeMs, reads });
      return new Response(bytes, { status: response.status, headers });
    },
    get size() {
      return pages.size;
    },
  };
}

/** How long `response` may be shared (its max-age), or null when it may not be. */
export function shareableFor(response: Response): number | null {
  if (response.status !== 200 || response.headers.has("set-cookie")) return null;
  const control = (response.headers.get("cache-control") ?? "").toLowerCase();
  if (!/(?:^|,)\s*public\b/.test(control) || /\b(?:private|no-store|no-cache)\b/.test(control)) return null;
  const vary = (response.headers.get("vary") ?? "")
    .toLowerCase()
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  if (vary.some((name) => !VARY_ALLOWED.has(name))) return null;
  const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(control);
  return maxAge && Number(maxAge[1]) > 0 ? Number(maxAge[1]) * 1000 : null;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The document with `nonce` taken off its scripts, and its policy naming each inline script that
 * carried it by SHA-256 instead. A script without this response's nonce was not ours to run and
 * gets no hash either.
 */
export function withScriptHashes(html: string, nonce: string, headers: Headers): string {
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  const body = html.replace(SCRIPT, (whole, attributes: string, content: string) => {
    if (!attributes.includes(attribute)) return whole;
    // Data for machines (JSON-LD) is never run: it needs no hash.
    if (!/\bsrc=|type="application\/(?:ld\+)?json"/.test(attributes)) hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
    return `<script${attributes.replace(attribute, "")}>${content}</script>`;
  });
  const policy = headers.get("content-security-policy");
  // No inline script of ours: `'strict-dynamic'` and no source lets none run.
  if (policy) headers.set("content-security-policy", policy.replace(hashes.size ? `'nonce-${nonce}'` : `'nonce-${nonce}' `, [...hashes].join(" ")));
  return body.replaceAll(attribute, "");
}

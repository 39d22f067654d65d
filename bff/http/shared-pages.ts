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
 *
 * A kept page is compressed once, when it is kept (brotli and gzip, in the thread pool), and its
 * variants are kept with it and counted in its bytes: each guest gets the stored bytes their browser
 * accepts, with a length and a strong ETag per encoding, and a `304` for an ETag they already hold.
 */
import { createHash } from "node:crypto";
import { brotliCompress, constants, gzip } from "node:zlib";
import Negotiator from "negotiator";
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

type Encoding = "br" | "gzip";

interface KeptPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The body compressed once, per encoding. */
  encoded: Record<Encoding, Uint8Array<ArrayBuffer>>;
  /** The identity body's strong validator (`"…"`); an encoded variant's adds its encoding. */
  etag: string;
  storedAt: number;
  maxAgeMs: number;
  reads: CacheReads;
}

export interface SharedPages {
  /** The key of a request that may be answered from here, or null (not a GET, a cookie of a session…). */
  keyOf(request: Request, vary: (name: string) => string | null): string | null;
  /**
   * The kept answer for `key`, if it is still right, in the encoding `request` accepts (a `304`
   * when it already holds that variant's ETag).
   */
  lookUp(key: string, request: Request): Response | null;
  /**
   * `response` made for `key` from `reads`: kept when it may be shared, and in any case returned as
   * it is to be sent (a shareable document with its scripts named by hash instead of `nonce`,
   * encoded as `request` accepts).
   */
  keep(key: string, response: Response, reads: CacheReads, nonce: string, request: Request): Promise<Response>;
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
export function keptBytes(page: Pick<KeptPage, "body" | "headers"> & { encoded?: KeptPage["encoded"] }, key: string): number {
  let bytes = ENTRY_BYTES + page.body.byteLength + key.length * 2;
  if (page.encoded) bytes += page.encoded.br.byteLength + page.encoded.gzip.byteLength;
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
    lookUp(key, request) {
      const page = pages.get(key);
      if (!page) return null;
      const age = now() - page.storedAt;
      if (age >= page.maxAgeMs || !options.stillCurrent(page.reads)) {
        pages.delete(key);
        return null;
      }
      return answerWith(page, request, Math.floor(age / 1000));
    },
    async keep(key, response, reads, nonce, request) {
      const maxAgeMs = shareableFor(response);
      if (maxAgeMs === null) return response;
      const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
      const text = await response.text();
      const headers = new Headers(response.headers);
      const body = html ? withScriptHashes(text, nonce, headers) : text;
      const bytes = new TextEncoder().encode(body);
      const [br, gz] = await Promise.all([compressBrotli(bytes), compressGzip(bytes)]);
      const page: KeptPage = {
        status: response.status,
        headers: [...headers],
        body: bytes,
        encoded: { br: new Uint8Array(br), gzip: new Uint8Array(gz) },
        etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 27)}"`,
        storedAt: now(),
        maxAgeMs,
        reads,
      };
      pages.set(key, page);
      return answerWith(page, request, 0);
    },
    get size() {
      return pages.size;
    },
  };
}

// Quality 9 and level 9: within a few per cent of the best, at a few milliseconds a page, once per
// page kept, in the thread pool rather than on the event loop.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const compressBrotli = (bytes: Uint8Array): Promise<Buffer> =>
  new Promise((resolve, reject) => brotliCompress(bytes, BROTLI_OPTIONS, (error, result) => (error ? reject(error) : resolve(result))));
const compressGzip = (bytes: Uint8Array): Promise<Buffer> =>
  new Promise((resolve, reject) => gzip(bytes, { level: 9 }, (error, result) => (error ? reject(error) : resolve(result))));
const ENCODINGS: Encoding[] = ["br", "gzip"];

/** The variant `request` accepts best (brotli before gzip at equal preference), or null for the identity body. */
export function acceptedEncoding(request: Request): Encoding | null {
  const accepted = request.headers.get("accept-encoding");
  if (!accepted) return null;
  // negotiator 0.6.4 takes the server's preference for equal q-values (its types predate it):
  // Chromium's "gzip, deflate, br, zstd" gets brotli, as compression() gives it.
  const negotiator = new Negotiator({ headers: { "accept-encoding": accepted } }) as unknown as {
    encoding(available: string[], preferred: string[]): string | undefined;
  };
  const best = negotiator.encoding([...ENCODINGS, "identity"], ENCODINGS);
  return best === "br" || best === "gzip" ? best : null;
}

/** Whether an `If-None-Match` value names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

/** A kept page as `request` gets it: its accepted variant with length and ETag, or a 304. */
function answerWith(page: KeptPage, request: Request, ageSeconds: number): Response {
  const encoding = acceptedEncoding(request);
  const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
  const headers = new Headers(page.headers);
  headers.set("Age", String(ageSeconds));
  headers.set("ETag", etag);
  const vary = headers.get("vary");
  if (!vary || !/\baccept-encoding\b/i.test(vary)) headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  if (matchesEtag(request.headers.get("if-none-match"), etag)) {
    // RFC 9110 §15.4.5: the headers a 200 would carry that describe caching, without a body.
    for (const name of ["content-type", "content-length", "content-encoding"]) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  const body = encoding ? page.encoded[encoding] : page.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.byteLength));
  return new Response(body, { status: page.status, headers });
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

import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createAnonymousCache, recordingReads, CacheLong, type CacheReads } from "../cache";
import { createTestLogger } from "../testing";
import { acceptedEncoding, createSharedPages, keptBytes, matchesEtag, MAX_KEPT_URL, MAX_KEY, shareableFor, withScriptHashes } from "./shared-pages";

const NONCE = "bm9uY2Utb2YtdGhpcy1wYWdl";
const POLICY = `script-src 'nonce-${NONCE}' 'strict-dynamic' 'self'; object-src 'none'`;
/** A browser that accepts no encoding: the identity bytes. */
const GET = new Request("http://carpathia-ro.localhost/");
const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const page = (headers: Record<string, string> = {}, status = 200, body = `<p>home</p><script nonce="${NONCE}">start("ț")</script>`) =>
  new Response(body, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "public, max-age=60, s-maxage=300",
      vary: "Cookie, Accept-Language",
      "content-security-policy": POLICY,
      ...headers,
    },
  });

describe("shared pages: what may be shared (RFC 9111's shared cache)", () => {
  it("a public 200 with a max-age, for that long", () => {
    expect(shareableFor(page())).toBe(60_000);
  });

  it.each([
    ["private", { "cache-control": "private, max-age=60" }],
    ["no-store", { "cache-control": "public, no-store" }],
    ["no max-age", { "cache-control": "public" }],
    ["a max-age of 0", { "cache-control": "public, max-age=0" }],
    ["private after public", { "cache-control": "public, max-age=60, private" }],
    ["a cookie set", { "set-cookie": "lng=en" }],
    ["varying on a header the key does not hold", { vary: "Cookie, User-Agent" }],
  ])("not %s", (_why, headers) => {
    expect(shareableFor(page(headers))).toBeNull();
  });

  it.each([["max-age=60, public"], ["public,max-age=60"], ["s-maxage=300,  max-age=60 , public"]])("%s: the directives in any order and spacing", (control) => {
    expect(shareableFor(page({ "cache-control": control }))).toBe(60_000);
  });

  it("varying on the headers its key holds, Accept-Encoding (the compressor's) too", () => {
    expect(shareableFor(page({ vary: "Cookie, Accept-Language, Accept-Encoding" }))).toBe(60_000);
  });

  it("not an error page", () => {
    expect(shareableFor(page({}, 404))).toBeNull();
  });
});

describe("shared pages: scripts named by hash instead of a nonce", () => {
  it("hashes each inline script that carried the nonce, takes the nonce off, and names the hashes in the policy", () => {
    const headers = new Headers({ "content-security-policy": POLICY });
    const html = [
      `<link rel="modulepreload" href="/build/a.js" nonce="${NONCE}"/>`,
      `<script nonce="${NONCE}">window.__remixContext = {"a":"ș"};</script>`,
      `<script nonce="${NONCE}" type="module" async="">import "/build/entry.js";</script>`,
      `<script type="application/ld+json" nonce="${NONCE}">{"@type":"Hotel"}</script>`,
      `<script>alert("not ours")</script>`,
    ].join("");
    const out = withScriptHashes(html, NONCE, headers);
    expect(out).not.toContain(NONCE);
    expect(out).toContain(`<link rel="modulepreload" href="/build/a.js"/>`);
    expect(out).toContain(`<script type="module" async="">import "/build/entry.js";</script>`);
    expect(headers.get("content-security-policy")).toBe(
      `script-src ${sha('window.__remixContext = {"a":"ș"};')} ${sha('import "/build/entry.js";')} 'strict-dynamic' 'self'; object-src 'none'`,
    );
  });

  it("a page without a script of ours lets none run", () => {
    const headers = new Headers({ "content-security-policy": POLICY });
    withScriptHashes("<p>plain</p>", NONCE, headers);
    expect(headers.get("content-security-policy")).toBe("script-src 'strict-dynamic' 'self'; object-src 'none'");
  });
});

describe("shared pages: kept while young and made of current data", () => {
  function setup() {
    let clock = 1_000_000;
    const { logger } = createTestLogger();
    const cache = createAnonymousCache({ logger, now: () => clock });
    const pages = createSharedPages({ stillCurrent: (reads) => cache.stillCurrent(reads), now: () => clock });
    const render = async (key: string, response = page()) => {
      const reads: CacheReads = new Map();
      await recordingReads(reads, () => cache.get("org:carpathia", CacheLong, async () => ({ name: "Carpathia" })));
      return pages.keep(key, response, reads, NONCE, GET);
    };
    return { cache, pages, render, advance: (ms: number) => (clock += ms) };
  }

  it("serves the same bytes and headers again, with its age", async () => {
    const { pages, render, advance } = setup();
    const first = await render("home");
    const body = await first.text();
    advance(5_000);
    const again = pages.lookUp("home", GET)!;
    expect(await again.text()).toBe(body);
    expect(again.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(again.headers.get("age")).toBe("5");
    expect(body).not.toContain("nonce");
  });

  it("not past its own max-age", async () => {
    const { pages, render, advance } = setup();
    await render("home");
    advance(60_000);
    expect(pages.lookUp("home", GET)).toBeNull();
    expect(pages.size).toBe(0);
  });

  it("not once the data it was made of is replaced, or past the time the cache would still answer with it", async () => {
    const { cache, pages, render, advance } = setup();
    await render("home");
    cache.set("org:carpathia", { name: "Carpathia Hotel" }, CacheLong);
    expect(pages.lookUp("home", GET)).toBeNull();

    // A page that would keep for two hours, made of data the cache answers with for an hour (fresh,
    // then stale while it refreshes): kept that hour, not a moment longer.
    await render("rooms", page({ "cache-control": "public, max-age=7200" }));
    advance(CacheLong.maxAgeMs + CacheLong.staleWhileRevalidateMs - 1);
    expect(pages.lookUp("rooms", GET)).not.toBeNull();
    advance(1);
    expect(pages.lookUp("rooms", GET)).toBeNull();
  });

  it("a page that may not be shared is returned untouched and not kept", async () => {
    const { pages, render } = setup();
    const response = await render("account", page({ "cache-control": "private, no-store" }));
    expect(await response.text()).toContain(`nonce="${NONCE}"`);
    expect(pages.lookUp("account", GET)).toBeNull();
  });

  it("the key holds the address and the cookie, GETs only", () => {
    const { pages } = setup();
    const request = (init: RequestInit = {}) => new Request("http://carpathia-ro.localhost/rooms", init);
    const none = () => null;
    expect(pages.keyOf(request(), none)).not.toBe(pages.keyOf(request(), (name) => (name === "cookie" ? "lng=en" : null)));
    expect(pages.keyOf(request({ method: "POST", body: "a=1" }), none)).toBeNull();
  });

  it("a page kept for one language is never the answer for another", async () => {
    const { pages, render } = setup();
    const language = (lng: string) => (name: string) => (name === "cookie" ? `lng=${lng}` : null);
    const rooms = new Request("http://carpathia-ro.localhost/rooms");
    await render(pages.keyOf(rooms, language("ro"))!);
    expect(pages.lookUp(pages.keyOf(rooms, language("ro"))!, GET)).not.toBeNull();
    expect(pages.lookUp(pages.keyOf(rooms, language("en"))!, GET)).toBeNull();
  });

  it("a page without a policy of its own is kept and served without one", async () => {
    const { pages, render } = setup();
    const plain = page();
    plain.headers.delete("content-security-policy");
    await render("home", plain);
    const again = pages.lookUp("home", GET)!;
    expect(again.status).toBe(200);
    expect(again.headers.get("content-security-policy")).toBeNull();
  });

  it("keeps no more pages than it is given (the least recently used goes)", async () => {
    const pages = createSharedPages({ stillCurrent: () => true, maxPages: 1 });
    await pages.keep("home", page(), new Map(), NONCE, GET);
    await pages.keep("rooms", page(), new Map(), NONCE, GET);
    expect(pages.size).toBe(1);
    expect(pages.lookUp("home", GET)).toBeNull();
    expect(pages.lookUp("rooms", GET)).not.toBeNull();
  });
});

describe("shared pages: compressed once, validated by a strong ETag (issue 53)", () => {
  const at = (headers: Record<string, string>) => new Request("http://carpathia-ro.localhost/", { headers });
  const html = `<p>${"Camera dublă, mic dejun inclus. ".repeat(200)}</p>`;

  it("each guest gets the stored variant their browser accepts, its length and its own ETag", async () => {
    const pages = createSharedPages({ stillCurrent: () => true });
    const first = await pages.keep("home", page({}, 200, html), new Map(), NONCE, at({ "accept-encoding": "gzip, deflate, br, zstd" }));
    expect(first.headers.get("content-encoding")).toBe("br");
    const brotli = new Uint8Array(await first.arrayBuffer());
    expect(brotliDecompressSync(brotli).toString()).toBe(html);
    expect(Number(first.headers.get("content-length"))).toBe(brotli.byteLength);
    expect(brotli.byteLength).toBeLessThan(html.length / 10);

    const gzipped = pages.lookUp("home", at({ "accept-encoding": "gzip" }))!;
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(new Uint8Array(await gzipped.arrayBuffer())).toString()).toBe(html);
    const plain = pages.lookUp("home", at({}))!;
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);

    const etags = [first, gzipped, plain].map((answer) => answer.headers.get("etag"));
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
    for (const answer of [first, gzipped, plain]) expect(answer.headers.get("vary")).toBe("Cookie, Accept-Language, Accept-Encoding");
  });

  it("answers 304 to the ETag of the variant it would send, and 200 to another", async () => {
    const pages = createSharedPages({ stillCurrent: () => true });
    const first = await pages.keep("home", page({}, 200, html), new Map(), NONCE, at({ "accept-encoding": "br" }));
    const etag = first.headers.get("etag")!;
    const again = pages.lookUp("home", at({ "accept-encoding": "br", "if-none-match": `W/"other", ${etag}` }))!;
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("cache-control")).toBe("public, max-age=60, s-maxage=300");
    // RFC 9110 §15.4.5: no header of the body it does not send.
    for (const name of ["content-type", "content-length", "content-encoding"]) expect(again.headers.get(name)).toBeNull();
    expect(pages.lookUp("home", at({ "accept-encoding": "gzip", "if-none-match": etag }))!.status).toBe(200);
  });

  it.each([
    ["identity", GET],
    ["br", at({ "accept-encoding": "br" })],
    ["gzip", at({ "accept-encoding": "gzip" })],
  ])("a changed page has another ETag (%s): a browser holding the old one gets the new page, not a 304", async (_encoding, request) => {
    const pages = createSharedPages({ stillCurrent: () => true });
    const one = await pages.keep("home", page({}, 200, html), new Map(), NONCE, request);
    const other = await pages.keep("home", page({}, 200, `${html}.`), new Map(), NONCE, request);
    expect(one.headers.get("etag")).not.toBe(other.headers.get("etag"));
    const withOld = new Request(request.url, { headers: { ...Object.fromEntries(request.headers), "if-none-match": one.headers.get("etag")! } });
    expect(pages.lookUp("home", withOld)!.status).toBe(200);
  });

  it("the headers count in the page's bytes, two bytes a character", () => {
    const body = new Uint8Array(1_000);
    expect(keptBytes({ body, headers: [["etag", '"abc"']] }, "k") - keptBytes({ body, headers: [] }, "k")).toBe((4 + 5) * 2);
  });

  it("a page that varied on nothing varies on Accept-Encoding once compressed", async () => {
    const pages = createSharedPages({ stillCurrent: () => true });
    const plain = page({}, 200, html);
    plain.headers.delete("vary");
    const answer = await pages.keep("home", plain, new Map(), NONCE, at({ "accept-encoding": "br" }));
    expect(answer.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("the compressed variants count in the page's bytes", () => {
    const body = new Uint8Array(1_000);
    const encoded = { br: new Uint8Array(300), gzip: new Uint8Array(400) };
    expect(keptBytes({ body, headers: [], encoded }, "k") - keptBytes({ body, headers: [] }, "k")).toBe(700);
  });

  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.4", "gzip"],
    ["identity", null],
    ["*", "br"],
    ["", null],
  ])("Accept-Encoding %j gets %s", (accepted, expected) => {
    expect(acceptedEncoding(at(accepted ? { "accept-encoding": accepted } : {}))).toBe(expected);
  });

  it.each([
    [null, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ["*", true],
    ['"abcd"', false],
  ])('If-None-Match %j names "abc": %s', (value, expected) => {
    expect(matchesEtag(value, '"abc"')).toBe(expected);
  });
});

describe("shared pages: bounded by their bytes, keys and all (issue 48)", () => {
  it("each key's bytes count in the budget: pages under long made-up keys stay within it", async () => {
    const maxBytes = 64 * 1024;
    const pages = createSharedPages({ stillCurrent: () => true, maxBytes });
    const body = "<p>robots</p>".padEnd(300, " ");
    const key = (i: number) => `http://carpathia-ro.localhost/robots.txt?${String(i).padStart(1_900, "x")}\u0000\u0000`;
    for (let i = 0; i < 200; i++) await pages.keep(key(i), page({}, 200, body), new Map(), NONCE, GET);
    const kept = Array.from({ length: 200 }, (_, i) => key(i)).filter((k) => pages.lookUp(k, GET) !== null);
    expect(kept.length).toBe(pages.size);
    expect(pages.size).toBeGreaterThan(0);
    // What the kept entries hold at the least: their keys (two bytes a character) and bodies.
    expect(pages.size * (key(0).length * 2 + body.length)).toBeLessThanOrEqual(maxBytes);
  });

  it("no key for an address over 2 KB or a key over its bound: answered, never kept", () => {
    const pages = createSharedPages({ stillCurrent: () => true });
    const none = () => null;
    const at = (query: string) => new Request(`http://carpathia-ro.localhost/rooms?${query}`);
    expect(pages.keyOf(at("x".repeat(1_900)), none)).not.toBeNull();
    expect(pages.keyOf(at("x".repeat(2_100)), none)).toBeNull();
    // The bounds themselves are still kept: an address of exactly 2 KB, a key of exactly MAX_KEY.
    const longest = at("x".repeat(MAX_KEPT_URL - at("").url.length));
    expect(longest.url).toHaveLength(MAX_KEPT_URL);
    expect(pages.keyOf(longest, none)).not.toBeNull();
    const language = (length: number) => (name: string) => (name === "accept-language" ? "e".repeat(length) : null);
    const room = MAX_KEY - at("").url.length - 2;
    expect(pages.keyOf(at(""), language(room))).toHaveLength(MAX_KEY);
    expect(pages.keyOf(at(""), language(room + 1))).toBeNull();
    expect(pages.keyOf(at(""), (name) => (name === "accept-language" ? "en;q=0.5,".repeat(300) : null))).toBeNull();
  });
});

describe("anonymous cache: reads a piece of work made", () => {
  it("a read of nothing (a peek) stays current only while nothing fresh appears", () => {
    const { logger } = createTestLogger();
    const cache = createAnonymousCache({ logger });
    const reads: CacheReads = new Map();
    recordingReads(reads, () => cache.peek("failed:prices"));
    expect(reads.get("failed:prices")).toBeNull();
    expect(cache.stillCurrent(reads)).toBe(true);
    cache.set("failed:prices", true, CacheLong);
    expect(cache.stillCurrent(reads)).toBe(false);
  });

  it("an entry nobody refreshes is read as none once past its use: the page made without it is kept", () => {
    let clock = 0;
    const { logger } = createTestLogger();
    const cache = createAnonymousCache({ logger, now: () => clock });
    // The home only peeks at the rooms' "from" prices; only the rooms page loads them.
    cache.set("from-prices", { 2: 450 }, CacheLong);
    clock += CacheLong.maxAgeMs + CacheLong.staleWhileRevalidateMs;
    const reads: CacheReads = new Map();
    expect(recordingReads(reads, () => cache.peek("from-prices", { stale: true }))).toBeUndefined();
    expect(reads.get("from-prices")).toBeNull();
    clock += 60_000;
    expect(cache.stillCurrent(reads)).toBe(true);
    cache.set("from-prices", { 2: 460 }, CacheLong);
    expect(cache.stillCurrent(reads)).toBe(false);
  });

  it("outside a recording nothing is noted", async () => {
    const { logger } = createTestLogger();
    const cache = createAnonymousCache({ logger });
    const reads: CacheReads = new Map();
    await cache.get("org:x", CacheLong, async () => 1);
    expect(reads.size).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { isFromOwnPages, isSameOrigin, judgeCrossSite, requestOrigin } from "./cross-site";

const HOST = "carpathia-ro.booking.example";
/** The request's own origin, as the front door gives it: served over https. */
const SITE = `https://${HOST}`;

const judge = (method: string, headers: Record<string, string>, site = SITE) => judgeCrossSite(method, new Headers(headers), site);

describe("judgeCrossSite: a request that may change something must come from this site", () => {
  it.each([
    ["a foreign origin", { origin: "https://evil.example" }, "foreign-origin"],
    ["a sibling hotel's subdomain", { origin: "https://seaside.booking.example" }, "foreign-origin"],
    ["the same host on another port", { origin: `https://${HOST}:8443` }, "foreign-origin"],
    ["the same host over plain http (a page anyone on the network may write)", { origin: `http://${HOST}` }, "foreign-origin"],
    ["the same host over plain http on the https port", { origin: `http://${HOST}:443` }, "foreign-origin"],
    ["the same host on a non-web scheme", { origin: `ws://${HOST}` }, "foreign-origin"],
    ["a look-alike suffix", { origin: `https://${HOST}.evil.example` }, "foreign-origin"],
    ["a look-alike prefix", { origin: `https://evil${HOST}` }, "foreign-origin"],
    ["a sandboxed frame (null)", { origin: "null" }, "null-origin"],
    ["NULL in capitals", { origin: " NULL " }, "null-origin"],
    ["null even with Fetch Metadata same-origin (Remix itself would refuse it with a 500)", { origin: "null", "sec-fetch-site": "same-origin" }, "null-origin"],
    ["an origin that is no URL", { origin: "not a url" }, "foreign-origin"],
    ["a non-web scheme", { origin: `file://${HOST}` }, "foreign-origin"],
    ["no Origin, Fetch Metadata cross-site", { "sec-fetch-site": "cross-site" }, "cross-site-fetch"],
    ["no Origin, Fetch Metadata same-site (another subdomain)", { "sec-fetch-site": "same-site" }, "cross-site-fetch"],
  ])("POST with %s → refused", (_, headers, reason) => {
    expect(judge("POST", headers)).toEqual({ refused: true, reason });
  });

  it.each([
    ["its own origin", { origin: `https://${HOST}` }],
    ["its own origin with the default port written out", { origin: `https://${HOST}:443` }],
    ["its own origin in capitals", { origin: `https://${HOST.toUpperCase()}` }],
    ["no Origin, Fetch Metadata same-origin", { "sec-fetch-site": "same-origin" }],
    ["no Origin, a navigation typed by the guest", { "sec-fetch-site": "none" }],
    ["no Origin and no Fetch Metadata (curl, an old browser)", {}],
  ])("POST with %s → allowed", (_, headers) => {
    expect(judge("POST", headers)).toEqual({ refused: false });
  });

  it("compares ports: localhost:3000 is not localhost:4000", () => {
    expect(judge("POST", { origin: "http://localhost:3000" }, "http://localhost:3000")).toEqual({ refused: false });
    expect(judge("POST", { origin: "http://localhost:4000" }, "http://localhost:3000").refused).toBe(true);
  });

  it("compares schemes both ways: a site served over http refuses an https page of the same host", () => {
    expect(judge("POST", { origin: "http://localhost:3000" }, "http://localhost:3000")).toEqual({ refused: false });
    expect(judge("POST", { origin: "https://localhost:3000" }, "http://localhost:3000")).toEqual({ refused: true, reason: "foreign-origin" });
    expect(judge("POST", { origin: `https://${HOST}` }, `http://${HOST}`)).toEqual({ refused: true, reason: "foreign-origin" });
  });

  it.each(["GET", "HEAD", "get"])("%s is never refused here: reads change nothing", (method) => {
    expect(judge(method, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).toEqual({ refused: false });
  });

  it.each(["PUT", "DELETE", "PATCH"])("%s is judged like POST", (method) => {
    expect(judge(method, { origin: "https://evil.example" }).refused).toBe(true);
  });
});

describe("isSameOrigin", () => {
  it.each([
    [`https://${HOST}`, SITE, true],
    [`https://${HOST}:443`, SITE, true],
    [`https://${HOST}/rooms?x=1`, SITE, true],
    [`http://${HOST}`, SITE, false],
    [`http://${HOST}:443`, SITE, false],
    [`https://${HOST}`, `http://${HOST}`, false],
    ["http://localhost:3000/a", "http://localhost:3000", true],
    ["http://localhost:3000", "http://localhost", false],
    ["not a url", SITE, false],
    [`https://${HOST}`, "not a url", false],
  ])("%s against %s → %s", (origin, site, same) => {
    expect(isSameOrigin(origin, site)).toBe(same);
  });
});

describe("isFromOwnPages: a GET that would store something, sent by this site's own pages", () => {
  const own = (headers: Record<string, string>) => isFromOwnPages(new Headers(headers), SITE);

  it.each([
    ["Fetch Metadata same-origin (a click on our own link)", { "sec-fetch-site": "same-origin" }],
    ["Fetch Metadata none (typed, a bookmark)", { "sec-fetch-site": "none" }],
    ["same-origin with our own Referer", { "sec-fetch-site": "same-origin", referer: `${SITE}/rooms?lang=ro` }],
    ["no Fetch Metadata, our own Referer (an older browser)", { referer: `${SITE}/rooms` }],
    ["no Fetch Metadata, our own Origin", { origin: SITE }],
  ])("%s → yes", (_, headers) => {
    expect(own(headers)).toBe(true);
  });

  it.each([
    ["Fetch Metadata cross-site", { "sec-fetch-site": "cross-site" }],
    ["Fetch Metadata same-site (a sibling hotel's subdomain)", { "sec-fetch-site": "same-site" }],
    ["cross-site whatever the Referer says", { "sec-fetch-site": "cross-site", referer: `${SITE}/` }],
    ["a foreign Referer", { referer: "https://evil.example/page" }],
    ["a foreign Referer even with same-origin claimed", { "sec-fetch-site": "same-origin", referer: "https://evil.example/" }],
    ["our host's http page as Referer", { referer: `http://${HOST}/rooms` }],
    // Our page → a sibling hotel's subdomain → a redirect back here: the Referer is still our page's.
    ["a bounce through a sibling hotel's subdomain (same-site, our own Referer)", { "sec-fetch-site": "same-site", referer: `${SITE}/rooms` }],
    ["a foreign Origin", { origin: "https://evil.example" }],
    ["Origin null", { origin: "null" }],
    ["no evidence at all", {}],
    ["an unknown Fetch Metadata value and nothing else", { "sec-fetch-site": "maybe" }],
  ])("%s → no", (_, headers) => {
    expect(own(headers)).toBe(false);
  });
});

describe("requestOrigin", () => {
  it("https when the request came over https, or the site is served over https at all; else as it came", () => {
    expect(requestOrigin(new URL(`https://${HOST}/x`), false)).toBe(SITE);
    expect(requestOrigin(new URL(`http://${HOST}/x`), true)).toBe(SITE);
    expect(requestOrigin(new URL("http://localhost:3000/x"), false)).toBe("http://localhost:3000");
  });
});

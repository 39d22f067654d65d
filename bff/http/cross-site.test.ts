import { describe, expect, it } from "vitest";
import { judgeCrossSite } from "./cross-site";

const HOST = "carpathia-ro.booking.example";

const judge = (method: string, headers: Record<string, string>, host = HOST) => judgeCrossSite(method, new Headers(headers), host);

describe("judgeCrossSite: a request that may change something must come from this site", () => {
  it.each([
    ["a foreign origin", { origin: "https://evil.example" }, "foreign-origin"],
    ["a sibling hotel's subdomain", { origin: "https://seaside.booking.example" }, "foreign-origin"],
    ["the same host on another port", { origin: `https://${HOST}:8443` }, "foreign-origin"],
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
    expect(judge("POST", { origin: "http://localhost:3000" }, "localhost:3000")).toEqual({ refused: false });
    expect(judge("POST", { origin: "http://localhost:4000" }, "localhost:3000").refused).toBe(true);
  });

  it.each(["GET", "HEAD", "get"])("%s is never refused here: reads change nothing", (method) => {
    expect(judge(method, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).toEqual({ refused: false });
  });

  it.each(["PUT", "DELETE", "PATCH"])("%s is judged like POST", (method) => {
    expect(judge(method, { origin: "https://evil.example" }).refused).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";
import { canonicalSite, isKnownHost, servesSubdomains, siteOrigin } from "./public-url";

const production = parseConfig({
  NODE_ENV: "production",
  BASE_DOMAIN: "book.example.com",
  UPSTREAM_URL: "https://pms.example.com",
  SESSION_SECRET: "s".repeat(32),
});
const demo = parseConfig({ PORT: "3100" });
const withPublicUrl = parseConfig({ BASE_DOMAIN: "book.example.com", PUBLIC_URL: "https://www.hotel.example:8443/ignored/path" });

describe("siteOrigin: from configuration only", () => {
  it.each([
    [production, null, "https://book.example.com"],
    [production, "carpathia-ro", "https://carpathia-ro.book.example.com"],
    [demo, null, "http://localhost:3100"],
    [demo, "carpathia-ro", "http://carpathia-ro.localhost:3100"],
    [withPublicUrl, null, "https://www.hotel.example:8443"],
    [withPublicUrl, "seaside", "https://seaside.book.example.com:8443"],
  ])("%#: subdomain %s → %s", (config, subdomain, origin) => {
    expect(siteOrigin(config, subdomain)).toBe(origin);
  });
});

describe("isKnownHost: the hosts this site is served on", () => {
  it.each([
    ["book.example.com", true],
    ["BOOK.example.com:443", true],
    ["carpathia-ro.book.example.com", true],
    ["a.b.book.example.com", false],
    ["evil.example", false],
    ["book.example.com.evil.example", false],
    ["evilbook.example.com", false],
    ["", false],
    [null, false],
    ["book.example.com@evil.example", false],
    ["exa mple", false],
    // Issue 48: read as the URL parser reads it, this was book.example.com; a host is hostname[:port] (bff/http/host.ts).
    ["carpathia-ro.book.example.com:x@book.example.com", false],
    ["x@book.example.com", false],
    ["book.example.com/path", false],
    ["book.example.com:", false],
  ])("%s → %s", (host, known) => {
    expect(isKnownHost(host, production)).toBe(known);
  });

  it("an organisation's own domain of ORGANISATION_DOMAINS is known; Host never adds one", () => {
    const withDomains = parseConfig({
      NODE_ENV: "production",
      BASE_DOMAIN: "book.example.com",
      UPSTREAM_URL: "https://pms.example.com",
      SESSION_SECRET: "s".repeat(32),
      ORGANISATION_DOMAINS: "book.carpathia.example=carpathia-ro",
    });
    expect(isKnownHost("book.carpathia.example", withDomains)).toBe(true);
    expect(isKnownHost("Book.Carpathia.example:443", withDomains)).toBe(true);
    expect(isKnownHost("www.carpathia.example", withDomains)).toBe(false);
    expect(isKnownHost("book.carpathia.example", production)).toBe(false);
  });

  it("PUBLIC_URL's host is known too", () => {
    expect(isKnownHost("www.hotel.example", withPublicUrl)).toBe(true);
  });
});

describe("canonicalSite: where an organisation's pages are canonical", () => {
  const singleHotel = parseConfig({
    NODE_ENV: "production",
    PUBLIC_URL: "https://book.hotel.example",
    UPSTREAM_URL: "https://pms.example.com",
    SESSION_SECRET: "s".repeat(32),
  });
  const carpathia = { slugFull: "carpathia-ro" };

  it("on its subdomain of BASE_DOMAIN however it was named: subdomain, o or DEFAULT_ORG", () => {
    for (const [slug, slugSource] of [
      ["carpathia-ro", "subdomain"],
      ["carpathia-ro", "query"],
      ["carpathia-ro", "default"],
    ] as const) {
      expect(canonicalSite(production, { ...carpathia, slug, slugSource })).toEqual({ origin: "https://carpathia-ro.book.example.com", o: null });
      expect(canonicalSite(demo, { ...carpathia, slug, slugSource })).toEqual({ origin: "http://carpathia-ro.localhost:3100", o: null });
    }
    expect(canonicalSite(withPublicUrl, { ...carpathia, slug: "carpathia-ro", slugSource: "query" })).toEqual({
      origin: "https://carpathia-ro.book.example.com:8443",
      o: null,
    });
  });

  it("a location's own subdomain stays the subdomain it was asked under", () => {
    expect(canonicalSite(production, { slugFull: "carpathia-ro", slug: "carpathia-sinaia", slugSource: "subdomain" }).origin).toBe(
      "https://carpathia-sinaia.book.example.com",
    );
  });

  it("on its own domain when asked for there (ORGANISATION_DOMAINS), https", () => {
    expect(canonicalSite(demo, { ...carpathia, slug: "carpathia-ro", slugSource: "domain", clientDomain: "book.carpathia.example" })).toEqual({
      origin: "https://book.carpathia.example",
      o: null,
    });
  });

  it("on its client_domain (https) when it redirects there, whatever the subdomain", () => {
    expect(canonicalSite(production, { ...carpathia, slug: "carpathia-ro", slugSource: "subdomain", clientDomain: "WWW.Carpathia.example." })).toEqual({
      origin: "https://www.carpathia.example",
      o: null,
    });
  });

  it.each([
    "javascript:alert(1)",
    "evil.example/path",
    "evil.example:8080",
    "localhost",
    "127.0.0.1:3470",
    "hotel.localhost",
    "a b.example",
    "-x.example",
    "x".repeat(300) + ".example",
  ])("ignores a client_domain that is no host name: %s", (clientDomain) => {
    expect(canonicalSite(production, { ...carpathia, slug: "carpathia-ro", slugSource: "query", clientDomain }).origin).toBe(
      "https://carpathia-ro.book.example.com",
    );
  });

  it("on the main origin, with o when o named it, when subdomains are not public or the slug is no DNS label", () => {
    expect(servesSubdomains(singleHotel)).toBe(false);
    expect(canonicalSite(singleHotel, { ...carpathia, slug: "carpathia-ro", slugSource: "default" })).toEqual({
      origin: "https://book.hotel.example",
      o: null,
    });
    expect(canonicalSite(singleHotel, { ...carpathia, slug: "carpathia-ro", slugSource: "query" })).toEqual({
      origin: "https://book.hotel.example",
      o: "carpathia-ro",
    });
    expect(canonicalSite(production, { slugFull: "pensiune.ro", slug: "pensiune", slugSource: "query" })).toEqual({
      origin: "https://book.example.com",
      o: "pensiune",
    });
  });

  it("subdomains are public unless BASE_DOMAIN is left at localhost behind a real PUBLIC_URL", () => {
    expect([production, demo, withPublicUrl].map(servesSubdomains)).toEqual([true, true, true]);
    expect(servesSubdomains(parseConfig({ PUBLIC_URL: "http://demo.localhost:3000" }))).toBe(true);
  });
});

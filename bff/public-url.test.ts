import { describe, expect, it } from "vitest";
import { parseConfig } from "./config";
import { isKnownHost, siteOrigin } from "./public-url";

const production = parseConfig({ NODE_ENV: "production", BASE_DOMAIN: "book.example.com", UPSTREAM_URL: "https://pms.example.com", SESSION_SECRET: "s".repeat(32) });
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
  ])("%s → %s", (host, known) => {
    expect(isKnownHost(host, production)).toBe(known);
  });

  it("PUBLIC_URL's host is known too", () => {
    expect(isKnownHost("www.hotel.example", withPublicUrl)).toBe(true);
  });
});

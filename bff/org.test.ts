import { describe, expect, it } from "vitest";
import { MalformedParameter, readSiteRef, subdomainOf } from "./org";

describe("subdomainOf", () => {
  it.each([
    ["carpathia-ro.localhost:3000", "localhost", "carpathia-ro"],
    ["CARPATHIA-RO.localhost", "localhost", "carpathia-ro"],
    ["localhost:3000", "localhost", null],
    ["www.booking.example.com", "booking.example.com", null],
    ["seaside.booking.example.com", "booking.example.com", "seaside"],
    ["a.b.booking.example.com", "booking.example.com", null],
    ["seaside.evil.com", "booking.example.com", null],
    [null, "localhost", null],
    // Issue 48: a host is hostname[:port] (bff/http/host.ts), read the same way by every reader.
    ["seaside.localhost:x@localhost:3000", "localhost", null],
    ["x@seaside.localhost", "localhost", null],
    ["seaside.localhost:x", "localhost", null],
    ["seaside.localhost/rooms", "localhost", null],
    ["Seaside.localhost.:3000", "localhost", "seaside"],
  ])("%s under %s → %s", (host, base, expected) => {
    expect(subdomainOf(host, base)).toBe(expected);
  });
});

describe("readSiteRef: subdomain > o > DEFAULT_ORG", () => {
  const read = (url: string, host = "localhost:3000", options: { defaultOrg?: string; locationId?: string } = {}) =>
    readSiteRef(new URL(url, "http://localhost:3000"), host, { baseDomain: "localhost", ...options });

  it("takes the subdomain before o; an o naming another organisation there is a malformed o (issue 51 item 7: it showed the host's home)", () => {
    expect(read("/?o=carpathia-ro", "carpathia-ro.localhost:3000")).toMatchObject({ slug: "carpathia-ro", slugSource: "subdomain" });
    expect(read("/", "carpathia-ro.localhost:3000")).toMatchObject({ slug: "carpathia-ro", slugSource: "subdomain" });
    expect(() => read("/?o=seaside", "carpathia-ro.localhost:3000")).toThrow(MalformedParameter);
  });
  it("a Host that is not hostname[:port] names no organisation nor domain (issue 48)", () => {
    const options = { baseDomain: "localhost", domains: new Map([["localhost", "carpathia-ro"]]) };
    expect(readSiteRef(new URL("http://seaside.localhost:3000/"), "seaside.localhost:x@localhost:3000", options)).toMatchObject({ slug: null, domain: null });
  });
  it("takes o without a subdomain, lower-cased", () => {
    expect(read("/?o=Seaside")).toMatchObject({ slug: "seaside", slugSource: "query" });
  });
  it("falls back to DEFAULT_ORG, else to nothing", () => {
    expect(read("/", undefined, { defaultOrg: "carpathia-ro" })).toMatchObject({ slug: "carpathia-ro", slugSource: "default" });
    expect(read("/")).toMatchObject({ slug: null, slugSource: null });
  });
  it("reads location, h and embed", () => {
    expect(read("/?location=102&h=101&embed=portal")).toMatchObject({ locationId: 102, hotelId: 101, embed: "portal" });
    expect(read("/hotel/101?location=102", undefined, { locationId: "101" })).toMatchObject({ locationId: 101 });
  });
  it.each([
    ["/?o=../../etc", "o"],
    ["/?o=a%20b", "o"],
    ["/?location=abc", "location"],
    ["/?location=-1", "location"],
    ["/?h=1e3", "h"],
    ["/?embed=frame", "embed"],
  ])("rejects %s as a malformed %s", (url, parameter) => {
    expect(() => read(url)).toThrow(MalformedParameter);
    try {
      read(url);
    } catch (error) {
      expect((error as MalformedParameter).parameter).toBe(parameter);
    }
  });
});

describe("readSiteRef: an organisation's own domain (ORGANISATION_DOMAINS) before everything", () => {
  const domains = new Map([["book.carpathia.example", "carpathia-ro"]]);
  const read = (url: string, host: string | null) =>
    readSiteRef(new URL(url, "http://localhost:3000"), host, { baseDomain: "localhost", defaultOrg: "seaside", domains });

  it("a configured domain names its organisation; an o naming another is a malformed o, never the other's page nor silently this one's", () => {
    expect(read("/?o=carpathia-ro", "Book.Carpathia.example:443")).toMatchObject({
      slug: "carpathia-ro",
      slugSource: "domain",
      domain: "book.carpathia.example",
    });
    expect(() => read("/?o=seaside", "Book.Carpathia.example:443")).toThrow(MalformedParameter);
  });

  it("any other Host is no domain: a subdomain, o or DEFAULT_ORG decide as before", () => {
    expect(read("/", "carpathia-ro.localhost:3000")).toMatchObject({ slugSource: "subdomain", domain: null });
    expect(read("/", "book.carpathia.example.evil.example")).toMatchObject({ slug: "seaside", slugSource: "default", domain: null });
    expect(read("/?o=carpathia-ro", "other.example")).toMatchObject({ slug: "carpathia-ro", slugSource: "query", domain: null });
    expect(readSiteRef(new URL("http://x/"), "book.carpathia.example", { baseDomain: "localhost" })).toMatchObject({ slugSource: null, domain: null });
  });
});

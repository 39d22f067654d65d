import { describe, expect, it } from "vitest";
import { framerOrigins, hostnameOf, isLoopbackHostname, parseDomainMap, parseOrganisationDomain, servedDomain } from "./domains";

describe("parseOrganisationDomain: what the PMS holds as a location's domain", () => {
  it.each([
    ["www.hotel-carpathia.ro", { host: "www.hotel-carpathia.ro", loopback: false }],
    [" WWW.Hotel-Carpathia.RO. ", { host: "www.hotel-carpathia.ro", loopback: false }],
    ["127.0.0.1:3470", { host: "127.0.0.1:3470", loopback: true }],
    ["hotel.localhost:3000", { host: "hotel.localhost:3000", loopback: true }],
    ["localhost", { host: "localhost", loopback: true }],
  ])("%s → %o", (value, expected) => {
    expect(parseOrganisationDomain(value)).toMatchObject(expected);
  });

  it.each([
    null,
    "",
    "https://www.hotel.example",
    "www.hotel.example/booking",
    "www.hotel.example:8443",
    "evil.example:8080",
    "10.0.0.1",
    "127.0.0.1:0",
    "127.0.0.1:70000",
    "a b.example",
    "-x.example",
    "javascript:alert(1)",
    "*.hotel.example",
    `${"x".repeat(300)}.example`,
  ])("%s is no domain", (value) => {
    expect(parseOrganisationDomain(value)).toBeNull();
  });

  it("loopback: localhost, names under it, 127/8 — and nothing that merely looks like it", () => {
    expect(["localhost", "a.localhost", "127.0.0.1", "127.1.2.3"].every(isLoopbackHostname)).toBe(true);
    expect(["localhost.evil.example", "128.0.0.1", "127.0.0.256", "mylocalhost"].some(isLoopbackHostname)).toBe(false);
  });
});

describe("framerOrigins: who may frame the organisation's site", () => {
  it("each domain over https; over http too on loopback only; duplicates and junk dropped", () => {
    expect(
      framerOrigins(["www.hotel.example", null, "carpathia.hoteliera.example", "WWW.hotel.example", "https://evil.example", "127.0.0.1:3470", undefined]),
    ).toEqual(["https://www.hotel.example", "https://carpathia.hoteliera.example", "https://127.0.0.1:3470", "http://127.0.0.1:3470"]);
  });
});

describe("servedDomain: a domain this site can be served on", () => {
  it("a public host name only: no port, no loopback", () => {
    expect(servedDomain("Book.Hotel.example.")).toBe("book.hotel.example");
    expect(servedDomain("127.0.0.1:3470")).toBeNull();
    expect(servedDomain("hotel.localhost")).toBeNull();
    expect(servedDomain("localhost")).toBeNull();
  });
});

describe("parseDomainMap: ORGANISATION_DOMAINS", () => {
  it("host=slug pairs, lower-cased, spaces and empty entries ignored", () => {
    const { domains, problems } = parseDomainMap(" Book.Carpathia.example = Carpathia-RO , ,book.seaside.example=seaside");
    expect(problems).toEqual([]);
    expect([...domains]).toEqual([
      ["book.carpathia.example", "carpathia-ro"],
      ["book.seaside.example", "seaside"],
    ]);
    expect(parseDomainMap(undefined).domains.size).toBe(0);
  });

  it.each(["book.example", "=carpathia-ro", "localhost=carpathia-ro", "book.example:8443=x", "book.example=a b", "book.example=a=b"])("refuses %s", (entry) => {
    expect(parseDomainMap(entry).problems).toHaveLength(1);
  });

  it("refuses one domain for two organisations", () => {
    expect(parseDomainMap("a.example=one,a.example=two").problems).toEqual(["a.example is given to two organisations"]);
  });
});

describe("hostnameOf", () => {
  it("the host name of a Host header, or null", () => {
    expect(hostnameOf("Book.Example:443")).toBe("book.example");
    expect(hostnameOf("[::1]:3000")).toBe("[::1]");
    expect(hostnameOf(null)).toBeNull();
    expect(hostnameOf("a b")).toBeNull();
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseHost, requestHost, requestUrl, withOneHost } from "./host";

const line = (rawHeaders: string[], trustForwarded = false, target = "/") => requestUrl({ protocol: "http", target, rawHeaders, trustForwarded });

describe("host: a Host is hostname[:port] and nothing else", () => {
  it.each([
    ["seaside.localhost", { hostname: "seaside.localhost", port: null }],
    ["Seaside.LocalHost:3000", { hostname: "seaside.localhost", port: "3000" }],
    ["seaside.localhost.", { hostname: "seaside.localhost", port: null }],
    ["book.hotel.example:443", { hostname: "book.hotel.example", port: "443" }],
    ["127.0.0.1:8080", { hostname: "127.0.0.1", port: "8080" }],
    ["[::1]:3000", { hostname: "[::1]", port: "3000" }],
    ["web_app:3000", { hostname: "web_app", port: "3000" }],
  ])("%s is read", (raw, host) => {
    expect(parseHost(raw)).toEqual(host);
  });

  it.each([
    ["userinfo (issue 48)", "seaside.localhost:x@localhost:3000"],
    ["userinfo without a port", "user@seaside.localhost"],
    ["a path", "seaside.localhost/rooms"],
    ["a query", "seaside.localhost?x"],
    ["a fragment", "seaside.localhost#x"],
    ["a space", "seaside.localhost 3000"],
    ["a space before", " seaside.localhost"],
    ["two of them in one line", "seaside.localhost, carpathia-ro.localhost"],
    ["an empty port", "seaside.localhost:"],
    ["a port of letters", "seaside.localhost:x"],
    ["port zero", "seaside.localhost:0"],
    ["a port too large", "seaside.localhost:65536"],
    ["two ports", "seaside.localhost:1:2"],
    ["empty", ""],
    ["an empty label", "seaside..localhost"],
    ["a label of a hyphen", "-.localhost"],
    ["a backslash", "seaside.localhost\\evil"],
    ["non-ASCII", "séaside.localhost"],
    ["a last label of digits the URL parser reads as IPv4", "1.2.3"],
    ["hexadecimal IPv4", "0x7f.1"],
    ["a percent sign", "seaside%2elocalhost"],
    ["a broken IPv6 address", "[::g]"],
    ["a label over 63 characters", `${"a".repeat(64)}.localhost`],
  ])("%s is not (%s)", (_why, raw) => {
    expect(parseHost(raw)).toBeNull();
  });

  it("whatever it reads, the URL parser reads the same host (fast-check, seeded)", () => {
    // Host-like text (labels of digits, hex, punycode, hyphens; ports), and any text at all.
    const label = fc.oneof(
      fc.constantFrom("seaside", "localhost", "0x7f", "0x", "127", "0", "08", "xn--bcher-kva", "xn--", "xn--a", "a-b", "-a", "A", "_x", "1e3", "0X1F"),
      fc.stringMatching(/^[a-z0-9x-]{1,6}$/),
    );
    const hostLike = fc
      .tuple(fc.array(label, { minLength: 1, maxLength: 5 }), fc.constantFrom("", ".", ":80", ":3000", ":0", ":x"))
      .map(([labels, end]) => `${labels.join(".")}${end}`);
    fc.assert(
      fc.property(fc.oneof(hostLike, fc.string({ unit: "binary", maxLength: 40 })), (raw) => {
        const host = parseHost(raw);
        if (host === null) return;
        const url = new URL(`http://${host.hostname}${host.port ? `:${host.port}` : ""}/`);
        expect(url.hostname).toBe(host.hostname);
        expect(url.port === "" ? null : url.port).toBe(host.port === "80" ? null : host.port);
      }),
      { seed: 48_001, numRuns: 5_000 },
    );
  });
});

describe("host: the one host of a request, from its raw header lines", () => {
  it("the Host line; none, or two, or a malformed one is refused", () => {
    expect(requestHost(["Host", "seaside.localhost:3000"], false)).toEqual({ hostname: "seaside.localhost", port: "3000" });
    expect(requestHost([], false)).toBe("no Host");
    expect(requestHost(["Host", "seaside.localhost", "host", "carpathia-ro.localhost"], false)).toBe("more than one Host");
    expect(requestHost(["HOST", "seaside.localhost:x@localhost:3000"], false)).toBe("malformed Host");
  });

  it("X-Forwarded-Host only from a trusted proxy, and then it is the host; a list, two lines or a bad one are refused", () => {
    const lines = (...forwarded: string[]) => ["Host", "internal:3000", ...forwarded.flatMap((value) => ["X-Forwarded-Host", value])];
    expect(requestHost(lines("seaside.localhost"), false)).toEqual({ hostname: "internal", port: "3000" });
    expect(requestHost(lines("seaside.localhost"), true)).toEqual({ hostname: "seaside.localhost", port: null });
    expect(requestHost(lines("seaside.localhost:8443"), true)).toEqual({ hostname: "seaside.localhost", port: "8443" });
    expect(requestHost(lines("seaside.localhost, carpathia-ro.localhost"), true)).toBe("malformed X-Forwarded-Host");
    expect(requestHost(lines("seaside.localhost", "carpathia-ro.localhost"), true)).toBe("malformed X-Forwarded-Host");
    expect(requestHost(lines(""), true)).toBe("malformed X-Forwarded-Host");
    expect(requestHost(lines("seaside.localhost:x@localhost"), true)).toBe("malformed X-Forwarded-Host");
    // The Host line itself is still checked behind a proxy.
    expect(requestHost(["Host", "a b", "X-Forwarded-Host", "seaside.localhost"], true)).toBe("malformed Host");
  });

  it("the URL: the host and the target, the protocol as Express read it; a target that is no path is refused", () => {
    expect(String(line(["Host", "Seaside.localhost:3000"], false, "/rooms?lang=ro"))).toBe("http://seaside.localhost:3000/rooms?lang=ro");
    expect(String(requestUrl({ protocol: "https", target: "/", rawHeaders: ["Host", "book.hotel.example"], trustForwarded: false }))).toBe(
      "https://book.hotel.example/",
    );
    // A path that starts with `//` stays a path on the one host (a move elsewhere is refused later: front-door NOT_A_PATH).
    expect((line(["Host", "seaside.localhost"], false, "//evil.example/x") as URL).host).toBe("seaside.localhost");
    for (const target of ["/\\evil.example", "*", "http://evil.example/"])
      expect(line(["Host", "seaside.localhost"], false, target)).toBe("request-target is not a path");
  });
});

describe("host: the request handed on says its URL's host", () => {
  it("a Host header that says another, and any X-Forwarded-Host, are replaced", () => {
    const request = new Request("http://seaside.localhost:3000/", {
      headers: { host: "seaside.localhost:x@localhost:3000", "x-forwarded-host": "carpathia-ro.localhost" },
    });
    const handed = withOneHost(request);
    expect(handed.headers.get("host")).toBe("seaside.localhost:3000");
    expect(handed.headers.has("x-forwarded-host")).toBe(false);
    const clean = new Request("http://seaside.localhost:3000/", { headers: { host: "seaside.localhost:3000" } });
    expect(withOneHost(clean)).toBe(clean);
  });

  it("a form post keeps its body", async () => {
    const request = new Request("http://seaside.localhost/login", { method: "POST", body: "email=a", headers: { host: "other" } });
    expect(await withOneHost(request).text()).toBe("email=a");
  });
});

// Issue 52 (mutation testing): the edges of what is a host, each a request someone could send.
describe("host: the edges of a host", () => {
  const name = (lastLabel: number) => ["a".repeat(63), "b".repeat(63), "c".repeat(63), "d".repeat(lastLabel)].join(".");

  it("the longest name (253 characters), a trailing dot and the highest port are a host; a name of 254 is not", () => {
    expect(parseHost(`${name(61)}.:65535`)).toEqual({ hostname: name(61), port: "65535" });
    expect(name(62)).toHaveLength(254);
    expect(parseHost(name(62))).toBeNull();
  });

  it("an IPv6 address is read as the URL parser writes it, so every later reader sees one host", () => {
    expect(parseHost("[0:0:0:0:0:0:0:1]:3000")).toEqual({ hostname: "[::1]", port: "3000" });
    expect(parseHost("[::FFFF:127.0.0.1]")).toEqual({ hostname: "[::ffff:7f00:1]", port: null });
  });

  it("a name whose last label is a number the URL parser reads otherwise is refused; an address written in full is read", () => {
    expect(parseHost("127.1")).toBeNull();
    expect(parseHost("seaside.0x")).toBeNull();
    expect(parseHost("10.0.0.1:3000")).toEqual({ hostname: "10.0.0.1", port: "3000" });
    expect(parseHost("1.2.3.4.")).toEqual({ hostname: "1.2.3.4", port: null });
  });

  it("only a line named Host is the host: `Hos`, `Hostname` or `X-Forwarded-Hos` neither count nor refuse", () => {
    const seaside = { hostname: "seaside.localhost", port: null };
    expect(requestHost(["Hos", "carpathia-ro.localhost", "Host", "seaside.localhost"], false)).toEqual(seaside);
    expect(requestHost(["Hostname", "carpathia-ro.localhost", "Host", "seaside.localhost"], false)).toEqual(seaside);
    expect(requestHost(["Hos", "seaside.localhost"], false)).toBe("no Host");
    expect(requestHost(["Host", "seaside.localhost", "X-Forwarded-Hos", "carpathia-ro.localhost"], true)).toEqual(seaside);
  });

  it("a header of a Host's or an X-Forwarded-Host's length is not one: From, or a proxy's X-Forwarded-Port", () => {
    const seaside = { hostname: "seaside.localhost", port: null };
    expect(requestHost(["From", "carpathia-ro.localhost", "Host", "seaside.localhost"], false)).toEqual(seaside);
    expect(requestHost(["Host", "seaside.localhost", "X-Forwarded-Port", "443"], true)).toEqual(seaside);
  });

  it("a broken IPv6 address the URL parser refuses is a 400's malformed Host, not an error; no header is no host", () => {
    expect(parseHost("[1:2:3]")).toBeNull();
    expect(parseHost("[:::]:3000")).toBeNull();
    expect(requestHost(["Host", "[1:2:3]"], false)).toBe("malformed Host");
    expect(parseHost(null)).toBeNull();
    expect(parseHost(undefined)).toBeNull();
  });

  it("a Host that already says the URL's host still loses its X-Forwarded-Host", () => {
    const request = new Request("http://seaside.localhost:3000/", {
      headers: { host: "seaside.localhost:3000", "x-forwarded-host": "carpathia-ro.localhost" },
    });
    const handed = withOneHost(request);
    expect(handed.headers.get("host")).toBe("seaside.localhost:3000");
    expect(handed.headers.has("x-forwarded-host")).toBe(false);
  });
});

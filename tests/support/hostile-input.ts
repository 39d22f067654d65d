/**
 * Hostile input shared by the unit tests of each defence and the HTTP tests of the running site
 * (tests/e2e/security.http.spec.ts), so both prove the same cases.
 */

/**
 * Known open-redirect bypasses (OWASP's cheat sheet, PortSwigger's URL validation bypass list,
 * real CVEs of Next.js, Express and Django's url_has_allowed_host_and_scheme). Every one must land
 * on the fallback.
 */
export const HOSTILE_REDIRECTS: readonly string[] = [
  // absolute and scheme-relative
  "https://evil.example",
  "http://evil.example/rooms",
  "//evil.example",
  "//evil.example/%2F..",
  "///evil.example",
  "////evil.example",
  "https:evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "@evil.example",
  // backslashes, raw and encoded, alone and mixed
  "/\\evil.example",
  "\\\\evil.example",
  "\\/evil.example",
  "/\\/evil.example",
  "/%5Cevil.example",
  "/%5c%5cevil.example",
  "/%2F%5Cevil.example",
  // dot segments collapsed by the URL parser after a naive check (the language switch's bug)
  "/.//evil.example",
  "/./\\evil.example",
  "/..//evil.example",
  "/a/..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  "/rooms/../../..//evil.example",
  // encoded slashes that decode to an authority
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/%252F%252Fevil.example".replace("%25", "%"),
  // control characters and whitespace browsers strip or choke on (the sign-in bug)
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/\u0000/evil.example",
  "/\u000b/evil.example",
  "/\u007f/evil.example",
  "/\u0085/evil.example",
  " //evil.example",
  "/ /evil.example",
  "/rooms\r\nSet-Cookie: x=1",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0D%0ALocation:%20https://evil.example",
  "/%00/evil.example",
  "/%7f/evil.example",
  "/%c2%85/evil.example",
  // unicode spaces and separators
  "/\u00a0/evil.example",
  "/\u2028/evil.example",
  "/\u3000/evil.example",
  "/\ufeff/evil.example",
  // not a string, empty, absurdly long
  "",
  "/".repeat(3),
];

/** Cookie headers a browser might send that this server did not write (each must answer 200). */
export const HOSTILE_COOKIES: readonly string[] = [
  "lng=en",
  "lng=",
  "lng=%%%",
  `lng=${btoa("{")}`,
  `lng=${btoa(JSON.stringify({ lng: "en" }))}`,
  `lng=${"A".repeat(4000)}`,
  "__session=garbage",
  "__session=",
  "__session=%E0%A4%A",
  `__session=${btoa(JSON.stringify("a".repeat(43)))}`,
  "lng=en; lng=ro; __session=x; __session=y",
  "=; ; lng",
];

/**
 * Request-targets that are no path of a site, sent as they are on the request line (the own
 * domain's 301 must never build a Location to another host from them, nor fail on them): read
 * naively as a URL relative to the site, each one names another host, a backslash path or nothing.
 * Every one is answered 4xx; the HTTP parser itself refuses some (raw whitespace and control
 * characters, raw non-ASCII) before the site sees them.
 */
export const HOSTILE_PATHS: readonly string[] = [
  // scheme-relative, read as an authority
  "//evil.example/x",
  "//evil.example",
  "///evil.example",
  "////evil.example/x?a=1",
  "//evil.example:443/x",
  "//user@evil.example/x",
  "//",
  "//?a",
  "//#x",
  // dot segments that collapse into `//`
  "/.//evil",
  "/..//evil.example",
  "/a/..//evil.example",
  "/%2e//evil.example",
  "/%2E%2E//evil.example",
  // backslashes, raw and encoded
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil",
  "\\/evil.example",
  "/%5Cevil.example",
  "/%5c%5cevil.example",
  "/%2F%5Cevil.example",
  // encoded slashes that decode to an authority
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  // control characters and whitespace, raw and encoded
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/ /evil.example",
  "/%09/evil.example",
  "/%0a/evil.example",
  "/%0D%0ALocation:%20https://evil.example",
  "/%00/evil.example",
  "/%7f/evil.example",
  "/%c2%85/evil.example",
  // unicode slashes and spaces, raw
  "/\uff0fevil.example",
  "/\u2215evil.example",
  "/\u3000/evil.example",
  // not a path at all: the absolute form, the asterisk form, a bare name
  "https://evil.example/x",
  "*",
  "evil.example",
];

/**
 * Cross-site request refusal (login CSRF and its kin). Remix compares `Origin` with `Host` only for
 * document posts; a `?_data=` or `.data` post from another site runs the action all the same. So
 * every request that may change something is judged here, before any route code runs, the same
 * way for documents and data requests — and without relying on SameSite cookies, which an
 * embedded site (SameSite=None) will not have.
 *
 * Same-origin means the origin the browser addressed: `Origin`'s scheme, host and port must equal
 * the request's own (its scheme as the front door knows it: TLS, a trusted proxy's
 * `X-Forwarded-Proto`, or a site served over https). A page of the same host over plain http
 * (`http://site` posting to `https://site`: whoever sits on the network writes that page) is
 * another origin. A browser cannot be made to lie in `Origin`, so a foreign page cannot pass. `null`
 * (sandboxed frames, some redirects, `file:`) is refused: we cannot tell whose it is. Without
 * `Origin` (old browsers, curl) Fetch Metadata decides; with neither, the request is not from a
 * browser on another site and passes.
 */

export const SAFE_METHODS = new Set(["GET", "HEAD"]);

export type CrossSiteVerdict = { refused: false } | { refused: true; reason: "foreign-origin" | "null-origin" | "cross-site-fetch" };

/**
 * `requestOrigin`: the request's own origin, `scheme://host[:port]` (the host as the `Host` header
 * gave it), e.g. `https://carpathia-ro.booking.example`.
 */
export function judgeCrossSite(method: string, headers: Headers, requestOrigin: string): CrossSiteVerdict {
  if (SAFE_METHODS.has(method.toUpperCase())) return { refused: false };
  const origin = headers.get("origin");
  if (origin !== null) {
    if (origin.trim().toLowerCase() === "null") return { refused: true, reason: "null-origin" };
    return isSameOrigin(origin, requestOrigin) ? { refused: false } : { refused: true, reason: "foreign-origin" };
  }
  const fetchSite = headers.get("sec-fetch-site")?.toLowerCase();
  // same-site (a sibling subdomain: another hotel) is not this site either.
  if (fetchSite === "cross-site" || fetchSite === "same-site") return { refused: true, reason: "cross-site-fetch" };
  return { refused: false };
}

/**
 * A GET is never refused (a link from anywhere must open), but one that would store something —
 * the language switch writes a cookie and the signed-in user's setting at the PMS — may store it
 * only when this site's own pages sent it: Fetch Metadata `same-origin`, or `none` (typed,
 * a bookmark: no page sent it); else an `Origin` or `Referer` of this very origin. Any sign of
 * another site (`cross-site`, `same-site`: a sibling hotel's subdomain; a foreign or `null`
 * `Origin`; a foreign `Referer`) says no, and so does no evidence at all.
 */
export function isFromOwnPages(headers: Headers, requestOrigin: string): boolean {
  const fetchSite = headers.get("sec-fetch-site")?.toLowerCase();
  if (fetchSite === "cross-site" || fetchSite === "same-site") return false;
  const origin = headers.get("origin");
  if (origin !== null && !isSameOrigin(origin, requestOrigin)) return false;
  const referer = headers.get("referer");
  if (referer !== null && !isSameOrigin(referer, requestOrigin)) return false;
  return fetchSite === "same-origin" || fetchSite === "none" || origin !== null || referer !== null;
}

/**
 * The request's own origin, `scheme://host[:port]`: https when it came over TLS or a trusted proxy
 * says so (server.mjs builds the URL from req.protocol, which honours TRUST_PROXY's
 * `X-Forwarded-Proto`), or when this site is served over https at all (`secureCookies`: Secure
 * cookies and HSTS), so a TLS proxy left untrusted does not make the site's own pages foreign.
 */
export function requestOrigin(url: URL, servedOverHttps: boolean): string {
  return `${url.protocol === "https:" || servedOverHttps ? "https:" : url.protocol}//${url.host}`;
}

const DEFAULT_PORT: Record<string, string> = { "http:": "80", "https:": "443" };

/**
 * Whether an `Origin` (or a `Referer`'s origin) is the request's own: the same scheme, host and
 * port. `https://a.example` and a request to `https://a.example:443` are the same place (ports
 * compare normalised); `http://a.example` is not.
 */
export function isSameOrigin(origin: string, requestOrigin: string): boolean {
  let from: URL;
  let to: URL;
  try {
    from = new URL(origin);
    to = new URL(requestOrigin);
  } catch {
    return false;
  }
  if (!(from.protocol in DEFAULT_PORT) || !(to.protocol in DEFAULT_PORT)) return false;
  const port = (url: URL) => url.port || DEFAULT_PORT[url.protocol];
  return from.protocol === to.protocol && from.hostname === to.hostname && port(from) === port(to);
}

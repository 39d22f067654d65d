/**
 * The one gate for every redirect built from input (`to` of the language switch, `redirectTo` of
 * sign-in, any later one): it answers a path on this site, or the fallback.
 *
 * Order matters. A check on the raw string is defeated by what browsers and `new URL()` do
 * afterwards — collapse dot segments (`/.//evil.example` → `//evil.example`), drop tabs and
 * newlines (`/\t/evil.example` → `//evil.example`), read `\` as `/` — so the value is refused
 * outright when it holds anything a browser would rewrite, then normalised, and only the
 * normalised result is judged and returned. What comes out is plain ASCII: the URL parser has
 * percent-encoded the rest, so no look-alike character reaches a `Location` header.
 */

/** Control characters (C0, DEL, C1), whitespace and the backslash, raw; and encoded, but for the space. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const REWRITTEN_BY_BROWSERS = /[\u0000-\u0020\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/;
const ENCODED_DANGER = /%(?:[01][0-9a-f]|7f|5c|c2%(?:[89][0-9a-f]|a0))/i;

/** A throwaway origin: only whether normalising leaves it in place matters. */
const HERE = "http://redirect-target.invalid";

export const MAX_REDIRECT_TARGET_LENGTH = 2_048;

export function safeRedirectTarget(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value === "" || value.length > MAX_REDIRECT_TARGET_LENGTH) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  if (REWRITTEN_BY_BROWSERS.test(value) || ENCODED_DANGER.test(value)) return fallback;

  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // After normalisation, and once more after decoding: a path that starts like an authority
  // (`//host`, `/\host`, `/%2F/host`) is refused even where this site would serve it.
  if (!target.startsWith("/") || /^\/[/\\]/.test(target) || /^\/[/\\]/.test(decodedOrNull(url.pathname) ?? "//")) return fallback;
  return target;
}

/**
 * A request's own path (`URL.pathname`, which the URL parser has already normalised) when it can
 * only be a path: RFC 3986 §4.2's path-absolute, "/" not followed by a second "/", so that
 * `https://` + a host + it keeps that host whatever comes after. Null for anything this gate
 * refuses as a redirect target (`//evil.example`, `/%5Cevil.example`, `/%2F%2Fevil.example`,
 * encoded control characters, `//`): such a path is no address of this site, so it cannot move
 * to the same address elsewhere either (the own-domain 301, app/site/own-domain.server.ts).
 */
export function pathOnly(pathname: string): string | null {
  // A normalised path the gate keeps is returned unchanged; anything it would rewrite or refuse is junk.
  return safeRedirectTarget(pathname, "") === pathname && !pathname.includes("?") && !pathname.includes("#") ? pathname : null;
}

function decodedOrNull(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

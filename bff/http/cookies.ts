/**
 * Cookies are input. A value this server did not write (edited by hand, left by an old release,
 * planted by a sibling subdomain) must be ignored, never parsed into a 500 on every page until the
 * guest clears it. Remix's cookie parser does not throw on garbage: it answers `{}` or null, which
 * then breaks whatever expected a string. So each cookie we read declares what a good value looks
 * like; the front door drops any other value from the request before code reads it and tells the
 * browser to forget it, and `readCookie` applies the same rule to a single read.
 */
import type { Cookie } from "@remix-run/node";

/** A cookie this server reads: how to parse it and what a value it wrote looks like. */
export interface ReadCookie {
  cookie: Cookie;
  isValid: (value: unknown) => boolean;
}

/** The parsed value, or null when the cookie is absent, malformed or not what we wrote. */
export async function readCookie<T = unknown>(reader: ReadCookie, header: string | null): Promise<T | null> {
  try {
    const value: unknown = await reader.cookie.parse(header);
    if (value === null || value === undefined) return null;
    return reader.isValid(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

export interface SanitizedCookies {
  /** The Cookie header without the bad values (null when nothing is left). */
  header: string | null;
  /** Names of our cookies that were present with a bad value: the answer expires them. */
  dropped: string[];
}

/** Splits the header as browsers send it (`a=1; b=2`); cookies we do not read pass untouched. */
export async function sanitizeCookieHeader(header: string | null, readers: ReadCookie[]): Promise<SanitizedCookies> {
  if (!header) return { header, dropped: [] };
  const byName = new Map(readers.map((reader) => [reader.cookie.name, reader]));
  const kept: string[] = [];
  const dropped = new Set<string>();
  for (const pair of header.split(";")) {
    const trimmed = pair.trim();
    if (!trimmed) continue;
    const equals = trimmed.indexOf("=");
    const reader = byName.get((equals < 0 ? trimmed : trimmed.slice(0, equals)).trim());
    if (reader && (await readCookie(reader, trimmed)) === null) {
      dropped.add(reader.cookie.name);
      continue;
    }
    kept.push(trimmed);
  }
  return { header: kept.length ? kept.join("; ") : null, dropped: [...dropped] };
}

/**
 * A Set-Cookie value that makes the browser forget a cookie. A `__Host-`/`__Secure-` cookie is
 * only set (and so only forgotten) with `Secure`: without it a browser ignores the whole line.
 */
export const expiredCookie = (name: string): string =>
  `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${/^__(?:Host|Secure)-/i.test(name) ? "; Secure" : ""}`;

const FRAMING_ATTRIBUTES = /^(?:samesite|secure|partitioned)(?:=|$)/i;

/**
 * A Set-Cookie value for a page served inside the hotel's own website (docs/decisions/016):
 * `SameSite=None; Secure; Partitioned`. In a frame whose parent is another site a browser neither
 * stores nor sends a `Lax` cookie, and blocks an unpartitioned `None` one wherever third-party
 * cookies are off; a partitioned cookie (CHIPS) lives in a jar of its own per parent site, so the
 * journey keeps its session inside that hotel's page and nowhere else. Browsers accept `Secure`
 * over plain http on localhost only, as the demo and the tests run. Everything else of the cookie
 * (value, path, lifetime, HttpOnly) stays as it was.
 */
export function cookieForFrame(setCookie: string): string {
  const [pair = "", ...attributes] = setCookie.split(";");
  const kept = attributes.map((attribute) => attribute.trim()).filter((attribute) => attribute && !FRAMING_ATTRIBUTES.test(attribute));
  return [pair.trim(), ...kept, "Secure", "SameSite=None", "Partitioned"].join("; ");
}

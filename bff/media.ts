/**
 * Photos the PMS hosts on its own origin are served to guests through `/media-proxy/…`, so the
 * browser never learns the PMS's address (and the mock's loopback photos work from any browser).
 * Photos on a CDN or any other origin are linked as they are.
 */
export const MEDIA_PROXY_PREFIX = "/media-proxy";

export function publicMediaUrl(url: string | null | undefined, upstreamOrigin: string): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, upstreamOrigin);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  if (parsed.origin === upstreamOrigin) return `${MEDIA_PROXY_PREFIX}${parsed.pathname}${parsed.search}`;
  return parsed.href;
}

/** `/media-proxy/media/x.svg` → the PMS's own URL, or null for anything that is not a plain path. */
export function upstreamMediaUrl(proxiedPath: string, upstreamOrigin: string): string | null {
  if (!proxiedPath.startsWith(`${MEDIA_PROXY_PREFIX}/`)) return null;
  const rest = proxiedPath.slice(MEDIA_PROXY_PREFIX.length);
  // Only file-like paths: no API calls, no parent segments, no encoded tricks.
  if (!/^\/[A-Za-z0-9._~\-/]+\.(?:svg|png|jpe?g|webp|gif|avif)$/i.test(rest) || rest.includes("..") || rest.startsWith("/api/")) return null;
  return `${upstreamOrigin}${rest}`;
}

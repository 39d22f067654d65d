/**
 * Which answers may show a guest and so are kept out of shared caches (bff/http/front-door.ts sets
 * `private` on them).
 */

/** Documents and data answers may show the guest; images, the sitemap and the like do not. */
export function isResource(response: Response): boolean {
  const type = response.headers.get("content-type") ?? "";
  return !(
    type.startsWith("text/html") ||
    type.startsWith("text/x-script") ||
    type.startsWith("application/json") ||
    (response.status >= 300 && response.status < 400)
  );
}

/** Sets `Cache-Control` to `value` unless the answer is already private or not to be stored. */
export function keepPrivate(headers: Headers, value: string) {
  const current = headers.get("Cache-Control");
  if (current && /\b(?:private|no-store)\b/.test(current)) return;
  headers.set("Cache-Control", value);
}

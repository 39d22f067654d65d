/**
 * Cache headers for public pages: a CDN may keep an anonymous page for a minute (and serve it stale
 * while refreshing), but never a page of a signed-in guest, and always per language cookie.
 */
export function publicPageHeaders(request: Request): Headers {
  const headers = new Headers({ Vary: "Cookie, Accept-Language" });
  const cookie = request.headers.get("Cookie") ?? "";
  headers.set("Cache-Control", cookie.includes("__session=") ? "private, no-cache" : "public, max-age=60, s-maxage=300, stale-while-revalidate=600");
  return headers;
}

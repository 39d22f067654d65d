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

/**
 * Anonymous files made of the hotel's data (robots.txt, the sitemap): as long as the hotel data
 * they come from is fresh in the BFF's cache (CacheLong), and served stale while a CDN refreshes.
 */
export const PUBLIC_RESOURCE_CACHE = "public, max-age=600, s-maxage=600, stale-while-revalidate=3000";

/** The status of a failure `loadSite` throws as a page (400, 404, 503), else null (a fault of ours). */
export function failureStatusOf(error: unknown): number | null {
  if (error instanceof Response) return error.status;
  if (error && typeof error === "object" && (error as { type?: unknown }).type === "DataWithResponseInit") {
    return (error as { init?: { status?: number } | null }).init?.status ?? null;
  }
  return null;
}

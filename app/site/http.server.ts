import { redirect, type HeadersFunction } from "@remix-run/node";
import type { GuestSession, GuestSessions, Toast } from "~/bff.server";

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

/** Never kept by a browser or a proxy: what every personal answer carries. */
export const NO_STORE = "private, no-store";

/**
 * Personal pages (a reservation, the check-in, the staff's pages): kept by no cache, and their
 * address (a reservation code) sent to no other site. `same-origin`, not `no-referrer`: with
 * `no-referrer` browsers send `Origin: null` on the page's own forms, which the cross-site check
 * (ours and Remix's) must refuse.
 */
export const PRIVATE_HEADERS = { "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" } as const;

/** Route `headers` of the personal pages: the private headers always (on errors and redirects too), and what an action adds. */
export const privateHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  for (const name of ["Retry-After", "Set-Cookie"]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) headers.set(name, value);
  return headers;
};

/**
 * The answer after a form did what it was asked: `toast` flashed into the guest's session (the next
 * page shows it once), the session committed, and a 303 to `to` with `headers` (callers throw it).
 */
export async function redirectWithToast(
  sessions: Pick<GuestSessions, "commit">,
  session: GuestSession,
  toast: Toast,
  to: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  session.flash("toast", toast);
  return redirect(to, { status: 303, headers: { ...headers, "Set-Cookie": await sessions.commit(session) } });
}

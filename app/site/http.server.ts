import { redirect, type HeadersFunction } from "@remix-run/node";
import { carriesSession, type GuestSession, type GuestSessions, type Toast } from "~/bff.server";

/**
 * Cache headers for public pages: a CDN may keep an anonymous page for a minute (and serve it stale
 * while refreshing), but never a page of a signed-in guest, and always per language cookie.
 */
export function publicPageHeaders(request: Request): Headers {
  const headers = new Headers({ Vary: "Cookie, Accept-Language" });
  const cookie = request.headers.get("Cookie") ?? "";
  headers.set("Cache-Control", carriesSession(cookie) ? "private, no-cache" : "public, max-age=60, s-maxage=300, stale-while-revalidate=600");
  return headers;
}

/**
 * How a document answered with an error may be kept (issue 48, item 4; decision 052), when no route
 * said (entry.server's handleRequest asks). A 4xx is the answer for this address, in the visitor's
 * language (which the cookie and Accept-Language choose, as on public pages): an anonymous visitor's
 * may be kept for a minute, by a CDN too, so a burst of probes of unknown paths is answered once a
 * minute at most per address, and a page added to the site shows within a minute; never stale. A
 * visitor with a session gets it `private, no-cache`, as their pages. A 5xx, 408 or 429 is how the
 * site or the PMS fared at that moment: kept by no one, so the next try asks again.
 */
export function errorPageHeaders(request: Request, status: number): Headers {
  if (status >= 500 || status === 408 || status === 429) return new Headers({ "Cache-Control": NO_STORE });
  const headers = new Headers({ Vary: "Cookie, Accept-Language" });
  headers.set("Cache-Control", carriesSession(request.headers.get("Cookie") ?? "") ? "private, no-cache" : "public, max-age=60");
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

/** What the staff pages answer with, on the server and in the browser alike. */
import type { HeadersFunction } from "@remix-run/node";

/** Staff pages are personal: never stored by a browser or a proxy, never in the anonymous cache. */
export const STAFF_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" } as const;

/** Route `headers` of every staff page: private always, on errors and redirects too. */
export const staffHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers(errorHeaders ?? loaderHeaders);
  const cookie = actionHeaders.get("Set-Cookie");
  if (cookie) headers.set("Set-Cookie", cookie);
  for (const [name, value] of Object.entries(STAFF_HEADERS)) headers.set(name, value);
  return headers;
};

/** Why a staff page was refused (403); the staff area's error page reads it. */
export interface StaffRefusal {
  reason: "staff-only";
  locale: string;
}

export const isStaffRefusal = (value: unknown): value is StaffRefusal => typeof value === "object" && value !== null && (value as { reason?: unknown }).reason === "staff-only";

/**
 * Where the staff reservation page goes back to (issue 39): the staff page that opened it, carried
 * in its links as `from`. Only a staff page of this site is accepted (its path among the staff
 * pages, no host, no scheme, no "//"): never an open redirect. Anything else goes back to the plan
 * grid at the stay's first night, as before.
 */
export const BACK_PAGES = {
  "/staff": "day",
  "/staff/plan": "plan",
  "/staff/calendar": "calendar",
  "/staff/search": "search",
  "/staff/guests": "guests",
} as const;
export type BackPage = (typeof BACK_PAGES)[keyof typeof BACK_PAGES];

const BASE = "http://staff.invalid";
/** Parameters Remix adds to its own data requests: never part of a page's address. */
const NOT_THE_PAGES = ["_data", "index"];

/** The page a request shows, as a `from` value: its path and query, less Remix's data parameters. */
export function pageOf(requestUrl: string): string {
  const url = new URL(requestUrl);
  for (const name of NOT_THE_PAGES) url.searchParams.delete(name);
  const pathname = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "") || "/";
  return `${pathname}${url.search}`;
}

/** `from` when it is a staff page of this site: its address and which page it is; else null. */
export function backTo(from: string | null | undefined): { href: string; page: BackPage } | null {
  if (!from || from.length > 1000 || !from.startsWith("/") || from.startsWith("//") || /[\\\s]/.test(from)) return null;
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = url.pathname.replace(/\/$/, "") || "/";
  const page = (BACK_PAGES as Record<string, BackPage>)[path];
  if (!page) return null;
  return { href: `${path}${url.search}`, page };
}

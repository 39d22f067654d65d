/**
 * The route template a path is answered by (`/reservations/100001` → `/reservations/:reservationId`):
 * what metrics and spans are named by, so a label never holds a raw path, an id or whatever a
 * client made up (each template is one series; every unknown path is the catch-all's `/*`).
 *
 * Matched with Remix's own router (`matchRoutes`) over the build's route table, as Remix matches
 * the request itself; single fetch's `.data` requests are their page's route.
 */
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { LRUCache } from "lru-cache";

/** A route as the server build lists it (`build.routes`). */
export interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/** Where nothing matches (a build without a catch-all route). */
export const UNMATCHED_ROUTE = "(unmatched)";

export function createRouteTemplates(routes: Record<string, BuildRoute>): (pathname: string) => string {
  const childrenOf = (parentId: string | undefined): AgnosticRouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  const tree = childrenOf(undefined);
  // matchRoutes ranks the whole table on every call (about 25 µs here): the pages asked most often
  // (the home, the search, the booking form) are remembered, a bounded number of them.
  const known = new LRUCache<string, string>({ max: 1_000 });

  return (pathname) => {
    // A made-up long path is matched, not remembered: the memory stays bounded by size too.
    if (pathname.length > 200) return templateOf(pathname);
    let template = known.get(pathname);
    if (template === undefined) {
      template = templateOf(pathname);
      known.set(pathname, template);
    }
    return template;
  };

  function templateOf(pathname: string): string {
    if (pathname === "/__manifest") return pathname;
    // Single fetch asks `/rooms.data` for /rooms, and `/_root.data` for /.
    const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : pathname;
    const matches = matchRoutes(tree, page);
    if (!matches) return UNMATCHED_ROUTE;
    const template = matches
      .map((match) => match.route.path)
      .filter(Boolean)
      .join("/");
    return `/${template}`.replace(/\/{2,}/g, "/");
  }
}

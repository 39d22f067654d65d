/**
 * Everything the route `app/routes/gallery.tsx` takes from the server, in one import: see
 * `_index.server.ts` (docs/decisions/057).
 */
export { data } from "@remix-run/node";
export { loadSitePage } from "~/site/site.server";

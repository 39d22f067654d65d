/**
 * Everything the route `app/routes/$.tsx` takes from the server, in one import: see
 * `_index.server.ts` (docs/decisions/057).
 */
export { failure } from "~/site/failure.server";
export { loadSite } from "~/site/site.server";

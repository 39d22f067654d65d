/**
 * Everything the route `app/routes/support.tsx` takes from the server, in one import: see
 * `_index.server.ts` (docs/decisions/057).
 */
export { loadSupportPage } from "~/site/policies.server";

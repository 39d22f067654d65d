/**
 * Everything the route `app/routes/terms.tsx` takes from the server, in one import: see
 * `_index.server.ts` (docs/decisions/057).
 */
export { loadPolicyPage } from "~/site/policies.server";

/**
 * Everything the route `app/routes/accessibility.tsx` takes from the server, in one import: see
 * `_index.server.ts` (docs/decisions/057).
 */
export { loadAccessibilityPage } from "~/site/accessibility.server";

/**
 * Everything the route `app/routes/location.$locationId.tsx` takes from the server, in one import: see
 * `_index.server.ts` (docs/decisions/057).
 */
export { redirect } from "@remix-run/node";
export { fixedT } from "~/i18n.server";
export { lookupPage, openReservation } from "~/reservation/lookup.server";
export { loadSite } from "~/site/site.server";

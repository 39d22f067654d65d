/**
 * Everything the look-up route (`app/routes/reservation-search.tsx`) takes from the
 * server, in one import: see `_index.server.ts` (docs/decisions/057).
 */
export { data } from "@remix-run/node";
export { fixedT } from "~/i18n.server";
export { lookupPage, openReservation } from "~/reservation/lookup.server";
export { PRIVATE_HEADERS, privateHeaders } from "~/site/http.server";
export { loadSite } from "~/site/site.server";

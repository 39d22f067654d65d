/**
 * Everything the check-in route (`app/routes/reservation.$reservationId.tsx`) takes from the
 * server, in one import: see `_index.server.ts` (docs/decisions/057).
 */
export { data } from "@remix-run/node";
export { bffFor } from "~/bff.server";
export { countryOptions, loadCheckIn, saveCheckIn } from "~/checkin/checkin.server";
export { fixedT } from "~/i18n.server";
export { lookUpFromPage, reservationIdOf } from "~/reservation/lookup.server";
export { PRIVATE_HEADERS, privateHeaders, redirectWithToast } from "~/site/http.server";
export { loadSite } from "~/site/site.server";

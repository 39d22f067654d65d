/**
 * Everything the route `app/routes/staff.guests.tsx` takes from the server, in one import: see
 * `_index.server.ts` (docs/decisions/057).
 */
export { data } from "@remix-run/node";
export { countryOptions } from "~/checkin/checkin.server";
export { fixedT } from "~/i18n.server";
export { PRIVATE_HEADERS, privateHeaders, redirectWithToast } from "~/site/http.server";
export { requireStaff } from "~/staff/access.server";
export { createGuest, likelyDuplicates, searchGuests, todayOf } from "~/staff/staff.server";

/**
 * Everything the route `app/routes/staff.search.tsx` takes from the server, in one import: see
 * `_index.server.ts` (docs/decisions/057).
 */
export { data } from "@remix-run/node";
export { fixedT } from "~/i18n.server";
export { PRIVATE_HEADERS as STAFF_HEADERS, privateHeaders as staffHeaders } from "~/site/http.server";
export { requireStaff } from "~/staff/access.server";
export { searchStaff } from "~/staff/search.server";

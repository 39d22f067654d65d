/**
 * Everything the route `app/routes/staff.tsx` takes from the server, in one import: see
 * `_index.server.ts` (docs/decisions/057).
 */
export { data } from "@remix-run/node";
export { PRIVATE_HEADERS, privateHeaders } from "~/site/http.server";
export { requireStaff } from "~/staff/access.server";
export { todayOf } from "~/staff/staff.server";

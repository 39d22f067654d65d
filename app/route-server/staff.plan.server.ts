/**
 * Everything the route `app/routes/staff.plan.tsx` takes from the server, in one import: see
 * `_index.server.ts` (docs/decisions/057).
 */
export { data } from "@remix-run/node";
export { fixedT } from "~/i18n.server";
export { PRIVATE_HEADERS, privateHeaders } from "~/site/http.server";
export { requireStaff } from "~/staff/access.server";
export { loadPlan, rememberLocation } from "~/staff/staff.server";

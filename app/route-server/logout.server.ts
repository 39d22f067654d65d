/**
 * Everything the route `app/routes/logout.tsx` takes from the server, in one import: see
 * `_index.server.ts` (docs/decisions/057).
 */
export { data, redirect } from "@remix-run/node";
export { signOut } from "~/account/account.server";
export { fixedT } from "~/i18n.server";
export { NO_STORE } from "~/site/http.server";
export { loadSite } from "~/site/site.server";

/**
 * Everything the route `app/routes/login.tsx` takes from the server, in one import: see
 * `_index.server.ts` (docs/decisions/057).
 */
export { data } from "@remix-run/node";
export { signedInUser, signIn } from "~/account/account.server";
export { bffFor } from "~/bff.server";
export { fixedT, languageCookie } from "~/i18n.server";
export { minutesOf } from "~/reservation/lookup.server";
export { NO_STORE, redirectWithToast } from "~/site/http.server";
export { loadSite } from "~/site/site.server";

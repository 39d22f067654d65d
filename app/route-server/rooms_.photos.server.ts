/**
 * Everything the route `app/routes/rooms_.photos.tsx` takes from the server, in one import: see
 * `_index.server.ts` (docs/decisions/057).
 */
export { data } from "@remix-run/node";
export { fixedT } from "~/i18n.server";
export { failure } from "~/site/failure.server";
export { loadRooms } from "~/site/rooms.server";
export { loadSitePage } from "~/site/site.server";

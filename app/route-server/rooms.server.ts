/**
 * Everything the rooms route (`app/routes/rooms.tsx`, also `/hotel/:locationId/rooms`) takes from the
 * server, in one import: see `_index.server.ts` (docs/decisions/057).
 */
export { data } from "@remix-run/node";
export { loadFromPrices } from "~/booking/from-price.server";
export { searchWidgetOf } from "~/booking/search.server";
export { loadRooms } from "~/site/rooms.server";
export { loadSitePage } from "~/site/site.server";

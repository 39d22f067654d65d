/**
 * Everything the home route (`app/routes/_index.tsx`, also `/hotel/:locationId`) takes from the
 * server, in one import. Why one module per route (docs/decisions/057, 2026-11-29): in the browser
 * build Remix makes every `.server` module and `@remix-run/node` an empty CommonJS module, kept by
 * esbuild; one that several routes import becomes a chunk of its own (112 bytes gzipped and one
 * more request each: the booking page loaded six). A module only its route imports stays in the
 * route's chunk, a few bytes. So a route imports its values from the server through its own module
 * here, named after the route's file, and only types (`import type`, erased) from anywhere else;
 * `route-imports.test.ts` holds the guest pages to it.
 */
export { data, redirect } from "@remix-run/node";
export { searchWidgetOf } from "~/booking/search.server";
export { loadRooms } from "~/site/rooms.server";
export { loadSitePage } from "~/site/site.server";
export { hotelStructuredData } from "~/site/structured-data.server";

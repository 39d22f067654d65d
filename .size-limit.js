// Size budgets of the guest pages' JavaScript, checked by `npm test` after the build (step "size
// budgets", `npx size-limit`; docs/decisions/030). Each entry weighs what the browser loads for one
// route in Romanian (the demo's default): the manifest, the entry and its imports, the language
// chunk, and the route with its parents up to the root and their imports, each file gzipped once.
// The list comes from public/build's manifest through scripts/shipped-files.mjs, the same list the
// bench reports (tests/bench/shipped.ts).
//
// Budgets: 150 KiB, the goal of docs/quality.md, for a page near it; a page much smaller gets a
// budget a few KiB above its size, so that growth shows.
import { routeJavaScript, readManifest } from "./scripts/shipped-files.mjs";

const LANGUAGE = "ro";

const BUDGETS = [
  { name: "home", route: "routes/_index", limit: "150 KiB" },
  { name: "booking", route: "routes/reservation-new", limit: "150 KiB" },
  { name: "rooms", route: "routes/rooms", limit: "150 KiB" },
  // 135 → 137 KiB on 2026-11-27: the change of dates (docs/decisions/045) draws its section in the
  // browser too, 1.3 KiB; its words come with the page's data, not in the language chunk.
  { name: "reservation page", route: "routes/reservations.$reservationId", limit: "137 KiB" },
  { name: "look-up", route: "routes/reservation-search", limit: "128 KiB" },
  // The check-in form loads its rules after hydration (app/utils/late-rules.ts) and takes its plain
  // values (address lengths, trip and document choices) from app/checkin/form-fields.ts, a module
  // without zod: 167.6 → 140.2 KiB on 2026-11-26.
  { name: "check-in", route: "routes/reservation.$reservationId", limit: "150 KiB" },
  // The front desk (2026-11-27): staff work on desktops, but a page's JavaScript still should not
  // grow unseen. Each a few KiB above its size then; the staff texts' chunk and the calendar's
  // month grid (react-big-calendar, fetched when that view opens) are not counted. The guests
  // page carries the guest form's phone and country rules (libphonenumber-js): 174.4 KiB.
  { name: "staff: today", route: "routes/staff._index", limit: "135 KiB" },
  { name: "staff: plan grid", route: "routes/staff.plan", limit: "137 KiB" },
  { name: "staff: calendar", route: "routes/staff.calendar", limit: "137 KiB" },
  { name: "staff: guests", route: "routes/staff.guests", limit: "177 KiB" },
  { name: "staff: reservation", route: "routes/staff.reservations.$reservationId", limit: "134 KiB" },
];

/** Size Limit's `path` is a glob: a file of the build is named literally (route files hold `$`). */
const literal = (path) => path.replace(/[\\*?[\]{}()!@+|$^]/g, "\\$&");

const manifest = readManifest();

export default BUDGETS.map(({ name, route, limit }) => ({
  name: `${name} (${route}, ${LANGUAGE})`,
  path: routeJavaScript(route, LANGUAGE, manifest).map((url) => literal(`public${url}`)),
  limit,
  gzip: true,
}));

/**
 * Every route takes its server code through one module of its own (`_index.server.ts` says
 * why: docs/decisions/057, 2026-11-29). A value imported from any other `.server` module or from
 * `@remix-run/node` is an empty chunk more in the browser, once another route imports it too:
 * 112 bytes gzipped and a request. Types may come from anywhere with `import type` (erased).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const APP = join(__dirname, "..");

/** The routes of the pages weighed by `.size-limit.js` for guests (the `hotel.$locationId.*` ones re-export these). */
const GUEST_PAGES = ["_index", "reservation-new", "rooms", "reservations.$reservationId", "reservation-search", "reservation.$reservationId"];

/** Every route module with something for the browser (a component, or a page re-exported). */
const ROUTES = readdirSync(join(APP, "routes"))
  .filter((file) => file.endsWith(".tsx") && !file.includes(".test."))
  .map((file) => file.slice(0, -".tsx".length));

/** A module the browser build empties: a `.server` module or Remix's server runtime. */
const isServer = (source: string) => /\.server(\.[jt]sx?)?$/.test(source) || /^@remix-run\/(node|deno|cloudflare)(\/.*)?$/.test(source);

/** Each `import … from "x"` and `export … from "x"` of a module, with whether it brings values. */
function importsOf(source: string): { from: string; values: boolean; text: string }[] {
  const found = [];
  for (const match of source.matchAll(/^(import|export)\s+([^;]*?)\s*from\s*"([^"]+)";?/gms)) {
    const [text, , clause = "", from = ""] = match;
    const typeOnly =
      /^type\s/.test(clause) ||
      (/^\{[^}]*\}$/s.test(clause) &&
        clause
          .slice(1, -1)
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean)
          .every((name) => name.startsWith("type ")));
    found.push({ from, values: !typeOnly, text });
  }
  return found;
}

describe("a guest page's server code comes through its own module", () => {
  it.each(ROUTES)("routes/%s imports values from no other server module", (route) => {
    const own = `~/route-server/${route}.server`;
    const source = readFileSync(join(APP, "routes", `${route}.tsx`), "utf8");
    const strays = importsOf(source)
      .filter(({ from, values }) => values && isServer(from) && from !== own)
      .map(({ text }) => text);
    expect(strays).toEqual([]);
  });

  it.each(GUEST_PAGES)("routes/%s, a page with a budget, has its own module", (route) => {
    expect(existsSync(join(APP, "route-server", `${route}.server.ts`)), `app/route-server/${route}.server.ts`).toBe(true);
    const source = readFileSync(join(APP, "routes", `${route}.tsx`), "utf8");
    expect(importsOf(source).some(({ from }) => from === `~/route-server/${route}.server`)).toBe(true);
  });

  it("reads type-only imports as types and the rest as values", () => {
    const source = [
      'import type { A } from "@remix-run/node";',
      'import { type B, type C } from "~/bff.server";',
      'import { data, type D } from "@remix-run/node";',
      'import {\n  loadSite,\n  type E,\n} from "~/site/site.server";',
      'export { loader } from "~/x.server";',
    ].join("\n");
    expect(importsOf(source).map(({ from, values }) => [from, values])).toEqual([
      ["@remix-run/node", false],
      ["~/bff.server", false],
      ["@remix-run/node", true],
      ["~/site/site.server", true],
      ["~/x.server", true],
    ]);
  });
});

/**
 * Route matching with the patches in patches/ (docs/decisions/018, 060): the server flattens and
 * ranks a route tree once, compiles each path once and matches each pathname once per tree, instead
 * of on every match. What must not change is any answer: every path still finds its own routes and
 * parameters, in any order, for any tree, and what one caller does with its matches reaches no other.
 */
import { matchRoutes, type AgnosticRouteObject as RouteObject } from "@remix-run/router";
import fc from "fast-check";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

/** The shape of the site's tree: a root layout, indexes, nested layouts, parameters, a splat. */
const siteTree = (): RouteObject[] => [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "rooms", path: "rooms" },
      {
        id: "hotel",
        path: "hotel/:locationId",
        children: [
          { id: "hotel-home", index: true },
          { id: "hotel-rooms", path: "rooms" },
        ],
      },
      { id: "reservation", path: "reservations/:reservationId" },
      { id: "invoice", path: "reservations/:reservationId/invoices/:invoiceId" },
      {
        id: "staff",
        path: "staff",
        children: [
          { id: "staff-home", index: true },
          { id: "staff-plan", path: "plan" },
        ],
      },
      { id: "staff-exact", path: "staff", caseSensitive: true },
      { id: "media", path: "media-proxy/*" },
      { id: "not-found", path: "*" },
    ],
  },
];

const idsFor = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.map((match) => match.route.id) ?? null;
const paramsFor = (routes: RouteObject[], path: string) => matchRoutes(routes, path)?.at(-1)?.params;

const EXPECTED: Array<[string, string[]]> = [
  ["/", ["root", "home"]],
  ["/rooms", ["root", "rooms"]],
  ["/rooms/", ["root", "rooms"]],
  ["/hotel/101", ["root", "hotel", "hotel-home"]],
  ["/hotel/101/rooms", ["root", "hotel", "hotel-rooms"]],
  ["/reservations/100001", ["root", "reservation"]],
  ["/reservations/100001/invoices/7", ["root", "invoice"]],
  ["/staff", ["root", "staff", "staff-home"]],
  ["/staff/plan", ["root", "staff", "staff-plan"]],
  ["/media-proxy/a/b.jpg", ["root", "media"]],
  ["/roomsx", ["root", "not-found"]],
  ["/hotel/101/rooms/extra", ["root", "not-found"]],
];

describe("route matching, flattened and compiled once", () => {
  it("finds every path's routes, in order and again in reverse on the same tree", () => {
    const routes = siteTree();
    for (const [path, ids] of [...EXPECTED, ...[...EXPECTED].reverse(), ...EXPECTED]) expect(idsFor(routes, path), path).toEqual(ids);
  });

  it("keeps each match's own parameters", () => {
    const routes = siteTree();
    expect(paramsFor(routes, "/hotel/101/rooms")).toEqual({ locationId: "101" });
    expect(paramsFor(routes, "/hotel/102/rooms")).toEqual({ locationId: "102" });
    expect(paramsFor(routes, "/reservations/100001/invoices/7")).toEqual({ reservationId: "100001", invoiceId: "7" });
    expect(paramsFor(routes, "/media-proxy/a/b.jpg")).toEqual({ "*": "a/b.jpg" });
    expect(paramsFor(routes, "/reservations/100002")).toEqual({ reservationId: "100002" });
  });

  it("matches a path as a layout and as a leaf alike, whichever was compiled first", () => {
    // "staff" is compiled to match a prefix (the layout, end: false) and the whole path (the leaf, end: true).
    const leafFirst: RouteObject[] = [
      { id: "staff-leaf", path: "staff" },
      { id: "staff-layout", path: "staff", children: [{ id: "plan", path: "plan" }] },
    ];
    expect(idsFor(leafFirst, "/staff")).toEqual(["staff-leaf"]);
    expect(idsFor(leafFirst, "/staff/plan")).toEqual(["staff-layout", "plan"]);
    expect(idsFor(leafFirst, "/staff")).toEqual(["staff-leaf"]);
  });

  it("tells case-sensitive paths from the rest", () => {
    const loose: RouteObject[] = [{ id: "loose", path: "terms" }];
    const strict: RouteObject[] = [{ id: "strict", path: "terms", caseSensitive: true }];
    expect(idsFor(loose, "/TERMS")).toEqual(["loose"]);
    expect(idsFor(strict, "/TERMS")).toBeNull();
    expect(idsFor(strict, "/terms")).toEqual(["strict"]);
    expect(idsFor(loose, "/Terms")).toEqual(["loose"]);
  });

  it("ranks each tree apart: another tree with the same paths gets its own answers", () => {
    const first = siteTree();
    expect(idsFor(first, "/rooms")).toEqual(["root", "rooms"]);
    const second: RouteObject[] = [{ id: "other-root", path: "", children: [{ id: "other-rooms", path: "rooms" }] }];
    expect(idsFor(second, "/rooms")).toEqual(["other-root", "other-rooms"]);
    expect(idsFor(second, "/hotel/101")).toBeNull();
    expect(idsFor(first, "/hotel/101")).toEqual(["root", "hotel", "hotel-home"]);
  });
});

describe("a pathname matched once per tree (decision 060)", () => {
  it("gives each caller its own matches: params one request changes are not the next one's", () => {
    const routes = siteTree();
    const first = matchRoutes(routes, "/reservations/100001")!;
    // Within one answer every match shares one params object, as the router has always made it.
    expect(first[0]!.params).toBe(first[1]!.params);
    (first[1]!.params as Record<string, string>).reservationId = "999999";
    (first[1]!.params as Record<string, string>).planted = "yes";
    first[1]!.pathname = "/elsewhere";
    const second = matchRoutes(routes, "/reservations/100001")!;
    expect(second.map((match) => [match.route.id, match.pathname, match.params])).toEqual([
      ["root", "/", { reservationId: "100001" }],
      ["reservation", "/reservations/100001", { reservationId: "100001" }],
    ]);
    expect(second[1]).not.toBe(first[1]);
  });

  it("answers past its bound as before: a thousand other paths, then the first again", () => {
    const routes = siteTree();
    expect(paramsFor(routes, "/hotel/101/rooms")).toEqual({ locationId: "101" });
    for (let id = 0; id < 1_000; id++) expect(paramsFor(routes, `/reservations/${id}`)).toEqual({ reservationId: String(id) });
    expect(idsFor(routes, "/hotel/101/rooms")).toEqual(["root", "hotel", "hotel-rooms"]);
    expect(idsFor(routes, "/nowhere/at/all")).toEqual(["root", "not-found"]);
  });

  it("answers any sequence of paths on one tree as a tree seeing each path for the first time does", () => {
    const segment = fc.constantFrom(
      "",
      "rooms",
      "hotel",
      "101",
      "reservations",
      "100001",
      "invoices",
      "7",
      "staff",
      "plan",
      "media-proxy",
      "a.jpg",
      "ROOMS",
      "%20",
      "x",
    );
    const path = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join("/")}`);
    fc.assert(
      fc.property(fc.array(path, { minLength: 1, maxLength: 30 }), (paths) => {
        const shared = siteTree();
        for (const asked of [...paths, ...paths]) {
          const fresh = matchRoutes(siteTree(), asked);
          const kept = matchRoutes(shared, asked);
          const shape = (matches: typeof fresh) => matches?.map((match) => [match.route.id, match.pathname, match.pathnameBase, match.params]) ?? null;
          expect(shape(kept)).toEqual(shape(fresh));
        }
      }),
      { seed: 20261202, numRuns: 200 },
    );
  });
});

describe("the render's data routes, converted once per route tree (react-router-dom patched)", () => {
  // The CommonJS build, which @remix-run/react's RemixServer requires on the server.
  const { createStaticHandler, createStaticRouter } = createRequire(import.meta.url)("react-router-dom/server") as typeof import("react-router-dom/server");

  it("hands every render the same data routes, and each its own matches into them", async () => {
    const routes = siteTree();
    const handler = createStaticHandler(routes);
    const contextOf = async (path: string) => {
      const context = await handler.query(new Request(`http://hotel.test${path}`));
      if (context instanceof Response) throw new Error(`${path}: a response`);
      return context;
    };
    const rooms = createStaticRouter(handler.dataRoutes, await contextOf("/hotel/101/rooms"));
    const reservation = createStaticRouter(handler.dataRoutes, await contextOf("/reservations/R-1"));
    expect(reservation.routes).toBe(rooms.routes);
    expect(rooms.state.matches.map((match) => [match.route.id, match.params])).toEqual([
      ["root", { locationId: "101" }],
      ["hotel", { locationId: "101" }],
      ["hotel-rooms", { locationId: "101" }],
    ]);
    expect(reservation.state.matches.map((match) => [match.route.id, match.params])).toEqual([
      ["root", { reservationId: "R-1" }],
      ["reservation", { reservationId: "R-1" }],
    ]);
    // Each match's route is the data route the render draws, not the handler's own object.
    const dataRoute = (id: string) => reservation.routes[0]!.children!.find((route) => route.id === id);
    expect(reservation.state.matches[1]!.route).toBe(dataRoute("reservation"));
    expect(rooms.state.matches[1]!.route).toBe(dataRoute("hotel"));
  });
});

import { describe, expect, it } from "vitest";
import { createRouteTemplates, UNMATCHED_ROUTE, type BuildRoute } from "./route-template";

/** A slice of the site's route table, as the server build lists it. */
const ROUTES: Record<string, BuildRoute> = {
  root: { id: "root", path: "" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  "routes/rooms": { id: "routes/rooms", parentId: "root", path: "rooms" },
  "routes/hotel.$locationId._index": { id: "routes/hotel.$locationId._index", parentId: "root", path: "hotel/:locationId", index: true },
  "routes/reservations.$reservationId": { id: "routes/reservations.$reservationId", parentId: "root", path: "reservations/:reservationId" },
  "routes/reservations.$reservationId.invoices.$invoiceId": {
    id: "routes/reservations.$reservationId.invoices.$invoiceId",
    parentId: "routes/reservations.$reservationId",
    path: "invoices/:invoiceId",
  },
  "routes/staff": { id: "routes/staff", parentId: "root", path: "staff" },
  "routes/staff._index": { id: "routes/staff._index", parentId: "routes/staff", index: true },
  "routes/staff.plan": { id: "routes/staff.plan", parentId: "routes/staff", path: "plan" },
};

describe("route templates", () => {
  const templateOf = createRouteTemplates(ROUTES);

  it.each([
    ["/", "/"],
    ["/rooms", "/rooms"],
    ["/hotel/101", "/hotel/:locationId"],
    ["/reservations/100001", "/reservations/:reservationId"],
    ["/reservations/100001/invoices/7", "/reservations/:reservationId/invoices/:invoiceId"],
    ["/staff", "/staff"],
    ["/staff/plan", "/staff/plan"],
    // Single fetch's data requests are their page's route.
    ["/reservations/100001.data", "/reservations/:reservationId"],
    ["/_root.data", "/"],
    ["/__manifest", "/__manifest"],
    // Whatever a client makes up is the catch-all's one series, never its own path.
    ["/wp-admin/setup.php", "/*"],
    ["/reservations/100001/evil/../../x", "/*"],
  ])("%s is %s", (path, template) => {
    expect(templateOf(path)).toBe(template);
  });

  it("has no label for a path no route takes, without a catch-all", () => {
    const { "routes/$": _catchAll, ...withoutCatchAll } = ROUTES;
    expect(createRouteTemplates(withoutCatchAll)("/nowhere/42")).toBe(UNMATCHED_ROUTE);
  });
});

/**
 * `/readyz` tells a load balancer whether this instance can serve guests: 200 while the PMS answers
 * its API, 503 as soon as it does not (down, hanging, failing with 5xx), whatever answered before.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, routeArgs, useAppOnMock } from "./support";

const app = useAppOnMock({ UPSTREAM_TIMEOUT_MS: "1500" });
let readyz: typeof import("~/routes/readyz");
let site: typeof import("~/site/site.server");

beforeAll(async () => {
  readyz = await import("~/routes/readyz");
  site = await import("~/site/site.server");
});

const faults = (body: Record<string, unknown>) =>
  fetch(`${app.mock.url}/__mock/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const ready = async () => {
  const answer = await readyz.loader({ request: new Request("http://localhost/readyz"), params: {}, context: appContext() });
  return { status: answer.status, text: (await answer.text()).trim() };
};
/** A page's call to the PMS, as guests make them. */
const anyPage = () => site.loadSite(routeArgs(new Request("http://localhost/?o=carpathia-ro"))).catch(() => null);

describe("readiness follows the PMS's API", () => {
  it("is ready after a good answer", async () => {
    await anyPage();
    expect(await ready()).toEqual({ status: 200, text: "ready" });
  });

  it.each([
    ["down", { down: true }],
    ["hanging", { hang: true }],
    ["failing with 503", { error_rate: 1, status: 503 }],
  ])("turns 503 at once when the PMS is %s, though it answered seconds ago", async (_, fault) => {
    await anyPage();
    expect((await ready()).status).toBe(200);
    await faults(fault);
    expect(await ready()).toEqual({ status: 503, text: "upstream unreachable" });
    await faults({ down: false, hang: false, error_rate: 0 });
    expect(await ready()).toEqual({ status: 200, text: "ready" });
  });

  it("concurrent checks share one question to the PMS", async () => {
    const before = (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;
    const answers = await Promise.all([ready(), ready(), ready()]);
    const after = (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const key = "GET /api/anonymous-orgs/{organization_full_slug}";
    expect((after[key] ?? 0) - (before[key] ?? 0)).toBe(1);
  });

  it("while the PMS is down, guests' searches fail and readiness says so", async () => {
    await anyPage();
    await faults({ down: true });
    // The cached organisation may still serve the page; a search cannot.
    const search = await import("~/booking/booking-page.server");
    const request = new Request("http://localhost/reservation-new?o=carpathia-ro&day_from=2026-06-01&day_to=2026-06-03&adults=2");
    await search.loadBookingPage(routeArgs(request), await site.loadSite(routeArgs(request)), new Date("2026-05-04T09:00:00Z")).catch(() => null);
    expect((await ready()).status).toBe(503);
  });
});

/**
 * The rooms page's cached "from" prices belong to one organisation: two organisations asking for
 * the same location id, party and night never share a cached price (the cache key carries the
 * organisation). Carpathia (organisation 1) sells location 101; Seaside Inn (organisation 2) asking
 * the PMS for a location 101 of its own is answered 404 by the mock, so its answer differs: no price.
 * Driven through `loadFromPrices` / `cachedFromPrices` with the two organisations' own loaded sites,
 * against the mock PMS, on the same earliest night.
 */
import { fromZonedTime } from "date-fns-tz";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PINNED_TODAY, routeArgs, testBff, useAppOnMock } from "./support";

const app = useAppOnMock();
let fromPriceServer: typeof import("~/booking/from-price.server");
let search: typeof import("~/booking/search.server");
let site: typeof import("~/site/site.server");

const NOON = fromZonedTime(`${PINNED_TODAY}T12:00:00`, "Europe/Bucharest");
const SEARCHES = "GET /api/reservation-query";
/** The double room at location 101, for the two adults its card's link books. */
const ROOMS_AT_101 = [{ id: 1011, locationId: 101, adults: 2 }];

beforeAll(async () => {
  fromPriceServer = await import("~/booking/from-price.server");
  search = await import("~/booking/search.server");
  site = await import("~/site/site.server");
});

beforeEach(async () => {
  testBff().cache.clear();
});

const searches = async () => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[SEARCHES] ?? 0;

/**
 * Seaside Inn's quickest payment method (PayPal) needs 48 h, so its earliest check-in is two days
 * after Carpathia's (which takes payment at reception): without a lead time of its own it starts
 * today too, and the two organisations ask for the very same location id, party and night.
 */
function seasideSellsFromToday() {
  const seaside = app.mock.world.organisations.find((candidate) => candidate.slug === "seaside")!;
  const payment = seaside.profile.settings_financials!.payment as Record<string, { time_ahead?: number | null }>;
  payment.paypal!.time_ahead = 0;
}

/** An organisation's rooms page request and its loaded site. */
async function siteOf(slug: string) {
  const request = new Request(`http://localhost/rooms?o=${slug}&lang=en`);
  return { request, loaded: await site.loadSite(routeArgs(request)) };
}

/** Both organisations' sites, asking for the same night: only the organisation tells their cache keys apart. */
async function bothSites() {
  seasideSellsFromToday();
  const carpathia = await siteOf("carpathia-ro");
  const seaside = await siteOf("seaside");
  expect(carpathia.loaded.site.organisation.id).not.toBe(seaside.loaded.site.organisation.id);
  expect(search.searchContextOf(seaside.loaded, NOON).earliest).toBe(search.searchContextOf(carpathia.loaded, NOON).earliest);
  return { carpathia, seaside };
}

describe("from prices of two organisations for the same location id, party and night", () => {
  it("are cached apart: the second organisation gets its own PMS answer, never the first's price", async () => {
    const { carpathia, seaside } = await bothSites();

    const first = await fromPriceServer.loadFromPrices(routeArgs(carpathia.request), carpathia.loaded, ROOMS_AT_101, NOON);
    expect(first["1011"]).toMatchObject({ currency: "RON", night: PINNED_TODAY });
    const afterFirst = await searches();

    const second = await fromPriceServer.loadFromPrices(routeArgs(seaside.request), seaside.loaded, ROOMS_AT_101, NOON);
    // Seaside's own question went to the PMS (which has no location 101 of Seaside's: no price)…
    expect(await searches()).toBeGreaterThan(afterFirst);
    expect(second).toEqual({});
    // …and what a page only peeks at (the home page's structured data) is apart too.
    expect(await fromPriceServer.cachedFromPrices(routeArgs(seaside.request), seaside.loaded, 101, NOON)).toEqual({});
    expect(await fromPriceServer.cachedFromPrices(routeArgs(carpathia.request), carpathia.loaded, 101, NOON)).toEqual(first);
  });

  it("in the other order too: the first organisation's failure is not the second's", async () => {
    const { carpathia, seaside } = await bothSites();
    expect(await fromPriceServer.loadFromPrices(routeArgs(seaside.request), seaside.loaded, ROOMS_AT_101, NOON)).toEqual({});
    const prices = await fromPriceServer.loadFromPrices(routeArgs(carpathia.request), carpathia.loaded, ROOMS_AT_101, NOON);
    expect(prices["1011"]).toMatchObject({ currency: "RON", night: PINNED_TODAY });
  });

  it("the cache key names the organisation", () => {
    const day = PINNED_TODAY;
    expect(fromPriceServer.fromPriceKey(1, 101, day, 2)).not.toBe(fromPriceServer.fromPriceKey(2, 101, day, 2));
  });
});

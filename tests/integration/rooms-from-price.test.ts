/**
 * The rooms page's "from" prices through its own route module against the mock PMS (docs/decisions/013):
 * one search per location and party (not per room) on the first night each room is sold, the
 * cheapest one-room offer of that night for the party the card's link books (two adults, one for
 * a single room), kept in the anonymous cache so the next view asks the PMS nothing,
 * and a page that stays up without prices when the PMS fails or hangs. The card's booking link
 * opens the booking page on that night with that room among the results.
 *
 * The BFF's clock is pinned (Date only) to noon of the mock's pinned day, so the earliest check-in
 * and the mock's calendar agree whatever day the test runs.
 */
import { fromZonedTime } from "date-fns-tz";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FromPrices } from "~/booking/from-price";
import type { RoomView } from "~/site/view";
import { useLeadTimes } from "./lead-times";
import { appContext, PINNED_TODAY, routeAnswer, routeArgs, testBff, useAppOnMock } from "./support";

const app = useAppOnMock();
// The lead times the tests below count on (the demo's, but stated here, not read from the seed).
useLeadTimes(app, { "carpathia-ro": { mobilpay: 24, paypal: 48, revolut: 48, bank: 72, custom: 0 } });
let rooms: typeof import("~/routes/rooms");
let bookingPage: typeof import("~/booking/booking-page.server");
let site: typeof import("~/site/site.server");
let fromPrice: typeof import("~/booking/from-price");
let links: typeof import("~/utils/links");

const NOON = fromZonedTime(`${PINNED_TODAY}T12:00:00`, "Europe/Bucharest");
const SEARCHES = "GET /api/reservation-query";
const BRASOV_ROOMS = [1011, 1012, 1013, 1014];
const SINAIA_ROOMS = [1021, 1022];
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  // Only Date: timers stay real, so deadlines and the PMS's answers run as they do in production.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOON);
  rooms = await import("~/routes/rooms");
  bookingPage = await import("~/booking/booking-page.server");
  site = await import("~/site/site.server");
  fromPrice = await import("~/booking/from-price");
  links = await import("~/utils/links");
});

afterAll(() => {
  vi.useRealTimers();
});

beforeEach(async () => {
  testBff().cache.clear();
});

const searches = async () => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[SEARCHES] ?? 0;
const faults = (body: Record<string, unknown>) =>
  fetch(`${app.mock.url}/__mock/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

async function roomsPage(path = "/rooms?o=carpathia-ro&lang=en", params: { locationId?: string } = {}) {
  const answer = await routeAnswer(() => rooms.loader({ request: new Request(`http://localhost${path}`), params, context: appContext() }));
  const data = answer.data as { rooms: RoomView[]; fromPrices: FromPrices };
  return { status: answer.status, rooms: data.rooms, fromPrices: data.fromPrices };
}

/** The organisation and Brașov's rooms in the cache, as after any earlier page: only the prices are left to ask. */
async function warmHotelData() {
  await site.loadSite(routeArgs(new Request("http://localhost/rooms?o=carpathia-ro&lang=en")));
  await testBff().sites.organisationAtLocation(101);
}

/** The cheapest offer of one room of `roomTypeId` that the booking page itself shows for `query`. */
async function bookingPageCheapest(query: Record<string, string>, roomTypeId: number) {
  const request = new Request(`http://localhost/reservation-new?${new URLSearchParams(query)}`);
  const { page } = await bookingPage.loadBookingPage(routeArgs(request), await site.loadSite(routeArgs(request)), NOON);
  if (page.outcome?.kind !== "solutions") throw new Error(`expected solutions, got ${page.outcome?.kind}`);
  const solution = page.outcome.solutions.find((candidate) => candidate.key === `${roomTypeId}:1`);
  return solution ? Math.min(...solution.ratePlans.flatMap((plan) => plan.offers.map((offer) => offer.price))) : null;
}

describe("the from price of each room", () => {
  it("is the cheapest one-night offer for one room and the link's party on the earliest check-in, from one search per party", async () => {
    const page = await roomsPage();
    expect(page.status).toBe(200);
    expect(page.rooms.map((room) => room.id)).toEqual(BRASOV_ROOMS);
    expect(Object.keys(page.fromPrices).map(Number).sort()).toEqual(BRASOV_ROOMS);
    // Two adults for the double, twin and family rooms; one for the single room (1014).
    expect(page.rooms.map((room) => fromPrice.linkAdults(room.adults))).toEqual([2, 2, 2, 1]);
    expect(await searches()).toBe(2);

    for (const room of page.rooms) {
      const price = page.fromPrices[room.id]!;
      // A zero-hour payment method (pay at reception) makes today the earliest check-in.
      expect(price).toMatchObject({ night: PINNED_TODAY, currency: "RON" });
      expect(price.price).toBeGreaterThan(0);
      // The booking page, asked for that night for the link's party in one room, offers the same lowest price.
      const adults = String(fromPrice.linkAdults(room.adults));
      const cheapest = await bookingPageCheapest({ day_from: price.night, day_to: addDays(price.night, 1), adults, rooms: "1", location: "101" }, room.id);
      expect(cheapest, `room ${room.id}`).toBe(price.price);
    }
  });

  it("a second view asks the PMS nothing: the prices come from the anonymous cache", async () => {
    const first = await roomsPage();
    const afterFirst = await (await fetch(`${app.mock.url}/__mock/calls`)).json();
    const second = await roomsPage("/rooms?o=carpathia-ro&lang=ro");
    expect(second.fromPrices).toEqual(first.fromPrices);
    expect(await (await fetch(`${app.mock.url}/__mock/calls`)).json()).toEqual(afterFirst);
    expect(await searches()).toBe(2);
  });

  it("a room sold out on the earliest night is priced on the next night it is free, with one more search for its party", async () => {
    app.mock.world.inventory.get(1011)!.set(PINNED_TODAY, 0);
    const page = await roomsPage();
    expect(page.fromPrices["1011"]?.night).toBe(addDays(PINNED_TODAY, 1));
    for (const id of [1012, 1013, 1014]) expect(page.fromPrices[id]?.night).toBe(PINNED_TODAY);
    // Two nights for the two-adult rooms, one for the single room.
    expect(await searches()).toBe(3);
  });

  it("with every location's rooms on one site: one search per location and party, not one per room", async () => {
    const organisation = app.mock.world.organisations.find((candidate) => candidate.slug === "carpathia-ro")!;
    organisation.profile.settings.show_all_location_per_site = true;
    const page = await roomsPage();
    expect(Object.keys(page.fromPrices).map(Number).sort()).toEqual([...BRASOV_ROOMS, ...SINAIA_ROOMS]);
    // Brașov: two adults and one (its single room); Sinaia: two adults.
    expect(await searches()).toBe(3);
  });

  it("one location's page prices that location's rooms", async () => {
    const page = await roomsPage("/hotel/102/rooms?o=carpathia-ro&lang=en", { locationId: "102" });
    expect(Object.keys(page.fromPrices).map(Number).sort()).toEqual(SINAIA_ROOMS);
  });
});

describe("the card's booking link", () => {
  it("carries the room type, the from price's night for one room and at most two adults, and opens with that room among the results", async () => {
    const page = await roomsPage();
    for (const room of page.rooms) {
      const price = page.fromPrices[room.id]!;
      const href = links.withKept("/reservation-new", { o: "carpathia-ro", lang: "en" }, fromPrice.roomBookingQuery(room, price));
      const query = Object.fromEntries(new URL(href, "http://localhost").searchParams);
      expect(query).toEqual({
        o: "carpathia-ro",
        lang: "en",
        location: "101",
        room_type_id: String(room.id),
        day_from: price.night,
        day_to: addDays(price.night, 1),
        adults: String(Math.min(2, room.adults)),
        rooms: "1",
      });
      expect(await bookingPageCheapest(query, room.id), `room ${room.id}`).not.toBeNull();
    }
  });
});

describe("when the PMS fails", () => {
  it("answers 500: the page is 200 with its rooms and no prices, and the PMS is not asked again on the next view", async () => {
    await warmHotelData();
    await faults({ error_rate: 1, status: 500 });
    const page = await roomsPage();
    expect(page.status).toBe(200);
    expect(page.rooms.map((room) => room.id)).toEqual(BRASOV_ROOMS);
    expect(page.fromPrices).toEqual({});
    // One failed search per party, none repeated.
    expect(await searches()).toBe(2);

    await faults({ error_rate: 0 });
    const next = await roomsPage();
    expect(next.fromPrices).toEqual({});
    expect(await searches()).toBe(2);
  });

  it("hangs: the page waits at most the price budget, then shows its rooms without prices", async () => {
    await warmHotelData();
    await faults({ hang: true });
    const started = performance.now();
    const page = await roomsPage();
    const waited = performance.now() - started;
    await faults({ hang: false });
    expect(page.status).toBe(200);
    expect(page.rooms).toHaveLength(4);
    expect(page.fromPrices).toEqual({});
    expect(waited).toBeGreaterThanOrEqual(2_500);
    expect(waited).toBeLessThan(5_000);
  });

  it("a price already cached is served while the PMS fails (stale-if-error)", async () => {
    const first = await roomsPage();
    await faults({ error_rate: 1, status: 500 });
    // Past the fresh and revalidation windows of CacheShort (1 + 9 minutes).
    vi.setSystemTime(NOON.getTime() + 11 * 60_000);
    try {
      const page = await roomsPage();
      expect(page.status).toBe(200);
      expect(page.fromPrices).toEqual(first.fromPrices);
    } finally {
      vi.setSystemTime(NOON);
    }
  });
});

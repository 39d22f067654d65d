/**
 * The spec's entry links (§2, docs/decisions/015) through the route modules: on the main domain
 * `/?o=SLUG` goes to the booking page with its search and language, `/?h=ID` to a location's page,
 * the booking page needs a subdomain or `o`, and the organisation's site stays reachable on its
 * subdomain and under /hotel/:id?o=SLUG, whose home link never leads back into the booking page.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, HOTEL_SITE, onHotelSite, routeAnswer as run, routeArgs, useAppOnMock } from "./support";

useAppOnMock();
let home: typeof import("~/routes/_index");
let booking: typeof import("~/routes/reservation-new");
let site: typeof import("~/site/site.server");

beforeAll(async () => {
  home = await import("~/routes/_index");
  booking = await import("~/routes/reservation-new");
  site = await import("~/site/site.server");
});

const MAIN = "http://localhost";
const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const openHome = (url: string, params: { locationId?: string } = {}, headers: Record<string, string> = {}) =>
  run(() => home.loader({ request: request(url, headers), params, context: appContext() }));
const openBooking = (url: string, headers: Record<string, string> = {}) =>
  run(() => booking.loader({ request: request(url, headers), params: {}, context: appContext() }));

describe("/ on the main domain", () => {
  it("?o=SLUG answers a redirect to the booking page, keeping lang and the search fields", async () => {
    const search = "o=carpathia-ro&lang=en&day_from=2026-06-01&day_to=2026-06-03&adults=2&children=1&children_ages=7&rooms=1&coupon_code=WINTER10&location=102";
    const answer = await openHome(`${MAIN}/?${search}`);
    expect(answer).toMatchObject({ status: 302, location: `/reservation-new?${search}` });
    const landed = await openBooking(`${MAIN}${answer.location}`);
    expect(landed.status).toBe(200);
  });

  it("?h=ID still opens the location's page, before o is looked at", async () => {
    expect(await openHome(`${MAIN}/?o=carpathia-ro&h=102&lang=en`)).toMatchObject({ status: 301, location: "/hotel/102?o=carpathia-ro&lang=en" });
  });

  it("an unknown or malformed o answers the not-found or bad-link page, not a redirect", async () => {
    await expect(openHome(`${MAIN}/?o=no-such-hotel`)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(openHome(`${MAIN}/?o=bad_slug!`)).rejects.toMatchObject({ init: { status: 400 } });
  });

  it("without o it is DEFAULT_ORG's home, whose home link stays / and whose booking links carry o", async () => {
    expect((await openHome(`${MAIN}/`)).status).toBe(200);
    const { view } = await site.loadSite(routeArgs(request(`${MAIN}/?lang=en`)));
    expect(view.home).toBe("/?lang=en");
    expect(view.keep).toEqual({ o: "carpathia-ro", lang: "en" });
  });
});

describe("the organisation's site stays reachable", () => {
  it("on its subdomain, where o does not turn / into a redirect", async () => {
    expect((await openHome(`${HOTEL_SITE}/?o=carpathia-ro&lang=en`, {}, onHotelSite())).status).toBe(200);
    // Another organisation's o on this host is a link gone wrong, said as one (issue 51, decision 055).
    await expect(openHome(`${HOTEL_SITE}/?o=seaside&lang=en`, {}, onHotelSite())).rejects.toMatchObject({ init: { status: 400 }, data: { parameter: "o" } });
    const { view } = await site.loadSite(routeArgs(request(`${HOTEL_SITE}/?lang=en`, onHotelSite())));
    expect(view.home).toBe("/?lang=en");
    expect(view.organisation.slug).toBe("carpathia-ro");
  });

  it("under /hotel/:id?o=SLUG, and its home link is that page, not /?o=", async () => {
    expect((await openHome(`${MAIN}/hotel/101?o=carpathia-ro&lang=en`, { locationId: "101" })).status).toBe(200);
    expect((await site.loadSite(routeArgs(request(`${MAIN}/rooms?o=seaside&lang=en`)))).view.home).toBe("/hotel/201?o=seaside&lang=en");
    expect((await site.loadSite(routeArgs(request(`${MAIN}/hotel/102/about?o=carpathia-ro`)), { locationId: "102" })).view.home).toBe(
      "/hotel/102?o=carpathia-ro",
    );
  });
});

describe("/reservation-new", () => {
  it("with neither a subdomain nor o answers 404, DEFAULT_ORG or not", async () => {
    await expect(openBooking(`${MAIN}/reservation-new`)).rejects.toMatchObject({ init: { status: 404 } });
    await expect(openBooking(`${MAIN}/reservation-new?lang=en&day_from=2026-06-01&day_to=2026-06-03`)).rejects.toMatchObject({
      data: { reason: "not-found", locale: "en" },
    });
    const post = new Request(`${MAIN}/reservation-new`, {
      method: "POST",
      body: new URLSearchParams({ first_name: "Ana" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    await expect(run(() => booking.action({ request: post, params: {}, context: appContext() }))).rejects.toMatchObject({ init: { status: 404 } });
  });

  it("with o, or on the organisation's subdomain, is the booking page", async () => {
    expect((await openBooking(`${MAIN}/reservation-new?o=seaside`)).status).toBe(200);
    expect((await openBooking(`${HOTEL_SITE}/reservation-new`, onHotelSite())).status).toBe(200);
  });
});

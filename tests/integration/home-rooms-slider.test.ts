/**
 * The home page's room cards follow the location's slider setting (docs/spec.md §2 Home: "room cards when
 * the slider setting is on"; the setting is the location flag show_homepage_gallery_slider, the same
 * flag that shows the rooms page's gallery slider). Both settings, by changing the mock's world.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, HOTEL_SITE, onHotelSite, ORGANISATION_CALL, routeAnswer as run, testBff, useAppOnMock } from "./support";

const app = useAppOnMock();
let home: typeof import("~/routes/_index");

beforeAll(async () => {
  home = await import("~/routes/_index");
});

async function slider(locationId: number, on: boolean) {
  const location = app.mock.world.locations.find((candidate) => candidate.id === locationId)!;
  location.show_homepage_gallery_slider = on;
  testBff().cache.clear();
}

const openHome = (path: string, params: { locationId?: string } = {}) =>
  run(() => home.loader({ request: new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite() }), params, context: appContext() }));
const roomIds = (answer: Awaited<ReturnType<typeof openHome>>) => (answer.data.rooms as Array<{ id: number }>).map((room) => room.id);
const calls = async () => (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;

describe("home room cards and the slider setting", () => {
  it("on (Brașov in the seed): the home lists the location's rooms", async () => {
    await slider(101, true);
    expect(roomIds(await openHome("/?lang=en"))).toEqual([1011, 1012, 1013, 1014]);
  });

  it("off: no room cards, and no rooms asked of the PMS beyond the organisation", async () => {
    await slider(101, false);
    await fetch(`${app.mock.url}/__mock/reset`, { method: "POST" });
    app.mock.world.locations.find((candidate) => candidate.id === 101)!.show_homepage_gallery_slider = false;
    const answer = await openHome("/?lang=en");
    expect(answer.status).toBe(200);
    expect(roomIds(answer)).toEqual([]);
    expect(Object.keys(await calls()).filter((call) => call !== ORGANISATION_CALL && call.includes("anonymous-org-by-location"))).toEqual([]);
  });

  it("per location: Sinaia off in the seed, on when its flag is turned on", async () => {
    await slider(102, false);
    expect(roomIds(await openHome("/hotel/102?lang=en", { locationId: "102" }))).toEqual([]);
    await slider(102, true);
    expect(roomIds(await openHome("/hotel/102?lang=en", { locationId: "102" }))).toEqual([1021, 1022]);
  });
});

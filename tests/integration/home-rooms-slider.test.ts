/**
 * The home page's room cards follow the organisation's rooms-slider setting (docs/spec.md §2 Home: "room
 * cards when the slider setting is on"; the setting is the organisation's `settings.show_rooms_slider`,
 * docs/decisions/022 as amended). The location flag show_homepage_gallery_slider is the rooms page's
 * photo slider and does not decide the home's rooms. No heading is left without its rooms.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, HOTEL_SITE, onHotelSite, ORGANISATION_CALL, routeAnswer as run, testBff, useAppOnMock } from "./support";

const app = useAppOnMock();
let home: typeof import("~/routes/_index");

beforeAll(async () => {
  home = await import("~/routes/_index");
});

/** Changes the organisation in the mock PMS and forgets what the BFF cached of it. */
function roomsSlider(on: boolean | undefined) {
  const organisation = app.mock.world.organisations.find((candidate) => candidate.slug === "carpathia-ro")!;
  if (on === undefined) delete organisation.profile.settings.show_rooms_slider;
  else organisation.profile.settings.show_rooms_slider = on;
  testBff().cache.clear();
}

function gallerySlider(locationId: number, on: boolean) {
  app.mock.world.locations.find((candidate) => candidate.id === locationId)!.show_homepage_gallery_slider = on;
  testBff().cache.clear();
}

const openHome = (path: string, params: { locationId?: string } = {}) =>
  run(() => home.loader({ request: new Request(`${HOTEL_SITE}${path}`, { headers: onHotelSite() }), params, context: appContext() }));
const roomIds = (answer: Awaited<ReturnType<typeof openHome>>) => (answer.data.rooms as Array<{ id: number }>).map((room) => room.id);
const calls = async () => (await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>;
const roomCalls = async () => Object.keys(await calls()).filter((call) => call !== ORGANISATION_CALL && call.includes("anonymous-org-by-location"));

describe("home room cards and the organisation's rooms-slider setting", () => {
  it("on (Carpathia in the seed): Brașov's home lists its rooms", async () => {
    roomsSlider(true);
    expect(roomIds(await openHome("/?lang=en"))).toEqual([1011, 1012, 1013, 1014]);
  });

  it("on: Sinaia's home lists its rooms too, though its own gallery-slider flag is off", async () => {
    roomsSlider(true);
    gallerySlider(102, false);
    expect(roomIds(await openHome("/hotel/102?lang=en", { locationId: "102" }))).toEqual([1021, 1022]);
  });

  it.each([
    ["off", false],
    ["absent", undefined],
  ] as const)("%s: no room cards at either location, and no rooms asked of the PMS for the home beyond the organisation", async (_, setting) => {
    roomsSlider(setting);
    gallerySlider(101, true);
    const answer = await openHome("/?lang=en");
    expect(answer.status).toBe(200);
    expect(roomIds(answer)).toEqual([]);
    expect(await roomCalls()).toEqual([]);
    expect(roomIds(await openHome("/hotel/102?lang=en", { locationId: "102" }))).toEqual([]);
  });
});

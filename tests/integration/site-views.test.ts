/**
 * The public site's loaders against the mock PMS over real HTTP: the rooms page with the
 * organisation setting show_all_location_per_site on (the demo seed has it off, so the test turns
 * it on in the mock's world), and the hotel's own texts falling back to the location display
 * language (docs/decisions/008).
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { appContext, routeArgs, testBff, useAppOnMock } from "./support";

const app = useAppOnMock({ UPSTREAM_TIMEOUT_MS: "3000" });
let roomsLoader: typeof import("../../app/routes/rooms").loader;
let loadSite: typeof import("../../app/site/site.server").loadSite;
let roomsByLocation: typeof import("../../app/utils/pages").roomsByLocation;

const BRASOV_ROOMS = [1011, 1012, 1013, 1014];
const SINAIA_ROOMS = [1021, 1022];

beforeAll(async () => {
  ({ loader: roomsLoader } = await import("../../app/routes/rooms"));
  ({ loadSite } = await import("../../app/site/site.server"));
  ({ roomsByLocation } = await import("../../app/utils/pages"));
});

/** Changes the organisation in the mock PMS and forgets what the BFF cached of it. */
async function showAllLocations(slug: string, on: boolean) {
  const organisation = app.mock.world.organisations.find((candidate) => candidate.slug === slug);
  if (!organisation) throw new Error(`no organisation ${slug} in the mock`);
  organisation.profile.settings.show_all_location_per_site = on;
  testBff().cache.clear();
}

async function roomsPage(url: string, params: { locationId?: string } = {}) {
  const request = new Request(url);
  const result = await roomsLoader({ request, params, context: appContext() });
  const { view } = await loadSite(routeArgs(request), params);
  return { rooms: result.data.rooms, view };
}

describe("rooms page: show_all_location_per_site", () => {
  beforeEach(async () => {
    await fetch(`${app.mock.url}/__mock/reset`, { method: "POST" });
    testBff().cache.clear();
  });

  it("off (the seed): the organisation's site lists the rooms of its first location only", async () => {
    await showAllLocations("carpathia-ro", false);
    const { rooms, view } = await roomsPage("http://localhost/rooms?o=carpathia-ro&lang=en");
    expect(view.organisation.showAllLocations).toBe(false);
    expect(rooms.map((room) => room.id)).toEqual(BRASOV_ROOMS);
  });

  it("on: the organisation's site lists the rooms of every location, grouped by location in order", async () => {
    await showAllLocations("carpathia-ro", true);
    const { rooms, view } = await roomsPage("http://localhost/rooms?o=carpathia-ro&lang=en");
    expect(view.organisation.showAllLocations).toBe(true);
    expect(rooms.map((room) => room.id).sort()).toEqual([...BRASOV_ROOMS, ...SINAIA_ROOMS]);
    const groups = roomsByLocation(rooms, view.locations);
    expect(groups.map((group) => [group.location?.name, group.rooms.map((room) => room.id)])).toEqual([
      ["Carpathia Brașov", BRASOV_ROOMS],
      ["Carpathia Sinaia", SINAIA_ROOMS],
    ]);
    expect(groups.flatMap((group) => group.rooms.map((room) => room.name))).toContain("Double room with balcony");
  });

  it("on: one location's page (/hotel/102/rooms) lists every location's rooms too", async () => {
    await showAllLocations("carpathia-ro", true);
    const { rooms, view } = await roomsPage("http://localhost/hotel/102/rooms?o=carpathia-ro&lang=en", { locationId: "102" });
    expect(view.location?.id).toBe(102);
    expect(roomsByLocation(rooms, view.locations).map((group) => group.rooms.map((room) => room.id))).toEqual([BRASOV_ROOMS, SINAIA_ROOMS]);
  });

  it("off: one location's page lists that location's rooms only", async () => {
    await showAllLocations("carpathia-ro", false);
    const { rooms } = await roomsPage("http://localhost/hotel/102/rooms?o=carpathia-ro&lang=en", { locationId: "102" });
    expect(rooms.map((room) => room.id)).toEqual(SINAIA_ROOMS);
  });
});

describe("the hotel's own texts fall back through one chain: the page's language, English, the organisation's (decision 025)", () => {
  beforeEach(async () => {
    await fetch(`${app.mock.url}/__mock/reset`, { method: "POST" });
    testBff().cache.clear();
  });

  it("carpathia-ro (ro and en texts) in Spanish shows its English texts, marked as English, not its Romanian ones", async () => {
    const { rooms, view } = await roomsPage("http://localhost/rooms?o=carpathia-ro&lang=es");
    expect(view.organisation.displayLanguage).toBe("ro");
    expect(rooms[0]).toMatchObject({ name: "Double room", textLang: { name: "en", description: "en" } });
    expect(rooms[0]?.description).not.toBe("—");
    expect(view.location).toMatchObject({
      title: "Stay in the historic heart of Brașov",
      textLang: { title: "en", shortDescription: "en", description: "en", aboutText: "en", discoverText: "en", excellenceText: "en" },
    });
    expect(view.location?.photos[0]).toEqual(expect.objectContaining({ alt: "The Carpathia house in the old town", lang: "en" }));
    expect(view.organisation).toMatchObject({ textLang: { aboutText: "en" } });
    expect(view.organisation.aboutText).toMatch(/^Hotel Carpathia is a family-run hotel/);
    // A button speaks the page's language: the hotel's English book-now text gives way to ours.
    expect(view.location?.bookNowText).toBeNull();
    // Meta tags cannot carry a lang: English rather than the Romanian `default`.
    expect(view.location?.meta.title).toBe("Hotel Carpathia Brașov — stay in the old town");
    // Policy links speak the page's language: our names, as the hotel wrote none in Spanish.
    expect(view.policies.find((policy) => policy.kind === "terms")?.title).toBe("Términos y condiciones");
  });

  it("carpathia-ro in English shows its English texts, with no fallback marked", async () => {
    const { rooms, view } = await roomsPage("http://localhost/rooms?o=carpathia-ro&lang=en");
    expect(rooms[0]).toMatchObject({ name: "Double room", textLang: {} });
    expect(view.location).toMatchObject({ title: "Stay in the historic heart of Brașov", textLang: {}, bookNowText: "Book in Brașov" });
  });

  it("carpathia-ro in Romanian shows its Romanian texts, with no fallback marked", async () => {
    const { rooms, view } = await roomsPage("http://localhost/rooms?o=carpathia-ro&lang=ro");
    expect(rooms[0]).toMatchObject({ name: "Cameră dublă", textLang: {} });
    expect(view.location).toMatchObject({ title: "Cazare în centrul istoric al Brașovului", textLang: {} });
  });

  it("seaside (en texts only) in Romanian shows its English texts, marked as English", async () => {
    const { rooms, view } = await roomsPage("http://localhost/rooms?o=seaside&lang=ro");
    expect(view.organisation.displayLanguage).toBe("en");
    expect(rooms.map((room) => [room.name, room.textLang.name])).toEqual([
      ["Double room, sea view", "en"],
      ["Family room", "en"],
    ]);
    expect(view.organisation.aboutText).toMatch(/^Seaside Inn is a small guesthouse/);
  });
});

describe("policy links keep the hotel and the language (the booking form's terms link included)", () => {
  it.each([
    ["http://localhost/reservation-new?o=seaside&lang=en", "/terms?o=seaside&lang=en"],
    ["http://localhost/reservation-new?o=carpathia-ro", "/terms?o=carpathia-ro"],
    ["http://carpathia-ro.localhost/reservation-new?lang=it", "/terms?lang=it"],
  ])("%s → %s", async (url, terms) => {
    const request = new Request(url, { headers: { host: new URL(url).host } });
    const { view } = await loadSite(routeArgs(request));
    expect(view.policies.find((policy) => policy.kind === "terms")?.href).toBe(terms);
    for (const policy of view.policies.filter((candidate) => !candidate.external)) {
      expect(policy.href).toContain(terms.slice(terms.indexOf("?")));
    }
  });
});

import { describe, expect, it } from "vitest";
import type { Site, SiteRef } from "~/bff.server";
import { siteViewOf } from "./view.server";

const location = (id: number, title: string) => ({
  id,
  name: `House ${id}`,
  location_title: { ro: title, en: `${title} (en)` },
  photos: [],
  client_domain: null,
  hoteliera_domain: null,
});

/** One organisation entry as the data cache keeps it: the same object for every page until it is fetched again. */
function entry(name: string): Site {
  const locations = [location(101, "Brașov"), location(102, "Sinaia")];
  const organisation = { id: 1, name, slug_full: "carpathia-ro", settings: { language_default: "ro", locations } };
  return { organisation, location: locations[0], locations, rooms: null } as unknown as Site;
}

const ref = (overrides: Partial<SiteRef> = {}): SiteRef =>
  ({ slug: "carpathia-ro", slugSource: "subdomain", locationId: null, embed: null, domain: null, ...overrides }) as SiteRef;

describe("siteViewOf", () => {
  it("makes a view once per organisation entry and way of asking, and a new one for new data", () => {
    const site = entry("Hotel Carpathia");
    const first = siteViewOf(site, ref(), "en", "http://pms.example");
    // Another page of the same visit: a new Site around the same cache entries.
    expect(siteViewOf({ ...site }, ref(), "en", "http://pms.example")).toBe(first);
    expect(first.organisation.name).toBe("Hotel Carpathia");
    expect(first.location?.title).toBe("Brașov (en)");

    // The language, the frame and the location each make their own view.
    expect(siteViewOf(site, ref(), "ro", "http://pms.example").location?.title).toBe("Brașov");
    expect(siteViewOf(site, ref({ embed: "site" }), "en", "http://pms.example").embed).toBe("site");
    expect(siteViewOf({ ...site, location: site.locations[1]! }, ref(), "en", "http://pms.example").location?.title).toBe("Sinaia (en)");
    expect(siteViewOf(site, ref(), "en", "http://pms.example", "en").keep).toEqual({ lang: "en" });
    expect(siteViewOf(site, ref(), "en", "http://pms.example")).toBe(first);

    // The hotel renamed itself: the cache's next entry is a new object, and the page says so.
    expect(siteViewOf(entry("Carpathia Resort"), ref(), "en", "http://pms.example").organisation.name).toBe("Carpathia Resort");
  });

  it("gives views no page can change for the next guest", () => {
    const view = siteViewOf(entry("Hotel Carpathia"), ref(), "en", "http://pms.example");
    expect(() => {
      (view.keep as Record<string, string>).lang = "it";
    }).toThrow(TypeError);
    expect(() => {
      (view.organisation as { name: string }).name = "Another";
    }).toThrow(TypeError);
    expect(Object.isFrozen(view.locations[0])).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import type { Site, SiteRef } from "~/bff.server";
import { pageSiteOf, siteViewOf } from "./view.server";

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

describe("pageSiteOf", () => {
  const richer = (): Site => {
    const site = entry("Hotel Carpathia");
    const [brasov, sinaia] = site.locations as unknown as Array<Record<string, unknown>>;
    Object.assign(sinaia!, {
      short_description: { en: "A villa under the Bucegi" },
      description: { en: "A long description of the villa, its rooms and its garden" },
      book_now_text: { en: "Book in Sinaia" },
      address: { street: "Strada Furnica 4", city: "Sinaia", country: "RO" },
    });
    Object.assign(brasov!, { description: { en: "The house in the old town" } });
    return site;
  };

  it("sends the page's location whole and every location as its name, line, address and booking text", () => {
    const view = siteViewOf(richer(), ref(), "en", "http://pms.example");
    const page = pageSiteOf(view);
    expect(page.location).toBe(view.location);
    expect(page.location?.description).toBe("The house in the old town");
    const sinaia = page.locations[1]!;
    expect(Object.keys(sinaia).sort()).toEqual(["address", "bookNowText", "id", "name", "shortDescription", "textLang"]);
    expect(sinaia).toMatchObject({ id: 102, name: "House 102", shortDescription: "A villa under the Bucegi", bookNowText: "Book in Sinaia" });
    expect(sinaia.address).toBe(view.locations[1]!.address);
    expect(sinaia.address).toContain("Sinaia");
    // Nothing else of the view is left out.
    const { locations: _whole, ...rest } = view;
    const { locations: _summaries, ...sent } = page;
    expect(sent).toEqual(rest);
    expect(JSON.stringify(page)).not.toContain("A long description of the villa");
  });

  it("keeps the language of a line written in another language, and only that one", () => {
    const site = richer();
    const view = siteViewOf(site, ref(), "ro", "http://pms.example");
    const whole = view.locations[1]!;
    expect(whole.textLang.shortDescription).toBe("en");
    expect(whole.textLang.description).toBe("en");
    expect(pageSiteOf(view).locations[1]!.textLang).toEqual({ shortDescription: "en" });
    expect(pageSiteOf(view).locations[0]!.textLang).toEqual({});
  });

  it("is made once per view and cannot be changed by a page", () => {
    const view = siteViewOf(richer(), ref(), "en", "http://pms.example");
    expect(pageSiteOf(view)).toBe(pageSiteOf(view));
    expect(Object.isFrozen(pageSiteOf(view).locations[1])).toBe(true);
    expect(pageSiteOf(siteViewOf(richer(), ref(), "ro", "http://pms.example"))).not.toBe(pageSiteOf(view));
  });
});

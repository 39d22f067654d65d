import { describe, expect, it } from "vitest";
import { photoPageAskedFor, photoPageBack, photoPageHref } from "./photo-page";

const site = { basePath: "/hotel/101", keep: { o: "carpathia-ro", lang: "es" }, home: "/hotel/101?o=carpathia-ro&lang=es" };

describe("the site's photo page", () => {
  it("takes a photo's number as the page says it, within the photos there are", () => {
    expect(photoPageAskedFor(new URLSearchParams("photo=1"), 3)).toEqual({ index: 0, from: "gallery" });
    expect(photoPageAskedFor(new URLSearchParams("photo=3&from=home"), 3)).toEqual({ index: 2, from: "home" });
    expect(photoPageAskedFor(new URLSearchParams("photo=2&from=about"), 3)).toEqual({ index: 1, from: "about" });
    expect(photoPageAskedFor(new URLSearchParams("photo=4"), 3)).toBe("not-found");
    for (const bad of ["", "photo=0", "photo=-1", "photo=1.5", "photo=abc", "photo=99999", "photo=%201"])
      expect(photoPageAskedFor(new URLSearchParams(bad), 3), bad).toBe("bad-request");
  });
  it("leads back on fixed paths only, whatever `from` says", () => {
    expect(photoPageAskedFor(new URLSearchParams("photo=1&from=https://evil.example"), 3)).toEqual({ index: 0, from: "gallery" });
    expect(photoPageBack(site, "home", 1)).toBe(site.home);
    expect(photoPageBack(site, "about", 1)).toBe("/hotel/101/about?o=carpathia-ro&lang=es");
    expect(photoPageBack(site, "gallery", 1)).toBe("/hotel/101/gallery?o=carpathia-ro&lang=es#photo-2");
  });
  it("addresses a photo with what links keep", () => {
    expect(photoPageHref(site, 0, "gallery")).toBe("/hotel/101/gallery/photos?o=carpathia-ro&lang=es&photo=1");
    expect(photoPageHref({ basePath: "", keep: {} }, 2, "home")).toBe("/gallery/photos?photo=3&from=home");
  });
});

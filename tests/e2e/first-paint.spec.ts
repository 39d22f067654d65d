/**
 * The first paint (issue 38, item 6; web.dev's guidance on LCP images): on a phone and at the desk,
 * no image of the first screen waits for lazy loading, and the largest of them is fetched first
 * (`fetchpriority="high"`). Every page's "skip to content" has its target (checked over every kind of
 * page in valid-html.http.spec.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { demoStay } from "./support/journeys";

const PAGES: Array<[name: string, path: string]> = [
  ["home", "/?o=carpathia-ro&lang=es"],
  ["rooms", "/hotel/101/rooms?o=carpathia-ro&lang=it"],
  ["gallery", "/hotel/101/gallery?o=carpathia-ro&lang=en"],
  ["contacts", "/hotel/101/contacts?o=carpathia-ro&lang=ro"],
  ["search", `/reservation-new?o=carpathia-ro&lang=es&${demoStay()}`],
  ["look-up", "/reservation-search?o=carpathia-ro&lang=it"],
  ["room photos", "/rooms/photos?o=carpathia-ro&lang=es&location=101&room_types=1011"],
];

const SCREENS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

interface FirstScreenImage {
  src: string;
  loading: string | null;
  fetchpriority: string | null;
  area: number;
}

/** The images the first screen shows (before any scroll), as the server sent them. */
async function firstScreenImages(page: Page): Promise<FirstScreenImage[]> {
  return page.locator("img").evaluateAll((images) =>
    images
      .map((image) => {
        // What of the image shows: the viewport, cut by every ancestor that clips its overflow
        // (a carousel's next slide is laid out beside the first, hidden by its track).
        let { top, left, bottom, right } = image.getBoundingClientRect();
        [top, left, bottom, right] = [Math.max(top, 0), Math.max(left, 0), Math.min(bottom, window.innerHeight), Math.min(right, window.innerWidth)];
        for (let box = image.parentElement; box; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === "visible" && style.overflowY === "visible") continue;
          const clip = box.getBoundingClientRect();
          [top, left, bottom, right] = [Math.max(top, clip.top), Math.max(left, clip.left), Math.min(bottom, clip.bottom), Math.min(right, clip.right)];
        }
        const shown = getComputedStyle(image).visibility !== "hidden" && bottom > top && right > left;
        return {
          src: image.getAttribute("src") ?? "",
          loading: image.getAttribute("loading"),
          fetchpriority: image.getAttribute("fetchpriority"),
          area: shown ? (bottom - top) * (right - left) : 0,
        };
      })
      .filter((image) => image.area > 0),
  );
}

for (const screen of SCREENS) {
  for (const [name, path] of PAGES) {
    test(`${name} at ${screen.width} px: no lazy image on the first screen, the largest fetched first`, async ({ page }) => {
      await page.setViewportSize(screen);
      await page.goto(path);
      const images = await firstScreenImages(page);
      expect(images.filter((image) => image.loading === "lazy").map((image) => image.src)).toEqual([]);
      const largest = [...images].sort((a, b) => b.area - a.area)[0];
      // Photos only: a logo or an icon is not the page's largest paint worth a priority.
      if (largest && largest.area >= 100 * 100) expect(largest, largest.src).toMatchObject({ fetchpriority: "high" });
    });
  }
}

// The home hydrates without making a date formatter (its search form, its room cards): the
// first `Intl.DateTimeFormat` of a page (ICU's locale data) was most of the home's longest task
// while it hydrated (docs/quality.md, issue 53, 2026-12-04). Its dates are written by the server,
// in the page's language, and the hydrated form says the same.
for (const [name, path, earliest] of [
  ["home", "/?o=carpathia-ro&lang=ro", /Cea mai apropiată dată de sosire: \d{1,2} [a-z]+ \d{4}/],
  ["home in Spanish", "/?o=carpathia-ro&lang=es", /\d{1,2} de [a-z]+ de \d{4}/],
] as const) {
  test(`${name}: the search form hydrates without a date formatter, its dates in the page's language`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "hydration is the JavaScript project's; without it no formatter runs in the browser at all");
    await page.addInitScript(() => {
      const made: unknown[] = [];
      (window as unknown as { dateFormatsMade: unknown[] }).dateFormatsMade = made;
      const Original = Intl.DateTimeFormat;
      Intl.DateTimeFormat = new Proxy(Original, {
        construct: (target, args: [string?, Intl.DateTimeFormatOptions?]) => (made.push(args), new target(...args)),
        apply: (target, self, args: [string?, Intl.DateTimeFormatOptions?]) => (made.push(args), target(...args)),
      });
    });
    await page.goto(path);
    // Hydrated: the calendar button is the form's JavaScript enhancement.
    await expect(page.locator(".booking-search__calendar button")).toBeAttached();
    await expect(page.locator(".booking-search .field__hint").first()).toHaveText(earliest);
    expect(await page.evaluate(() => (window as unknown as { dateFormatsMade: unknown[] }).dateFormatsMade)).toEqual([]);
  });
}

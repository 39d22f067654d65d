import { expect, test, type Page } from "@playwright/test";
import { hotelSite, resetMock } from "./support/env";
import { bookFirstOffer, chooseButtons, demoStay } from "./support/journeys";

// No page is wider than a phone or a tablet (docs/decisions/013): at 320, 390 and 768 px every page of both
// demo hotels, the booking journey and the reservation it ends on scroll only vertically. A failure
// names the outermost elements that stick out, which is where the fix goes.

const WIDTHS = [320, 390, 768] as const;

const HOTELS = {
  "carpathia-ro": { locations: [101, 102] },
  seaside: { locations: [201] },
} as const;
type Slug = keyof typeof HOTELS;

const SITE_PAGES = [
  "/",
  "/rooms",
  "/gallery",
  "/about",
  "/contacts",
  "/terms",
  "/policies",
  "/order-policies",
  "/cancel-policies",
  "/gdpr-policies",
  "/support",
  "/accessibility",
  "/login",
  "/reservation-search",
  "/pages/404",
];

const hotelPages = (slug: Slug) => HOTELS[slug].locations.flatMap((id) => ["", "/rooms", "/gallery", "/about", "/contacts"].map((sub) => `/hotel/${id}${sub}`));

/** The page of the hotel named by `o`; its home on its own subdomain, since on the main domain `/?o=` opens the booking page. */
const withHotel = (path: string, slug: Slug) => (path === "/" ? `${hotelSite(slug)}/?lang=en` : `${path}${path.includes("?") ? "&" : "?"}o=${slug}&lang=en`);

/**
 * The page's width at each of WIDTHS, the page loaded once at the first. When the document is wider
 * than the window, the message lists the outermost elements reaching past its right edge (their
 * parent does not), leaving out what scrolls inside a box of its own (a carousel, a room strip).
 */
async function expectNoSidewaysScroll(page: Page) {
  // After a form's redirect the address changes before the new page is there.
  await page.waitForLoadState("load");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const found = await page.evaluate(() => {
      const limit = window.innerWidth;
      const describe = (element: Element) =>
        element.tagName.toLowerCase() + (element.id ? `#${element.id}` : "") + [...element.classList].map((name) => `.${name}`).join("");
      const clippedByAncestor = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== "visible") return true;
        }
        return false;
      };
      // What is not drawn (a closed menu's content) makes nothing wider.
      const sticksOut = (element: Element) => element.getBoundingClientRect().right > limit + 0.5 && element.checkVisibility();
      const culprits = [...document.body.querySelectorAll("*")]
        .filter((element) => sticksOut(element) && !clippedByAncestor(element))
        .filter((element) => !element.parentElement || element.parentElement === document.body || !sticksOut(element.parentElement))
        .slice(0, 8)
        .map((element) => `${describe(element)} (right edge ${Math.round(element.getBoundingClientRect().right)})`);
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: limit, culprits };
    });
    expect(found.scrollWidth, `${page.url()} at ${width} px is ${found.scrollWidth} px wide: ${found.culprits.join(", ")}`).toBeLessThanOrEqual(
      found.innerWidth,
    );
  }
}

test.beforeAll(async () => {
  await resetMock();
});

for (const slug of Object.keys(HOTELS) as Slug[]) {
  test.describe(`no sideways scrolling at ${WIDTHS.join(", ")} px: ${slug}`, () => {
    for (const path of [...SITE_PAGES, ...hotelPages(slug)]) {
      test(path, async ({ page }) => {
        await page.goto(withHotel(path, slug));
        await expectNoSidewaysScroll(page);
      });
    }

    test("the home page with the phone menu open", async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
      await page.goto(withHotel("/", slug));
      await page.locator(".top-bar__menu > summary").click();
      await expect(page.locator(".top-bar__panel")).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test("the booking page with results", async ({ page }) => {
      await page.goto(withHotel(`/reservation-new?${demoStay()}`, slug));
      await expect(chooseButtons(page).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test("the booking page with an offer chosen", async ({ page }) => {
      await page.goto(withHotel(`/reservation-new?${demoStay()}`, slug));
      await chooseButtons(page).first().click();
      await expect(page.locator('input[name="first_name"]')).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test("the reservation page after booking, and its check-in form", async ({ page }) => {
      const reservation = await bookFirstOffer(page, withHotel(`/reservation-new?${demoStay()}`, slug), `overflow.${slug}@example.org`);
      await expectNoSidewaysScroll(page);
      await page.goto(reservation);
      await expectNoSidewaysScroll(page);
      await page.goto(reservation.replace("/reservations/", "/reservation/"));
      await expectNoSidewaysScroll(page);
    });
  });
}

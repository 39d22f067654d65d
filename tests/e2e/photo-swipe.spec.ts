import { expect, test, type Page } from "@playwright/test";
import es from "../../app/locales/es/pages";
import it_ from "../../app/locales/it/pages";
import { failOnPageErrors } from "./support/page-errors";
import { resetMock } from "./support/env";

// Issue 51, items 1 and 2 (decision 055): on a phone the photo viewer follows the guest's thumb, and a
// sideways swipe never takes the browser back; without JavaScript the home's and the gallery's photos
// open the site's photo page (caption, "Photo n of N", previous and next, the way back), never the
// bare image file.

failOnPageErrors();

test.beforeAll(async () => {
  await resetMock();
});

const position = (texts: typeof es.pages, index: number, total: number) =>
  texts.lightbox.position.replace("{{index}}", String(index)).replace("{{total}}", String(total));

/** A one-finger swipe as the touch screen reports it (Chrome's own touch events, through CDP). */
async function swipe(page: Page, from: { x: number; y: number }, dx: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
  for (let step = 1; step <= 6; step++)
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: from.x + (dx * step) / 6, y: from.y + step }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  for (const [lang, texts] of [
    ["es", es.pages],
    ["it", it_.pages],
  ] as const) {
    test(`a swipe moves the gallery's viewer to the next and the previous photo, and never leaves the page (${lang})`, async ({ page, javaScriptEnabled }) => {
      test.skip(!javaScriptEnabled, "the viewer is JavaScript's");
      await page.goto(`/gallery?o=carpathia-ro&lang=${lang}`);
      const address = page.url();
      await expect(page.locator(".photo-grid[data-enhanced]")).toHaveCount(1);
      const total = await page.locator(".photo-grid a.photo-grid__link").count();
      expect(total).toBeGreaterThan(2);
      await page.locator(".photo-grid a.photo-grid__link").first().tap();
      const dialog = page.getByRole("dialog", { name: texts.lightbox.label });
      await expect(dialog.locator(".lightbox__position")).toHaveText(position(texts, 1, total));
      const image = await dialog.locator("img").boundingBox();
      const middle = { x: image!.x + image!.width / 2, y: image!.y + image!.height / 2 };

      // Right to left: the next photo.
      await swipe(page, { x: middle.x + 120, y: middle.y }, -240);
      await expect(dialog.locator(".lightbox__position")).toHaveText(position(texts, 2, total));
      // Left to right: back to the first, and the page stays where it is (no history navigation).
      await swipe(page, { x: middle.x - 120, y: middle.y }, 240);
      await expect(dialog.locator(".lightbox__position")).toHaveText(position(texts, 1, total));
      // From the screen's left edge, where a browser's "back" gesture starts: the previous photo, still here.
      await swipe(page, { x: 2, y: middle.y }, 300);
      await expect(dialog.locator(".lightbox__position")).toHaveText(position(texts, total, total));
      expect(page.url()).toBe(address);
      await expect(dialog).toBeVisible();
      // A short or mostly vertical move is no swipe.
      await swipe(page, { x: middle.x, y: middle.y }, 12);
      await expect(dialog.locator(".lightbox__position")).toHaveText(position(texts, total, total));
      // Nothing in the viewer lets the browser take a sideways pan or an overscroll as its own.
      expect(await dialog.locator(".lightbox__figure").evaluate((element) => getComputedStyle(element.closest("dialog")!).touchAction)).toBe(
        "pan-y pinch-zoom",
      );
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overscrollBehaviorX)).toBe("none");
    });
  }
});

for (const [lang, texts] of [
  ["es", es.pages],
  ["it", it_.pages],
] as const) {
  for (const from of ["/", "/gallery"] as const) {
    test(`${from}'s photos open the site's photo page, with its caption and the way back (${lang})`, async ({ page, javaScriptEnabled }) => {
      test.skip(javaScriptEnabled, "with JavaScript the viewer takes the click");
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${from}?o=carpathia-ro&lang=${lang}`.replace("/?o", "/hotel/101?o"));
      const links = page.locator(".photo-grid a.photo-grid__link");
      for (const link of await links.all()) expect(await link.getAttribute("href")).not.toMatch(/media-proxy|\.svg/);
      // The second photo (a phone shows the grid's photos one under another, in their own order).
      const second = page.locator(".photo-grid a.photo-grid__link[href*='photo=2']");
      await second.click();
      await page.waitForURL((url) => url.pathname.endsWith("/gallery/photos"));
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const figure = page.locator("main figure");
      await expect(figure).toHaveCount(1);
      const image = figure.locator("img");
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(figure.locator("figcaption")).toContainText(/Foto 2 (de|di) \d+/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole("link", { name: texts.lightbox.next }).click();
      await expect(page.locator("main figure figcaption")).toContainText(/Foto 3 (de|di) \d+/);
      await page.getByRole("link", { name: texts.lightbox.previous }).click();
      await expect(page.locator("main figure figcaption")).toContainText(/Foto 2 (de|di) \d+/);
      // Back where the guest came from.
      await page
        .getByRole("link", { name: from === "/" ? texts.home : texts.gallery })
        .last()
        .click();
      await page.waitForURL((url) => (from === "/" ? url.pathname === "/hotel/101" : url.pathname.endsWith("/gallery")));
      expect(new URL(page.url()).searchParams.get("lang")).toBe(lang);
    });
  }
}

import { expect, test, type Locator, type Page } from "@playwright/test";
import es from "../../app/locales/es/pages";
import it_ from "../../app/locales/it/pages";
import { failOnPageErrors } from "./support/page-errors";
import { demoStay } from "./support/journeys";
import { resetMock } from "./support/env";

// One photo viewer, wherever it opens (issue 38, item 1; decision 039), at a phone's width and a
// laptop's, in Spanish and Italian. With JavaScript (chromium-js) a room's photo in the booking
// page's results opens the viewer, styled as on the gallery: the photo within the window, the
// buttons thumb-sized, the caption's two parts apart. Without it (chromium-nojs) the same link opens
// the room's photos page inside the site, every photo with its caption and the way back to the search.

failOnPageErrors();

const LANGUAGES = { es: es.pages, it: it_.pages } as const;
const VIEWPORTS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
/** The double room of Carpathia Brașov: two photos, named by the hotel in ro and en only. */
const DOUBLE = "1011:1";
const searchUrl = (lang: string) => `/reservation-new?o=carpathia-ro&lang=${lang}&location=101&${demoStay()}`;

test.beforeAll(async () => {
  await resetMock();
});

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  expect(found, "laid out").not.toBeNull();
  return found!;
};

/** The viewer as a guest sees it: styled, the photo and its buttons inside the window. */
async function expectFittingViewer(page: Page, dialog: Locator, texts: (typeof LANGUAGES)[keyof typeof LANGUAGES]) {
  const { width, height } = page.viewportSize()!;
  await expect(dialog).toBeVisible();
  // Its stylesheet came with it: the backdrop is the viewer's, not the browser's bare dialog.
  await expect(dialog).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  const image = dialog.locator("img");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  for (const part of [image, dialog]) {
    const found = await box(part);
    expect(found.x, "left edge in the window").toBeGreaterThanOrEqual(0);
    expect(found.y, "top edge in the window").toBeGreaterThanOrEqual(0);
    expect(found.x + found.width, `right edge within ${width} px`).toBeLessThanOrEqual(width + 0.5);
    expect(found.y + found.height, `bottom edge within ${height} px`).toBeLessThanOrEqual(height + 0.5);
  }
  for (const name of [texts.lightbox.close, texts.lightbox.previous, texts.lightbox.next]) {
    const button = dialog.getByRole("button", { name });
    const found = await box(button);
    expect(found.width, `"${name}" width`).toBeGreaterThanOrEqual(24);
    expect(found.height, `"${name}" height`).toBeGreaterThanOrEqual(24);
    expect(await button.evaluate((element) => getComputedStyle(element).borderTopStyle), `"${name}" is the viewer's button, not the browser's`).toBe("none");
  }
  // The caption's two parts stand apart (not "Double roomFoto 1 de 2").
  const [name, position] = [dialog.locator("figcaption > span").first(), dialog.locator(".lightbox__position")];
  await expect(position).toHaveText(texts.lightbox.position.replace("{{index}}", "1").replace("{{total}}", "2"));
  const [nameBox, positionBox] = [await box(name), await box(position)];
  const apart = positionBox.x >= nameBox.x + nameBox.width + 8 || positionBox.y >= nameBox.y + nameBox.height;
  expect(apart, "the caption's name and position apart").toBe(true);
}

for (const [lang, texts] of Object.entries(LANGUAGES)) {
  for (const viewport of VIEWPORTS) {
    test(`a room's photo in the results opens the photo viewer, or without JavaScript the room's photos page (${lang}, ${viewport.width} px)`, async ({
      page,
      javaScriptEnabled,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto(searchUrl(lang));
      const card = page.locator(`article.solution[data-room-types="${DOUBLE}"]`);
      const photo = card.locator("a.solution__photo");
      await expect(photo).toContainText("1/2");
      const href = new URL((await photo.getAttribute("href"))!, page.url());
      expect(href.pathname).toBe("/rooms/photos");
      expect(href.searchParams.get("room_types")).toBe(DOUBLE);

      if (javaScriptEnabled) {
        await expect.poll(() => page.evaluate(() => "__remixRouter" in window)).toBe(true);
        await photo.click();
        const dialog = page.getByRole("dialog", { name: texts.lightbox.label });
        await expectFittingViewer(page, dialog, texts);
        await page.screenshot({ path: testInfo.outputPath(`viewer-offers-${lang}-${viewport.width}.png`) });
        await dialog.getByRole("button", { name: texts.lightbox.next }).click();
        await expect(dialog.locator(".lightbox__position")).toHaveText(texts.lightbox.position.replace("{{index}}", "2").replace("{{total}}", "2"));
        await dialog.getByRole("button", { name: texts.lightbox.close }).click();
        await expect(dialog).toBeHidden();
        await expect(photo).toBeFocused();
        expect(new URL(page.url()).pathname).toBe("/reservation-new");
        return;
      }

      const search = new URL(page.url()).searchParams;
      await photo.click();
      await page.waitForURL((url) => url.pathname === "/rooms/photos");
      // Inside the site: its header, the room's name, and every photo the badge counted, each captioned.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Double room");
      const figures = page.locator("main figure");
      await expect(figures).toHaveCount(2);
      for (const [index, figure] of (await figures.all()).entries()) {
        await figure.scrollIntoViewIfNeeded();
        const image = figure.locator("img");
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect((await box(image)).width).toBeLessThanOrEqual(viewport.width);
        await expect(figure.locator("figcaption")).toHaveText(texts.lightbox.position.replace("{{index}}", String(index + 1)).replace("{{total}}", "2"));
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath(`photos-page-${lang}-${viewport.width}.png`), fullPage: true });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // The way back: the same search, at the same room.
      const back = page.getByRole("link", { name: texts.roomPhotos.backToSearch }).first();
      await expect(back).toBeVisible();
      await back.click();
      await page.waitForURL((url) => url.pathname === "/reservation-new");
      const returned = new URL(page.url());
      for (const field of ["day_from", "day_to", "adults", "rooms", "location", "o", "lang"])
        expect(returned.searchParams.get(field), field).toBe(search.get(field));
      expect(returned.hash).toBe("#solution-1011-1");
      await expect(card).toBeVisible();
    });
  }
}

test("the gallery's viewer is the same viewer, fitting a phone", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/gallery?o=carpathia-ro&lang=es");
  const first = page.locator(".photo-grid a.photo-grid__link").first();
  if (!javaScriptEnabled) {
    // Its links open the site's photo page, not the bare file (decision 055; photo-swipe.spec.ts walks it).
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(first).toHaveAttribute("href", /^\/gallery\/photos\?.*photo=1/);
    return;
  }
  await expect(page.locator(".photo-grid[data-enhanced]")).toHaveCount(1);
  await first.click();
  const dialog = page.getByRole("dialog", { name: es.pages.lightbox.label });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
  const { width, height } = page.viewportSize()!;
  const found = await box(dialog.locator("img"));
  expect(found.x + found.width).toBeLessThanOrEqual(width + 0.5);
  expect(found.y + found.height).toBeLessThanOrEqual(height + 0.5);
});

test("the room's photos page answers 400 for a malformed room list and 404 for a room the hotel does not have", async ({ page }) => {
  expect((await page.goto("/rooms/photos?o=carpathia-ro&lang=en&room_types=abc"))?.status()).toBe(400);
  expect((await page.goto("/rooms/photos?o=carpathia-ro&lang=en&location=101&room_types=999999"))?.status()).toBe(404);
  // Without a search, the way back is to the rooms.
  expect((await page.goto("/rooms/photos?o=carpathia-ro&lang=en&location=101&room_types=1011"))?.status()).toBe(200);
  await expect(page.getByRole("link", { name: "All rooms" }).first()).toHaveAttribute("href", /^\/rooms\?/);
});

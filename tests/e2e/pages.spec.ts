import { expect, test, type Locator, type Page, type TestInfo } from "@playwright/test";
import { addDays } from "../../mocks/dates";
import { hotelSite, HOTEL_TODAY, resetMock } from "./support/env";

// The hotel's site pages (docs/spec.md §2: Home, Rooms, Gallery, About, Contacts), run with JavaScript on
// (chromium-js) and off (chromium-nojs). Demo organisation `carpathia-ro`: location 101 Carpathia
// Brașov (4 room types, 5 photos, gallery slider on) and 102 Carpathia Sinaia (2 room types).

const ORG = "carpathia-ro";
/**
 * The home page of the hotel named by `o`: its first location's page (on the main domain `/?o=`
 * opens the booking page, docs/decisions/015). The hotel's own subdomain serves it at `/`.
 */
const HOME = "/hotel/101";

const TEXTS = {
  ro: {
    homeTitle: "Cazare în centrul istoric al Brașovului",
    rooms: "Camere",
    gallery: "Galerie",
    about: "Despre noi",
    contacts: "Contact",
    roomNames: ["Cameră dublă", "Cameră twin", "Apartament de familie", "Cameră single"],
    aboutText: "casa bunicilor",
    search: "Caută camere",
    dayFrom: "Data sosirii",
    dayTo: "Data plecării",
  },
  en: {
    homeTitle: "Stay in the historic heart of Brașov",
    rooms: "Rooms",
    gallery: "Gallery",
    about: "About us",
    contacts: "Contact",
    roomNames: ["Double room", "Twin room", "Family suite", "Single room"],
    aboutText: "grandparents' house",
    search: "Search rooms",
    dayFrom: "Check-in",
    dayTo: "Check-out",
  },
} as const;

const jsOnly = (testInfo: TestInfo) => testInfo.project.name.endsWith("nojs");

/** The embedded map is a third-party frame: answer it locally so no test depends on the network. */
async function stubMap(page: Page) {
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>map</title><p>map</p>" }),
  );
}

/** Waits until an image has really been decoded (not just laid out). */
async function expectLoaded(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

/** Every internal link and GET form inside the page's own content keeps the organisation. */
async function expectKeptOrganisation(page: Page) {
  const hrefs = await page.locator("main a[href^='/']").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const internal = hrefs.filter((href) => !href.startsWith("/media-proxy/"));
  expect(internal.length).toBeGreaterThan(0);
  for (const href of internal) expect(new URL(href, "http://x").searchParams.get("o"), href).toBe(ORG);
  for (const form of await page.locator("main form").all()) {
    await expect(form.locator("input[type=hidden][name=o]")).toHaveValue(ORG);
  }
}

/** A link to `pathname` carrying (at least) `params`; other kept parameters such as `lang` may come along. */
async function expectLink(link: Locator, pathname: string, params: Record<string, string>) {
  const href = await link.getAttribute("href");
  const url = new URL(href ?? "", "http://x");
  expect(url.pathname, href ?? "").toBe(pathname);
  expect(Object.fromEntries(url.searchParams), href ?? "").toMatchObject(params);
}

test.beforeEach(async ({ page }) => {
  await resetMock();
  await stubMap(page);
});

for (const lang of ["ro", "en"] as const) {
  const text = TEXTS[lang];

  test.describe(`in ${lang}`, () => {
    test("home: banner, date search, about teaser, photos, rooms and map", async ({ page }) => {
      const response = await page.goto(`${HOME}?o=${ORG}&lang=${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.homeTitle);
      await expect(page.locator(".hero__image")).not.toHaveAttribute("loading", "lazy");
      await expect(page.getByLabel(text.dayFrom)).toHaveAttribute("type", "date");
      await expect(page.getByLabel(text.dayTo)).toHaveAttribute("type", "date");
      await expect(page.getByRole("button", { name: text.search })).toBeVisible();
      // The teaser: three sentences and an ellipsis.
      await expect(page.locator(".home-about__teaser")).toContainText(text.aboutText);
      await expect(page.locator(".home-about__teaser")).toHaveText(/…$/);
      // Spec §9: up to 4 photos on the home page.
      await expect(page.locator(".photo-grid a.photo-grid__link")).toHaveCount(4);
      await expectLoaded(page, ".photo-grid img");
      // Brașov shows its rooms slider on the home page.
      for (const name of text.roomNames) await expect(page.locator(".room-strip").getByRole("heading", { name, exact: true })).toBeVisible();
      // The map is a third party's: only a control to show it until the guest asks (map.spec.ts).
      await expect(page.locator(".contact-section__map iframe")).toHaveCount(0);
      await expectLink(page.locator(".contact-section__show-map"), HOME, { o: ORG, lang, map: "1" });
      await expectKeptOrganisation(page);
    });

    test("rooms: a card per room with photos, details and a reserve button", async ({ page }) => {
      const response = await page.goto(`/rooms?o=${ORG}&lang=${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.rooms);
      await expect(page).toHaveTitle(`${text.rooms} · Hotel Carpathia`);
      const cards = page.locator("article.room-card");
      await expect(cards).toHaveCount(4);
      for (const name of text.roomNames) await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
      await expectLoaded(page, "article.room-card img");
      // Every room's photos are all in the page (a scrollable strip without JavaScript).
      await expect(cards.first().locator("[aria-roledescription=carousel]")).toBeVisible();
      await expect(cards.first().locator("[aria-roledescription=slide] img")).toHaveCount(2);
      // Details: zero children are hidden (twin room), beds by kind.
      const twin = cards.nth(1);
      await expect(twin.locator("dt")).toHaveCount(2);
      await expect(cards.nth(2).locator("dd").last()).toHaveText(lang === "ro" ? "1 × pat dublu, 1 × canapea extensibilă" : "1 × double bed, 1 × sofa bed");
      // The location's own book-now text, to the booking page for this location.
      const reserve = cards.first().getByRole("link", { name: lang === "ro" ? "Rezervă la Brașov" : "Book in Brașov" });
      await expectLink(reserve, "/reservation-new", { o: ORG, location: "101" });
      // Each room's price from the next night the PMS sells it, and a link that opens that night with the room.
      for (const card of await cards.all()) {
        await expect(card.locator(".room-card__price-amount")).toHaveText(lang === "ro" ? /^De la [\d.,]+ RON pe noapte$/ : /^From [\d.,]+ RON per night$/);
        const href = new URL((await card.locator(".room-card__reserve").getAttribute("href")) ?? "", "http://x");
        const night = href.searchParams.get("day_from") ?? "";
        expect(night >= HOTEL_TODAY, night).toBe(true);
        expect(Object.fromEntries(href.searchParams)).toMatchObject({
          room_type_id: await card.getAttribute("data-room-id"),
          day_to: addDays(night, 1),
          rooms: "1",
        });
        await expect(card.locator(".room-card__price-night")).toHaveText(
          lang === "ro" ? /^pentru noaptea de \d{1,2} \p{L}+ \d{4}$/u : /^for the night of \d{1,2} [A-Z][a-z]+ \d{4}$/,
        );
      }
      // The location's gallery slider (show_homepage_gallery_slider is on for Brașov).
      await expect(page.locator(".carousel--wide [aria-roledescription=slide]")).toHaveCount(5);
      await expectKeptOrganisation(page);
    });

    test("gallery: every photo in three columns, each a real link to its photo page", async ({ page, request }) => {
      const response = await page.goto(`/gallery?o=${ORG}&lang=${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.gallery);
      await expect(page).toHaveTitle(`${text.gallery} · Hotel Carpathia`);
      const links = page.locator(".photo-grid a.photo-grid__link");
      await expect(links).toHaveCount(5);
      // Round robin, as the guest sees it: photo n in column n mod 3 (5 photos → 2, 2, 1), and the
      // links in the photos' own order, so Tab goes 1, 2, 3, 4, 5 and not down one column first.
      const lefts = await links.evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().left)));
      expect(new Set(lefts).size).toBe(3);
      expect(lefts[3]).toBe(lefts[0]);
      expect(lefts[4]).toBe(lefts[1]);
      expect(lefts[0]).toBeLessThan(lefts[1]!);
      expect(lefts[1]).toBeLessThan(lefts[2]!);
      const hrefs = await links.evaluateAll((all) => all.map((link) => new URL(link.getAttribute("href")!, location.href).searchParams.get("photo")));
      expect(hrefs).toEqual(["1", "2", "3", "4", "5"]);
      await expectLoaded(page, ".photo-grid img");
      for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute("href")!))) {
        // The site's photo page (decision 055), not the bare file.
        expect(href, href).toMatch(/^\/gallery\/photos\?/);
        const photo = await request.get(href);
        expect(photo.status(), href).toBe(200);
        expect(photo.headers()["content-type"]).toMatch(/^text\/html/);
      }
      // The first two rows (3 columns) are the first screen's: loaded at once, the first one first;
      // the rest wait until scrolled near (first-paint.spec.ts measures what is on screen).
      const images = await page.locator(".photo-grid img").all();
      for (const image of images) await expect(image).toHaveAttribute("alt", /\S/);
      const loading = await page
        .locator(".photo-grid img")
        .evaluateAll((all) =>
          all
            .sort((a, b) => Number((a.closest("li") as HTMLElement).style.order) - Number((b.closest("li") as HTMLElement).style.order))
            .map((image) => [image.getAttribute("loading"), image.getAttribute("fetchpriority")]),
        );
      expect(loading).toEqual([
        ["eager", "high"],
        ["eager", null],
        ["eager", null],
        ["eager", null],
        ["eager", null],
      ]);
    });

    test("about: the hotel's story, its photos and how to reach it", async ({ page }) => {
      const response = await page.goto(`/about?o=${ORG}&lang=${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.about);
      await expect(page).toHaveTitle(`${text.about} · Hotel Carpathia`);
      await expect(page.locator("main")).toContainText(text.aboutText);
      await expect(page.locator(".photo-grid a.photo-grid__link")).toHaveCount(5);
      await expect(page.locator(".contact-section")).toContainText("+40 268 555 010");
      await expectKeptOrganisation(page);
    });

    test("contacts: address, e-mail, phone, social pages, map link, map and photos", async ({ page }) => {
      const response = await page.goto(`/contacts?o=${ORG}&lang=${lang}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.contacts);
      await expect(page).toHaveTitle(`${text.contacts} · Hotel Carpathia`);
      const contact = page.locator(".contact-section");
      await expect(contact.locator("address")).toContainText("Strada Mureșenilor 12");
      await expect(contact.getByRole("link", { name: "brasov@carpathia.example" })).toHaveAttribute("href", "mailto:brasov@carpathia.example");
      await expect(contact.getByRole("link", { name: "+40 268 555 010" })).toHaveAttribute("href", "tel:+40268555010");
      await expect(contact.locator("[data-network=facebook]")).toHaveAttribute("href", "https://www.facebook.com/carpathia.brasov");
      await expect(contact.locator("[data-network=instagram]")).toHaveCount(1);
      // Brașov has no YouTube channel: no empty link for it.
      await expect(contact.locator("[data-network=youtube]")).toHaveCount(0);
      await expect(contact.locator(".contact-section__map-link")).toHaveAttribute("href", /openstreetmap\.org\/\?mlat=45\.6427/);
      await expect(contact.locator("iframe")).toHaveCount(0);
      await page.goto(`/contacts?o=${ORG}&lang=${lang}&map=1`);
      await expect(contact.locator("iframe")).toHaveAttribute("title", /\S/);
      await expect(contact.locator("iframe")).toHaveAttribute("src", /marker=45\.6427%2C25\.5887/);
      const carousel = page.locator("main > .page-section [aria-roledescription=carousel]");
      await expect(carousel.locator("[aria-roledescription=slide]")).toHaveCount(5);
      await expect(carousel).toContainText(lang === "ro" ? "casă restaurată din 1890" : "restored 1890 town house");
    });
  });
}

test("one location's rooms at /hotel/102/rooms book that location", async ({ page }) => {
  const response = await page.goto(`/hotel/102/rooms?o=${ORG}&lang=en`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("article.room-card")).toHaveCount(2);
  await expect(page.getByRole("heading", { level: 2, name: "Double room with balcony" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Apartment", exact: true })).toBeVisible();
  const reserve = page.locator("article.room-card").first().getByRole("link", { name: "Book in Sinaia" });
  await expectLink(reserve, "/reservation-new", { o: ORG, location: "102" });
  // Sinaia does not show the gallery slider.
  await expect(page.locator(".carousel--wide")).toHaveCount(0);
  await expectKeptOrganisation(page);
});

test("the /hotel/:id sub-pages answer 200 and link within the location", async ({ page }) => {
  for (const sub of ["", "/gallery", "/about", "/contacts"]) {
    const response = await page.goto(`/hotel/102${sub}?o=${ORG}&lang=en`);
    expect(response?.status(), sub).toBe(200);
  }
  await page.goto(`/hotel/102?o=${ORG}&lang=en`);
  await expectLink(page.getByRole("link", { name: "See all rooms" }), "/hotel/102/rooms", { o: ORG });
  await expect(page.locator("main form input[type=hidden][name=location]")).toHaveValue("102");
});

test("the home search submits the dates to /reservation-new, keeping o", async ({ page }) => {
  await page.goto(`${HOME}?o=${ORG}&lang=en`);
  const min = await page.getByLabel("Check-in").getAttribute("min");
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const dayFrom = shift(min!, 10);
  const dayTo = shift(min!, 13);
  await page.getByLabel("Check-in").fill(dayFrom);
  await page.getByLabel("Check-out").fill(dayTo);
  await page.getByRole("button", { name: "Search rooms" }).click();
  await page.waitForURL(/\/reservation-new\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe("/reservation-new");
  // The kept parameters (o, and lang when the guest chose it by link) come along.
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ day_from: dayFrom, day_to: dayTo, o: ORG });
  expect([...url.searchParams.keys()].slice(0, 2)).toEqual(["day_from", "day_to"]);
});

test("the lightbox opens, moves and closes with the keyboard", async ({ page }, testInfo) => {
  test.skip(jsOnly(testInfo), "the lightbox is a JavaScript enhancement");
  await page.goto(`/gallery?o=${ORG}&lang=en`);
  // Until the page is hydrated a click opens the photo itself, as without JavaScript.
  await expect(page.locator(".photo-grid[data-enhanced]")).toHaveCount(1);
  const first = page.locator(".photo-grid a.photo-grid__link").first();
  await first.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Photo viewer" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
  await expect(dialog).toContainText("Photo 1 of 5");
  await expect(dialog.locator("img")).toHaveAttribute("alt", "The Carpathia house in the old town");
  await page.keyboard.press("ArrowRight");
  await expect(dialog).toContainText("Photo 2 of 5");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog).toContainText("Photo 5 of 5");
  // The focus stays inside the dialog.
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
  expect(new URL(page.url()).pathname).toBe("/gallery");

  // A click opens it too, and the close button closes it.
  await page.locator(".photo-grid a.photo-grid__link").nth(2).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("without JavaScript a photo link opens the site's photo page (decision 055)", async ({ page }, testInfo) => {
  test.skip(!jsOnly(testInfo), "with JavaScript the lightbox takes the click");
  await page.goto(`/gallery?o=${ORG}&lang=en`);
  const link = page.locator(".photo-grid a.photo-grid__link").nth(1);
  await link.click();
  await page.waitForURL((url) => url.pathname === "/gallery/photos");
  expect(new URL(page.url()).searchParams.get("photo")).toBe("2");
  await expect(page.locator("main figure figcaption")).toContainText("Photo 2 of 5");
});

test("a room carousel moves with its buttons and the arrow keys, and on its own", async ({ page }, testInfo) => {
  test.skip(jsOnly(testInfo), "the carousel controls are a JavaScript enhancement");
  await page.goto(`/rooms?o=${ORG}&lang=en`);
  const carousel = page.locator("article.room-card").first().locator("[aria-roledescription=carousel]");
  await carousel.scrollIntoViewIfNeeded();
  // The pointer on the carousel holds its 5 s autoplay (spec §9): on a loaded machine the steps below
  // took longer than that, and the carousel moved on its own between them (a flaky run).
  await carousel.hover();
  const status = carousel.locator(".carousel__status");
  await expect(status).toHaveText("1 of 2");
  await carousel.getByRole("button", { name: "Next photo" }).click();
  await expect(status).toHaveText("2 of 2");
  await expect(carousel.locator("[aria-roledescription=slide]").nth(1)).toBeInViewport({ ratio: 0.9 });
  await carousel.locator(".carousel__track").focus();
  await page.keyboard.press("ArrowRight");
  await expect(status).toHaveText("1 of 2");
  await page.keyboard.press("ArrowLeft");
  await expect(status).toHaveText("2 of 2");
  await carousel.getByRole("button", { name: "Previous photo" }).click();
  await expect(status).toHaveText("1 of 2");

  // Spec §9: 5000 ms, once neither the pointer nor the focus is on the carousel.
  await page.locator("h1").click();
  await page.mouse.move(0, 0);
  await expect(status).toHaveText("2 of 2", { timeout: 8_000 });
});

test("without JavaScript every carousel photo is reachable by scrolling", async ({ page }, testInfo) => {
  test.skip(!jsOnly(testInfo), "checks the server-rendered strip");
  await page.goto(`/rooms?o=${ORG}&lang=en`);
  const carousel = page.locator("article.room-card").first().locator("[aria-roledescription=carousel]");
  await expect(carousel.getByRole("button")).toHaveCount(0);
  const second = carousel.locator("[aria-roledescription=slide] img").nth(1);
  await second.scrollIntoViewIfNeeded();
  await expect(second).toBeInViewport({ ratio: 0.9 });
  await expect.poll(() => second.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});

for (const lang of ["es", "it"] as const) {
  test(`smoke: home and rooms in ${lang}, the hotel's own texts in English, marked so (decision 025)`, async ({ page }) => {
    // The hotel's own site, as a search engine lists it.
    const home = await page.goto(`${hotelSite(ORG)}/?lang=${lang}`);
    expect(home?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("button", { name: lang === "es" ? "Buscar habitaciones" : "Cerca camere" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: lang === "es" ? "Nuestras habitaciones" : "Le nostre camere" })).toBeVisible();
    // Carpathia wrote its texts in ro and en only: a Spanish or Italian guest reads the English ones.
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText(TEXTS.en.homeTitle);
    await expect(title).toHaveAttribute("lang", "en");
    await expect(page.locator(".home-about__teaser")).toHaveAttribute("lang", "en");
    const rooms = await page.goto(`/rooms?o=${ORG}&lang=${lang}`);
    expect(rooms?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "es" ? "Habitaciones" : "Camere");
    const cards = page.locator("article.room-card");
    await expect(cards).toHaveCount(4);
    await expect(cards.first().locator("dt").first()).toHaveText(lang === "es" ? "Adultos" : "Adulti");
    await expect(cards.locator(".room-card__name")).toHaveText([...TEXTS.en.roomNames]);
    await expect(cards.first().locator(".room-card__name")).toHaveAttribute("lang", "en");
    await expect(cards.first().locator(".room-card__description")).toHaveAttribute("lang", "en");
    await expect(page.locator("main")).not.toContainText("—");
    // The reserve button speaks the page's language, not the hotel's English book-now text.
    await expect(cards.first().locator(".room-card__reserve")).toHaveText(lang === "es" ? "Reservar ahora" : "Prenoti ora");
  });
}

test("a hotel whose slug has no 'ro' word shows its English texts on a Romanian page", async ({ page }) => {
  // Seaside Inn (`seaside`) wrote everything in English only: its display language is en.
  const response = await page.goto("/rooms?o=seaside&lang=ro");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
  const names = page.locator("article.room-card .room-card__name");
  await expect(names).toHaveText(["Double room, sea view", "Family room"]);
  await expect(names.first()).toHaveAttribute("lang", "en");
  await expect(page.locator("main")).not.toContainText("—");
});

test("texts in the page's own language carry no lang of their own", async ({ page }) => {
  await page.goto(`/rooms?o=${ORG}&lang=en`);
  await expect(page.locator("article.room-card .room-card__name").first()).toHaveText(TEXTS.en.roomNames[0]);
  await expect(page.locator("main [lang]")).toHaveCount(0);
});

const VIEWPORTS = [
  { name: "xs", width: 400, height: 800 },
  { name: "lg", width: 1280, height: 900 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`home and rooms at ${viewport.name} (${viewport.width}×${viewport.height}): no sideways scroll, photos loaded (screenshots attached for review)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const [name, path] of [
      ["home", `${hotelSite(ORG)}/?lang=en`],
      ["rooms", `/rooms?o=${ORG}&lang=en`],
    ] as const) {
      await page.goto(path);
      // No sideways scrolling of the page itself at any size (carousels scroll inside themselves).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${name} overflows at ${viewport.name}`).toBeLessThanOrEqual(0);
      await expectLoaded(page, "main img");
      // Lazy photos further down load once scrolled near: scroll through so the full-page shot shows them.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += viewport.height / 2) await page.mouse.wheel(0, viewport.height / 2);
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => window.scrollTo(0, 0));
      const file = testInfo.outputPath(`${name}-${viewport.name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`${name}-${viewport.name}`, { path: file, contentType: "image/png" });
    }
  });
}

/** `'2025-03-31'` + n days, in calendar days. */
function shift(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

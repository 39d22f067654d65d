import { expect, test, type Page } from "@playwright/test";
import { resetMock } from "./support/env";

// The contact section's map (docs/decisions/013, "Map"): an OpenStreetMap frame is a third-party request, so
// it loads only when the guest asks. With JavaScript "Show the map" shows it in place; without,
// the same control is a link to the page with `map=1`, which the server renders with the frame.

const CONTACTS = "/contacts?o=carpathia-ro&lang=en";

/** Every request the page makes to OpenStreetMap, answered locally so no test needs the network. */
async function watchMapHost(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("openstreetmap.org")) seen.push(request.url());
  });
  await page.route("https://*.openstreetmap.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>map</title><p>map</p>" }),
  );
  return seen;
}

/** Before the guest asks: the address and the outside map link are there, the frame is not. */
async function expectNoMapYet(page: Page, seen: string[]) {
  const contact = page.locator(".contact-section");
  await expect(contact.locator("address")).toContainText("Strada Mureșenilor 12");
  await expect(contact.locator(".contact-section__map-link")).toHaveAttribute("href", /openstreetmap\.org\/\?mlat=45\.6427/);
  await expect(contact).toContainText("The map is provided by OpenStreetMap");
  // Scrolled to, as a guest reading the section would: still nothing from OpenStreetMap.
  await contact.locator(".contact-section__map").scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await expect(contact.locator("iframe")).toHaveCount(0);
  expect(seen).toEqual([]);
}

test.beforeEach(async () => {
  await resetMock();
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the in-place map is the JavaScript enhancement");

  test("no request to OpenStreetMap until the guest clicks; then the map shows in place, without navigating", async ({ page }) => {
    const seen = await watchMapHost(page);
    await page.goto(CONTACTS);
    // Hydrated: the control now shows the map here instead of following its link.
    await expect(page.locator(".contact-section__map[data-enhanced]")).toHaveCount(1);
    await expectNoMapYet(page, seen);

    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.getByRole("link", { name: "Show the map here" }).click();
    const frame = page.locator(".contact-section iframe");
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?.*marker=45\.6427%2C25\.5887/);
    await expect(frame).toHaveAttribute("title", "Map: Carpathia Brașov");
    await expect(page.locator(".contact-section")).toContainText("Map provided by OpenStreetMap");
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    // Same document, same address: nothing was navigated.
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(new URL(page.url()).searchParams.has("map")).toBe(false);
    await expect(page.getByRole("link", { name: "Show the map here" })).toHaveCount(0);
    await expect(page.locator(".contact-section__map")).toBeFocused();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the control is a link to the page with map=1#map, which the server renders with the map", async ({ page }) => {
    const seen = await watchMapHost(page);
    await page.goto(CONTACTS);
    await expectNoMapYet(page, seen);

    const show = page.getByRole("link", { name: "Show the map here" });
    const href = new URL((await show.getAttribute("href")) ?? "", "http://x");
    expect(href.pathname).toBe("/contacts");
    // The organisation and the language stay; so would any other parameter of the page.
    expect(Object.fromEntries(href.searchParams)).toEqual({ o: "carpathia-ro", lang: "en", map: "1" });
    expect(href.hash).toBe("#map");

    await show.click();
    await expect(page).toHaveURL(/\/contacts\?o=carpathia-ro&lang=en&map=1#map$/);
    const frame = page.locator(".contact-section iframe");
    await expect(frame).toHaveAttribute("src", /marker=45\.6427%2C25\.5887/);
    await expect(frame).toBeInViewport();
    await expect(page.locator(".contact-section")).toContainText("Map provided by OpenStreetMap");
    await expect.poll(() => seen.length).toBeGreaterThan(0);
  });
});

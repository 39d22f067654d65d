/**
 * What search engines read, checked in a real browser (docs/decisions/015): the sitemap is XML a parser
 * accepts, in the sitemap protocol's namespace with xhtml hreflang links.
 */
import { expect, test } from "@playwright/test";
import { LANGUAGES } from "../../app/i18n";
import { E2E_PORT } from "./support/env";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the browser is only the XML parser here: chromium-js only");

test("each hotel's sitemap parses as XML: a urlset of url/loc with xhtml:link alternates", async ({ page }) => {
  for (const slug of ["carpathia-ro", "seaside"]) {
    const origin = `http://${slug}.localhost:${E2E_PORT}`;
    // Chromium resolves *.localhost to loopback: the browser asks the hotel's own origin.
    const response = await page.goto(`${origin}/sitemap.xml`);
    expect(response?.status(), slug).toBe(200);
    const xml = await response!.text();
    const parsed = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, "application/xml");
      const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
      const XHTML = "http://www.w3.org/1999/xhtml";
      return {
        errors: document.getElementsByTagName("parsererror").length,
        root: `${document.documentElement.namespaceURI} ${document.documentElement.localName}`,
        urls: [...document.getElementsByTagNameNS(SITEMAP, "url")].map((url) => ({
          loc: url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent ?? null,
          alternates: [...url.getElementsByTagNameNS(XHTML, "link")].map(
            (link) => `${link.getAttribute("rel")} ${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
          ),
        })),
      };
    }, xml);
    expect(parsed.errors, slug).toBe(0);
    expect(parsed.root).toBe("http://www.sitemaps.org/schemas/sitemap/0.9 urlset");
    expect(parsed.urls.length, slug).toBeGreaterThanOrEqual(16 * LANGUAGES.length);
    for (const { loc, alternates } of parsed.urls) {
      expect(loc, slug).toMatch(new RegExp(`^${origin.replace(/\./g, "\\.")}/`));
      expect(alternates.map((alternate) => alternate.split(" ")[1]).sort(), loc!).toEqual([...LANGUAGES, "x-default"].sort());
      // A url names itself among its alternates, and every alternate is on the hotel's origin.
      expect(
        alternates.some((alternate) => alternate.endsWith(` ${loc}`)),
        loc!,
      ).toBe(true);
      for (const alternate of alternates) expect(alternate, loc!).toMatch(new RegExp(`^alternate [a-z-]+ ${origin.replace(/\./g, "\\.")}/`));
    }
  }
});

test("the home page's JSON-LD is in the page, parses, and the CSP neither blocks nor reports it", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Refused to (CSP) ${event.effectiveDirective} ${event.blockedURI}`));
  });
  await page.goto(`http://carpathia-ro.localhost:${E2E_PORT}/?lang=en`);
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const hotel = JSON.parse((await scripts.first().textContent())!) as {
    "@type": string;
    name: string;
    address: { addressLocality: string };
    geo: { latitude: number };
  };
  expect(hotel["@type"]).toBe("Hotel");
  expect(hotel.name).toBe("Carpathia Brașov");
  expect(hotel.address.addressLocality).toBe("Brașov");
  expect(hotel.geo.latitude).toBeCloseTo(45.6427);
  // Hydrated, navigated away and back: still one block, still no report.
  await page.locator("header").getByRole("link", { name: "Rooms" }).first().click();
  await expect(page).toHaveURL(/\/rooms/);
  await expect(scripts).toHaveCount(0);
  await page.goBack();
  await expect(scripts).toHaveCount(1);
  await page.waitForTimeout(300);
  expect(violations).toEqual([]);
});

test("after a client-side navigation the head names the new page's canonical, alternates and og:url", async ({ page }) => {
  const origin = `http://carpathia-ro.localhost:${E2E_PORT}`;
  await page.goto(`${origin}/?lang=en`);
  await expect(page.locator(".photo-grid[data-enhanced]")).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator("header").getByRole("link", { name: "Rooms" }).first().click();
  await expect(page).toHaveURL(`${origin}/rooms?lang=en`);
  // The document survived: this is Remix's navigation, not a new page from the server.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/rooms?lang=en`);
  await expect(page.locator('link[rel="alternate"][hreflang="ro"]')).toHaveAttribute("href", `${origin}/rooms`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${origin}/rooms?lang=en`);
  // Back home, then to the other location's page: a path with a location of its own.
  await page.goBack();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/?lang=en`);
  await page.locator(".home-locations").getByRole("link", { name: "Carpathia Sinaia" }).click();
  await expect(page).toHaveURL(`${origin}/hotel/102?lang=en`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/hotel/102?lang=en`);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

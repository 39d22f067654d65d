import { expect, test, type Page } from "@playwright/test";
import en from "../../app/locales/en/booking";
import { E2E_PORT, hotelSite, MOCK_URL, mockCalls, resetMock, setFaults } from "./support/env";
import { startOwnServer } from "./support/own-server";

// The hotels' own sites: the main domain's `/?o=` is the way into the booking page (docs/decisions/015).
const CARPATHIA = hotelSite("carpathia-ro");
const SEASIDE = hotelSite("seaside");

// The site's frame: top bar, language switch, footer, embedding. Runs with JavaScript on and off.

test("the language switch stores the guest's choice, which then outranks ?lang", async ({ page }) => {
  await page.goto(`${CARPATHIA}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ro");
  await page.getByRole("navigation", { name: "Limba" }).getByRole("link", { name: "IT" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  await expect(page).toHaveURL(`${CARPATHIA}/`);
  await page.goto(`${CARPATHIA}/?lang=en`);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name).sort()).toEqual(["lng"]);
});

test("for a signed-in guest the switch is saved at the PMS when clicked on our page, and a link on another site only shows the page in that language", async ({
  page,
}) => {
  await resetMock();
  await page.goto(`${CARPATHIA}/login?lang=en`);
  await page.getByLabel(en.account.email).fill("guest@example.com");
  await page.getByLabel(en.account.password).fill("guest-pass-1");
  await page.getByRole("button", { name: en.account.submit }).click();
  await expect(page.locator(".top-bar__account")).toContainText("guest@example.com");
  // Signing in made the account's language (en) this browser's choice (decision 036); this test is
  // about the switch, so it starts from a browser that has made none.
  expect((await page.context().cookies()).find((cookie) => cookie.name === "lng")).toBeTruthy();
  await page.context().clearCookies({ name: "lng" });
  const languageAtPms = async () => {
    const response = await fetch(`${MOCK_URL}/api/users/sessions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "guest@example.com", password: "guest-pass-1" }),
    });
    // A sign-in answers the e-mail and token only; the session as stored is the GET's (spec §7).
    const { session_token: token } = (await response.json()) as { session_token: string };
    const session = await fetch(`${MOCK_URL}/api/users/sessions?session_token=${token}`);
    return ((await session.json()) as { settings: { language: string } }).settings.language;
  };

  // Another site (another origin, as the browser sees it) links to our switch: Chromium says cross-site.
  const elsewhere = `http://127.0.0.1:${E2E_PORT}/another-site`;
  await page.route(elsewhere, (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><title>Another site</title><a href="${CARPATHIA}/language/it?to=%2Frooms">Italiano</a>` }),
  );
  await page.goto(elsewhere);
  await page.getByRole("link", { name: "Italiano" }).click();
  await expect(page).toHaveURL(`${CARPATHIA}/rooms?lang=it`);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("lng");
  expect((await mockCalls())["PATCH /api/users/settings"]).toBeUndefined();
  expect(await languageAtPms()).toBe("en");

  // The switch on our own page: stored in the cookie and at the PMS.
  await page.goto(`${CARPATHIA}/rooms`);
  await page.getByRole("navigation", { name: "Limba" }).getByRole("link", { name: "IT" }).click();
  await expect(page).toHaveURL(`${CARPATHIA}/rooms`);
  await expect(page.locator("html")).toHaveAttribute("lang", "it");
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain("lng");
  expect((await mockCalls())["PATCH /api/users/settings"]).toBe(1);
  expect(await languageAtPms()).toBe("it");
});

test("the top bar names the hotel, its phone, and a book-now link that keeps o and a linked lang", async ({ page }) => {
  await page.goto("/rooms?o=carpathia-ro&lang=en");
  const bar = page.locator("header.top-bar");
  // Home under o is the first location's page: /?o= would open the booking page.
  await expect(bar.getByRole("link", { name: "Hotel Carpathia" })).toHaveAttribute("href", "/hotel/101?o=carpathia-ro&lang=en");
  await expect(bar.getByRole("link", { name: /\+40 268 555 010/ })).toHaveAttribute("href", "tel:+40268555010");
  await expect(bar.locator(".top-bar__book")).toHaveAttribute("href", "/reservation-new?o=carpathia-ro&lang=en");
  await page.goto("/rooms?o=carpathia-ro");
  await expect(bar.locator(".top-bar__book")).toHaveAttribute("href", "/reservation-new?o=carpathia-ro");
  // On the hotel's own subdomain neither needs o.
  await page.goto(`${CARPATHIA}/rooms?lang=en`);
  await expect(bar.getByRole("link", { name: "Hotel Carpathia" })).toHaveAttribute("href", "/?lang=en");
  await expect(bar.locator(".top-bar__book")).toHaveAttribute("href", "/reservation-new?lang=en");
});

// At 1280 px the bar is one line in every language (es wrapped "Reservar ahora" under the hotel's
// name on 2026-11-29): from 1280 to 1439 px the phone is its icon, still named by the number.
for (const width of [1280, 1440]) {
  test(`at ${width} px the top bar is one line in en, ro, es and it, its phone named by the number`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ["en", "ro", "es", "it"]) {
      await page.goto(`/about?o=carpathia-ro&lang=${lang}`);
      const bar = page.locator("header.top-bar");
      const bottoms = await bar.locator(".top-bar__inner > *:visible").evaluateAll((items) => items.map((item) => item.getBoundingClientRect().bottom));
      const brand = await bar.locator(".top-bar__brand").boundingBox();
      for (const bottom of bottoms) expect(bottom, lang).toBeLessThanOrEqual(brand!.y + brand!.height + 12);
      await expect(bar.getByRole("link", { name: /\+40 268 555 010/ })).toHaveAttribute("href", "tel:+40268555010");
    }
  });
}

test.describe("the top bar on a phone (docs/decisions/013)", () => {
  for (const width of [320, 390]) {
    test(`at ${width} px it is one row of at most 64 px with a call link, and its menu opens without help`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/rooms?o=carpathia-ro&lang=en");
      const bar = page.locator("header.top-bar");
      expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
      // The phone is one tap away; its link's name reads the number.
      await expect(bar.getByRole("link", { name: "Phone: +40 268 555 010" })).toHaveAttribute("href", "tel:+40268555010");
      await expect(bar.locator(".top-bar__book")).toBeVisible();

      // Links, languages and sign-in wait in a disclosure: a <details>, so no JavaScript is needed.
      const menu = bar.locator("details.top-bar__menu");
      const toggle = bar.locator(".top-bar__menu > summary");
      await expect(toggle).toHaveAccessibleName("Menu");
      await expect(bar.getByRole("navigation", { name: "Menu" })).toBeHidden();
      await toggle.click();
      await expect(menu).toHaveAttribute("open", "");
      await expect(bar.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "RO" })).toBeVisible();
      await expect(bar.getByRole("link", { name: "Sign in" })).toBeVisible();
      await bar.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Gallery" }).click();
      await expect(page).toHaveURL(/\/gallery\?o=carpathia-ro&lang=en$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
      // A new page (or, with JavaScript, the same one after navigating) shows the menu closed.
      await expect(bar.getByRole("navigation", { name: "Menu" })).toBeHidden();
    });
  }

  test("with JavaScript, Escape closes the menu and gives the focus back to its button", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name.includes("nojs"), "a JavaScript enhancement");
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(`${SEASIDE}/?lang=en`);
    await expect(page.locator(".photo-grid[data-enhanced]")).toHaveCount(1);
    const toggle = page.locator(".top-bar__menu > summary");
    await toggle.click();
    await page.locator(".top-bar__panel").getByRole("link", { name: "Rooms" }).focus();
    await page.keyboard.press("Escape");
    await expect(page.locator(".top-bar__panel")).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("with JavaScript, a menu opened before the page's scripts ran stays open when they run", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name.includes("nojs"), "hydration only happens with JavaScript");
    // A guest on a slow phone taps the menu while the scripts are still on their way: the
    // disclosure opens (it needs no script); hydrating must not close it again.
    await page.setViewportSize({ width: 390, height: 800 });
    let release!: () => void;
    const scriptsMayCome = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/build\/.*\.js$/, async (route) => {
      await scriptsMayCome;
      await route.continue();
    });
    await page.goto(`${SEASIDE}/?lang=en`, { waitUntil: "commit" });
    const toggle = page.locator(".top-bar__menu > summary");
    await toggle.click();
    await expect(page.locator(".top-bar__panel")).toBeVisible();
    await expect(page.locator(".photo-grid[data-enhanced]")).toHaveCount(0);
    release();
    await expect(page.locator(".photo-grid[data-enhanced]")).toHaveCount(1);
    await expect(page.locator(".top-bar__panel")).toBeVisible();
    // And the enhancement works on the hydrated page: a tap elsewhere (the page's foot) closes it.
    await page.mouse.click(5, 795);
    await expect(page.locator(".top-bar__panel")).toBeHidden();
  });

  test("on a desktop the bar is today's one line, without the menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${CARPATHIA}/?lang=en`);
    const bar = page.locator("header.top-bar");
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
    await expect(bar.locator(".top-bar__menu")).toBeHidden();
    await expect(bar.getByRole("navigation", { name: "Menu" }).getByRole("link", { name: "Rooms" })).toBeVisible();
    await expect(bar.getByText("+40 268 555 010")).toBeVisible();
  });
});

test("the footer shows the company, the consumer-protection links and the card logos when cards are taken", async ({ page }) => {
  await page.goto(`${CARPATHIA}/?lang=en`);
  const footer = page.locator("footer");
  await expect(footer).toContainText("VAT number");
  await expect(footer.getByRole("link", { name: /ANPC Alternative dispute resolution/ })).toHaveAttribute("href", "https://anpc.ro/ce-este-sal/");
  // The EU's ODR platform closed on 20 July 2025 (decision 055; consumer-disputes.spec.ts).
  await expect(footer.locator('a[href*="ec.europa.eu/consumers/odr"]')).toHaveCount(0);
  await expect(footer.getByRole("img", { name: "Visa" })).toBeVisible();

  await page.goto(`${SEASIDE}/`);
  await expect(page.locator("footer").getByRole("img", { name: "Visa" })).toHaveCount(0);
});

test("embedded (embed=site) renders without the site chrome and may be framed only by the hotel's domains", async ({ page }) => {
  const response = await page.goto(`${CARPATHIA}/?embed=site&lang=en`);
  expect(response?.status()).toBe(200);
  await expect(page.locator("header.top-bar")).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  const frameAncestors = (policy: string | undefined) =>
    policy
      ?.split(";")
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith("frame-ancestors"));
  expect(frameAncestors(response?.headers()["content-security-policy"])).toBe(
    "frame-ancestors 'self' https://carpathia-brasov.hoteliera.example https://carpathia-sinaia.hoteliera.example",
  );

  const normal = await page.goto(`${CARPATHIA}/`);
  expect(frameAncestors(normal?.headers()["content-security-policy"])).toBe("frame-ancestors 'self'");
});

test("the top bar hides what scrolls under it: nothing shows through on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/rooms?o=carpathia-ro&lang=en");
  await page.evaluate(() => window.scrollTo(0, 700));
  const bar = page.locator("header.top-bar");
  await expect(bar).toBeInViewport();
  // An opaque colour: rgb(…), not rgba(…, alpha < 1), which let the search form's labels show through.
  expect(await bar.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
});

test("the top bar changes after scrolling 100 px", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name.includes("nojs"), "a JavaScript enhancement");
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto("/rooms?o=carpathia-ro");
  await expect(page.locator("header.top-bar")).not.toHaveClass(/top-bar--scrolled/);
  await page.evaluate(() => {
    document.body.style.minHeight = "3000px";
    window.scrollTo(0, 400);
  });
  await expect(page.locator("header.top-bar")).toHaveClass(/top-bar--scrolled/);
});

test("a warm page costs no upstream call: organisation and rooms come from the BFF cache", async ({ page }) => {
  // A server of its own, so its cache holds nothing stale from other tests: a stale entry is
  // refreshed behind the page that found it, at a time no test should have to guess. Cold, the
  // first page loads everything it needs before it answers; every call after that is a miss.
  const own = await startOwnServer(62);
  try {
    const site = `http://carpathia-ro.localhost:${new URL(own.base).port}`;
    const calls = async () => (await (await fetch(`${own.mock}/__mock/calls`)).json()) as Record<string, number>;
    await page.goto(`${site}/rooms?lang=en`);
    const cold = await calls();
    expect(cold["GET /api/anonymous-orgs/{organization_full_slug}"]).toBe(1);
    await page.goto(`${site}/rooms?lang=en`);
    await page.goto(`${site}/`);
    expect(await calls()).toEqual(cold);
  } finally {
    await own.stop();
  }
});

test.describe("the loading overlay after a failed request (docs/spec.md §2, §8)", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the overlay follows client-side navigations: JavaScript only");
  test.afterEach(async () => {
    await resetMock();
  });

  /** The home page of the hotel named by o, hydrated (the photo grid enhances itself once React runs). */
  async function openHome(page: Page) {
    await page.goto("/hotel/101?o=carpathia-ro&lang=en");
    await expect(page.locator(".photo-grid[data-enhanced]")).toHaveCount(1);
  }

  /**
   * A client-side navigation to `url`, which no link on the page points to: Remix loads the page of
   * a Back or Forward step itself, so a pushed history entry, left and re-entered, is one.
   */
  async function navigateInPage(page: Page, url: string) {
    const start = page.url();
    await page.evaluate((target) => window.history.pushState(null, "", target), url);
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(start);
    await page.evaluate(() => window.history.forward());
  }

  /** A location no page asked for before: nothing cached, so the BFF must ask the PMS. */
  const coldLocation = () => `/hotel/${900000 + Math.floor(Math.random() * 99999)}?o=carpathia-ro&lang=en`;

  const reloadLink = (page: Page) => page.getByTestId("loading-overlay").getByRole("link", { name: "Reload page" });

  test("a navigation whose loader fails because the PMS answers 503 brings up the reload link", async ({ page }) => {
    await openHome(page);
    await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
    await setFaults({ error_rate: 1, status: 503 });
    const failing = coldLocation();
    await navigateInPage(page, failing);

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The hotel's booking system is not answering");
    // The reference came with the failed request's data: a client-side request has no document of its own.
    await expect(page.locator(".error-page__reference code")).toHaveText(/^[0-9a-f]{32}$/);
    const reload = reloadLink(page);
    await expect(reload).toBeVisible();
    await expect(page.getByTestId("loading-overlay")).toContainText("There was an error, sorry");

    // The link reloads the very page that failed, as a whole document.
    await setFaults({ error_rate: 0 });
    const [response] = await Promise.all([page.waitForResponse((answer) => answer.request().resourceType() === "document"), reload.click()]);
    expect(new URL(response.url()).pathname + new URL(response.url()).search).toBe(failing);
  });

  test("a navigation whose request never reaches the server brings up the reload link, and the next one clears it", async ({ page }) => {
    await openHome(page);
    // Remix loads a page's data from `<path>.data`: the network drops exactly those requests.
    const pageData = (url: URL) => url.pathname.endsWith(".data");
    await page.route(pageData, (route) => route.abort("internetdisconnected"));
    await page.locator("header.top-bar").getByRole("link", { name: "Rooms" }).click();
    await expect(page).toHaveURL(/\/rooms\?o=carpathia-ro&lang=en$/);
    await expect(reloadLink(page)).toBeVisible();

    await page.unroute(pageData);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stay in the historic heart of Brașov");
    await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  });

  test("an ordinary navigation, and an error page the server sends, show no reload link", async ({ page }) => {
    await openHome(page);
    await page.locator("header.top-bar").getByRole("link", { name: "Rooms" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rooms");
    await expect(page.getByTestId("loading-overlay")).toHaveCount(0);

    await setFaults({ error_rate: 1, status: 503 });
    const response = await page.goto(coldLocation());
    expect(response?.status()).toBe(503);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("link", { name: "Try again" })).toBeVisible();
    await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  });

  test("a navigation to a page that does not exist (404) is an answer, not a failure: no reload link", async ({ page }) => {
    await openHome(page);
    await navigateInPage(page, "/no-such-page?o=carpathia-ro&lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  });
});

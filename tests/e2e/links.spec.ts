import { expect, test, type Page } from "@playwright/test";
import { E2E_PORT, resetMock } from "./support/env";
import { bookFirstOffer, demoStay } from "./support/journeys";

// Every link keeps the hotel and the language (docs/interface.md, "Guest URLs"): breadth first from the
// home page, plus the pages no link leads to (search results, a reservation reached by booking, its
// check-in form, the 404 page), every same-origin link and every form on every page carries `o` and
// `lang`, so a guest never loses the hotel or the language mid-journey. On a hotel's own subdomain the hotel needs no `o`: there, only
// `lang` must stay.
//
// What is checked: an <a href> as written; a GET form by the address it submits to (its action's
// path plus its fields: the action's own query is dropped on submission); a POST form by its action.
// The language switch (/language/xx?to=…) changes the language by design: the page it returns to
// (`to`) must keep the hotel. Photos (/media-proxy/…) are files, not pages.

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the same markup with JavaScript off: chromium-js only");

const MAX_PAGES = 60;
const SLUGS = ["carpathia-ro", "seaside"] as const;
type Slug = (typeof SLUGS)[number];

interface Expected {
  slug: Slug;
  lang: "en" | "ro";
  /** The hotel comes from the subdomain: no `o` needed. */
  subdomain: boolean;
}

interface Found {
  links: { href: string; text: string }[];
  forms: { method: string; action: string; submits: string; hiddenOnly: boolean }[];
}

/** Every link and form of the page, as absolute URLs. */
async function linksAndForms(page: Page): Promise<Found> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].map((a) => ({
      href: a.href,
      text: (a.textContent ?? a.getAttribute("aria-label") ?? "").replace(/\s+/g, " ").trim().slice(0, 40),
    }));
    const forms = [...document.forms].map((form) => {
      const method = (form.getAttribute("method") ?? "get").toLowerCase();
      const action = new URL(form.getAttribute("action") ?? "", document.baseURI);
      // What a GET form submits to: its action without query or fragment, plus its fields.
      const fields = new URLSearchParams();
      for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
      const submits = `${action.origin}${action.pathname}?${fields}`;
      const hiddenOnly = [...form.elements].every(
        (control) => control instanceof HTMLButtonElement || !(control as HTMLInputElement).name || (control as HTMLInputElement).type === "hidden",
      );
      return { method, action: action.href, submits, hiddenOnly };
    });
    return { links, forms };
  });
}

/** What `url` lacks of the hotel and the language; empty when it keeps both. */
function missing(url: URL, expected: Expected): string[] {
  const problems: string[] = [];
  if (!expected.subdomain && url.searchParams.get("o") !== expected.slug) problems.push(`o=${expected.slug}`);
  if (url.searchParams.get("lang") !== expected.lang) problems.push(`lang=${expected.lang}`);
  return problems;
}

const isPhoto = (url: URL) => url.pathname.startsWith("/media-proxy/");
const isLanguageSwitch = (url: URL) => url.pathname.startsWith("/language/");
/** Files and actions, checked but never opened. */
const isNotAPage = (url: URL) => /\/(logout|stay\.ics|invoices\/[^/]+)$/.test(url.pathname) || isPhoto(url) || isLanguageSwitch(url);

/** The address a page is shown by: path and query, without the fragment. */
const pageKey = (url: URL) => `${url.pathname}${url.search}`;

/** The same page: the sign-in page is one page whichever page it returns to. */
const samePage = (url: URL) => {
  const key = new URL(url);
  key.searchParams.delete("redirectTo");
  return pageKey(key);
};

async function crawl(page: Page, origin: string, starts: string[], expected: Expected): Promise<{ problems: string[]; visited: number }> {
  const problems: string[] = [];
  const seen = new Set<string>();
  const queue: string[] = [];
  const enqueue = (href: string) => {
    const url = new URL(href);
    url.hash = "";
    if (url.origin !== origin || isNotAPage(url) || seen.has(samePage(url))) return;
    seen.add(samePage(url));
    queue.push(url.href);
  };
  starts.forEach(enqueue);
  let visited = 0;
  while (queue.length > 0 && visited < MAX_PAGES) {
    const address = queue.shift()!;
    await page.goto(address);
    visited += 1;
    const here = new URL(page.url());
    const where = pageKey(here);
    // A redirect on the way (a location page, a look-up) must keep them too.
    for (const lack of missing(here, expected)) problems.push(`${pageKey(new URL(address))} lands on ${where}, without ${lack}`);
    const { links, forms } = await linksAndForms(page);
    for (const link of links) {
      const url = new URL(link.href);
      if (!/^https?:$/.test(url.protocol) || url.origin !== origin || isPhoto(url)) continue;
      if (isLanguageSwitch(url)) {
        const back = new URL(url.searchParams.get("to") ?? "/", origin);
        if (!expected.subdomain && back.searchParams.get("o") !== expected.slug)
          problems.push(`${where}: the language switch "${link.text}" returns to ${pageKey(back)}, without o=${expected.slug}`);
        continue;
      }
      const lacks = missing(url, expected);
      for (const lack of lacks) problems.push(`${where}: link "${link.text}" → ${pageKey(url)}${url.hash}, without ${lack}`);
      // A link that lost them is reported once, not followed into pages of the default hotel.
      if (lacks.length === 0) enqueue(link.href);
    }
    const followed = new Set<string>();
    for (const form of forms) {
      const target = new URL(form.method === "get" ? form.submits : form.action);
      if (target.origin !== origin) continue;
      const lacks = missing(target, expected);
      for (const lack of lacks) problems.push(`${where}: ${form.method.toUpperCase()} form → ${pageKey(new URL(form.action))}, without ${lack}`);
      // A GET form of hidden fields only (choosing an offer) is a link by another name: the first
      // one to each address is followed.
      if (form.method === "get" && form.hiddenOnly && lacks.length === 0 && !followed.has(target.pathname)) {
        followed.add(target.pathname);
        enqueue(target.href);
      }
    }
  }
  return { problems: [...new Set(problems)], visited };
}

const checkInOf = (reservation: string) => reservation.replace("/reservations/", "/reservation/");

test.beforeAll(async () => {
  await resetMock();
});

for (const slug of SLUGS) {
  for (const lang of ["en", "ro"] as const) {
    test(`every link and form keeps o=${slug} and lang=${lang}`, async ({ page, baseURL }) => {
      test.setTimeout(120_000);
      const keep = `o=${slug}&lang=${lang}`;
      const reservation = await bookFirstOffer(page, `${baseURL}/reservation-new?${demoStay()}&${keep}`, `links.${slug}.${lang}@example.org`);
      const origin = new URL(baseURL!).origin;
      const starts = [
        `${origin}/?${keep}`,
        `${origin}/reservation-new?${demoStay()}&${keep}`,
        reservation,
        checkInOf(reservation),
        `${origin}/pages/404?${keep}`,
      ];
      const { problems, visited } = await crawl(page, origin, starts, { slug, lang, subdomain: false });
      expect(visited).toBeGreaterThan(15);
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }

  test(`on the ${slug} subdomain every link and form keeps lang`, async ({ page }) => {
    test.setTimeout(120_000);
    const origin = `http://${slug}.localhost:${E2E_PORT}`;
    const reservation = await bookFirstOffer(page, `${origin}/reservation-new?${demoStay()}&lang=en`, `links.${slug}.subdomain@example.org`);
    const starts = [
      `${origin}/?lang=en`,
      `${origin}/reservation-new?${demoStay()}&lang=en`,
      reservation,
      checkInOf(reservation),
      `${origin}/pages/404?lang=en`,
    ];
    const { problems, visited } = await crawl(page, origin, starts, { slug, lang: "en", subdomain: true });
    expect(visited).toBeGreaterThan(15);
    expect(problems, problems.join("\n")).toEqual([]);
  });
}

test("the error page's way home keeps the hotel and the language, but not a hotel that does not exist", async ({ page }) => {
  const home = () => page.locator(".error-page__actions a").first();
  // The hotel's home under o is its first location's page (on the main domain /?o= opens the booking page).
  await page.goto("/pages/404?o=seaside&lang=en");
  await expect(home()).toHaveAttribute("href", "/hotel/201?o=seaside&lang=en");
  // A location not found: without the hotel's data, its entry on the main domain (the booking page).
  await page.goto("/hotel/999999?o=seaside&lang=ro");
  await expect(home()).toHaveAttribute("href", "/?o=seaside&lang=ro");
  // A hotel not found, or a malformed `o`: the same address would only fail again.
  await page.goto("/?o=no-such-hotel&lang=en");
  await expect(home()).toHaveAttribute("href", "/?lang=en");
  await page.goto("/?o=bad_slug!&lang=en");
  await expect(home()).toHaveAttribute("href", "/?lang=en");
});

/**
 * What search engines read (docs/decisions/015), over plain HTTP against the running
 * site: every public page in every language is its own canonical with the same complete set of
 * hreflang alternates; no Host header changes an absolute URL; booking steps, the portal and
 * sign-in say noindex.
 */
import { expect, test } from "@playwright/test";
import { LANGUAGES, type Language } from "../../app/i18n";
import { E2E_PORT, mockCalls } from "./support/env";
import { addressesOf, getAt, headOf, metaOf, subdomainOrigin, tagsOf } from "./support/http";

/** The demo organisations (docs/interface.md, "Demo data"): their locations and default language. */
const HOTELS = {
  "carpathia-ro": { locations: [101, 102], defaultLanguage: "ro" },
  seaside: { locations: [201], defaultLanguage: "en" },
} as const satisfies Record<string, { locations: readonly number[]; defaultLanguage: Language }>;
type Slug = keyof typeof HOTELS;

/** The public pages of an organisation: its site, support, the accessibility statement and policies (all active in the seed), and each location's site. */
function publicPaths(slug: Slug): string[] {
  const site = ["", "/rooms", "/gallery", "/about", "/contacts"];
  return [
    ...site.map((path) => path || "/"),
    "/support",
    "/accessibility",
    "/terms",
    "/policies",
    "/order-policies",
    "/cancel-policies",
    "/gdpr-policies",
    ...HOTELS[slug].locations.flatMap((id) => site.map((path) => `/hotel/${id}${path}`)),
  ];
}

/** The address of `path` in `language` on the organisation's subdomain: no `lang` for its default language. */
const addressOf = (slug: Slug, path: string, language: Language): string =>
  `${subdomainOrigin(slug)}${path}${language === HOTELS[slug].defaultLanguage ? "" : `?lang=${language}`}`;

/** Every page's alternates: each language once, and x-default (the default language's address). */
function expectCompleteAlternates(html: string, slug: Slug, path: string, what: string) {
  const { alternates } = addressesOf(html);
  expect([...alternates.keys()].sort(), what).toEqual([...LANGUAGES, "x-default"].sort());
  for (const language of LANGUAGES) expect(alternates.get(language), `${what}: ${language}`).toEqual([addressOf(slug, path, language)]);
  expect(alternates.get("x-default"), `${what}: x-default`).toEqual([addressOf(slug, path, HOTELS[slug].defaultLanguage)]);
}

test.describe("each public page in each language is its own canonical, with complete alternates", () => {
  for (const slug of Object.keys(HOTELS) as Slug[]) {
    test(`${slug}: every public page on its subdomain`, async () => {
      test.setTimeout(120_000);
      for (const path of publicPaths(slug)) {
        for (const language of LANGUAGES) {
          const url = addressOf(slug, path, language);
          const answer = await getAt(url);
          expect(answer.status, url).toBe(200);
          expect(answer.body, url).toContain(`<html lang="${language}"`);
          expect(addressesOf(answer.body).canonicals, url).toEqual([url]);
          expectCompleteAlternates(answer.body, slug, path, url);
          expect(metaOf(answer.body).get("robots"), url).toBeUndefined();
        }
      }
    });
  }

  test("the default language named by lang is the page without it", async () => {
    const answer = await getAt(`${subdomainOrigin("carpathia-ro")}/rooms?lang=ro`);
    expect(addressesOf(answer.body).canonicals).toEqual([`${subdomainOrigin("carpathia-ro")}/rooms`]);
    const seaside = await getAt(`${subdomainOrigin("seaside")}/?lang=en`);
    expect(addressesOf(seaside.body).canonicals).toEqual([`${subdomainOrigin("seaside")}/`]);
  });

  test("the same page under ?o= on the main domain, or with a search or embed in its query, is canonical on the hotel's subdomain", async () => {
    const cases: Array<[string, Slug, string, Language]> = [
      [`http://localhost:${E2E_PORT}/rooms?o=carpathia-ro&lang=en`, "carpathia-ro", "/rooms", "en"],
      [`http://localhost:${E2E_PORT}/hotel/102/about?o=carpathia-ro&lang=it`, "carpathia-ro", "/hotel/102/about", "it"],
      [`http://localhost:${E2E_PORT}/terms?o=seaside`, "seaside", "/terms", "en"],
      // DEFAULT_ORG on the main domain is Hotel Carpathia's site too.
      [`http://localhost:${E2E_PORT}/gallery?lang=es`, "carpathia-ro", "/gallery", "es"],
      // `?location=` opens a location's page: canonical under its own path.
      [`${subdomainOrigin("carpathia-ro")}/contacts?location=102&lang=en`, "carpathia-ro", "/hotel/102/contacts", "en"],
      [`${subdomainOrigin("carpathia-ro")}/rooms/?lang=en&embed=site&day_from=2030-01-01&utm_source=x`, "carpathia-ro", "/rooms", "en"],
    ];
    for (const [url, slug, path, language] of cases) {
      const answer = await getAt(url);
      expect(answer.status, url).toBe(200);
      expect(addressesOf(answer.body).canonicals, url).toEqual([addressOf(slug, path, language)]);
      expectCompleteAlternates(answer.body, slug, path, url);
    }
  });

  test("booking steps, the portal, sign-in and the 404 page say noindex and name no canonical or alternates", async () => {
    const origin = subdomainOrigin("carpathia-ro");
    for (const path of [
      "/reservation-new",
      "/reservation-new?day_from=2030-01-10&day_to=2030-01-12&adults=2",
      "/reservation-search",
      "/login",
      "/pages/404",
      "/no-such-page",
      "/hotel/999999",
    ]) {
      const answer = await getAt(`${origin}${path}`);
      expect(metaOf(answer.body).get("robots"), path).toBe("noindex");
      const { canonicals, alternates } = addressesOf(answer.body);
      expect(canonicals, path).toEqual([]);
      expect(alternates.size, path).toBe(0);
    }
  });
});

test.describe("no Host header changes an absolute URL", () => {
  /** Every absolute http(s) URL in the answer, in order. */
  const absoluteUrls = (body: string) => [...body.matchAll(/https?:\/\/[^\s"'<>\\)]+/g)].map((match) => match[0]);

  const PAGES = ["/rooms?o=carpathia-ro&lang=en", "/hotel/102?o=carpathia-ro&lang=it", "/terms?o=seaside", "/contacts?o=seaside&lang=ro"];
  const FORGED = [
    "evil.example",
    `evil.example:${E2E_PORT}`,
    `127.0.0.1:${E2E_PORT}`,
    "localhost:1",
    `LOCALHOST:${E2E_PORT}`,
    `www.localhost:${E2E_PORT}`,
    `a.b.localhost:${E2E_PORT}`,
    `localhost.evil.example:${E2E_PORT}`,
    "[::1]",
    "xn--80ak6aa92e.com",
  ];

  test("a page named by o: the same URLs under our own host and under any other", async () => {
    for (const path of PAGES) {
      const ours = await getAt(`http://localhost:${E2E_PORT}${path}`);
      const expected = absoluteUrls(ours.body);
      expect(expected.length, path).toBeGreaterThan(5);
      for (const host of FORGED) {
        const answer = await getAt(`http://localhost:${E2E_PORT}${path}`, { host });
        expect(answer.status, `${host} ${path}`).toBe(ours.status);
        expect(absoluteUrls(answer.body), `${host} ${path}`).toEqual(expected);
        expect(answer.body, `${host} ${path}`).not.toMatch(/evil|xn--|\[::1\]|:1\/|127\.0\.0\.1/i);
      }
    }
  });

  test("on a hotel's subdomain, whatever port or case the Host says", async () => {
    const ours = await getAt(`${subdomainOrigin("carpathia-ro")}/about?lang=en`);
    const expected = absoluteUrls(ours.body);
    expect(expected).toContain(`${subdomainOrigin("carpathia-ro")}/about?lang=en`);
    for (const host of [`CARPATHIA-RO.localhost:${E2E_PORT}`, "carpathia-ro.localhost:1", "carpathia-ro.localhost", "carpathia-ro.localhost.:8080"]) {
      const answer = await getAt(`${subdomainOrigin("carpathia-ro")}/about?lang=en`, { host });
      expect(absoluteUrls(answer.body), host).toEqual(expected);
    }
  });
});

test.describe("robots.txt and sitemap.xml per organisation", () => {
  /** `<loc>` → its alternates (hreflang → href), as the sitemap lists them. */
  function sitemapEntries(xml: string): Map<string, Map<string, string>> {
    const entries = new Map<string, Map<string, string>>();
    for (const [, url] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url!)![1]!.replace(/&amp;/g, "&");
      const alternates = new Map(
        [...url!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang!, href!.replace(/&amp;/g, "&")]),
      );
      expect(entries.has(loc), `${loc} listed twice`).toBe(false);
      entries.set(loc, alternates);
    }
    return entries;
  }

  for (const slug of Object.keys(HOTELS) as Slug[]) {
    test(`${slug}: robots.txt keeps crawlers off private pages and names the sitemap`, async () => {
      const answer = await getAt(`${subdomainOrigin(slug)}/robots.txt`);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(answer.headers["cache-control"]).toMatch(/^public/);
      const lines = answer.body.split("\n");
      expect(lines[0]).toBe("User-agent: *");
      for (const path of [
        "/reservation-new",
        "/reservation-search",
        "/reservations/",
        "/reservation/",
        "/location/",
        "/login",
        "/logout",
        "/language/",
        "/staff",
      ]) {
        expect(lines).toContain(`Disallow: ${path}`);
      }
      expect(lines.filter((line) => line.startsWith("Sitemap:"))).toEqual([`Sitemap: ${subdomainOrigin(slug)}/sitemap.xml`]);
    });

    test(`${slug}: the sitemap lists exactly the public pages in every language, with their alternates`, async () => {
      const answer = await getAt(`${subdomainOrigin(slug)}/sitemap.xml`);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(answer.headers["cache-control"]).toMatch(/^public/);
      const entries = sitemapEntries(answer.body);
      const expected = publicPaths(slug).flatMap((path) => LANGUAGES.map((language) => addressOf(slug, path, language)));
      expect([...entries.keys()].sort()).toEqual(expected.sort());
      for (const path of publicPaths(slug)) {
        const alternates = Object.fromEntries([
          ...LANGUAGES.map((language) => [language, addressOf(slug, path, language)]),
          ["x-default", addressOf(slug, path, HOTELS[slug].defaultLanguage)],
        ]);
        for (const language of LANGUAGES) expect(Object.fromEntries(entries.get(addressOf(slug, path, language))!), path).toEqual(alternates);
      }
    });

    test(`${slug}: a crawler that follows links and obeys robots.txt finds no indexable page the sitemap leaves out`, async () => {
      test.setTimeout(180_000);
      const origin = subdomainOrigin(slug);
      const disallowed = (await getAt(`${origin}/robots.txt`)).body
        .split("\n")
        .filter((line) => line.startsWith("Disallow: "))
        .map((line) => line.slice("Disallow: ".length));
      const listed = new Set(sitemapEntries((await getAt(`${origin}/sitemap.xml`)).body).keys());
      const queue = LANGUAGES.map((language) => addressOf(slug, "/", language));
      const seen = new Set(queue);
      const indexable = new Set<string>();
      while (queue.length > 0) {
        const url = queue.shift()!;
        const answer = await getAt(url);
        if (answer.status !== 200) continue;
        const { canonicals } = addressesOf(answer.body);
        if (metaOf(answer.body).get("robots") !== "noindex") {
          expect(canonicals, url).toHaveLength(1);
          indexable.add(canonicals[0]!);
        }
        for (const [, href] of answer.body.matchAll(/<a\b[^>]*\shref="([^"#]*)[^"]*"/g)) {
          const next = new URL(href!.replace(/&amp;/g, "&"), url);
          if (next.origin !== origin || next.pathname.startsWith("/media-proxy/") || disallowed.some((path) => next.pathname.startsWith(path))) continue;
          if (!seen.has(next.href)) {
            seen.add(next.href);
            queue.push(next.href);
          }
        }
        expect(seen.size, "the crawl stays finite").toBeLessThan(1_500);
      }
      expect(indexable.size).toBeGreaterThanOrEqual(publicPaths(slug).filter((path) => !path.startsWith("/hotel/")).length * LANGUAGES.length);
      // Every page a crawler can reach and index is listed. (The sitemap lists more only where a
      // page has no link to it: a hotel with one location does not link its /hotel/:id pages.)
      expect([...indexable].filter((url) => !listed.has(url))).toEqual([]);
      if (HOTELS[slug].locations.length > 1) expect([...indexable].sort()).toEqual([...listed].sort());
      else expect([...listed].filter((url) => !indexable.has(url)).every((url) => new URL(url).pathname.startsWith("/hotel/"))).toBe(true);
    });
  }

  test("asked for on the main domain, the sitemap is the organisation's on its own origin", async () => {
    for (const [path, slug] of [
      ["/sitemap.xml?o=seaside", "seaside"],
      ["/sitemap.xml", "carpathia-ro"],
    ] as const) {
      const answer = await getAt(`http://localhost:${E2E_PORT}${path}`);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(`${subdomainOrigin(slug)}/sitemap.xml`);
      const robots = await getAt(`http://localhost:${E2E_PORT}/robots.txt${path.slice("/sitemap.xml".length)}`);
      expect(robots.body, path).toContain(`Sitemap: ${subdomainOrigin(slug)}/sitemap.xml\n`);
    }
  });

  test("built from the cached hotel data: a second sitemap and robots.txt cost the PMS nothing", async () => {
    await getAt(`${subdomainOrigin("seaside")}/sitemap.xml`);
    await getAt(`${subdomainOrigin("seaside")}/robots.txt`);
    const before = await mockCalls();
    expect((await getAt(`${subdomainOrigin("seaside")}/sitemap.xml`)).status).toBe(200);
    expect((await getAt(`${subdomainOrigin("seaside")}/robots.txt`)).status).toBe(200);
    expect(await mockCalls()).toEqual(before);
  });

  test("an unknown organisation has no sitemap, and robots.txt still answers its rules", async () => {
    expect((await getAt(`http://localhost:${E2E_PORT}/sitemap.xml?o=no-such-hotel`)).status).toBe(404);
    const robots = await getAt(`http://localhost:${E2E_PORT}/robots.txt?o=no-such-hotel`);
    expect(robots.status).toBe(200);
    expect(robots.body).toContain("Disallow: /reservation-new\n");
    expect(robots.body).not.toContain("Sitemap:");
  });

  test("a forged Host changes nothing in them", async () => {
    for (const path of ["/robots.txt?o=seaside", "/sitemap.xml"]) {
      const ours = await getAt(`http://localhost:${E2E_PORT}${path}`);
      const forged = await getAt(`http://localhost:${E2E_PORT}${path}`, { host: "evil.example" });
      expect(forged.body, path).toBe(ours.body);
      expect(forged.headers.location, path).toBe(ours.headers.location);
      expect(forged.headers["cache-control"], path).toBe("private, no-store");
    }
  });
});

test.describe("structured data: a schema.org Hotel on the home and hotel pages", () => {
  /** Every JSON-LD block of the page, parsed. */
  const jsonLdOf = (html: string): Array<Record<string, unknown>> =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

  test("the home page of each hotel: name, address, geo, contacts, images, check-in time and the booking URL", async () => {
    const cases = [
      {
        url: `${subdomainOrigin("carpathia-ro")}/?lang=en`,
        name: "Carpathia Brașov",
        city: "Brașov",
        geo: [45.6427, 25.5887],
        phone: "+40 268 555 010",
        email: "brasov@carpathia.example",
        checkin: "14:00:00",
        booking: `${subdomainOrigin("carpathia-ro")}/reservation-new?lang=en&location=101`,
      },
      {
        url: `${subdomainOrigin("carpathia-ro")}/hotel/102`,
        name: "Carpathia Sinaia",
        city: "Sinaia",
        geo: [45.35, 25.55],
        phone: "+40 244 555 020",
        email: "sinaia@carpathia.example",
        checkin: "14:00:00",
        booking: `${subdomainOrigin("carpathia-ro")}/reservation-new?location=102`,
      },
      {
        url: `${subdomainOrigin("seaside")}/`,
        name: "Seaside Inn Balchik",
        city: "Balchik",
        geo: [43.4067, 28.1622],
        phone: "+359 579 555 20",
        email: "hello@seaside-inn.example",
        checkin: "15:00:00",
        booking: `${subdomainOrigin("seaside")}/reservation-new?location=201`,
      },
    ];
    for (const expected of cases) {
      const answer = await getAt(expected.url);
      const blocks = jsonLdOf(answer.body);
      expect(blocks, expected.url).toHaveLength(1);
      const hotel = blocks[0]!;
      expect(hotel["@context"]).toBe("https://schema.org");
      expect(hotel["@type"]).toBe("Hotel");
      expect(hotel.name).toBe(expected.name);
      expect(hotel.url).toBe(expected.url);
      expect(hotel.address).toMatchObject({ "@type": "PostalAddress", addressLocality: expected.city });
      expect((hotel.address as Record<string, string>).streetAddress).toBeTruthy();
      expect(hotel.geo).toEqual({ "@type": "GeoCoordinates", latitude: expected.geo[0], longitude: expected.geo[1] });
      expect(hotel.telephone).toBe(expected.phone);
      expect(hotel.email).toBe(expected.email);
      expect(hotel.checkinTime).toBe(expected.checkin);
      const images = hotel.image as string[];
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image).toMatch(new RegExp(`^${new URL(expected.url).origin.replace(/\./g, "\\.")}/media-proxy/`));
      expect((hotel.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate).toBe(expected.booking);
      // The booking URL opens the booking page of that location.
      const booking = await getAt(expected.booking);
      expect(booking.status).toBe(200);
      expect(booking.body).toContain('name="location"');
    }
  });

  test("a price range once the rooms page has its from prices (from the cache, without waiting for the PMS)", async () => {
    expect((await getAt(`${subdomainOrigin("seaside")}/rooms`)).status).toBe(200);
    const before = await mockCalls();
    const home = jsonLdOf((await getAt(`${subdomainOrigin("seaside")}/`)).body)[0]!;
    expect(home.priceRange).toMatch(/^\d+(\.\d\d)?(–\d+(\.\d\d)?)? EUR$/);
    const after = await mockCalls();
    expect(after["GET /api/reservation-query"] ?? 0).toBe(before["GET /api/reservation-query"] ?? 0);
  });

  test("only on the home and hotel pages, and never when the hotel's words would break out of the script", async () => {
    for (const path of ["/rooms", "/about", "/hotel/102/contacts", "/terms", "/reservation-new"]) {
      expect(jsonLdOf((await getAt(`${subdomainOrigin("carpathia-ro")}${path}`)).body), path).toEqual([]);
    }
    const home = (await getAt(`${subdomainOrigin("carpathia-ro")}/`)).body;
    const raw = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(home)![1]!;
    expect(raw).not.toMatch(/[<>]/);
  });
});

test.describe("social previews: Open Graph and Twitter card tags per page and language", () => {
  const titleOf = (html: string) =>
    /<title>([^<]*)<\/title>/
      .exec(html)?.[1]
      ?.replace(/&amp;/g, "&")
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"');
  /** Open Graph's locale of a language: language_TERRITORY, the language in its home country (ro_RO). */
  const ogLocale = (language: string) => new RegExp(`^${language}_[A-Z]{2}$`);
  const tagsOfHead = (html: string) => tagsOf(headOf(html), "meta");

  test("title, description, URL, locale and the banner image, in the page's language", async () => {
    const cases: Array<[Slug, string, Language]> = [
      ["carpathia-ro", "/", "ro"],
      ["carpathia-ro", "/", "en"],
      ["carpathia-ro", "/hotel/102/rooms", "it"],
      ["carpathia-ro", "/terms", "es"],
      ["seaside", "/gallery", "en"],
      ["seaside", "/contacts", "ro"],
    ];
    const descriptions = new Map<string, string>();
    for (const [slug, path, language] of cases) {
      const url = addressOf(slug, path, language);
      const answer = await getAt(url);
      const meta = metaOf(answer.body);
      const title = titleOf(answer.body)!;
      expect(title, url).toBeTruthy();
      expect(meta.get("og:title"), url).toBe(title);
      expect(meta.get("twitter:title"), url).toBe(title);
      expect(meta.get("og:type"), url).toBe("website");
      expect(meta.get("og:url"), url).toBe(url);
      expect(meta.get("og:locale"), url).toMatch(ogLocale(language));
      expect(meta.get("og:description"), url).toBe(meta.get("description"));
      expect(meta.get("twitter:description"), url).toBe(meta.get("description"));
      expect(meta.get("og:description"), url).toBeTruthy();
      descriptions.set(`${slug} ${language}`, meta.get("og:description")!);
      expect(meta.get("twitter:card"), url).toBe("summary_large_image");
      const image = meta.get("og:image")!;
      expect(image, url).toMatch(new RegExp(`^${subdomainOrigin(slug).replace(/\./g, "\\.")}/media-proxy/`));
      expect(meta.get("twitter:image"), url).toBe(image);
      expect(meta.get("og:image:alt"), url).toBeTruthy();
      const fetched = await getAt(image);
      expect(fetched.status, image).toBe(200);
      expect(fetched.headers["content-type"], image).toMatch(/^image\//);
    }
    // Hotel Carpathia wrote its description in Romanian and English: each page speaks its own.
    expect(descriptions.get("carpathia-ro ro")).not.toBe(descriptions.get("carpathia-ro en"));
  });

  test("every other language is an og:locale:alternate", async () => {
    const answer = await getAt(addressOf("carpathia-ro", "/rooms", "es"));
    const alternates = tagsOfHead(answer.body)
      .filter((meta) => meta.property === "og:locale:alternate")
      .map((meta) => meta.content);
    const others = LANGUAGES.filter((language) => language !== "es");
    expect(alternates).toHaveLength(others.length);
    for (const language of others)
      expect(
        alternates.filter((alternate) => ogLocale(language).test(alternate ?? "")),
        language,
      ).toHaveLength(1);
  });

  test("a booking page shows a preview too, without og:url (it has no canonical address)", async () => {
    const meta = metaOf((await getAt(`${subdomainOrigin("seaside")}/reservation-new?lang=en`)).body);
    expect(meta.get("og:title")).toBeTruthy();
    expect(meta.get("og:image")).toMatch(/^http:\/\/seaside\.localhost:\d+\/media-proxy\//);
    expect(meta.get("og:url")).toBeUndefined();
  });
});

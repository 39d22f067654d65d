import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n";
import { DISALLOWED_PATHS, publicPagePaths, robotsTxt, sitemapUrl, sitemapXml } from "./sitemap";

const policy = (href: string, external = false) => ({ href, external });

describe("publicPagePaths", () => {
  it("the organisation's site, support, its own policy pages and each location's site", () => {
    const paths = publicPagePaths({
      locations: [{ id: 101 }, { id: 102 }],
      policies: [policy("/terms?o=carpathia-ro&lang=en"), policy("https://hotel.example/privacy", true), policy("/cancel-policies")],
    });
    expect(paths).toEqual([
      "/",
      "/rooms",
      "/gallery",
      "/about",
      "/contacts",
      "/support",
      "/accessibility",
      "/terms",
      "/cancel-policies",
      "/hotel/101",
      "/hotel/101/rooms",
      "/hotel/101/gallery",
      "/hotel/101/about",
      "/hotel/101/contacts",
      "/hotel/102",
      "/hotel/102/rooms",
      "/hotel/102/gallery",
      "/hotel/102/about",
      "/hotel/102/contacts",
    ]);
  });

  it("never a booking step, the portal or sign-in", () => {
    const paths = publicPagePaths({ locations: [{ id: 1 }], policies: [] });
    for (const path of paths) for (const disallowed of DISALLOWED_PATHS) expect(path.startsWith(disallowed), path).toBe(false);
  });
});

describe("sitemapXml", () => {
  const onMain = { origin: "https://book.example.com", o: "a&b", defaultLanguage: "ro" as const };

  it("one url per page and language, each with every language and x-default as alternates, & escaped", () => {
    const body = sitemapXml(["/", "/rooms"], onMain);
    expect(
      body.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    const urls = 2 * LANGUAGES.length;
    expect(body.match(/<url>/g)).toHaveLength(urls);
    expect(body.match(/<xhtml:link /g)).toHaveLength(urls * (LANGUAGES.length + 1));
    expect(body).toContain("<loc>https://book.example.com/rooms?o=a%26b&amp;lang=en</loc>");
    expect(body).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://book.example.com/rooms?o=a%26b"/>');
    expect(body).not.toMatch(/&(?!amp;)/);
  });

  it("the sitemap's address is on the canonical origin", () => {
    expect(sitemapUrl({ origin: "https://seaside.book.example.com", o: null })).toBe("https://seaside.book.example.com/sitemap.xml");
    expect(sitemapUrl(onMain)).toBe("https://book.example.com/sitemap.xml?o=a%26b");
  });
});

describe("robotsTxt", () => {
  it("every crawler, the private paths disallowed, the sitemap when known", () => {
    expect(robotsTxt("https://x.example/sitemap.xml")).toBe(
      [
        "User-agent: *",
        "Disallow: /reservation-new",
        "Disallow: /reservation-search",
        "Disallow: /reservations/",
        "Disallow: /reservation/",
        "Disallow: /location/",
        "Disallow: /login",
        "Disallow: /logout",
        "Disallow: /language/",
        "Disallow: /staff",
        "Disallow: /pages/404",
        "Allow: /",
        "",
        "Sitemap: https://x.example/sitemap.xml",
        "",
      ].join("\n"),
    );
    expect(robotsTxt(null)).not.toContain("Sitemap");
  });
});

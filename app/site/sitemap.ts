/**
 * `/robots.txt` and `/sitemap.xml` of an organisation (docs/decisions/015). Pure: the
 * resource routes give them the organisation's locations and policies and its canonical origin.
 *
 * The sitemap lists exactly the public pages, each in every language under its canonical address
 * with its hreflang alternates (what the pages' own `<head>` says); robots.txt keeps crawlers out
 * of what is no search result: booking steps (endless date combinations), the portal, sign-in,
 * the language switch (a redirect that sets a cookie) and the staff area.
 */
import { LANGUAGES, type Language } from "~/i18n";
import { pageAddresses, SITE_PAGES } from "./addresses";
import type { PolicyLink } from "./view";

export interface SitemapSite {
  origin: string;
  o: string | null;
  defaultLanguage: Language;
}

/** The support page and the accessibility statement, then the policies the organisation shows as our own pages (active, no URL of its own). */
const ORGANISATION_PAGES = ["/support", "/accessibility"];

/**
 * Every public page of the organisation: its site (the first location's, at the root), support
 * and its own policy pages, then each location's site under `/hotel/:id`.
 */
export function publicPagePaths(site: { locations: ReadonlyArray<{ id: number }>; policies: ReadonlyArray<Pick<PolicyLink, "href" | "external">> }): string[] {
  const policies = site.policies.filter((policy) => !policy.external).map((policy) => policy.href.split("?")[0]!);
  return [
    ...SITE_PAGES,
    ...ORGANISATION_PAGES,
    ...policies,
    ...site.locations.flatMap(({ id }) => SITE_PAGES.map((page) => `/hotel/${id}${page === "/" ? "" : page}`)),
  ];
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (text: string): string => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);

/** The sitemap protocol's urlset, one `<url>` per page and language, each with every alternate. */
export function sitemapXml(paths: readonly string[], site: SitemapSite): string {
  const entries = paths.flatMap((path) =>
    LANGUAGES.map((language) => {
      const { canonical, alternates } = pageAddresses(path, language, site);
      const links = alternates.map(({ hrefLang, href }) => `    <xhtml:link rel="alternate" hreflang="${hrefLang}" href="${xml(href)}"/>`);
      return ["  <url>", `    <loc>${xml(canonical)}</loc>`, ...links, "  </url>"].join("\n");
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}

/** The sitemap's own address, on the organisation's canonical origin. */
export function sitemapUrl(site: Pick<SitemapSite, "origin" | "o">): string {
  const url = new URL("/sitemap.xml", site.origin);
  if (site.o) url.searchParams.set("o", site.o);
  return url.href;
}

/** Paths no crawler needs: each the start of what it keeps out. */
export const DISALLOWED_PATHS = [
  "/reservation-new",
  "/reservation-search",
  "/reservations/",
  "/reservation/",
  "/location/",
  "/login",
  "/logout",
  "/language/",
  "/staff",
  "/pages/404",
] as const;

/** robots.txt: the rules for every crawler, and the organisation's sitemap when it is known. */
export function robotsTxt(sitemap: string | null): string {
  return ["User-agent: *", ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), "Allow: /", ...(sitemap ? ["", `Sitemap: ${sitemap}`] : []), ""].join("\n");
}

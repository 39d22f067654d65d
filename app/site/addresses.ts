/**
 * The public addresses of a page: its canonical URL in the page's language and its hreflang
 * alternates (docs/decisions/015). Pure: the root loader gives it the canonical origin (from
 * configuration, bff/public-url.ts) and the organisation's default language.
 *
 * The rule: the organisation's default language is the address without `lang` (what a visitor
 * without a stored choice sees there, so it is also `x-default`); every other language adds
 * `lang`. Each language's address is its own canonical; `o` is kept only when the organisation's
 * pages live on the main origin; nothing else of the query is (a search, `embed`, a tracking tag
 * are the same page).
 */
import { LANGUAGES, type Language } from "~/i18n";

export interface Alternate {
  hrefLang: Language | "x-default";
  href: string;
}

export interface PageAddresses {
  canonical: string;
  /** One per language, then `x-default`. */
  alternates: Alternate[];
}

/** The pages of one location's site: under `/hotel/:id` as well as at the organisation's root. */
export const SITE_PAGES = ["/", "/rooms", "/gallery", "/about", "/contacts"] as const;

/**
 * The path a page is canonical under: without a trailing slash, and a site page opened with
 * `?location=ID` under `/hotel/ID` (the same page by its own path).
 */
export function canonicalPath(pathname: string, queryLocationId: number | null): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : "/";
  if (queryLocationId !== null && (SITE_PAGES as readonly string[]).includes(path)) {
    return `/hotel/${queryLocationId}${path === "/" ? "" : path}`;
  }
  return path;
}

/** The address of `path` in `language`. */
export function addressOf(path: string, language: Language, site: { origin: string; o: string | null; defaultLanguage: Language }): string {
  const url = new URL(path, site.origin);
  if (site.o) url.searchParams.set("o", site.o);
  if (language !== site.defaultLanguage) url.searchParams.set("lang", language);
  return url.href;
}

export function pageAddresses(path: string, language: Language, site: { origin: string; o: string | null; defaultLanguage: Language }): PageAddresses {
  return {
    canonical: addressOf(path, language, site),
    alternates: [
      ...LANGUAGES.map((hrefLang) => ({ hrefLang, href: addressOf(path, hrefLang, site) })),
      { hrefLang: "x-default" as const, href: addressOf(path, site.defaultLanguage, site) },
    ],
  };
}

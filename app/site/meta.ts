/**
 * Page `<head>` for every page of the site: title with the organisation as subtitle, description
 * and keywords in the page's language (the location's SEO texts by default), Open Graph and
 * Twitter card tags. A public page adds its canonical URL and hreflang alternates for the four
 * languages and x-default, made from its own path and the root loader's canonical origin
 * (docs/decisions/015); a page that is no search result (a booking step, the portal, sign-in, the
 * staff area) says `noindex` instead and names no canonical, which would contradict it.
 */
import type { MetaDescriptor } from "@remix-run/node";
import { LANGUAGES, languageRow, type Language } from "~/i18n";
import { canonicalPath, pageAddresses, type PageAddresses } from "./addresses";
import type { RootData } from "~/root";

/** Open Graph writes a locale language_TERRITORY: the language in its home country, as its row has it. */
const openGraphLocale = (language: Language): string => languageRow(language).intl.replace("-", "_");

export const NOINDEX: MetaDescriptor = { name: "robots", content: "noindex" };

type AnyMatch = { id: string; data: unknown; pathname?: string; params?: Record<string, string | undefined> };

export function rootDataOf(matches: AnyMatch[]): RootData | undefined {
  return matches.find((match) => match.id === "root")?.data as RootData | undefined;
}

export function siteMeta(matches: AnyMatch[], page: { title?: string | null; description?: string | null; noindex?: boolean } = {}): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return page.noindex ? [NOINDEX] : [];
  const { site } = root;
  const addresses = addressesOfPage(root, matches);
  const organisation = site.organisation.name;
  const location = site.location;
  const title = page.title ? `${page.title} · ${organisation}` : (location?.meta.title ?? (location ? `${organisation} · ${location.title}` : organisation));
  const description = page.description ?? location?.meta.description ?? location?.shortDescription ?? null;
  const descriptors: MetaDescriptor[] = [{ title }];
  if (description && description !== "—") descriptors.push({ name: "description", content: description });
  if (location?.meta.keywords) descriptors.push({ name: "keywords", content: location.meta.keywords });
  descriptors.push(...socialPreview(root, title, description && description !== "—" ? description : null, page.noindex ? null : addresses.canonical));
  if (page.noindex) return [...descriptors, NOINDEX];
  descriptors.push({ tagName: "link", rel: "canonical", href: addresses.canonical });
  for (const { hrefLang, href } of addresses.alternates) descriptors.push({ tagName: "link", rel: "alternate", hrefLang, href });
  return descriptors;
}

/**
 * Open Graph and Twitter card tags: what a link to the page shows when shared. The location's
 * banner (else its first photo, else the organisation's) as the image, absolute on the
 * organisation's canonical origin; `og:url` only where the page has a canonical address.
 */
function socialPreview(root: RootData, title: string, description: string | null, canonical: string | null): MetaDescriptor[] {
  const { site, seo, locale } = root;
  const location = site.location;
  const photo = location?.photos[0] ?? site.organisation.photos[0] ?? null;
  const image = location?.bannerUrl ?? photo?.url ?? null;
  const imageUrl = image ? new URL(image, seo.origin).href : null;
  const imageAlt = location?.bannerUrl ? location.title : (photo?.alt ?? null);
  const tags: MetaDescriptor[] = [
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.organisation.name },
    { property: "og:title", content: title },
    { property: "og:locale", content: openGraphLocale(locale) },
    ...LANGUAGES.filter((language) => language !== locale).map((language) => ({ property: "og:locale:alternate", content: openGraphLocale(language) })),
    { name: "twitter:card", content: imageUrl ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
  ];
  if (canonical) tags.push({ property: "og:url", content: canonical });
  if (description) tags.push({ property: "og:description", content: description }, { name: "twitter:description", content: description });
  if (imageUrl) {
    tags.push({ property: "og:image", content: imageUrl }, { name: "twitter:image", content: imageUrl });
    if (imageAlt) tags.push({ property: "og:image:alt", content: imageAlt }, { name: "twitter:image:alt", content: imageAlt });
  }
  return tags;
}

/**
 * This page's canonical address and alternates (docs/decisions/015): the page's own path (the
 * deepest match's), a site page opened with `?location=` under its `/hotel/:id` path, in the page's
 * language, on the organisation's canonical origin.
 */
function addressesOfPage(root: RootData, matches: AnyMatch[]): PageAddresses {
  const leaf = matches[matches.length - 1];
  const path = canonicalPath(leaf?.pathname ?? "/", leaf?.params?.locationId === undefined ? root.seo.queryLocationId : null);
  return pageAddresses(path, root.locale, root.seo);
}

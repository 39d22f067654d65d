/**
 * Page `<head>` for every public page: title with the organisation as subtitle, description and
 * keywords in the page's language (the location's SEO texts by default), canonical URL, hreflang
 * alternates for the four languages, favicon.
 */
import type { MetaDescriptor } from "@remix-run/node";
import { LANGUAGES } from "~/i18n";
import type { RootData } from "~/root";

type AnyMatch = { id: string; data: unknown };

export function rootDataOf(matches: AnyMatch[]): RootData | undefined {
  return matches.find((match) => match.id === "root")?.data as RootData | undefined;
}

export function siteMeta(matches: AnyMatch[], page: { title?: string | null; description?: string | null } = {}): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return [];
  const { site, canonicalUrl } = root;
  const organisation = site.organisation.name;
  const location = site.location;
  const title = page.title ? `${page.title} · ${organisation}` : (location?.meta.title ?? (location ? `${organisation} · ${location.title}` : organisation));
  const description = page.description ?? location?.meta.description ?? location?.shortDescription ?? null;
  const descriptors: MetaDescriptor[] = [{ title }];
  if (description && description !== "—") descriptors.push({ name: "description", content: description });
  if (location?.meta.keywords) descriptors.push({ name: "keywords", content: location.meta.keywords });
  descriptors.push({ property: "og:title", content: title }, { property: "og:site_name", content: organisation });
  if (location?.photos[0]) descriptors.push({ property: "og:image", content: location.photos[0].url });
  descriptors.push({ tagName: "link", rel: "canonical", href: canonicalUrl });
  for (const language of LANGUAGES) {
    const alternate = new URL(canonicalUrl);
    alternate.searchParams.set("lang", language);
    descriptors.push({ tagName: "link", rel: "alternate", hrefLang: language, href: alternate.href });
  }
  descriptors.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonicalUrl });
  return descriptors;
}

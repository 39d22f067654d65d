/**
 * Page `<head>` for every page of the site: title with the organisation as subtitle, description
 * and keywords in the page's language (the location's SEO texts by default). A public page adds
 * its canonical URL and hreflang alternates for the four languages and x-default (root loader,
 * docs/decisions/015); a page that is no search result (a booking step, the portal, sign-in) says
 * `noindex` instead and names no canonical, which would contradict it.
 */
import type { MetaDescriptor } from "@remix-run/node";
import type { RootData } from "~/root";

export const NOINDEX: MetaDescriptor = { name: "robots", content: "noindex" };

type AnyMatch = { id: string; data: unknown };

export function rootDataOf(matches: AnyMatch[]): RootData | undefined {
  return matches.find((match) => match.id === "root")?.data as RootData | undefined;
}

export function siteMeta(matches: AnyMatch[], page: { title?: string | null; description?: string | null; noindex?: boolean } = {}): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return page.noindex ? [NOINDEX] : [];
  const { site, addresses } = root;
  const organisation = site.organisation.name;
  const location = site.location;
  const title = page.title ? `${page.title} · ${organisation}` : (location?.meta.title ?? (location ? `${organisation} · ${location.title}` : organisation));
  const description = page.description ?? location?.meta.description ?? location?.shortDescription ?? null;
  const descriptors: MetaDescriptor[] = [{ title }];
  if (description && description !== "—") descriptors.push({ name: "description", content: description });
  if (location?.meta.keywords) descriptors.push({ name: "keywords", content: location.meta.keywords });
  descriptors.push({ property: "og:title", content: title }, { property: "og:site_name", content: organisation });
  if (location?.photos[0]) descriptors.push({ property: "og:image", content: location.photos[0].url });
  if (page.noindex) return [...descriptors, NOINDEX];
  descriptors.push({ tagName: "link", rel: "canonical", href: addresses.canonical });
  for (const { hrefLang, href } of addresses.alternates) descriptors.push({ tagName: "link", rel: "alternate", hrefLang, href });
  return descriptors;
}

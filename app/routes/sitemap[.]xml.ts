/**
 * `/sitemap.xml`: the organisation's public pages in every language with their hreflang alternates
 * (app/site/sitemap.ts). It lives on the organisation's canonical origin: asked for elsewhere (the
 * main domain with `o` or DEFAULT_ORG), it sends the crawler there. Built from the cached hotel
 * data, and cacheable like any anonymous page.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSite } from "~/site/site.server";
import { publicPagePaths, sitemapUrl, sitemapXml } from "~/site/sitemap";
import { failureStatusOf, PUBLIC_RESOURCE_CACHE } from "~/site/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  let loaded;
  try {
    loaded = await loadSite({ request, context });
  } catch (error) {
    const status = failureStatusOf(error);
    if (status === null) throw error;
    return new Response(null, { status, headers: { "Cache-Control": "no-store" } });
  }
  const { canonical, origin, view } = loaded;
  const here = sitemapUrl({ origin, o: canonical.o });
  const own = sitemapUrl(canonical);
  if (here !== own) return new Response(null, { status: 301, headers: { Location: own, "Cache-Control": PUBLIC_RESOURCE_CACHE } });
  const body = sitemapXml(publicPagePaths({ locations: view.locations, policies: view.policies }), canonical);
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": PUBLIC_RESOURCE_CACHE } });
}

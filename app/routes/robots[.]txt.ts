/**
 * `/robots.txt`: the same rules for every organisation (app/site/sitemap.ts) and the organisation's
 * sitemap on its canonical origin. Without a known organisation (or while the PMS is down and
 * nothing is cached) the rules alone: a crawler must never read a failure as "crawl nothing".
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadSite } from "~/site/site.server";
import { robotsTxt, sitemapUrl } from "~/site/sitemap";
import { failureStatusOf, PUBLIC_RESOURCE_CACHE } from "~/site/http.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  let sitemap: string | null = null;
  let cacheControl = PUBLIC_RESOURCE_CACHE;
  try {
    sitemap = sitemapUrl((await loadSite({ request, context })).canonical);
  } catch (error) {
    const status = failureStatusOf(error);
    if (status === null) throw error;
    // Answered all the same, but not kept: the sitemap line comes back with the PMS.
    if (status >= 500) cacheControl = "no-store";
  }
  return new Response(robotsTxt(sitemap), { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": cacheControl } });
}

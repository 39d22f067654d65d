/**
 * The document root's loader (app/root.tsx exports it as the root route's): the hotel's site, the
 * session's frame (toast, account, cookie), the canonical addresses and the failure pages' titles.
 * Its data's type is here too, so a component the root renders (ErrorPage, EmbedFields) reads the
 * root's data without importing app/root.tsx back (app/import-circles.test.ts).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";
import type { useLoaderData } from "@remix-run/react";
import type { RootSiteData } from "~/root-data";
import { failureTitles } from "~/site/failure.server";
import { readSessionFrame } from "~/site/session-frame.server";
import { loadSite } from "~/site/site.server";
import { pageSiteOf } from "~/site/view.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const loaded = await loadSite({ request, context }, params);
  const { toast, account, setCookie } = await readSessionFrame({ request, context });
  // Where the organisation's pages are canonical, from configuration, never the request's Host: a
  // forged Host must not end up in a page a CDN keeps. Each page's own addresses are made from it
  // in its meta (siteMeta), so they follow client-side navigations this data is not reloaded for.
  const seo = { ...loaded.canonical, queryLocationId: params.locationId === undefined ? loaded.ref.locationId : null };
  // The failure pages' titles in the page's language, for a failure whose own data tells none (meta).
  return data(
    { locale: loaded.locale, site: pageSiteOf(loaded.view), seo, toast, account, failureTitles: failureTitles(loaded.locale) },
    setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined,
  );
}

export type RootData = ReturnType<typeof useLoaderData<typeof loader>>;
export type RootLoader = typeof loader;

/** ErrorPage reads the root's data as RootSiteData (app/root-data.ts): a loader that stops sending that shape fails typecheck here. */
type Sends<Data extends RootSiteData> = Data;
export type RootDataForComponents = Sends<RootData>;

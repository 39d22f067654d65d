/**
 * What every hotel site page's loader starts with: the hotel (through the cache, so the root's
 * load and this one are one upstream call), the page's title in the guest's language, and the
 * public cache headers.
 */
import { fixedT } from "~/i18n.server";
import { publicPageHeaders } from "~/site/http.server";
import { loadSite } from "~/site/site.server";
import type { RouteArgs } from "~/bff.server";

export async function loadSitePage({ request, context }: RouteArgs, params: { locationId?: string }, titleKey: string | null) {
  const loaded = await loadSite({ request, context }, params);
  const title = titleKey ? fixedT(loaded.locale)(titleKey) : null;
  return { loaded, title, headers: publicPageHeaders(request) };
}

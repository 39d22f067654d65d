/**
 * What every hotel site page's loader starts with: the hotel (through the cache, so the root's
 * load and this one are one upstream call), the page's title in the guest's language, and the
 * public cache headers.
 */
import { formatInTimeZone } from "date-fns-tz";
import { fixedT } from "~/i18n.server";
import { publicPageHeaders } from "~/site/http.server";
import { loadSite, type LoadedSite } from "~/site/site.server";
import type { RouteArgs } from "~/bff.server";

/** The demo hotels' zone; a PMS that names its own zone wins. */
const DEFAULT_TIME_ZONE = "Europe/Bucharest";

export async function loadSitePage({ request, context }: RouteArgs, params: { locationId?: string }, titleKey: string | null) {
  const loaded = await loadSite({ request, context }, params);
  const title = titleKey ? fixedT(loaded.locale)(titleKey) : null;
  return { loaded, title, headers: publicPageHeaders(request) };
}

/** The hotel's today (YYYY-MM-DD) in its own time zone: the earliest day a stay can start. */
export function hotelToday(loaded: LoadedSite, now = new Date()): string {
  const zone = loaded.site.organisation.settings.time_zone || DEFAULT_TIME_ZONE;
  try {
    return formatInTimeZone(now, zone, "yyyy-MM-dd");
  } catch {
    return formatInTimeZone(now, DEFAULT_TIME_ZONE, "yyyy-MM-dd");
  }
}

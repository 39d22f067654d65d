/** A site page's canonical address and hreflang alternates (docs/decisions/015), from the loaded site. */
import { canonicalPath, pageAddresses, type PageAddresses } from "./addresses";
import type { LoadedSite } from "./site.server";

/**
 * This page's canonical address and hreflang alternates, on the organisation's canonical origin
 * (docs/decisions/015): the path asked for (a site page opened with `?location=` under its
 * `/hotel/:id` path) in the page's language.
 */
export function addressesOf(request: Request, loaded: LoadedSite, params: { locationId?: string } = {}): PageAddresses {
  const path = canonicalPath(new URL(request.url).pathname, params.locationId === undefined ? loaded.ref.locationId : null);
  return pageAddresses(path, loaded.locale, loaded.canonical);
}

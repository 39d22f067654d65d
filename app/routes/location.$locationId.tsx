/**
 * `/location/:locationId` (docs/spec.md §2): the location's page, which also opens a reservation from the
 * spec's link `?res=&email=`, exactly as `/reservation-search` does (same limits, same answers).
 * Without them it is the location's site, at `/hotel/:locationId`.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { fixedT, loadSite, lookupPage, openReservation, redirect } from "~/route-server/location.$locationId.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const loaded = await loadSite({ request, context }, { locationId: params.locationId });
  const url = new URL(request.url);
  const fields = { res: url.searchParams.get("res"), email: url.searchParams.get("email") };
  if (fields.res === null && fields.email === null) {
    return redirect(`/hotel/${loaded.site.location?.id ?? params.locationId}${url.search}`, 301);
  }
  const title = fixedT(loaded.locale)("reservation.searchTitle");
  return lookupPage(loaded, title, await openReservation({ request, context }, loaded, fields, context.clientAddress ?? null), fields);
}

// The same page as /reservation-search: its form posts there.
export { default, headers, meta } from "./reservation-search";

/** The rooms a site page shows (docs/spec.md §2), as views in the page's language. */
import type { RoomType } from "../../contracts/entities";
import { bffFor, isUpstreamError, type RouteArgs } from "~/bff.server";
import { pmsUnavailable } from "./failure.server";
import { hotelLanguagesOf } from "./localized";
import type { LoadedSite } from "./site.server";
import type { RoomView } from "./view";
import { toRoomView } from "./view.server";

/**
 * Rooms of the page's location (docs/spec.md §2), or of every location when the organisation shows all
 * locations on one site. Through the cache, like everything anonymous.
 */
export async function loadRooms({ request, context }: RouteArgs, loaded: LoadedSite): Promise<RoomView[]> {
  const { bff, requestId, logger } = bffFor({ request, context });
  const origin = new URL(bff.upstreamUrl).origin;
  const { site, locale } = loaded;
  const wanted = site.organisation.settings.show_all_location_per_site ? site.locations : site.location ? [site.location] : [];
  const rooms: RoomType[] = [];
  for (const location of wanted) {
    if (site.rooms && location.id === site.location?.id) {
      rooms.push(...site.rooms);
      continue;
    }
    try {
      const found = await bff.sites.organisationAtLocation(location.id, { requestId, logger });
      rooms.push(...(found?.location.rooms ?? []));
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      logger.warn({ location: location.id, failure: error.failure }, "rooms unavailable");
      throw pmsUnavailable(locale);
    }
  }
  const hotel = hotelLanguagesOf(site.organisation);
  return rooms.map((room) => toRoomView(room, locale, origin, hotel));
}

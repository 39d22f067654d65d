/** The facts of the home and hotel pages' schema.org `Hotel`, gathered from the loaded site. */
import { cachedFromPrices } from "~/booking/from-price.server";
import { addressOf } from "./addresses";
import { addressesOf } from "./addresses.server";
import type { LoadedSite } from "./site.server";
import { hotelJsonLd } from "./structured-data";
import type { RouteArgs } from "~/bff.server";

const usable = (text: string | null | undefined): string | null => (text && text !== "—" ? text : null);

/** The page's location as a `Hotel`, or null on a site without locations. */
export async function hotelStructuredData(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  params: { locationId?: string },
): Promise<Record<string, unknown> | null> {
  const location = loaded.site.location;
  const view = loaded.view.location;
  if (!location || !view) return null;
  const origin = loaded.canonical.origin;
  const booking = new URL(addressOf("/reservation-new", loaded.locale, loaded.canonical));
  booking.searchParams.set("location", String(location.id));
  const fromPrices = Object.values(await cachedFromPrices({ request, context }, loaded, location.id));
  return hotelJsonLd({
    url: addressesOf(request, loaded, params).canonical,
    bookingUrl: booking.href,
    organisationName: loaded.site.organisation.name,
    name: location.name,
    description: usable(view.meta.description) ?? usable(view.shortDescription),
    address: location.address,
    coordinates: location.coordinates,
    telephone: location.phone ?? loaded.site.organisation.phone ?? null,
    email: location.email ?? loaded.site.organisation.email ?? null,
    images: [view.bannerUrl, ...view.photos.map((photo) => photo.url)].filter((url): url is string => Boolean(url)).map((url) => new URL(url, origin).href),
    mapsLink: location.maps_link ?? null,
    social: [location.social?.facebook ?? null, location.social?.instagram ?? null, location.social?.youtube ?? null],
    checkInTime: loaded.site.organisation.settings.check_in_time,
    fromPrices,
  });
}

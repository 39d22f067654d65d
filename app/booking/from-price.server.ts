/**
 * The rooms page's "from" prices, asked of the PMS anonymously and kept in the BFF's anonymous
 * cache (CacheShort), so a warm rooms page costs no upstream call. Each price is for the party the
 * card's booking link asks for (two adults, or one for a room that sleeps one: `linkAdults`), so
 * the booking page opens at the price the card showed. One search per location, party and night
 * covers all the room types of that party: one room, one night. A failure never fails the page:
 * the cards simply show no price.
 */
import { anonymous, bffFor, CacheFailed, CacheShort, readShared, type RouteArgs } from "~/bff.server";
import type { SearchAnswer } from "../../contracts/entities";
import type { LoadedSite } from "~/site/site.server";
import { searchContextOf } from "./search.server";
import { addDays } from "./dates";
import { allPriced, fromPriceNights, fromPricesOf, linkAdults, type FromPrices } from "./from-price";

/**
 * How long a rooms page waits for its prices, all nights of a location together (and less if the
 * upstream deadline is shorter): past that it shows what it has, or no price.
 */
export const FROM_PRICE_BUDGET_MS = 3_000;

/** The parties a from price can be for: what `linkAdults` gives. */
const PARTIES = [2, 1] as const;

/** The cache key of a location's from prices for a party of `adults`, for the nights from `earliest`. */
export const fromPriceKey = (organisationId: number, locationId: number, earliest: string, adults: number): string =>
  `from-prices:${organisationId}:${locationId}:${earliest}:${adults}`;

/**
 * From prices of `rooms` (room type id → price and night). Empty for a location whose prices the
 * PMS did not give (logged, and not asked again for 30 s).
 */
export async function loadFromPrices(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  rooms: ReadonlyArray<{ id: number; locationId: number; adults: number }>,
  now = new Date(),
): Promise<FromPrices> {
  const { bff, requestId, logger } = bffFor({ request, context });
  const organisationId = loaded.site.organisation.id;
  const { earliest } = searchContextOf(loaded, now);
  // One search per location and party: room types of the same party share it.
  const searches = new Map<string, { locationId: number; adults: number; roomTypeIds: number[] }>();
  for (const room of rooms) {
    const adults = linkAdults(room.adults);
    const key = `${room.locationId}:${adults}`;
    const search = searches.get(key) ?? { locationId: room.locationId, adults, roomTypeIds: [] };
    search.roomTypeIds.push(room.id);
    searches.set(key, search);
  }
  const budgetMs = Math.min(FROM_PRICE_BUDGET_MS, bff.config.UPSTREAM_TIMEOUT_MS);

  /** Night after night until every room type has a price; a failure after the first night keeps what was found. */
  async function lookUp(locationId: number, adults: number, roomTypeIds: number[]): Promise<FromPrices> {
    // Shared by every guest waiting on this key (single flight): no one guest's signal may end it.
    const signal = AbortSignal.timeout(budgetMs);
    const answers: Array<{ night: string; answer: SearchAnswer }> = [];
    for (const night of fromPriceNights(earliest)) {
      let answer: SearchAnswer;
      try {
        answer = await bff.upstream.call(
          "searchAvailability",
          { query: { location_id: locationId, org_id: organisationId, day_from: night, day_to: addDays(night, 1), nights: 1, adults, children: 0, rooms: 1 } },
          anonymous({ requestId, logger, signal }),
        );
      } catch (error) {
        if (answers.length === 0) throw error;
        logger.warn({ location: locationId, night, err: String(error) }, "from prices: later night unavailable; keeping the nights found");
        break;
      }
      answers.push({ night, answer });
      if (allPriced(fromPricesOf(answers, roomTypeIds), roomTypeIds)) break;
    }
    return fromPricesOf(answers, roomTypeIds);
  }

  const perSearch = await Promise.all(
    [...searches.values()].map(async ({ locationId, adults, roomTypeIds }) => {
      // Whatever goes wrong (the PMS, its answer, our code), the rooms page shows its rooms.
      const none: FromPrices = {};
      return readShared(bff.cache, {
        key: fromPriceKey(organisationId, locationId, earliest, adults),
        strategy: CacheShort,
        load: () => lookUp(locationId, adults, roomTypeIds),
        miss: {
          when: () => true,
          answer: none,
          remember: CacheFailed,
          noted: (error) => logger.warn({ location: locationId, err: String(error) }, "from prices unavailable; rooms shown without a price"),
        },
      });
    }),
  );
  return Object.assign({}, ...perSearch) as FromPrices;
}

/**
 * The from prices of a location that a rooms page has already asked the PMS for (fresh, or stale
 * but still served), without asking: a page that only mentions prices (the home page's structured
 * data) never waits for the PMS's searches. Empty when none are cached.
 */
export async function cachedFromPrices({ request, context }: RouteArgs, loaded: LoadedSite, locationId: number, now = new Date()): Promise<FromPrices> {
  const { bff } = bffFor({ request, context });
  const { earliest } = searchContextOf(loaded, now);
  const cached = PARTIES.map(
    (adults) => bff.cache.peek(fromPriceKey(loaded.site.organisation.id, locationId, earliest, adults), { stale: true }) as FromPrices | undefined,
  );
  return Object.assign({}, ...cached.filter(Boolean)) as FromPrices;
}

/**
 * A month of the price calendar (issue 34, item 2; decision 046): one anonymous reservation-query
 * per check-in day the form accepts (at most 31), 4 at a time, in one of the process's load slots
 * shared with the alternatives; kept in the anonymous cache like them (one key per month, party and
 * nights; single flight; 1 + 4 minutes), a failure remembered 30 s.
 */
import { bffFor, CacheFailed, readShared, type RouteArgs } from "~/bff.server";
import type { LoadedSite } from "~/site/site.server";
import { CacheAlternatives, inLoadSlot, stayAnswer, TooManyLoads } from "./alternatives.server";
import { waves } from "./alternatives";
import { addDays, hotelTimeZone, hotelToday } from "./dates";
import { monthCheckIns, PRICE_CALENDAR_BOUNDS, type CalendarDay, type PriceMonth } from "./price-calendar";
import type { BookingSearch } from "./search";
import { locationIdOf, partyOf, searchContextOf } from "./search.server";

/** How long a month may take to ask, all its days together (and no more than the upstream deadline allows per call). */
export const PRICE_MONTH_BUDGET_MS = 8_000;

export const priceMonthKey = (loaded: LoadedSite, search: BookingSearch, month: string, locationId: number, earliest: string): string => {
  const party = partyOf(loaded, search);
  const ages = party.children > 0 ? party.childrenAges.join("-") : "";
  return `price-calendar:${loaded.site.organisation.id}:${locationId}:${month}:${search.nights}:${party.adults}:${ages}:${search.rooms}:${search.couponCode ?? ""}:${earliest}`;
};

/** The month's check-in days with their totals for `search`'s party and nights; null when the PMS could not be asked. */
export async function loadPriceMonth(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  search: BookingSearch,
  month: string,
  now = new Date(),
): Promise<PriceMonth | null> {
  const { bff, logger } = bffFor({ request, context });
  const locationId = locationIdOf(loaded, search);
  const { earliest, latest } = searchContextOf(loaded, now);
  const days = monthCheckIns(month, { earliest, latest });
  if (locationId === null || days.length === 0) return { month, nights: search.nights, days: [] };
  const today = hotelToday(now, hotelTimeZone(loaded.site.organisation));
  const origin = new URL(bff.upstreamUrl).origin;

  const load = () =>
    inLoadSlot(bff, async () => {
      // Shared by every guest waiting on this key (single flight): no one guest's signal may end it.
      const signal = AbortSignal.timeout(PRICE_MONTH_BUDGET_MS);
      const found: CalendarDay[] = [];
      let failures = 0;
      for (const wave of waves(days, PRICE_CALENDAR_BOUNDS.perWave)) {
        const answers = await Promise.allSettled(
          wave.map((day) =>
            stayAnswer({ request, context }, loaded, { ...search, dayFrom: day, dayTo: addDays(day, search.nights) }, { origin, today, signal }),
          ),
        );
        answers.forEach((answer, index) => {
          const day = wave[index]!;
          if (answer.status === "rejected") {
            failures += 1;
            found.push({ day, kind: "unknown" });
          } else found.push({ day, ...answer.value });
        });
      }
      if (failures === days.length) throw new Error("the PMS answered none of the month's days");
      logger.info({ month, asked: days.length, failures }, "price calendar month asked of the PMS");
      return { month, nights: search.nights, days: found };
    });

  return readShared(bff.cache, {
    key: priceMonthKey(loaded, search, month, locationId, earliest),
    strategy: CacheAlternatives,
    load,
    miss: {
      when: () => true,
      answer: null,
      remember: CacheFailed,
      noted: (error) => logger[error instanceof TooManyLoads ? "info" : "warn"]({ err: String(error) }, "price calendar month unavailable"),
    },
  });
}

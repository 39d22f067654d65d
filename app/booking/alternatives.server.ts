/**
 * The nearest stays that can be booked, asked of the PMS when a search found nothing or was
 * refused for its length (issue 34, item 1; docs/decisions/046). Each is the same reservation-query
 * the search makes, anonymous (no guest's token), so the answer is the same for every guest and
 * kept in the anonymous cache: one key per search, single flight, a short life. Bounded per page
 * (ALTERNATIVE_BOUNDS) and per process (MAX_LOADS_IN_FLIGHT), so a stranger's searches cannot
 * multiply the PMS's load.
 */
import { bffFor, CacheFailed, readShared, type Bff, type RouteArgs } from "~/bff.server";
import type { LoadedSite } from "~/site/site.server";
import { ALTERNATIVE_BOUNDS, candidateStays, offeredStays, waves, type AlternativeStay, type CandidateStay } from "./alternatives";
import { hotelTimeZone, hotelToday } from "./dates";
import { outcomeOf } from "./offers.server";
import type { BookingSearch } from "./search";
import { locationIdOf, partyOf, searchContextOf, searchUpstream } from "./search.server";
import type { SearchOutcomeView } from "./view";

/** How long a page waits for its alternatives (and less if the upstream deadline is shorter): past that it shows none. */
export const ALTERNATIVES_BUDGET_MS = 3_000;

/**
 * Alternatives loads (each up to ALTERNATIVE_BOUNDS.maxQueries calls) one process runs at once:
 * past that a page shows none, and its key is remembered as failed for 30 s (CacheFailed).
 */
export const MAX_LOADS_IN_FLIGHT = 4;

/**
 * Fresh for a minute, then served for 4 more while one call refreshes it; never served stale when
 * the PMS fails: an offer of a stay is only as good as the PMS's latest word (the link runs the
 * real search anyway).
 */
export const CacheAlternatives = { name: "alternatives", maxAgeMs: 60_000, staleWhileRevalidateMs: 4 * 60_000, staleIfErrorMs: 0 };

const loadsInFlight = new WeakMap<Bff, number>();

/** More loads of questions running in this process than MAX_LOADS_IN_FLIGHT: this one is not asked. */
export class TooManyLoads extends Error {}

/**
 * Runs one load of questions to the PMS (a page's alternatives, a month of the price calendar) in
 * one of this process's MAX_LOADS_IN_FLIGHT slots, or throws TooManyLoads when none is free.
 */
export async function inLoadSlot<T>(bff: Bff, work: () => Promise<T>): Promise<T> {
  const running = loadsInFlight.get(bff) ?? 0;
  if (running >= MAX_LOADS_IN_FLIGHT) throw new TooManyLoads();
  loadsInFlight.set(bff, running + 1);
  try {
    return await work();
  } finally {
    loadsInFlight.set(bff, (loadsInFlight.get(bff) ?? 1) - 1);
  }
}

/** What the PMS answers for one stay, asked anonymously: its lowest total, its minimum stay, or nothing to book. */
export type StayAnswer = { kind: "price"; price: number; currency: string } | { kind: "min-stay"; minNights: number } | { kind: "closed" };

/** One reservation-query for a stay (the search's own call, without the guest's token), as a StayAnswer. */
export async function stayAnswer(
  args: RouteArgs,
  loaded: LoadedSite,
  stay: Omit<BookingSearch, "shortened" | "checkOutMoved"> & Partial<BookingSearch>,
  { origin, today, signal }: { origin: string; today: string; signal: AbortSignal },
): Promise<StayAnswer> {
  const search: BookingSearch = { ...stay, shortened: false, checkOutMoved: false };
  const answer = await searchUpstream(args, loaded, search, null, signal);
  const found = outcomeOf(answer, loaded, search, origin, today, null);
  if (found.kind === "min-stay") return { kind: "min-stay", minNights: found.minNights };
  if (found.kind !== "solutions") return { kind: "closed" };
  const cheapest = [...found.solutions].sort((a, b) => a.fromPrice - b.fromPrice)[0];
  return cheapest ? { kind: "price", price: cheapest.fromPrice, currency: cheapest.currency } : { kind: "closed" };
}

/** The cache key: what the PMS is asked, never anything of one visitor's. */
export function alternativesKey(loaded: LoadedSite, search: BookingSearch, nights: number, locationId: number, earliest: string): string {
  const party = partyOf(loaded, search);
  const ages = party.children > 0 ? party.childrenAges.join("-") : "";
  return `alternatives:${loaded.site.organisation.id}:${locationId}:${search.dayFrom}:${nights}:${party.adults}:${ages}:${search.rooms}:${search.couponCode ?? ""}:${earliest}`;
}

/**
 * The stays to offer for a search whose outcome is "nothing free" or "at least N nights"; none for
 * any other outcome. A failure of the PMS never fails the page: it shows none.
 */
export async function loadAlternatives(
  { request, context }: RouteArgs,
  loaded: LoadedSite,
  search: BookingSearch,
  outcome: SearchOutcomeView,
  now = new Date(),
): Promise<AlternativeStay[]> {
  const { bff, logger } = bffFor({ request, context });
  const nights = outcome.kind === "min-stay" ? outcome.minNights : outcome.kind === "no-availability" ? search.nights : null;
  const locationId = locationIdOf(loaded, search);
  if (nights === null || locationId === null) return [];
  const { earliest, latest } = searchContextOf(loaded, now);
  const candidates = candidateStays({ dayFrom: search.dayFrom, nights }, { earliest, latest }, { includeSameDay: outcome.kind === "min-stay" });
  if (candidates.length === 0) return [];
  const today = hotelToday(now, hotelTimeZone(loaded.site.organisation));
  const origin = new URL(bff.upstreamUrl).origin;
  const budgetMs = Math.min(ALTERNATIVES_BUDGET_MS, bff.config.UPSTREAM_TIMEOUT_MS);

  /** The lowest total of one stay, or null when the PMS has nothing to book for it as asked. */
  async function priced(candidate: CandidateStay, signal: AbortSignal): Promise<AlternativeStay | null> {
    const answer = await stayAnswer({ request, context }, loaded, { ...search, ...candidate }, { origin, today, signal });
    return answer.kind === "price" ? { ...candidate, price: answer.price, currency: answer.currency } : null;
  }

  const load = () =>
    inLoadSlot(bff, async () => {
      // Shared by every guest waiting on this key (single flight): no one guest's signal may end it.
      const signal = AbortSignal.timeout(budgetMs);
      const found: AlternativeStay[] = [];
      let asked = 0;
      let failed: unknown = null;
      for (const wave of waves(candidates)) {
        if (found.length >= ALTERNATIVE_BOUNDS.wanted) break;
        const answers = await Promise.allSettled(wave.map((candidate) => priced(candidate, signal)));
        asked += wave.length;
        for (const answer of answers) {
          if (answer.status === "fulfilled") {
            if (answer.value) found.push(answer.value);
          } else failed = answer.reason;
        }
        if (failed !== null) break;
      }
      // Nothing learnt from a PMS that failed every time it was asked: remembered as a failure.
      if (failed !== null && found.length === 0) throw failed;
      logger.info({ asked, found: found.length }, "alternative stays asked of the PMS");
      return offeredStays(found, search.dayFrom);
    });

  return readShared(bff.cache, {
    key: alternativesKey(loaded, search, nights, locationId, earliest),
    strategy: CacheAlternatives,
    load,
    miss: {
      when: () => true,
      answer: [] as AlternativeStay[],
      remember: CacheFailed,
      noted: (error) => logger[error instanceof TooManyLoads ? "info" : "warn"]({ err: String(error) }, "alternative stays unavailable; the page shows none"),
    },
  });
}

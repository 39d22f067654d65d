/**
 * The nearest stays that can be booked, asked of the PMS when a search found nothing or was
 * refused for its length (issue 34, item 1; docs/decisions/046). Each is the same reservation-query
 * the search makes, anonymous (no guest's token), so the answer is the same for every guest and
 * kept in the anonymous cache: one key per search, single flight, a short life. Bounded per page
 * (ALTERNATIVE_BOUNDS), per process (MAX_LOADS_IN_FLIGHT) and per client and minute (the client's
 * budget of PMS searches, pms-budget.server.ts), so a stranger's searches cannot multiply the
 * PMS's load. The stays are found without the guest's coupon, so a made-up code asks no new set
 * of questions: a code is checked on the first stay found (one search) and, only where it brings
 * the price down, the stays found are priced again with it (decision 052).
 */
import { bffFor, CacheFailed, readShared, type Bff, type RouteArgs } from "~/bff.server";
import type { LoadedSite } from "~/site/site.server";
import { ALTERNATIVE_BOUNDS, candidateStays, offeredStays, waves, type AlternativeStay, type CandidateStay } from "./alternatives";
import { hotelTimeZone, hotelToday } from "./dates";
import { couponApplied, outcomeOf } from "./offers.server";
import { BudgetSpent, spendSearches } from "./pms-budget.server";
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
export const CacheAlternatives = { maxAgeMs: 60_000, staleWhileRevalidateMs: 4 * 60_000, staleIfErrorMs: 0 };

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
  asked: { origin: string; today: string; signal: AbortSignal },
): Promise<StayAnswer> {
  return (await stayAnswerAndCoupon(args, loaded, stay, asked)).answer;
}

/** A stay's answer, and whether the stay's coupon brought any of its prices down (couponApplied). */
async function stayAnswerAndCoupon(
  args: RouteArgs,
  loaded: LoadedSite,
  stay: Omit<BookingSearch, "shortened" | "checkOutMoved"> & Partial<BookingSearch>,
  { origin, today, signal }: { origin: string; today: string; signal: AbortSignal },
): Promise<{ answer: StayAnswer; couponApplied: boolean }> {
  const search: BookingSearch = { ...stay, shortened: false, checkOutMoved: false };
  const answer = await searchUpstream(args, loaded, search, null, signal);
  const found = outcomeOf(answer, loaded, search, origin, today, null);
  const applied = couponApplied(found);
  if (found.kind === "min-stay") return { answer: { kind: "min-stay", minNights: found.minNights }, couponApplied: applied };
  if (found.kind !== "solutions") return { answer: { kind: "closed" }, couponApplied: applied };
  const cheapest = [...found.solutions].sort((a, b) => a.fromPrice - b.fromPrice)[0];
  return { answer: cheapest ? { kind: "price", price: cheapest.fromPrice, currency: cheapest.currency } : { kind: "closed" }, couponApplied: applied };
}

/** The guest's coupon brought no price down on the first stay it was checked on: the answers without it stand. */
export class CouponDoesNotHold extends Error {
  override name = "CouponDoesNotHold";
}

/**
 * Stays found without a coupon, asked again with `search`'s coupon (decision 052): the first alone,
 * one search from the client's budget; if the code brings none of its prices down, CouponDoesNotHold
 * and nothing more is asked (a made-up code costs one search, not a month of them); else the rest,
 * `perWave` at a time, each from the budget. Each answer, or null where the PMS did not answer.
 */
export async function askedWithCoupon(
  args: RouteArgs,
  loaded: LoadedSite,
  search: BookingSearch,
  stays: readonly CandidateStay[],
  asked: { origin: string; today: string; signal: AbortSignal; perWave?: number },
): Promise<Array<StayAnswer | null>> {
  const [first, ...rest] = stays;
  if (!first) return [];
  await spendSearches(args, 1);
  const checked = await stayAnswerAndCoupon(args, loaded, { ...search, ...first }, asked);
  if (!checked.couponApplied) throw new CouponDoesNotHold();
  await spendSearches(args, rest.length);
  const answers: Array<StayAnswer | null> = [checked.answer];
  for (const wave of waves(rest, asked.perWave)) {
    const settled = await Promise.allSettled(wave.map((stay) => stayAnswer(args, loaded, { ...search, ...stay }, asked)));
    for (const answer of settled) answers.push(answer.status === "fulfilled" ? answer.value : null);
  }
  return answers;
}

/** Neither remembered as the PMS's failure (CacheFailed) nor served: the next request asks again. */
export const isNotTheKeysFault = (error: unknown): boolean => error instanceof BudgetSpent || error instanceof CouponDoesNotHold;

/** The cache key: what the PMS is asked, never anything of one visitor's. */
export function alternativesKey(loaded: LoadedSite, search: BookingSearch, nights: number, locationId: number, earliest: string): string {
  const party = partyOf(loaded, search);
  const ages = party.children > 0 ? party.childrenAges.join("-") : "";
  return `alternatives:${loaded.site.organisation.id}:${locationId}:${search.dayFrom}:${nights}:${party.adults}:${ages}:${search.rooms}:${search.couponCode ?? ""}:${earliest}`;
}

/**
 * The stays to offer for a search whose outcome is "nothing free" or "at least N nights"; none for
 * any other outcome. A failure of the PMS never fails the page: it shows none; nor does a client
 * whose budget of PMS searches is spent. Found without the coupon (one key for every code), then
 * priced with it where it holds (askedWithCoupon).
 */
export async function loadAlternatives(
  args: RouteArgs,
  loaded: LoadedSite,
  search: BookingSearch,
  outcome: SearchOutcomeView,
  now = new Date(),
): Promise<AlternativeStay[]> {
  const { bff, logger } = bffFor(args);
  const nights = outcome.kind === "min-stay" ? outcome.minNights : outcome.kind === "no-availability" ? search.nights : null;
  const locationId = locationIdOf(loaded, search);
  if (nights === null || locationId === null) return [];
  const { earliest, latest } = searchContextOf(loaded, now);
  const candidates = candidateStays({ dayFrom: search.dayFrom, nights }, { earliest, latest }, { includeSameDay: outcome.kind === "min-stay" });
  if (candidates.length === 0) return [];
  const today = hotelToday(now, hotelTimeZone(loaded.site.organisation));
  const origin = new URL(bff.upstreamUrl).origin;
  const budgetMs = Math.min(ALTERNATIVES_BUDGET_MS, bff.config.UPSTREAM_TIMEOUT_MS);
  const withoutCoupon: BookingSearch = { ...search, couponCode: null };

  /** The lowest total of one stay, or null when the PMS has nothing to book for it as asked. */
  async function priced(candidate: CandidateStay, signal: AbortSignal): Promise<AlternativeStay | null> {
    const answer = await stayAnswer(args, loaded, { ...withoutCoupon, ...candidate }, { origin, today, signal });
    return answer.kind === "price" ? { ...candidate, price: answer.price, currency: answer.currency } : null;
  }

  const load = () =>
    inLoadSlot(bff, async () => {
      await spendSearches(args, candidates.length);
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

  const loadWithCoupon = (stays: AlternativeStay[]) => () =>
    inLoadSlot(bff, async () => {
      const answers = await askedWithCoupon(args, loaded, search, stays, { origin, today, signal: AbortSignal.timeout(budgetMs) });
      return stays.flatMap((stay, index): AlternativeStay[] => {
        const answer = answers[index];
        return answer?.kind === "price" ? [{ ...stay, price: answer.price, currency: answer.currency }] : [];
      });
    });

  const read = (key: string, work: () => Promise<AlternativeStay[]>) =>
    readShared(bff.cache, {
      key,
      strategy: CacheAlternatives,
      load: work,
      miss: {
        when: (error) => !isNotTheKeysFault(error),
        answer: [] as AlternativeStay[],
        remember: CacheFailed,
        noted: (error) => logger[error instanceof TooManyLoads ? "info" : "warn"]({ err: String(error) }, "alternative stays unavailable; the page shows none"),
      },
    });

  /** A client past its budget is offered none: not the stays without its coupon, whose totals it would not pay. */
  const spent = (error: unknown): AlternativeStay[] => {
    if (!(error instanceof BudgetSpent)) throw error;
    logger.info("alternative stays not asked: the client's PMS searches for this minute are spent");
    return [];
  };
  let stays: AlternativeStay[];
  try {
    stays = await read(alternativesKey(loaded, withoutCoupon, nights, locationId, earliest), load);
  } catch (error) {
    return spent(error);
  }
  if (!search.couponCode || stays.length === 0) return stays;
  try {
    return await read(alternativesKey(loaded, search, nights, locationId, earliest), loadWithCoupon(stays));
  } catch (error) {
    return error instanceof CouponDoesNotHold ? stays : spent(error);
  }
}

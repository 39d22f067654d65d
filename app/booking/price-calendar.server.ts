/**
 * A month of the price calendar (issue 34, item 2; decision 046): one anonymous reservation-query
 * per check-in day the form accepts (at most 31), 4 at a time, in one of the process's load slots
 * shared with the alternatives; kept in the anonymous cache like them (one key per month, party and
 * nights; single flight; 1 + 4 minutes), a failure remembered 30 s. A cold month spends its
 * questions from the client's budget of PMS searches (pms-budget.server.ts); past it, its days are
 * "unknown". The month is asked without the guest's coupon; a code is checked on its first priced
 * day (one search) and, only where it brings the price down, the priced days are asked again with
 * it (decision 052): a made-up code costs one search, not a month of them.
 */
import { bffFor, CacheFailed, readShared, type RouteArgs } from "~/bff.server";
import type { LoadedSite } from "~/site/site.server";
import { askedWithCoupon, CacheAlternatives, CouponDoesNotHold, inLoadSlot, isNotTheKeysFault, stayAnswer, TooManyLoads } from "./alternatives.server";
import { BudgetSpent, spendSearches } from "./pms-budget.server";
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

/** A month as the route answers it; `budgetSpent`: its days are unknown because the client's budget is spent. */
export type PriceMonthAnswer = PriceMonth & { budgetSpent?: true };

/** The month's check-in days with their totals for `search`'s party and nights; null when the PMS could not be asked. */
export async function loadPriceMonth(
  args: RouteArgs,
  loaded: LoadedSite,
  search: BookingSearch,
  month: string,
  now = new Date(),
): Promise<PriceMonthAnswer | null> {
  const { bff, logger } = bffFor(args);
  const locationId = locationIdOf(loaded, search);
  const { earliest, latest } = searchContextOf(loaded, now);
  const days = monthCheckIns(month, { earliest, latest });
  if (locationId === null || days.length === 0) return { month, nights: search.nights, days: [] };
  const today = hotelToday(now, hotelTimeZone(loaded.site.organisation));
  const origin = new URL(bff.upstreamUrl).origin;
  const withoutCoupon: BookingSearch = { ...search, couponCode: null };
  const stayOf = (day: string) => ({ dayFrom: day, dayTo: addDays(day, search.nights), nights: search.nights });

  const load = () =>
    inLoadSlot(bff, async () => {
      await spendSearches(args, days.length);
      // Shared by every guest waiting on this key (single flight): no one guest's signal may end it.
      const signal = AbortSignal.timeout(PRICE_MONTH_BUDGET_MS);
      const found: CalendarDay[] = [];
      let failures = 0;
      for (const wave of waves(days, PRICE_CALENDAR_BOUNDS.perWave)) {
        const answers = await Promise.allSettled(wave.map((day) => stayAnswer(args, loaded, { ...withoutCoupon, ...stayOf(day) }, { origin, today, signal })));
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

  // Only the priced days can change with a coupon: a day with nothing free has nothing to discount.
  const loadWithCoupon = (base: PriceMonth) => () =>
    inLoadSlot(bff, async (): Promise<PriceMonth> => {
      const priced = base.days.filter((day) => day.kind === "price").map((day) => day.day);
      const signal = AbortSignal.timeout(PRICE_MONTH_BUDGET_MS);
      const answers = await askedWithCoupon(args, loaded, search, priced.map(stayOf), { origin, today, signal, perWave: PRICE_CALENDAR_BOUNDS.perWave });
      const withCoupon = new Map(priced.map((day, index) => [day, answers[index] ?? null]));
      return {
        ...base,
        days: base.days.map((day): CalendarDay => {
          if (!withCoupon.has(day.day)) return day;
          const answer = withCoupon.get(day.day);
          return answer ? { day: day.day, ...answer } : { day: day.day, kind: "unknown" };
        }),
      };
    });

  const read = (key: string, work: () => Promise<PriceMonth>) =>
    readShared(bff.cache, {
      key,
      strategy: CacheAlternatives,
      load: work,
      miss: {
        when: (error) => !isNotTheKeysFault(error),
        answer: null,
        remember: CacheFailed,
        noted: (error) => logger[error instanceof TooManyLoads ? "info" : "warn"]({ err: String(error) }, "price calendar month unavailable"),
      },
    });

  /** A client past its budget: every day unknown, the calendar still opens (and the answer is not kept). */
  const spent = (error: unknown): PriceMonthAnswer => {
    if (!(error instanceof BudgetSpent)) throw error;
    logger.info({ month }, "price calendar month not asked: the client's PMS searches for this minute are spent");
    return { month, nights: search.nights, days: days.map((day) => ({ day, kind: "unknown" })), budgetSpent: true };
  };
  let base: PriceMonth | null;
  try {
    base = await read(priceMonthKey(loaded, withoutCoupon, month, locationId, earliest), load);
  } catch (error) {
    return spent(error);
  }
  if (!base || !search.couponCode || !base.days.some((day) => day.kind === "price")) return base;
  try {
    return await read(priceMonthKey(loaded, search, month, locationId, earliest), loadWithCoupon(base));
  } catch (error) {
    return error instanceof CouponDoesNotHold ? base : spent(error);
  }
}

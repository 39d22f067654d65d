/**
 * Which nights the plan grid shows (docs/spec.md §9): two weeks from `day_from` by default, one week on
 * medium and small screens (whole weeks, so paging lands on the same weekday; issue 39), never more
 * than the longest reservation (31). Pure, so the rules are tested
 * without a server; the route reads the URL with `planInterval` and pages with `pagesOf`.
 */
import { addDays, isHotelDate, MAX_NIGHTS, weekdayOf } from "~/booking/dates";

/** Spec §9 screen sizes: xs under 500 px, sm under 960, md under 1200, else lg. */
export const SCREEN = { sm: 960, md: 1200 } as const;

/**
 * Default interval per screen, whole weeks that fit it (issue 39; the spec's 6, 10 and 13 left a
 * 13th column off a 1280 px screen and a week cut): small (xs and sm) and medium 7 days, large 14.
 */
export const DEFAULT_DAYS = { small: 7, medium: 7, large: 14 } as const;

/** The grid's span is capped at the maximum reservation length (docs/spec.md §9). */
export const MAX_DAYS = MAX_NIGHTS;

export interface PlanInterval {
  dayFrom: string;
  /** Number of days (columns), 1–31. */
  days: number;
  /** The first day after the grid: day_to of the upstream calls. */
  dayTo: string;
  /**
   * No `days` in the URL: the server renders the large default and CSS hides the columns past 10
   * and 6 on medium and small screens (no JavaScript needed); with it the page asks for its width's.
   */
  auto: boolean;
}

/**
 * `day_from` and `days` of the URL → the interval. A missing or malformed `day_from` is today; a
 * missing or malformed `days` is the default (auto); more than 31 is 31; less than 1 is 1.
 */
export function planInterval(params: { day_from?: string | null; days?: string | null }, today: string): PlanInterval {
  const dayFrom = isHotelDate(params.day_from) ? params.day_from : today;
  const asked = params.days && /^\d{1,4}$/.test(params.days.trim()) ? Number(params.days.trim()) : null;
  const days = asked === null ? DEFAULT_DAYS.large : Math.min(MAX_DAYS, Math.max(1, asked));
  return { dayFrom, days, dayTo: addDays(dayFrom, days), auto: asked === null };
}

/** The days of the grid, `dayFrom` first. */
export const daysOf = (interval: Pick<PlanInterval, "dayFrom" | "days">): string[] =>
  Array.from({ length: interval.days }, (_, index) => addDays(interval.dayFrom, index));

export interface PageTarget {
  day_from: string;
  /** Omitted while the interval is automatic, so each screen keeps its own default. */
  days: number | null;
}

/**
 * Previous, next and today: paging moves by the interval itself. An automatic interval pages by
 * each screen's own default, so `bySize` gives the links for small, medium and large screens.
 */
export function pagesOf(interval: PlanInterval, today: string) {
  const page = (days: number, explicit: boolean) => ({
    previous: { day_from: addDays(interval.dayFrom, -days), days: explicit ? days : null },
    next: { day_from: addDays(interval.dayFrom, days), days: explicit ? days : null },
    today: { day_from: today, days: explicit ? days : null },
  });
  if (!interval.auto) return { fixed: page(interval.days, true), bySize: null };
  return {
    fixed: null,
    // Every screen's links stay automatic (issue 50: `days=7` on a phone made a typed span, 2½ days
    // in a scroll box): the next page fits the screen as the first did.
    bySize: {
      small: page(DEFAULT_DAYS.small, false),
      medium: page(DEFAULT_DAYS.medium, false),
      large: page(DEFAULT_DAYS.large, false),
    },
  };
}

/** Saturday and Sunday: the grid shades them. */
export const isWeekend = (day: string): boolean => {
  return weekdayOf(day) >= 6;
};

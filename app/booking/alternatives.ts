/**
 * Flexible dates (issue 34, item 1): when a search finds nothing, or the PMS asks for more nights,
 * the nearest stays that can be booked instead. This module chooses which stays to ask the PMS
 * about, and how many; `alternatives.server.ts` asks and caches (docs/decisions/046).
 */
import { addDays } from "./dates";

/** A stay the page may offer instead of the one searched, with the PMS's lowest total for it. */
export interface AlternativeStay {
  dayFrom: string;
  dayTo: string;
  nights: number;
  /** The lowest total the PMS quoted for the party (all rooms, all nights), in `currency`. */
  price: number;
  currency: string;
}

/**
 * The bounds of one page's alternatives: check-ins up to `spanDays` either side, nearest first; at
 * most `maxQueries` reservation-queries, `perWave` at a time; no more waves once `wanted` stays
 * were found.
 */
export const ALTERNATIVE_BOUNDS = { spanDays: 7, maxQueries: 8, perWave: 4, wanted: 3 } as const;

export interface CandidateStay {
  dayFrom: string;
  dayTo: string;
  nights: number;
}

/**
 * The stays to ask about, nearest check-in first (a day later before a day earlier: a later stay
 * never runs into the payment lead times), each `nights` long, within the days a guest may check
 * in (`earliest`…`latest`, decision 032). `includeSameDay`: the PMS asked for more nights, so the
 * same check-in with the nights it asks is the nearest of all.
 */
export function candidateStays(
  search: { dayFrom: string; nights: number },
  window: { earliest: string; latest: string },
  options: { includeSameDay: boolean; maxQueries?: number; spanDays?: number },
): CandidateStay[] {
  const { maxQueries = ALTERNATIVE_BOUNDS.maxQueries, spanDays = ALTERNATIVE_BOUNDS.spanDays } = options;
  const offsets = options.includeSameDay ? [0] : [];
  for (let distance = 1; distance <= spanDays; distance++) offsets.push(distance, -distance);
  const stays: CandidateStay[] = [];
  for (const offset of offsets) {
    const dayFrom = addDays(search.dayFrom, offset);
    if (dayFrom < window.earliest || dayFrom > window.latest) continue;
    stays.push({ dayFrom, dayTo: addDays(dayFrom, search.nights), nights: search.nights });
    if (stays.length === maxQueries) break;
  }
  return stays;
}

/** The waves a page asks its candidates in: `perWave` at a time, in order. */
export function waves<T>(candidates: readonly T[], perWave: number = ALTERNATIVE_BOUNDS.perWave): T[][] {
  const found: T[][] = [];
  for (let start = 0; start < candidates.length; start += perWave) found.push(candidates.slice(start, start + perWave));
  return found;
}

/** The stays found, as the page lists them: by check-in, at most `wanted`, the nearest kept (the later of two as near). */
export function offeredStays(found: readonly AlternativeStay[], dayFrom: string, wanted: number = ALTERNATIVE_BOUNDS.wanted): AlternativeStay[] {
  const distance = (stay: AlternativeStay) => Math.abs(Date.parse(stay.dayFrom) - Date.parse(dayFrom));
  const nearest = [...found].sort((a, b) => distance(a) - distance(b) || b.dayFrom.localeCompare(a.dayFrom)).slice(0, wanted);
  return nearest.sort((a, b) => a.dayFrom.localeCompare(b.dayFrom));
}

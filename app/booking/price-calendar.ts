/**
 * The price calendar (issue 34, item 2; decision 046): for the party chosen, each check-in day of a
 * month with the lowest total for the nights chosen, or why it cannot be booked (nothing free, a
 * minimum stay). This module says which days a month asks about; price-calendar.server.ts asks.
 */
import { addDays } from "./dates";

/** One check-in day of the calendar, as the browser marks it. */
export type CalendarDay =
  | { day: string; kind: "price"; price: number; currency: string }
  | { day: string; kind: "min-stay"; minNights: number }
  | { day: string; kind: "closed" }
  /** The PMS did not answer for this day. */
  | { day: string; kind: "unknown" };

export interface PriceMonth {
  month: string;
  nights: number;
  days: CalendarDay[];
}

/** A month's questions to the PMS: one per check-in day the form accepts, `perWave` at a time. */
export const PRICE_CALENDAR_BOUNDS = { maxQueries: 31, perWave: 4 } as const;

/** `YYYY-MM` of a real month, or null. */
export function readMonth(value: string | null): string | null {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return null;
  return value;
}

/** The check-in days of `month` a guest may book (`earliest`…`latest`), in order. */
export function monthCheckIns(month: string, window: { earliest: string; latest: string }): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month) && days.length < PRICE_CALENDAR_BOUNDS.maxQueries; day = addDays(day, 1))
    if (day >= window.earliest && day <= window.latest) days.push(day);
  return days;
}

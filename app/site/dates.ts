/**
 * Dates as the guest (and the staff) read them (spec §5, §9): a hotel date in words, a compact one
 * where room is short, an instant on the hotel's clock. Day arithmetic lives in app/booking/dates.ts.
 */
import { isHotelDate } from "~/booking/dates";
import { rowOf } from "~/i18n";
import { keptText } from "~/site/kept-texts";

/** Formatters are costly to make and safe to share: one per language (and zone), for the process. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = dateFormats.get(key);
  if (!format) {
    format = make();
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * A hotel date (YYYY-MM-DD, checked by the caller) written by Intl in `language` with `options`,
 * kept per kind, language and day (app/site/kept-texts.ts). Noon UTC, formatted in UTC: the calendar
 * date never shifts with the server's or browser's zone.
 */
function dayText(kind: string, options: Intl.DateTimeFormatOptions, day: string, language: string): string {
  return keptText(`${kind}|${language}|${day}`, () => {
    const [year, month, date] = day.split("-").map(Number) as [number, number, number];
    return dateFormat(`${kind}|${language}`, () => new Intl.DateTimeFormat(rowOf(language).intl, { ...options, timeZone: "UTC" })).format(
      new Date(Date.UTC(year, month - 1, date, 12)),
    );
  });
}

/** A hotel date (YYYY-MM-DD) as the guest reads it: "21 November 2026", "21 noiembrie 2026". */
export function formatDay(day: string, language: string): string {
  if (!isHotelDate(day)) return day;
  return dayText("day", { day: "numeric", month: "long", year: "numeric" }, day, language);
}

/**
 * A hotel date where room is short (lists, tables, a line of a card): Romanian readers get the
 * dotted date they write by hand and see on their invoices, "04.05.2026" (spec §9's "Romanian
 * dotted", the row of app/i18n.ts says which language writes it); the other languages the day, a short month and the year, "4 May 2026".
 */
export function formatCompactDay(day: string, language: string): string {
  if (!isHotelDate(day)) return day;
  if (rowOf(language).dottedDates) {
    const [year, month, date] = day.split("-") as [string, string, string];
    return `${date}.${month}.${year}`;
  }
  return dayText("compact", { day: "numeric", month: "short", year: "numeric" }, day, language);
}

/** A check-in or check-out as a guest weighs a stay: its weekday with the date, "Fri 22 Jan". */
export function formatWeekdayDay(day: string, language: string): string {
  if (!isHotelDate(day)) return day;
  return dayText("weekday", { weekday: "short", day: "numeric", month: "short" }, day, language);
}

/** An instant as the hotel's clock shows it: "24 November 2026, 14:00" in the guest's language. */
export function formatMoment(instant: string, language: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return dateFormat(
    `moment|${language}|${timeZone}`,
    () => new Intl.DateTimeFormat(rowOf(language).intl, { dateStyle: "long", timeStyle: "short", timeZone }),
  ).format(date);
}

/**
 * Money and dates as the spec shows them (§5, §9): two decimals; RON written as the number followed by "RON";
 * other currencies in the guest's locale format; conversions by the organisation's fixed rates,
 * which are "units of that currency per one unit of the country currency" (RON 1, EUR 0.2).
 */
import { isHotelDate } from "./dates";

export const roundMoney = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

const LOCALES: Record<string, string> = { ro: "ro-RO", en: "en-GB", es: "es-ES", it: "it-IT" };

/** Formatters are costly to make and safe to share: one per language and currency, for the process. */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, currency: string): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const locale = LOCALES[language] ?? "en-GB";
    format =
      currency === "RON"
        ? new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
        : new Intl.NumberFormat(locale, { style: "currency", currency });
    formatters.set(key, format);
  }
  return format;
}

export function formatMoney(amount: number, currency: string, language: string): string {
  const code = currency.toUpperCase();
  const text = numberFormat(LOCALES[language] ? language : "en", code).format(roundMoney(amount));
  return code === "RON" ? `${text} RON` : text;
}

/**
 * An amount the PMS wrote itself ("1386.00 RON", "−45.00 RON") in the guest's format; any other
 * text is the PMS's own words and is left as it is.
 */
export function formatPriceLabel(label: string, language: string): string {
  const match = /^\s*([-−]?)\s*(\d+(?:\.\d{1,2})?)\s*([A-Za-z]{3})\s*$/.exec(label);
  if (!match) return label;
  const [, sign, amount, currency] = match as unknown as [string, string, string, string];
  return `${sign ? "−" : ""}${formatMoney(Number(amount), currency, language)}`;
}

/** `amount` in `from` → `to`, through the country currency; null when a rate is missing. */
export function convertMoney(amount: number, from: string, to: string, rates: Record<string, number>, countryCurrency: string): number | null {
  if (from === to) return roundMoney(amount);
  const rate = (currency: string) => (currency === countryCurrency ? 1 : rates[currency]);
  const fromRate = rate(from);
  const toRate = rate(to);
  if (!fromRate || !toRate) return null;
  return roundMoney((amount / fromRate) * toRate);
}

/** A hotel date (YYYY-MM-DD) as the guest reads it: "21 November 2026", "21 noiembrie 2026". */
export function formatDay(day: string, language: string): string {
  if (!isHotelDate(day)) return day;
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  // Noon UTC, formatted in UTC: the calendar date never shifts with the server's or browser's zone.
  return dateFormat(
    `day|${language}`,
    () => new Intl.DateTimeFormat(LOCALES[language] ?? "en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  ).format(new Date(Date.UTC(year, month - 1, date, 12)));
}

/**
 * A hotel date where room is short (lists, tables, a line of a card): Romanian readers get the
 * dotted date they write by hand and see on their invoices, "04.05.2026" (spec §9's "Romanian
 * dotted"); the other languages the day, a short month and the year, "4 May 2026".
 */
export function formatCompactDay(day: string, language: string): string {
  if (!isHotelDate(day)) return day;
  const [year, month, date] = day.split("-") as [string, string, string];
  if (language === "ro") return `${date}.${month}.${year}`;
  return dateFormat(
    `compact|${language}`,
    () => new Intl.DateTimeFormat(LOCALES[language] ?? "en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }),
  ).format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(date), 12)));
}

/** Like the number formatters: made once per language (and zone), shared by every request. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = dateFormats.get(key);
  if (!format) {
    format = make();
    dateFormats.set(key, format);
  }
  return format;
}

/** An instant as the hotel's clock shows it: "24 November 2026, 14:00" in the guest's language. */
export function formatMoment(instant: string, language: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return dateFormat(
    `moment|${language}|${timeZone}`,
    () => new Intl.DateTimeFormat(LOCALES[language] ?? "en-GB", { dateStyle: "long", timeStyle: "short", timeZone }),
  ).format(date);
}

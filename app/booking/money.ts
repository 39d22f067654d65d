/**
 * Money as the spec shows it (§5, §9): two decimals; RON written as the number followed by "RON";
 * other currencies in the guest's locale format; conversions by the organisation's fixed rates,
 * which are "units of that currency per one unit of the country currency" (RON 1, EUR 0.2).
 */
import { isLanguage, rowOf } from "~/i18n";
import { keptText } from "~/site/kept-texts";

export const roundMoney = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** Formatters are costly to make and safe to share: one per language and currency, for the process. */
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string, currency: string): Intl.NumberFormat {
  const key = `${language}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const locale = rowOf(language).intl;
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
  const lang = isLanguage(language) ? language : "en";
  const rounded = roundMoney(amount);
  return keptText(`money|${lang}|${code}|${rounded}`, () => {
    const text = numberFormat(lang, code).format(rounded);
    return code === "RON" ? `${text} RON` : text;
  });
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

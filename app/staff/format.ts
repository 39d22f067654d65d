import { rowOf } from "~/i18n";
import { formatCompactDay } from "~/site/dates";
import { formatMoney } from "~/booking/money";
import type { Balance } from "~/reservation/account";

/** Dates and prices as the staff pages show them; formatters are made once per language. */

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let made = cache.get(key) as T | undefined;
  if (!made) {
    made = make();
    cache.set(key, made);
  }
  return made;
}

const atNoon = (day: string): Date => new Date(`${day}T12:00:00Z`);
const localeOf = (language: string) => rowOf(language).intl;

/** "Mon" and "4 May": a grid column's head. */
export function dayHead(day: string, language: string): { weekday: string; date: string; long: string } {
  const weekday = formatter(`wd|${language}`, () => new Intl.DateTimeFormat(localeOf(language), { weekday: "short", timeZone: "UTC" }));
  const date = formatter(`dm|${language}`, () => new Intl.DateTimeFormat(localeOf(language), { day: "numeric", month: "short", timeZone: "UTC" }));
  const long = formatter(
    `long|${language}`,
    () => new Intl.DateTimeFormat(localeOf(language), { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
  );
  return { weekday: weekday.format(atNoon(day)), date: date.format(atNoon(day)), long: long.format(atNoon(day)) };
}

/** "4 May 2026"; in Romanian the dotted "04.05.2026" (the shared rule: `formatCompactDay`). */
export const shortDay = (day: string, language: string): string => formatCompactDay(day, language);

/** A nightly price without its currency (the row says it): "420" or "483.50", never "483.5". */
export function gridPrice(value: number, language: string): string {
  const decimals = Number.isInteger(value) ? 0 : 2;
  return formatter(
    `price${decimals}|${language}`,
    () => new Intl.NumberFormat(localeOf(language), { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  ).format(value);
}

/** "November 2026", "noiembrie 2026": the month a calendar list is about. */
export const monthTitle = (day: string, language: string): string =>
  formatter(`month|${language}`, () => new Intl.DateTimeFormat(localeOf(language), { month: "long", year: "numeric", timeZone: "UTC" })).format(atNoon(day));

/**
 * What the staff pages say of a stay's money, from the one reading the guest's page reads too
 * (`balanceOf`, app/reservation/account.ts; docs/decisions/053): a key under `staff.money` and its
 * amounts, formatted in the page's language. A report the guest made ("I have paid") is added.
 */
export function moneyLabel(
  balance: Balance,
  paymentStatus: string | null,
  language: string,
): { key: string; values: Record<string, string>; kind: Balance["kind"]; reported: boolean } {
  const money = (amount: number) => formatMoney(amount, balance.currency, language);
  const values = {
    paid: money(balance.paid),
    balance: money(balance.balance),
    fee: money(balance.fee),
    toPay: money(balance.toPay),
    toRefund: money(balance.toRefund),
  };
  const key =
    balance.kind === "cancelled"
      ? balance.toRefund > 0
        ? "cancelledToRefund"
        : balance.toPay > 0
          ? "cancelledToPay"
          : balance.fee > 0
            ? "cancelledPaid"
            : "cancelledFree"
      : balance.kind === "paid"
        ? "paid"
        : balance.kind === "part-paid"
          ? "partPaid"
          : balance.kind === "no-invoice"
            ? "noInvoice"
            : "unpaid";
  return { key: `staff.money.${key}`, values, kind: balance.kind, reported: paymentStatus === "payed" && balance.balance > 0 };
}

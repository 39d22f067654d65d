/**
 * `/reservation-new/prices`: one month of the booking page's price calendar, as JSON (issue 34,
 * item 2; decision 046). The search form's party fields (`adults`, `children`, `children_ages`,
 * `rooms`, `coupon_code`, `location`) with `month` (YYYY-MM) and `nights`; each check-in day the
 * form accepts answered with its lowest total, its minimum stay, or nothing free. The calendar is
 * JavaScript's; without it the booking page offers the nearest stays (decision 046). What one client
 * may make the PMS answer here is bounded per request and per minute (decision 052).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { addDays, MAX_NIGHTS } from "~/booking/dates";
import { formatMoney } from "~/booking/money";
import { readMonth, type CalendarDay, type PriceMonth } from "~/booking/price-calendar";
import { fixedT } from "~/i18n.server";
import type { Language } from "~/i18n";
import { loadPriceMonth } from "~/booking/price-calendar.server";
import { readSearch, searchContextOf } from "~/booking/search.server";
import { loadSite } from "~/site/site.server";

const refused = (message: string, status = 400) => Response.json({ message }, { status, headers: { "Cache-Control": "no-store" } });
/** A month as JSON: the same for this guest for a minute (the server keeps it for everyone longer). */
const answered = (body: unknown) => Response.json(body, { headers: { "Cache-Control": "private, max-age=60" } });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const loaded = await loadSite({ request, context }, params);
  // The booking page's own rule: an organisation's, on its domain, subdomain or named by `o`.
  if (loaded.ref.slugSource !== "domain" && loaded.ref.slugSource !== "subdomain" && loaded.ref.slugSource !== "query") return refused("Not found", 404);
  const url = new URL(request.url);
  const month = readMonth(url.searchParams.get("month"));
  const nights = Number(url.searchParams.get("nights") ?? "1");
  if (!month) return refused("month: YYYY-MM");
  if (!Number.isInteger(nights) || nights < 1 || nights > MAX_NIGHTS) return refused(`nights: 1 to ${MAX_NIGHTS}`);
  const now = new Date();
  const searchContext = searchContextOf(loaded, now);
  // The party as the search form reads it (ages, counted-as-adults, limits), on a check-in of this month.
  const firstDay = `${month}-01` < searchContext.earliest ? searchContext.earliest : `${month}-01`;
  const query = new URLSearchParams(url.searchParams);
  query.set("day_from", firstDay);
  query.set("day_to", addDays(firstDay, nights));
  const submission = readSearch(new URL(`${url.origin}${url.pathname}?${query}`), searchContext);
  if (submission.status !== "success") {
    // A month outside the window has no days to ask about; anything else is the party's fault.
    if (firstDay > searchContext.latest) return answered(inWords({ month, nights, days: [] }, loaded.locale));
    return refused("the party or the location is not one the search form accepts");
  }
  const found = await loadPriceMonth({ request, context }, loaded, { ...submission.value, nights }, month, now);
  if (!found) return refused("The hotel's booking system did not answer", 503);
  // Past the client's budget of PMS searches (decision 052): every day unknown, and not kept by the browser.
  const { budgetSpent, ...priceMonth } = found;
  if (budgetSpent) return Response.json(inWords(priceMonth, loaded.locale), { headers: { "Cache-Control": "no-store" } });
  return answered(inWords(priceMonth, loaded.locale));
}

/**
 * The month as the calendar shows it in the guest's language: its legend, and each day's words for
 * a screen reader. The words travel with the data (the texts are the server's, decision 046), so
 * the booking page's own JavaScript does not carry them.
 */
function inWords(month: PriceMonth, locale: Language) {
  const t = fixedT(locale);
  const words = (day: CalendarDay): string | null =>
    day.kind === "price"
      ? t("documents.priceCalendar.price", { price: formatMoney(day.price, day.currency, locale) })
      : day.kind === "closed"
        ? t("documents.priceCalendar.closed")
        : day.kind === "min-stay"
          ? t("documents.priceCalendar.minStay", { count: day.minNights })
          : null;
  return {
    ...month,
    legend: t("documents.priceCalendar.legend", { count: month.nights }),
    days: month.days.map((day) => ({ ...day, words: words(day), ...(day.kind === "price" ? { mark: priceMark(day.price, day.currency, locale) } : {}) })),
  };
}

/**
 * The figure under a day: the total as its words say it, without the currency ("1,005.60" of
 * "1,005.60 RON"), so what a guest sees is part of the button's name (WCAG 2.5.3). With its cents,
 * as the offers show the same total (issue 51 item 7: "424" under a day, 424.92 on the offer, read
 * as a price that moved); the cell draws the cents smaller (StayDatesPicker's PricedDay).
 */
function priceMark(price: number, currency: string, locale: Language): string {
  return /\d(?:[\d.,\s\u00a0\u202f]*\d)?/.exec(formatMoney(price, currency, locale))?.[0] ?? String(price);
}

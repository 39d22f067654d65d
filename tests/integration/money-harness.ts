/**
 * A guest and a receptionist, driven through the app's own loaders and actions against the mock PMS
 * over HTTP (issue 49, docs/decisions/053): book on a rate with a method, look at the reservation
 * page, its proforma, the staff's pages; report a payment, have the hotel record one, pay by card
 * (declined or approved at the provider's sandbox), change the dates, cancel. The hotel date and the
 * app's clock are pinned together (`pinDay`). Used by money-story.test.ts and money-model.test.ts.
 */
import { fromZonedTime } from "date-fns-tz";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { I18nextProvider } from "react-i18next";
import { expect, vi } from "vitest";
import type { Language } from "~/i18n";
import { i18nFor } from "~/i18n.server";
import type { Balance } from "~/reservation/account";
import type { ReservationView } from "~/reservation/view";
import { ReservationDetails } from "~/components/reservation/ReservationDetails";
import { appContext, routeAnswer, routeArgs, staffCookie, type RouteAnswer } from "./support";

export const ZONE = "Europe/Bucharest";
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const cookieOf = (setCookie: string | null | undefined): string => (setCookie ?? "").split(";")[0] ?? "";

export type Method = "bank" | "mobilpay" | "paypal" | "custom" | "revolut";

/** A rate of the demo: Carpathia's flexible (deposit + balance), non-refundable (all on booking), breakfast included (all on arrival); Seaside's flexible. */
export interface RateChoice {
  org: "carpathia-ro" | "seaside";
  location: number;
  roomType: number;
  ratePlan: number;
  meal: number;
  /** How its terms read: the kind of rate the model books. */
  kind: "deposit-balance" | "full-on-booking" | "non-refundable" | "on-arrival";
}

export const RATES = {
  flexible: { org: "carpathia-ro", location: 101, roomType: 1011, ratePlan: 11, meal: 1, kind: "deposit-balance" },
  nonRefundable: { org: "carpathia-ro", location: 101, roomType: 1011, ratePlan: 12, meal: 1, kind: "non-refundable" },
  onArrival: { org: "carpathia-ro", location: 101, roomType: 1011, ratePlan: 13, meal: 2, kind: "on-arrival" },
  seasideFlexible: { org: "seaside", location: 201, roomType: 2011, ratePlan: 21, meal: 4, kind: "full-on-booking" },
} as const satisfies Record<string, RateChoice>;

export interface Booked {
  id: number;
  email: string;
  cookie: string;
  rate: RateChoice;
  method: Method;
  language: Language;
  dayFrom: string;
}

export interface Harness {
  mockUrl: () => string;
  modules: {
    booking: typeof import("~/booking/booking.server");
    bookingPage: typeof import("~/booking/booking-page.server");
    site: typeof import("~/site/site.server");
    page: typeof import("~/routes/reservations.$reservationId");
    invoiceRoute: typeof import("~/routes/reservations.$reservationId.invoices.$invoiceId");
    staffReservation: typeof import("~/routes/staff.reservations.$reservationId");
    staffSearch: typeof import("~/routes/staff.search");
  };
}

export async function loadModules(): Promise<Harness["modules"]> {
  return {
    booking: await import("~/booking/booking.server"),
    bookingPage: await import("~/booking/booking-page.server"),
    site: await import("~/site/site.server"),
    page: await import("~/routes/reservations.$reservationId"),
    invoiceRoute: await import("~/routes/reservations.$reservationId.invoices.$invoiceId"),
    staffReservation: await import("~/routes/staff.reservations.$reservationId"),
    staffSearch: await import("~/routes/staff.search"),
  };
}

export function moneyHarness(h: Harness) {
  const control = async (path: string, body: unknown) => {
    const response = await fetch(`${h.mockUrl()}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
  };
  const address = (org: string, language: string, path: string, query: Record<string, string> = {}) =>
    `http://localhost${path}?${new URLSearchParams({ o: org, lang: language, ...query })}`;
  let staff: string | null = null;

  return {
    control,
    /** The page, the app and the mock on one clock: noon at the hotel on `day`. */
    async pinDay(day: string) {
      // A new day in a test is a fresh mock (reset before each test): the staff sign in again.
      staff = null;
      vi.setSystemTime(fromZonedTime(`${day}T12:00:00`, ZONE));
      await control("/__mock/clock", { today: day });
    },

    /** Books `rate` with `method` through the booking page, as the details step posts it. */
    async book(rate: RateChoice, wanted: Method | number, today: string, arrivesIn: number, language: Language, tag = ""): Promise<Booked> {
      const choice = {
        day_from: addDays(today, arrivesIn),
        day_to: addDays(today, arrivesIn + 2),
        adults: "2",
        location: String(rate.location),
        room_types: `${rate.roomType}:1`,
        rate_plan_id: String(rate.ratePlan),
        meal_id: String(rate.meal),
      };
      const opened = new Request(address(rate.org, language, "/reservation-new", choice));
      const offer = await h.modules.bookingPage.loadBookingPage(routeArgs(opened), await h.modules.site.loadSite(routeArgs(opened)));
      const details = offer.page.choice;
      if (!details) throw new Error(`no offer for ${JSON.stringify(choice)}`);
      // A number: the n-th of the methods this offer has (the model books whatever the hotel offers for it).
      const offered = details.paymentMethods.map((candidate) => candidate.method as Method);
      const method = typeof wanted === "number" ? offered[wanted % offered.length]! : wanted;
      if (!offered.includes(method)) throw new Error(`${method} not offered: ${offered.join(", ")}`);
      const email = `guest.${rate.ratePlan}.${method}.${arrivesIn}.${tag}${Math.random().toString(36).slice(2, 8)}@example.org`;
      const fields = {
        first_name: "Ana",
        last_name: "Moneytest",
        phone: "+40 722 000 111",
        email,
        terms: "on",
        payment_method: method,
        idempotency_key: details.idempotencyKey,
      };
      const posted = new Request(address(rate.org, language, "/reservation-new", choice), {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { Cookie: cookieOf(offer.setCookie), "Content-Type": "application/x-www-form-urlencoded" },
      });
      const booked = await h.modules.booking.bookChoice(routeArgs(posted), await h.modules.site.loadSite(routeArgs(opened)), (path) => path);
      if (booked.kind !== "booked") throw new Error(`expected a booking, got ${booked.kind}`);
      return {
        id: Number(/\/reservations\/(\d+)/.exec(booked.redirectTo)?.[1]),
        email,
        cookie: cookieOf(booked.setCookie) || cookieOf(offer.setCookie),
        rate,
        method,
        language,
        dayFrom: choice.day_from,
      };
    },

    /** The reservation page's loader for the guest. */
    async open(stay: Booked, query: Record<string, string> = {}) {
      const request = new Request(address(stay.rate.org, stay.language, `/reservations/${stay.id}`, query), { headers: { Cookie: stay.cookie } });
      const answer = await routeAnswer(() => h.modules.page.loader({ request, params: { reservationId: String(stay.id) }, context: appContext() }));
      // The browser keeps what the page sets (the flash read, the session's new id).
      stay.cookie = cookieOf(answer.headers.get("Set-Cookie")) || stay.cookie;
      expect(answer.status).toBe(200);
      return answer.data as {
        reservation: ReservationView;
        invoice: string;
        paypal: { amount: number; currency: string; invoiceId: number } | null;
        card: { amount: number } | null;
        datePreview: { total: number; dayFrom: string; dayTo: string } | null;
      };
    },

    /** A post of the reservation page's form. */
    async post(stay: Booked, form: Record<string, string>): Promise<RouteAnswer> {
      const request = new Request(address(stay.rate.org, stay.language, `/reservations/${stay.id}`), {
        method: "POST",
        body: new URLSearchParams(form),
        headers: { Cookie: stay.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      });
      const answer = await routeAnswer(() => h.modules.page.action({ request, params: { reservationId: String(stay.id) }, context: appContext() }));
      stay.cookie = cookieOf(answer.headers.get("Set-Cookie")) || stay.cookie;
      return answer;
    },

    /** The proforma behind the page's own link: its rows and its "Total:". */
    async proforma(stay: Booked, view: { reservation: ReservationView; invoice: string }) {
      const invoiceId = view.reservation.instalments[0]!.invoiceId;
      const path = view.invoice.replace("{invoice}", String(invoiceId));
      const request = new Request(`http://localhost${path}`, { headers: { Cookie: stay.cookie } });
      const response = (await h.modules.invoiceRoute.loader({
        request,
        params: { reservationId: String(stay.id), invoiceId: String(invoiceId) },
        context: appContext(),
      })) as Response;
      const html = await response.text();
      return {
        status: response.status,
        rows: [...html.matchAll(/<tr><td>(\d\d)\.(\d\d)\.(\d{4})<\/td><td>[^<]*<\/td><td>([\d.]+) [A-Z]{3}<\/td><td>([^<]*)<\/td>/g)].map(
          ([, d, m, y, amount]) => ({
            date: `${y}-${m}-${d}`,
            amount: Number(amount),
          }),
        ),
        total: Number(/class="amount">[^:]*: ([\d.]+)/.exec(html)?.[1] ?? NaN),
      };
    },

    /** The card button's post, then the provider's sandbox: "confirm" or "decline", and back. */
    async payByCard(stay: Booked, outcome: "confirm" | "decline", amount: number, invoiceId: number) {
      const started = await this.post(stay, { intent: "card", invoice_id: String(invoiceId), amount: String(amount) });
      const card = started.data.card as { url: string; envKey: string; envData: string; amount: number } | undefined;
      if (!card) return { started, paid: false };
      const response = await fetch(`${card.url}/${outcome}`, { method: "POST", body: new URLSearchParams({ env_data: card.envData }), redirect: "manual" });
      return { started, card, status: response.status };
    },

    /** The hotel records a payment it received (the mock's control, as its bookkeeping would). */
    record: (stay: Booked, method = "bank") => control(`/__mock/reservations/${stay.id}/payments`, { method }),

    /** What the staff's reservation page and the staff search say of the stay's money. */
    async staffView(stay: Pick<Booked, "id" | "email">): Promise<{ page: Balance; listed: Balance | null } | null> {
      staff ??= await staffCookie();
      const request = new Request(`http://localhost/staff/reservations/${stay.id}?lang=en`, { headers: { Cookie: staff } });
      const answer = await routeAnswer(() =>
        h.modules.staffReservation.loader({ request, params: { reservationId: String(stay.id) }, context: appContext() }),
      ).catch((error: unknown) => {
        if (process.env.MONEY_DEBUG) console.error("staff page", error);
        return null;
      });
      // Another organisation's stay (Seaside's): not this staff member's to see.
      if (!answer || answer.status !== 200) return null;
      const pageMoney = (answer.data as { reservation: { money: Balance } }).reservation.money;
      const search = new Request(`http://localhost/staff/search?${new URLSearchParams({ q: stay.email, lang: "en" })}`, { headers: { Cookie: staff } });
      const found = await routeAnswer(() => h.modules.staffSearch.loader({ request: search, params: {}, context: appContext() }));
      const stays = ((found.data as { found?: { stays?: Array<{ id: number; money: Balance }> } }).found?.stays ?? []) as Array<{ id: number; money: Balance }>;
      return { page: pageMoney, listed: stays.find((row) => row.id === stay.id)?.money ?? null };
    },
  };
}

/** The reservation's details and payment section as the guest reads them, in `language`, as text. */
export function pageText(language: Language, reservation: ReservationView): string {
  const html = renderToStaticMarkup(
    createElement(I18nextProvider, { i18n: i18nFor(language) }, createElement(ReservationDetails, { reservation, invoiceHref: (id: number) => `/i/${id}` })),
  );
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
}

export { i18nFor };

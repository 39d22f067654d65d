/**
 * The page right after a card booking (docs/spec.md §4 Reservation page, docs/spec.md §7 `payment-prep`): the
 * provider's form is ready on it, and the reservation behind the page is read from the PMS once —
 * the page and the card payment it prepares share the one reading.
 */
import { fromZonedTime } from "date-fns-tz";
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, routeAnswer, routeArgs, useAppOnMock } from "./support";

const app = useAppOnMock();
let booking: typeof import("~/booking/booking.server");
let bookingPage: typeof import("~/booking/booking-page.server");
let site: typeof import("~/site/site.server");
let page: typeof import("~/routes/reservations.$reservationId");

beforeAll(async () => {
  booking = await import("~/booking/booking.server");
  bookingPage = await import("~/booking/booking-page.server");
  site = await import("~/site/site.server");
  page = await import("~/routes/reservations.$reservationId");
});

const LOOKUPS = "POST /api/locations/{location}";
const PREPS = "GET /api/mobilpay/payment-prep";
const calls = async (endpoint: string) => ((await (await fetch(`${app.mock.url}/__mock/calls`)).json()) as Record<string, number>)[endpoint] ?? 0;

const today = () => app.mock.world.today;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const noonToday = () => fromZonedTime(`${today()}T12:00:00`, "Europe/Bucharest");
const address = (path: string, query: Record<string, string> = {}) => `http://localhost${path}?${new URLSearchParams({ o: "carpathia-ro", ...query })}`;
const cookieOf = (setCookie: string | null | undefined): string => (setCookie ?? "").split(";")[0] ?? "";

// The flexible plan (11): 30 % at booking, paid by card.
const choice = () => ({
  day_from: addDays(today(), 12),
  day_to: addDays(today(), 15),
  adults: "2",
  location: "101",
  room_types: "1011:1",
  rate_plan_id: "11",
  meal_id: "2",
});

async function bookByCard(): Promise<{ reservationId: number; cookie: string }> {
  const opened = new Request(address("/reservation-new", choice()));
  const offer = await bookingPage.loadBookingPage(routeArgs(opened), await site.loadSite(routeArgs(opened)), noonToday());
  const fields = {
    first_name: "Ana",
    last_name: "Popescu",
    phone: "+40 722 000 111",
    email: "ana.card@example.org",
    terms: "on",
    payment_method: "mobilpay",
    idempotency_key: offer.page.choice!.idempotencyKey,
  };
  const posted = new Request(address("/reservation-new", choice()), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookieOf(offer.setCookie), "Content-Type": "application/x-www-form-urlencoded" },
  });
  const booked = await booking.bookChoice(routeArgs(posted), await site.loadSite(routeArgs(opened)), (path) => path, { now: noonToday() });
  if (booked.kind !== "booked") throw new Error(`expected a booking, got ${booked.kind}`);
  return { reservationId: Number(/\/reservations\/(\d+)/.exec(booked.redirectTo)?.[1]), cookie: cookieOf(booked.setCookie) || cookieOf(offer.setCookie) };
}

describe("the page right after a card booking", () => {
  it("offers the provider's form and reads the reservation from the PMS once", async () => {
    const { reservationId, cookie } = await bookByCard();
    const lookupsBefore = await calls(LOOKUPS);
    const prepsBefore = await calls(PREPS);

    const request = new Request(address(`/reservations/${reservationId}`), { headers: { Cookie: cookie } });
    const answer = await routeAnswer(() => page.loader({ request, params: { reservationId: String(reservationId) }, context: appContext() }));

    expect(answer.status).toBe(200);
    expect(answer.data.welcome).not.toBeNull();
    expect(answer.data.card).toMatchObject({ url: `${app.mock.url}/__mock/mobilpay/pay`, currency: "RON" });
    expect(await calls(PREPS)).toBe(prepsBefore + 1);
    expect(await calls(LOOKUPS)).toBe(lookupsBefore + 1);
  });
});

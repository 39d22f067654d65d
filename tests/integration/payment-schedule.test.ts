/**
 * One date per instalment (issue 35 item 2, issue 38 item 3; docs/decisions/044): a stay booked
 * through the app against the mock PMS, then its reservation page — the instalment list, the next
 * payment — and the proforma the mock issues, fetched through the page's own proforma link, give
 * each instalment the same date, in the hotel's time zone: bank transfer and card, arrival far
 * ahead and inside the balance's days (the same-day case), after a payment, after cancelling.
 */
import { fromZonedTime } from "date-fns-tz";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { termKey } from "~/booking/offers";
import type { ReservationView } from "~/reservation/view";
import { useLeadTimes } from "./lead-times";
import { appContext, PINNED_TODAY, routeAnswer, routeArgs, useAppOnMock } from "./support";

const app = useAppOnMock();
// The lead times the tests below count on (the demo's, but stated here, not read from the seed).
useLeadTimes(app, { "carpathia-ro": { mobilpay: 24, paypal: 48, revolut: 48, bank: 72, custom: 0 } });
let booking: typeof import("~/booking/booking.server");
let bookingPage: typeof import("~/booking/booking-page.server");
let site: typeof import("~/site/site.server");
let page: typeof import("~/routes/reservations.$reservationId");
let invoiceRoute: typeof import("~/routes/reservations.$reservationId.invoices.$invoiceId");
let search: typeof import("~/routes/reservation-search");

beforeAll(async () => {
  booking = await import("~/booking/booking.server");
  bookingPage = await import("~/booking/booking-page.server");
  site = await import("~/site/site.server");
  page = await import("~/routes/reservations.$reservationId");
  invoiceRoute = await import("~/routes/reservations.$reservationId.invoices.$invoiceId");
  search = await import("~/routes/reservation-search");
});

const ZONE = "Europe/Bucharest";
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dotted = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
const control = (path: string, body: unknown) =>
  fetch(`${app.mock.url}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

/** The page, the app and the mock read one clock: `at` (an instant), with the mock's hotel day set to the hotel's date then. */
async function clockAt(at: Date) {
  vi.setSystemTime(at);
  await control("/__mock/clock", { today: new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(at) });
}
const hotelNoon = (day: string) => fromZonedTime(`${day}T12:00:00`, ZONE);

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  await clockAt(hotelNoon(PINNED_TODAY));
});
afterEach(async () => {
  vi.useRealTimers();
  await control("/__mock/clock", { today: PINNED_TODAY });
});

const address = (path: string, query: Record<string, string> = {}) =>
  `http://localhost${path}?${new URLSearchParams({ o: "carpathia-ro", lang: "en", ...query })}`;
const cookieOf = (setCookie: string | null | undefined): string => (setCookie ?? "").split(";")[0] ?? "";

interface Booked {
  id: number;
  email: string;
  cookie: string;
  /** The details step's schedule, as the guest saw it before booking. */
  promised: Array<{ date: string; amount: number; words: string }>;
}

/** Books the flexible plan (30 % on booking, 70 % 7 days before arrival) through the app, as the details step posts it. */
async function book(method: "bank" | "mobilpay", arrivesIn: number, today: string): Promise<Booked> {
  const choice = {
    day_from: addDays(today, arrivesIn),
    day_to: addDays(today, arrivesIn + 2),
    adults: "2",
    location: "101",
    room_types: "1011:1",
    rate_plan_id: "11",
    meal_id: "1",
  };
  const opened = new Request(address("/reservation-new", choice));
  const offer = await bookingPage.loadBookingPage(routeArgs(opened), await site.loadSite(routeArgs(opened)));
  const details = offer.page.choice!;
  expect(details.paymentMethods.map((candidate) => candidate.method)).toContain(method);
  const fields = {
    first_name: "Ana",
    last_name: "Popescu",
    phone: "+40 722 000 111",
    email: `ana.${method}.${arrivesIn}@example.org`,
    terms: "on",
    payment_method: method,
    idempotency_key: details.idempotencyKey,
  };
  const posted = new Request(address("/reservation-new", choice), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: cookieOf(offer.setCookie), "Content-Type": "application/x-www-form-urlencoded" },
  });
  const booked = await booking.bookChoice(routeArgs(posted), await site.loadSite(routeArgs(opened)), (path) => path);
  if (booked.kind !== "booked") throw new Error(`expected a booking, got ${booked.kind}`);
  return {
    id: Number(/\/reservations\/(\d+)/.exec(booked.redirectTo)?.[1]),
    email: fields.email,
    cookie: cookieOf(booked.setCookie) || cookieOf(offer.setCookie),
    promised: details.offer.schedule.map((part) => ({ date: part.date!, amount: part.amount, words: termKey(part) })),
  };
}

/** A look-up by code and e-mail (a guest coming back another day, the booking's session long gone). */
async function lookUp(stay: Booked): Promise<Booked> {
  const request = new Request(address("/reservation-search", { res: String(stay.id), email: stay.email }));
  const answer = await routeAnswer(() => search.loader({ request, params: {}, context: appContext({ clientAddress: "198.51.100.30" }) }));
  expect(answer.status).toBe(303);
  return { ...stay, cookie: cookieOf(answer.headers.get("Set-Cookie")) };
}

async function openPage(stay: Booked) {
  const request = new Request(address(`/reservations/${stay.id}`), { headers: { Cookie: stay.cookie } });
  const answer = await routeAnswer(() => page.loader({ request, params: { reservationId: String(stay.id) }, context: appContext() }));
  expect(answer.status).toBe(200);
  return answer.data as { reservation: ReservationView; invoice: string };
}

/** The proforma behind the page's own link (the route a guest's click opens), as the mock issued it: its rows' dates and amounts. */
async function proformaOf(stay: Booked, view: { reservation: ReservationView; invoice: string }) {
  const invoiceId = view.reservation.instalments[0]!.invoiceId;
  const path = view.invoice.replace("{invoice}", String(invoiceId));
  const request = new Request(`http://localhost${path}`, { headers: { Cookie: stay.cookie } });
  const response = (await invoiceRoute.loader({
    request,
    params: { reservationId: String(stay.id), invoiceId: String(invoiceId) },
    context: appContext(),
  })) as Response;
  return { status: response.status, rows: rowsOf(await response.text()) };
}

const rowsOf = (html: string) =>
  [...html.matchAll(/<tr><td>(\d\d\.\d\d\.\d{4})<\/td><td>[^<]*<\/td><td>([\d.]+) [A-Z]{3}<\/td>/g)].map(([, date, amount]) => ({
    date: date!,
    amount: Number(amount),
  }));

/** Every place that dates an instalment says the proforma's date, and the next payment is all that falls due by its date. */
function expectOneDatePerInstalment(view: ReservationView, proforma: Array<{ date: string; amount: number }>) {
  expect(proforma.length).toBeGreaterThan(0);
  expect(view.instalments.map((instalment) => ({ date: dotted(instalment.dueDate), amount: instalment.amount }))).toEqual(proforma);
  const next = view.account.next;
  if (!next) return;
  const unpaid = view.instalments.filter((instalment) => !instalment.paid);
  expect(dotted(next.dueDate)).toBe(proforma[view.instalments.indexOf(unpaid[0]!)]!.date);
  const dueBy = unpaid.filter((instalment) => instalment.dueDate <= next.dueDate);
  expect(next.parts).toEqual(dueBy.map((instalment) => instalment.amount));
  expect(next.total).toBeCloseTo(
    dueBy.reduce((sum, instalment) => sum + instalment.amount, 0),
    2,
  );
}

describe("one date per instalment: the reservation page, its next payment and the proforma the mock issues", () => {
  it.each([
    ["bank transfer", "bank"],
    ["card", "mobilpay"],
  ] as const)("%s, arrival a month ahead: the deposit today, the balance 7 days before arrival, as the details step promised", async (_name, method) => {
    const today = PINNED_TODAY;
    const stay = await book(method, 30, today);
    const view = await openPage(stay);
    const proforma = await proformaOf(stay, view);
    expect(proforma.status).toBe(200);
    expect(proforma.rows.map((row) => row.date)).toEqual([dotted(today), dotted(addDays(today, 23))]);
    expectOneDatePerInstalment(view.reservation, proforma.rows);
    expect(stay.promised.map(({ date, amount }) => ({ date: dotted(date), amount }))).toEqual(proforma.rows);
    expect(view.reservation.account.next).toMatchObject({ dueDate: today, dueNow: true, overdue: false, parts: [proforma.rows[0]!.amount] });
    expect(view.reservation.instalments.map((instalment) => instalment.term?.key)).toEqual(["booking", "before-arrival"]);
    expect(stay.promised.map((part) => part.words)).toEqual(["booking", "before-arrival"]);
    expect(view.reservation.instalments.map((instalment) => instalment.urgent)).toEqual([true, false]);
  });

  it.each([
    ["bank transfer arriving in 3 days (its earliest arrival)", "bank", 3],
    ["card arriving tomorrow", "mobilpay", 1],
  ] as const)("%s, inside the balance's 7 days: deposit and balance both fall due today, and the next payment is both", async (_name, method, arrivesIn) => {
    const today = PINNED_TODAY;
    const stay = await book(method, arrivesIn, today);
    const view = await openPage(stay);
    const proforma = await proformaOf(stay, view);
    expect(proforma.rows.map((row) => row.date)).toEqual([dotted(today), dotted(today)]);
    expectOneDatePerInstalment(view.reservation, proforma.rows);
    expect(stay.promised.map(({ date, amount }) => ({ date: dotted(date), amount }))).toEqual(proforma.rows);
    const [deposit, balance] = proforma.rows.map((row) => row.amount);
    // One payment of both (docs/decisions/053): the card, PayPal and "I have paid" amount is the whole next payment.
    expect(view.reservation.account.next).toMatchObject({ dueDate: today, dueNow: true, parts: [deposit, balance] });
    expect(view.reservation.account.next!.amount).toBeCloseTo(deposit! + balance!, 2);
    expect(view.reservation.account.next!.total).toBeCloseTo(deposit! + balance!, 2);
    // The words the details step used: both "on booking".
    expect(view.reservation.instalments.map((instalment) => instalment.term?.key)).toEqual(["booking", "booking"]);
    expect(stay.promised.map((part) => part.words)).toEqual(["booking", "booking"]);
    // The release is the reservation's deadline, never an instalment's date.
    const release = view.reservation.account.releaseAt!;
    expect(release).toBeTruthy();
    expect(JSON.stringify(view.reservation.instalments)).not.toContain(release);
  });

  it("the deposit paid: the next payment is the balance, on the proforma's date for it", async () => {
    const stay = await book("bank", 30, PINNED_TODAY);
    await control(`/__mock/reservations/${stay.id}/payments`, { method: "bank" });
    const view = await openPage(stay);
    const proforma = await proformaOf(stay, view);
    expectOneDatePerInstalment(view.reservation, proforma.rows);
    expect(view.reservation.account.next).toMatchObject({ dueDate: addDays(PINNED_TODAY, 23), dueNow: false, parts: [proforma.rows[1]!.amount] });
    expect(view.reservation.account.releaseAt).toBeNull();
  });

  it("in the hotel's time zone: booked at 00:30 in Bucharest (22:30 UTC the day before), everything is dated the hotel's day", async () => {
    const hotelDay = addDays(PINNED_TODAY, 1);
    await clockAt(new Date(`${PINNED_TODAY}T21:30:00Z`));
    const stay = await book("bank", 3, hotelDay);
    const view = await openPage(stay);
    const proforma = await proformaOf(stay, view);
    expect(proforma.rows.map((row) => row.date)).toEqual([dotted(hotelDay), dotted(hotelDay)]);
    expectOneDatePerInstalment(view.reservation, proforma.rows);
    // Today at the hotel: due today, not tomorrow (the server's UTC date) nor overdue.
    expect(view.reservation.account.next).toMatchObject({ dueDate: hotelDay, dueNow: true, overdue: false });
  });

  it("days later, unpaid: the same dates, the next payment due since its date", async () => {
    const stay = await book("bank", 30, PINNED_TODAY);
    await clockAt(hotelNoon(addDays(PINNED_TODAY, 2)));
    const back = await lookUp(stay);
    const view = await openPage(back);
    const proforma = await proformaOf(back, view);
    expectOneDatePerInstalment(view.reservation, proforma.rows);
    expect(view.reservation.account.next).toMatchObject({ dueDate: PINNED_TODAY, dueNow: true, overdue: true });
  });

  it("after cancelling: each instalment keeps its date, reads not charged, and offers no proforma (its address answers 410)", async () => {
    const stay = await book("bank", 3, PINNED_TODAY);
    const before = await openPage(stay);
    const proforma = await proformaOf(stay, before);
    const fee = before.reservation.cancellationFee;
    const cancel = new Request(address(`/reservations/${stay.id}`), {
      method: "POST",
      body: new URLSearchParams({ intent: "cancel", fee: String(fee) }),
      headers: { Cookie: stay.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(await routeAnswer(() => page.action({ request: cancel, params: { reservationId: String(stay.id) }, context: appContext() }))).toMatchObject({
      status: 303,
    });

    const after = await openPage(stay);
    expect(after.reservation.status).toBe("Canceled");
    expectOneDatePerInstalment(after.reservation, proforma.rows);
    expect(after.reservation.instalments.map(({ dueDate, paid, proforma: offered, urgent, term }) => ({ dueDate, paid, offered, urgent, term }))).toEqual(
      before.reservation.instalments.map(({ dueDate, paid, term }) => ({ dueDate, paid, offered: false, urgent: false, term })),
    );
    expect(after.reservation.account).toMatchObject({ state: "cancelled", next: null, releaseAt: null });
    // The mock still holds the proforma with those dates; the site no longer serves it.
    const withdrawn = await proformaOf(stay, after);
    expect(withdrawn.status).toBe(410);
    const held = app.mock.world.reservations.get(stay.id)!.invoices![0]!.due_dates!.map((due) => ({ date: dotted(due.due_date), amount: due.amount }));
    expect(held).toEqual(proforma.rows);
  });
});

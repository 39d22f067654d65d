/**
 * The mock PMS honours the contract table: every endpoint of `api` is called over real HTTP with
 * valid input and its answer must parse with the endpoint's `response` schema. Plus the behaviours
 * the BFF and the QA controls rely on (sessions, lookups, payments, faults, reset, call counters).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { api, endpointKey, endpointNames, type Api, type EndpointName } from "../../contracts/api";
import type { CallInput, Endpoint, ResponseOf } from "../../contracts/endpoint";
import { addDays } from "../../mocks/dates";
import { startMockServer, type MockServer } from "../../mocks/server";
import { callPms } from "./pms-call";
import { captureInSandbox } from "../support/paypal";

/** A pinned hotel date: 4 May 2026 is a Monday in the low season of the mountain hotels. */
const TODAY = "2026-05-04";

let mock: MockServer;
const covered = new Set<EndpointName>();

beforeAll(async () => {
  mock = await startMockServer({ port: 0, today: TODAY });
});
afterAll(async () => {
  await mock.close();
});

const send = <K extends EndpointName>(name: K, input: CallInput<Api[K]>, token?: string) => callPms(mock.url, name, input, token);

/** Calls an endpoint that must succeed, checks status and contract, and records the coverage. */
async function call<K extends EndpointName>(name: K, input: CallInput<Api[K]>, token?: string): Promise<ResponseOf<Api[K]>> {
  const { status, json } = await send(name, input, token);
  expect(status, `${name}: ${JSON.stringify(json)}`).toBe((api[name] as Endpoint).successStatus ?? 200);
  const parsed = api[name].response.safeParse(json);
  if (!parsed.success) throw new Error(`${name} breaks its contract:\n${z.prettifyError(parsed.error)}`);
  covered.add(name);
  return parsed.data as ResponseOf<Api[K]>;
}

const control = async (method: "GET" | "POST", path: string, body?: unknown) => {
  const response = await fetch(`${mock.url}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

/** Every field docs/spec.md §5 requires of the check-in form, for a national identity card. */
export const COMPLETE_REGISTRATION = {
  dob: "1979-09-30",
  country_code: "RO",
  citizenship: "RO",
  address: { county: "Prahova", city: "Sinaia", address1: "Str. Furnica 12" },
  trip_type: "relaxation" as const,
  id_type: "National identity card" as const,
  id_series: "BV",
  id_number: "123456",
};

const signIn = async (email: string, password: string) => (await call("signIn", { body: { email, password } })).session_token;

const searchQuery = (overrides: Partial<Record<string, string | number>> = {}) => ({
  location_id: 101,
  org_id: 1,
  day_from: addDays(TODAY, 10),
  day_to: addDays(TODAY, 13),
  adults: 2,
  children: 0,
  rooms: 1,
  nights: 3,
  ...overrides,
});

describe("mock PMS over HTTP", () => {
  it("answers organisations by slug, and 404 { message } for an unknown slug", async () => {
    const carpathia = await call("getOrganisation", { params: { organization_full_slug: "carpathia-ro" } });
    expect(carpathia.settings.languages).toEqual(["ro", "en"]);
    expect(carpathia.settings.locations.map((location) => location.id)).toEqual([101, 102]);
    expect(carpathia.logo_url).toBe(`${mock.url}/media/carpathia-logo.svg`);
    const seaside = await call("getOrganisation", { params: { organization_full_slug: "seaside" } });
    expect(seaside.settings.currency).toBe("EUR");
    const unknown = await send("getOrganisation", { params: { organization_full_slug: "no-such-hotel" } });
    expect(unknown).toEqual({ status: 404, json: { message: "Organisation not found" } });
  });

  it("answers an organisation by location id or subdomain, with that location's rooms only", async () => {
    const byId = await call("getOrganisationByLocation", { params: { location: 101 } });
    expect(byId.organization.slug_full).toBe("carpathia-ro");
    expect(byId.location.rooms.map((room) => room.id)).toEqual([1011, 1012, 1013, 1014]);
    const bySubdomain = await call("getOrganisationByLocation", { params: { location: "carpathia-sinaia" } });
    expect(bySubdomain.location.rooms.every((room) => room.location_id === 102)).toBe(true);
    const photo = await fetch(bySubdomain.location.photos[0]?.url ?? "");
    expect(photo.headers.get("content-type")).toBe("image/svg+xml");
    expect(await photo.text()).toContain("<svg");
  });

  it("searches availability, and answers the min stay problem over a high-season weekend", async () => {
    const solutions = await call("searchAvailability", { query: searchQuery({ children: 1, children_ages: "5", coupon_code: "WINTER10" }) });
    expect(Array.isArray(solutions) && solutions.length).toBeGreaterThan(0);
    // 10 July 2026 is a Friday in the summer high season: one night breaks the 2-night weekend minimum.
    const minStay = await call("searchAvailability", { query: searchQuery({ day_from: "2026-07-10", day_to: "2026-07-11", nights: 1 }) });
    expect(minStay).toEqual({ message: "min stay problem", min_nights: 2 });
    const tooLong = await send("searchAvailability", { query: searchQuery({ day_to: addDays(TODAY, 50), nights: 31 }) });
    expect(tooLong.status).toBe(400);
  });

  it("signs in, answers the session, and rejects wrong credentials with 401", async () => {
    const token = await signIn("guest@example.com", "guest-pass-1");
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    const session = await call("getUserSession", {}, token);
    expect(session).toMatchObject({ email: "guest@example.com", role: "guest", session_token: token });
    await call("updateUserSettings", { body: { settings: { language: "en" } } }, token);
    expect((await call("getUserSession", {}, token)).settings.language).toBe("en");
    const wrong = await send("signIn", { body: { email: "guest@example.com", password: "nope" } });
    expect(wrong).toEqual({ status: 401, json: { message: "Invalid email or password" } });
  });

  it("rejects every session-required endpoint without a token or with a wrong one", async () => {
    const required = endpointNames.filter((name) => api[name].session === "required");
    expect(required.length).toBeGreaterThan(0);
    const inputs: Partial<Record<EndpointName, CallInput<Api[EndpointName]>>> = {
      searchGuests: { query: { query: "a" } },
      createGuest: { body: { first_name: "A", last_name: "B" } },
      updateUserSettings: { body: { settings: { language: "en" } } },
      getLocationInventory: { params: { location_id: 101 }, query: { day_from: TODAY, day_to: addDays(TODAY, 13) } },
      getLocationRates: { params: { location_id: 101 }, query: { day_from: TODAY, day_to: addDays(TODAY, 13) } },
      listReservations: { query: { location_id: 101, day_from: TODAY, day_to: addDays(TODAY, 13) } },
      getReservation: { params: { id: 100001 } },
      searchReservations: { query: { query: "a" } },
    } as never;
    for (const name of required) {
      const input = (inputs[name] ?? {}) as CallInput<Api[typeof name]>;
      expect((await send(name, input)).status, `${name} without a token`).toBe(401);
      expect((await send(name, input, "f".repeat(48))).status, `${name} with a wrong token`).toBe(401);
    }
  });

  it("lets staff search and create org guests", async () => {
    const token = await signIn("STAFF@example.com", "staff-pass-1");
    const found = await call("searchGuests", { query: { query: "ionescu" } }, token);
    expect(found.map((guest) => guest.last_name)).toEqual(["Ionescu", "Ionescu"]);
    const created = await call("createGuest", { body: { first_name: "Radu", last_name: "Vlad" } }, token);
    expect(created.first_name).toBe("Radu");
    // The staff's guest form adds a birth date and an address (decision 014); the PMS keeps them.
    const withAddress = await call(
      "createGuest",
      { body: { first_name: "Ana Maria", last_name: "Pop", dob: "1990-03-15", address: { country: "US", state: "Texas", city: "Austin" } } },
      token,
    );
    expect(withAddress).toMatchObject({ dob: "1990-03-15", address: { country: "US", state: "Texas", city: "Austin" } });
    expect((await call("searchGuests", { query: { query: "radu" } }, token)).map((guest) => guest.id)).toEqual([created.id]);
    expect((await call("searchGuests", { query: { query: "ana maria" } }, token))[0]?.address?.state).toBe("Texas");
    const guestToken = await signIn("guest@example.com", "guest-pass-1");
    expect((await send("searchGuests", { query: { query: "a" } }, guestToken)).status).toBe(403);
  });

  it("matches a phone in international form on its digits, and finds reservations by number, name, e-mail or phone, a page at a time (decision 028)", async () => {
    const token = await signIn("staff@example.com", "staff-pass-1");
    // Stored as "+40 744 333 444": the digits match, the spacing does not matter.
    expect((await call("searchGuests", { query: { query: "+40744333444" } }, token)).map((guest) => guest.last_name)).toEqual(["Ionescu"]);
    expect(await call("searchGuests", { query: { query: "+40744333445" } }, token)).toEqual([]);
    const byPhone = await call("searchReservations", { query: { query: "+40744333444" } }, token);
    expect(byPhone).toMatchObject({ total: 1, stays: [{ id: 100003, last_name: "Ionescu" }] });
    expect((await call("searchReservations", { query: { query: "100002" } }, token)).stays.map((stay) => stay.id)).toEqual([100002]);
    const ionescu = await call("searchReservations", { query: { query: "ionescu" } }, token);
    // Newest arrival first: Maria's (in 14 days) before Ion's (3 days ago).
    expect(ionescu.stays.map((stay) => stay.id)).toEqual([100003, 100002]);
    expect(ionescu.total).toBe(2);
    const second = await call("searchReservations", { query: { query: "example.com", page: 2 } }, token);
    expect(second).toMatchObject({ stays: [], total: 5 });
  });

  it("gives staff the plan grid's inventory, rates and reservations of their own locations (decision 014)", async () => {
    const token = await signIn("staff@example.com", "staff-pass-1");
    const interval = { day_from: addDays(TODAY, 28), day_to: addDays(TODAY, 41) };
    const inventory = await call("getLocationInventory", { params: { location_id: 101 }, query: interval }, token);
    expect(inventory.room_types.map((roomType) => roomType.id)).toEqual([1011, 1012, 1013, 1014]);
    const double = inventory.room_types[0]!;
    expect(double.rooms.map((room) => room.number)).toEqual(["101", "102", "103", "104", "105", "106", "107", "108"]);
    expect(double.rooms.find((room) => room.number === "102")?.condition).toBe("dirty");
    expect(double.nights).toHaveLength(13);
    // Ana Popescu's double room: nights 30, 31 and 32 from today are sold.
    expect(double.nights.filter((night) => night.sold === 1).map((night) => night.day)).toEqual([addDays(TODAY, 30), addDays(TODAY, 31), addDays(TODAY, 32)]);
    expect(double.nights.every((night) => night.on_sale === 8)).toBe(true);
    expect(inventory.otas.map((ota) => ota.name)).toEqual(["Booking.com", "Expedia"]);
    const bookingCom = inventory.otas[0]!.room_types.find((roomType) => roomType.room_type_id === 1011)!;
    expect(bookingCom.nights.find((night) => night.day === addDays(TODAY, 30))).toMatchObject({ available: 7, closed: false });

    const nextWeek = await call(
      "getLocationInventory",
      { params: { location_id: 101 }, query: { day_from: addDays(TODAY, 7), day_to: addDays(TODAY, 8) } },
      token,
    );
    expect(nextWeek.otas[0]!.room_types.find((roomType) => roomType.room_type_id === 1013)!.nights[0]).toMatchObject({ available: 0, closed: true });

    const rates = await call("getLocationRates", { params: { location_id: 101 }, query: interval }, token);
    expect(rates.currency).toBe("RON");
    expect(rates.rate_plans.map((plan) => plan.id)).toEqual([11, 12, 13]);
    const flexibleDouble = rates.rate_plans[0]!.room_types.find((roomType) => roomType.room_type_id === 1011)!;
    expect(flexibleDouble.nights).toHaveLength(13);
    // 1 June 2026 is a Monday in the low season: the double room's 420 lei on the flexible plan.
    expect(flexibleDouble.nights.find((night) => night.day === "2026-06-01")).toMatchObject({ price: 420, min_stay: 1, closed: false });

    const stays = await call("listReservations", { query: { location_id: 101, ...interval } }, token);
    expect(stays.map((stay) => [stay.id, stay.status, stay.last_name])).toEqual([[100001, "Confirmed", "Popescu"]]);
    const sinaia = await call("listReservations", { query: { location_id: 102, day_from: TODAY, day_to: addDays(TODAY, 7) } }, token);
    expect(sinaia[0]).toMatchObject({ id: 100002, status: "Checked-in", arooms: [{ room_type_id: 1022, room_number: "22" }] });

    const ana = await call("getReservation", { params: { id: 100001 } }, token);
    expect(ana).toMatchObject({ id: 100001, email: "ana.popescu@example.com", status: "Confirmed" });
  });

  it("books once per idempotency key, looks the booking up by code + e-mail, and saves changes", async () => {
    // "Pay at reception" is a method with no time ahead: set here, not read from the demo seed.
    expect((await control("POST", "/__mock/organisations/carpathia-ro/payment", { custom: { time_ahead: 0 } })).status).toBe(200);
    const solutions = await call("searchAvailability", { query: searchQuery() });
    if (!Array.isArray(solutions)) throw new Error("expected solutions");
    const solution = solutions[0]!;
    const plan = solution.rate_plans[0]!;
    const rate = plan.rates[0]!;
    const draft = {
      day_from: addDays(TODAY, 10),
      day_to: addDays(TODAY, 13),
      adults: 2,
      children: 0,
      children_ages: [],
      rooms: 1,
      nights: 3,
      meal_id: rate.meal_id,
      room_types: solution.room_types_total,
      financials: { rate_plan_id: plan.id, rate_plan_name: plan.name, rate },
      location_id: 101,
      org_id: 1,
      first_name: "Dan",
      last_name: "Pavel",
      phone: "+40 700 000 001",
      email: "Dan.Pavel@example.com",
      payment_method: "bank" as const,
      idempotency_key: "booking-test-1",
    };
    const before = mock.world.reservations.size;
    const first = await call("createReservation", { body: draft });
    const again = await call("createReservation", { body: draft });
    expect(first.id).toBeGreaterThanOrEqual(100004);
    expect(again.id).toBe(first.id);
    expect(mock.world.reservations.size).toBe(before + 1);

    const booked = await call("lookupReservation", { params: { location: 101 }, body: { reservation_id: first.id, email: "dan.pavel@EXAMPLE.com" } });
    expect(booked.status).toBe("New");
    expect(booked.org_guest_id).toBeTruthy();
    expect(booked.invoices[0]?.due_dates.reduce((sum, due) => sum + due.amount, 0)).toBeCloseTo(booked.financials.rate.price, 2);
    await call("lookupReservation", { params: { location: "carpathia-sinaia" }, body: { reservation_id: first.id, email: "dan.pavel@example.com" } });
    for (const [location, email] of [
      [101, "someone@example.com"],
      [201, "dan.pavel@example.com"],
      ["nowhere", "dan.pavel@example.com"],
    ] as const) {
      expect(await send("lookupReservation", { params: { location }, body: { reservation_id: first.id, email } })).toEqual({
        status: 404,
        json: { message: "Reservation not found" },
      });
    }

    await call("updateReservation", { params: { id: first.id }, body: { ...booked, arrival_time: "18:00", note: "Late arrival" } });
    const changed = await call("lookupReservation", { params: { location: 101 }, body: { reservation_id: first.id, email: draft.email } });
    expect(changed).toMatchObject({ arrival_time: "18:00", note: "Late arrival" });

    const cancel = { ...changed, financials: { ...changed.financials, guest_preferences: { status: "canceled" as const } } };
    await call("updateReservation", { params: { id: first.id }, body: cancel });
    const cancelled = await call("lookupReservation", { params: { location: 101 }, body: { reservation_id: first.id, email: draft.email } });
    expect(cancelled.status).toBe("Canceled");
    expect(cancelled.cancellationFee).toBe(0); // flexible: free until 7 days before arrival, we are 10 days out

    // Paid at reception: the hotel set no release time, so the booking is never released automatically;
    // a bank transfer is released after its 72 hours.
    expect(booked.financials.guest_preferences?.cancellation_time).toBeTruthy();
    // "Pay at reception" cannot pay a deposit asked at booking; the plan paid at the hotel takes it.
    expect(rate.payment_terms.installment_reservation_percent).toBeGreaterThan(0);
    expect(
      await send("createReservation", {
        body: { ...draft, payment_method: "custom" as const, idempotency_key: "booking-test-3", email: "reception@example.com" },
      }),
    ).toMatchObject({
      status: 422,
      json: { code: "payment_method_unavailable" },
    });
    const atHotel = solution.rate_plans.find((candidate) => candidate.id === 13)!;
    const atHotelRate = atHotel.rates[0]!;
    const atReception = await call("createReservation", {
      body: {
        ...draft,
        meal_id: atHotelRate.meal_id,
        financials: { rate_plan_id: atHotel.id, rate_plan_name: atHotel.name, rate: atHotelRate },
        payment_method: "custom" as const,
        idempotency_key: "booking-test-2",
        email: "reception@example.com",
      },
    });
    const reception = await call("lookupReservation", { params: { location: 101 }, body: { reservation_id: atReception.id, email: "reception@example.com" } });
    expect(reception.financials.guest_preferences).toMatchObject({ status: "created", payment_method: "custom" });
    expect(reception.financials.guest_preferences?.cancellation_time ?? null).toBeNull();
  });

  it("marks a non-card payment as payed and clears the payment choice", async () => {
    const ana = await call("lookupReservation", { params: { location: 101 }, body: { reservation_id: 100001, email: "ana.popescu@example.com" } });
    expect(ana.status).toBe("Confirmed");
    expect(ana.invoices[0]?.due_dates.map((due) => due.paid)).toEqual([true, false]);
    await call("updateReservation", {
      params: { id: 100001 },
      body: { ...ana, financials: { ...ana.financials, guest_preferences: { status: "payed", payment_method: "bank" } } },
    });
    const after = await call("lookupReservation", { params: { location: 101 }, body: { reservation_id: 100001, email: "ana.popescu@example.com" } });
    expect(after.financials.guest_preferences).toMatchObject({ status: "payed", payment_method: null });
  });

  it("reads and saves the registration form", async () => {
    const form = await call("getRegistrationForm", { params: { reservation_id: 100002 } });
    expect(form).toMatchObject({ first_name: "Ion", last_name: "Ionescu", location_name: "Carpathia Sinaia", room_numbers: ["22"] });
    await call("saveRegistrationForm", {
      params: { reservation_id: 100002 },
      body: { ...COMPLETE_REGISTRATION, arrival_date: form.arrival_date, departure_date: form.departure_date },
    });
    expect(await call("getRegistrationForm", { params: { reservation_id: 100002 } })).toMatchObject({
      dob: "1979-09-30",
      id_series: "BV",
      arrival_date: form.arrival_date,
    });
  });

  it("pays by card through the fake mobilPay page and comes back to the shop", async () => {
    const prep = await call("mobilpayPaymentPrep", {
      query: { reservation_id: 100003, invoice_id: mock.world.reservations.get(100003)!.invoices![0]!.id as number },
    });
    expect(prep.url).toBe(`${mock.url}/__mock/mobilpay/pay`);
    const envelope = JSON.parse(Buffer.from(prep.env_data, "base64").toString("utf8")) as { amount: number };
    expect(envelope.amount).toBeGreaterThan(0);

    const withReturn = await fetch(
      `${mock.url}/api/mobilpay/payment-prep?reservation_id=100003&invoice_id=${mock.world.reservations.get(100003)!.invoices![0]!.id}&return_url=${encodeURIComponent("http://shop.example/back")}`,
    );
    const prepared = (await withReturn.json()) as { env_key: string; env_data: string };
    const form = new URLSearchParams({ env_key: prepared.env_key, env_data: prepared.env_data });
    const providerPage = await fetch(prep.url, { method: "POST", body: form });
    expect(await providerPage.text()).toContain("Pay");
    const confirm = await fetch(`${mock.url}/__mock/mobilpay/pay/confirm`, {
      method: "POST",
      body: new URLSearchParams({ env_data: prepared.env_data }),
      redirect: "manual",
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get("location")).toBe("http://shop.example/back");
    const maria = await call("lookupReservation", { params: { location: 101 }, body: { reservation_id: 100003, email: "maria.ionescu@example.com" } });
    expect(maria.invoices[0]?.due_dates.every((due) => due.paid)).toBe(true);
    expect(maria.payments[0]?.order).toMatchObject({ error_code: "0", card_masked: "4111********1111" });
  });

  it("records a PayPal capture once, after checking it with the sandbox", async () => {
    const { body } = await captureInSandbox(mock.url, mock.world, 100001);
    await call("paypalCaptured", { body });
    await call("paypalCaptured", { body });
    const ana = mock.world.reservations.get(100001)!;
    expect(ana.invoices![0]!.due_dates!.every((due) => due.paid)).toBe(true);
    expect(ana.payments!.filter((payment) => payment.method === "paypal")).toHaveLength(1);
  });

  it("shares a proforma as a printable page on the mock's origin, behind a token per invoice and language", async () => {
    const invoiceId = mock.world.reservations.get(100001)!.invoices![0]!.id as number;
    const share = await call("shareInvoice", { params: { invoice_id: invoiceId }, query: { language: "ro" } });
    expect(share.url).toMatch(new RegExp(`^${mock.url}/public/invoice/${invoiceId}/[A-Za-z0-9_-]{22}$`));
    const page = await fetch(share.url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await page.text()).toContain("Factură proformă");
    // Asked again, the same link; in another language, another token.
    expect((await call("shareInvoice", { params: { invoice_id: invoiceId }, query: { language: "ro" } })).url).toBe(share.url);
    const english = await call("shareInvoice", { params: { invoice_id: invoiceId }, query: { language: "en" } });
    expect(english.url).not.toBe(share.url);
    expect(await (await fetch(english.url)).text()).toContain("Proforma invoice");
  });

  it("signs out: the token stops working but stays listed as issued", async () => {
    const token = await signIn("guest@example.com", "guest-pass-1");
    await call("signOut", {}, token);
    expect((await send("getUserSession", {}, token)).status).toBe(401);
    const sessions = await control("GET", "/__mock/sessions");
    expect(sessions.json.tokens).toContain(token);
    expect(sessions.json.active).not.toContain(token);
  });

  it("counts calls per endpoint, applies faults to API calls only, and resets", async () => {
    await control("POST", "/__mock/reset");
    await call("getOrganisation", { params: { organization_full_slug: "carpathia-ro" } });
    await call("getOrganisation", { params: { organization_full_slug: "carpathia-ro" } });
    expect((await control("GET", "/__mock/calls")).json).toEqual({ [endpointKey("getOrganisation")]: 2 });

    await control("POST", "/__mock/faults", { error_rate: 1 });
    expect(await send("getOrganisation", { params: { organization_full_slug: "carpathia-ro" } })).toEqual({
      status: 503,
      json: { message: "Service unavailable" },
    });
    expect((await fetch(`${mock.url}/media/brasov-double.svg`)).status).toBe(200);
    await control("POST", "/__mock/faults", { error_rate: 1, status: 500 });
    expect((await send("getOrganisation", { params: { organization_full_slug: "carpathia-ro" } })).status).toBe(500);

    await control("POST", "/__mock/faults", { error_rate: 0, latency_ms: 150 });
    const started = Date.now();
    await call("getOrganisation", { params: { organization_full_slug: "seaside" } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    await control("POST", "/__mock/faults", { latency_ms: 0, down: true });
    await expect(fetch(`${mock.url}/api/anonymous-orgs/carpathia-ro`)).rejects.toThrow();
    await control("POST", "/__mock/faults", { down: false, hang: true });
    await expect(fetch(`${mock.url}/api/anonymous-orgs/carpathia-ro`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    await control("POST", "/__mock/faults", { hang: false });
    await call("getOrganisation", { params: { organization_full_slug: "carpathia-ro" } });

    const calls = (await control("GET", "/__mock/calls")).json;
    expect(calls[endpointKey("getOrganisation")]).toBe(8);
    const reset = await control("POST", "/__mock/reset");
    expect(reset.status).toBe(200);
    expect((await control("GET", "/__mock/calls")).json).toEqual({});
    expect((await control("GET", "/__mock/faults")).json).toMatchObject({ error_rate: 0, down: false, hang: false, latency_ms: 0 });
    expect(mock.world.reservations.get(100001)!.payments!.some((payment) => payment.method === "paypal")).toBe(false);
  });

  it("covered every endpoint of the contract table", () => {
    expect(endpointNames.filter((name) => !covered.has(name))).toEqual([]);
  });
});

/**
 * The mock PMS refuses what a real PMS refuses: for each rule, the status, the error body
 * (`{ message, code, … }`, codes in contracts UPSTREAM_ERROR_CODES) and that nothing changed.
 * The clock is pinned: 4 May 2026 is a Monday in the mountain hotels' low season.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { api, type Api, type EndpointName } from "../../contracts/api";
import type { CallInput } from "../../contracts/endpoint";
import { UPSTREAM_ERROR_CODES as CODES, type ReservationDraft } from "../../contracts/entities";
import { addDays } from "../../mocks/dates";
import { startMockServer, type MockServer } from "../../mocks/server";
import { callPms } from "./pms-call";
import { captureInSandbox } from "../support/paypal";

const TODAY = "2026-05-04";

let mock: MockServer;
/** A rate as the PMS quotes it; the PMS re-prices a booking whatever rate it carries. */
let quoted: ReservationDraft["financials"]["rate"];

beforeAll(async () => {
  mock = await startMockServer({ port: 0, today: TODAY });
  const query = { location_id: 101, org_id: 1, day_from: addDays(TODAY, 10), day_to: addDays(TODAY, 13), adults: 2, children: 0, rooms: 1, nights: 3 };
  const solutions = (await send("searchAvailability", { query })).json as unknown as { rate_plans: { rates: ReservationDraft["financials"]["rate"][] }[] }[];
  quoted = solutions[0]!.rate_plans[0]!.rates[0]!;
});
afterAll(async () => {
  await mock.close();
});
beforeEach(async () => {
  await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
});

/** Every refusal seen, as `endpoint code status`: checked against the contract table at the end. */
const observed = new Set<string>();

async function send<K extends EndpointName>(name: K, input: CallInput<Api[K]>, token?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const answer = await callPms(mock.url, name, input, token);
  if (answer.status >= 400 && typeof answer.json.code === "string") observed.add(`${name} ${answer.json.code} ${answer.status}`);
  return answer;
}

/** What a booking changes: reservations, keys, guests. A refusal must leave all three alone. */
const bookingState = () => ({
  reservations: [...mock.world.reservations.keys()],
  keys: [...mock.world.bookingsByKey.keys()],
  guests: mock.world.guests.length,
});

/** A draft the PMS accepts: double room 1011 at Brașov, flexible rate, bed and breakfast, bank. */
function draft(overrides: Partial<ReservationDraft> & { nightsFromToday?: [number, number] } = {}): ReservationDraft {
  const [from, to] = overrides.nightsFromToday ?? [10, 13];
  const { nightsFromToday: _nights, ...rest } = overrides;
  return {
    day_from: addDays(TODAY, from),
    day_to: addDays(TODAY, to),
    adults: 2,
    children: 0,
    children_ages: [],
    rooms: 1,
    nights: to - from,
    meal_id: 2,
    room_types: { "1011": 1 },
    financials: { rate_plan_id: 11, rate: quoted },
    rules: [],
    location_id: 101,
    org_id: 1,
    first_name: "Dan",
    last_name: "Pavel",
    phone: "+40 700 000 001",
    email: "dan.pavel@example.com",
    payment_method: "bank",
    idempotency_key: `key-${Math.random().toString(36).slice(2)}`,
    ...rest,
  };
}

/** Books and expects a refusal with this status and code; nothing may have changed. */
async function expectRefused(body: ReservationDraft, status: number, code: string, extra: Record<string, unknown> = {}) {
  const before = bookingState();
  const answer = await send("createReservation", { body });
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  expect(answer.json).toMatchObject({ code, ...extra });
  expect(typeof answer.json.message).toBe("string");
  expect(bookingState()).toEqual(before);
  return answer.json;
}

describe("bookings the PMS refuses", () => {
  it("accepts the baseline draft (control)", async () => {
    const answer = await send("createReservation", { body: draft() });
    expect(answer.status).toBe(201);
  });

  it("a stay under the season's weekend minimum → 422 min_stay with min_nights", async () => {
    // Friday 10 July 2026, one night, high season: the weekend minimum is 2.
    const friday = draft({ day_from: "2026-07-10", day_to: "2026-07-11", nights: 1 });
    await expectRefused(friday, 422, CODES.minStay, { message: "min stay problem", min_nights: 2 });
  });

  it("a stay over the rate plan's maximum → 422 max_stay with max_nights", async () => {
    // The non-refundable rate (12) is sold for at most 14 nights.
    await expectRefused(draft({ nightsFromToday: [10, 25], financials: { rate_plan_id: 12, rate: quoted } }), 422, CODES.maxStay, { max_nights: 14 });
    const fourteen = await send("createReservation", { body: draft({ nightsFromToday: [10, 24], financials: { rate_plan_id: 12, rate: quoted } }) });
    expect(fourteen.status).toBe(201);
  });

  it("more than 31 nights, or a day in the past → 400", async () => {
    for (const body of [draft({ nightsFromToday: [10, 42] }), draft({ nightsFromToday: [-1, 2] })]) {
      const before = bookingState();
      const answer = await send("createReservation", { body: { ...body, nights: Math.min(body.nights, 31) } });
      expect(answer.status).toBe(400);
      expect(bookingState()).toEqual(before);
    }
  });

  it("more guests than the rooms host → 422 capacity (16 adults in one double)", async () => {
    await expectRefused(draft({ adults: 16 }), 422, CODES.capacity);
    // Three adults do not fit a double either; a child over the age limit counts as an adult.
    await expectRefused(draft({ adults: 2, children: 1, children_ages: [13] }), 422, CODES.capacity);
    // …while a young child sleeps in the double's child place (control).
    expect((await send("createReservation", { body: draft({ adults: 2, children: 1, children_ages: [5] }) })).status).toBe(201);
  });

  it("a party that fits the rooms only when counted per room count → 422 capacity", async () => {
    // Two singles for one adult: every room needs an adult.
    await expectRefused(draft({ adults: 1, rooms: 2, room_types: { "1014": 2 } }), 422, CODES.capacity);
  });

  it("no room free (overbooking) → 409 no_availability; a booking takes a room off sale", async () => {
    // The single (1014) has 4 rooms: book all four for the same nights, the fifth is refused.
    for (let n = 0; n < 4; n++) {
      const answer = await send("createReservation", { body: draft({ adults: 1, room_types: { "1014": 1 }, email: `single${n}@example.com` }) });
      expect(answer.status).toBe(201);
    }
    await expectRefused(draft({ adults: 1, room_types: { "1014": 1 }, email: "fifth@example.com" }), 409, CODES.noAvailability);
    // The nights after are still free (control).
    expect(
      (await send("createReservation", { body: draft({ adults: 1, room_types: { "1014": 1 }, nightsFromToday: [13, 15], email: "later@example.com" }) }))
        .status,
    ).toBe(201);
  });

  it("a payment method booked too late for its lead time → 422 lead_time (bank needs 72 h)", async () => {
    // The lead times this test relies on, set here rather than read from the demo seed.
    const leads = await fetch(`${mock.url}/__mock/organisations/carpathia-ro/payment`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ bank: { time_ahead: 72 }, mobilpay: { time_ahead: 24 } }),
    });
    expect(leads.status).toBe(200);
    // Pinned at noon on 4 May: arriving 6 May leaves 60 h to the end of that day; bank needs 72.
    await expectRefused(draft({ nightsFromToday: [2, 4] }), 422, CODES.leadTime, { hours_ahead: 72 });
    // Card (mobilPay, 24 h) is fine for the same stay (control); bank is fine from 7 May on.
    expect((await send("createReservation", { body: draft({ nightsFromToday: [2, 4], payment_method: "mobilpay" }) })).status).toBe(201);
    expect((await send("createReservation", { body: draft({ nightsFromToday: [3, 5] }) })).status).toBe(201);
  });

  it("a payment method the hotel does not take → 422 payment_method_unavailable", async () => {
    // Seaside Inn takes bank and PayPal only.
    const seaside = draft({
      org_id: 2,
      location_id: 201,
      room_types: { "2011": 1 },
      meal_id: 4,
      financials: { rate_plan_id: 21, rate: quoted },
      payment_method: "mobilpay",
    });
    await expectRefused(seaside, 422, CODES.methodUnavailable);
  });

  it("the same key with the same booking → the same id; with another booking → 409 idempotency_conflict", async () => {
    const body = draft({ idempotency_key: "form-1" });
    const first = await send("createReservation", { body });
    const again = await send("createReservation", { body: { ...body, financials: { ...body.financials, rate: { ...quoted, price: 999 } } } });
    expect(again).toEqual(first);
    await expectRefused({ ...body, first_name: "Ioana", email: "ioana@example.com" }, 409, CODES.idempotencyConflict);
    await expectRefused({ ...body, day_to: addDays(body.day_to, 1), nights: 4 }, 409, CODES.idempotencyConflict);
  });

  it("the search's own limits → 400 (rooms ≤ 3, adults 1–16, children 0–8, ages 0–17)", async () => {
    const query = { location_id: 101, org_id: 1, day_from: addDays(TODAY, 10), day_to: addDays(TODAY, 12), adults: 2, children: 0, rooms: 1, nights: 2 };
    for (const overrides of [
      { rooms: 4 },
      { adults: 0 },
      { adults: 17 },
      { children: 9, children_ages: "1,1,1,1,1,1,1,1,1" },
      { children: 1, children_ages: "18" },
      { children: 2, children_ages: "5" },
    ]) {
      const answer = await send("searchAvailability", { query: { ...query, ...overrides } as never });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      expect(typeof answer.json.message).toBe("string");
    }
    expect((await send("searchAvailability", { query })).status).toBe(200);
  });
});

describe("changes the PMS refuses (PATCH /api/reservations/{id})", () => {
  const lookUp = async (id: number, email: string) =>
    (await send("lookupReservation", { params: { location: 101 }, body: { reservation_id: id, email } })).json as never as Record<string, unknown> & {
      financials: Record<string, unknown>;
    };

  it("an arrival time once checked in → 409; a departure time before check-in → 409", async () => {
    const ion = await lookUp(100002, "ion.ionescu@example.com");
    const arrival = await send("updateReservation", { params: { id: 100002 }, body: { ...ion, arrival_time: "21:30" } as never });
    expect(arrival.status).toBe(409);
    expect(mock.world.reservations.get(100002)!.arrival_time ?? null).toBe(ion.arrival_time ?? null);

    const ana = await lookUp(100001, "ana.popescu@example.com");
    const departure = await send("updateReservation", { params: { id: 100001 }, body: { ...ana, departure_time: "10:00" } as never });
    expect(departure.status).toBe(409);
    expect(mock.world.reservations.get(100001)!.departure_time ?? null).toBeNull();
  });

  it("cancelling twice → 409 already_cancelled, and the fee of the first cancellation stands", async () => {
    const ana = await lookUp(100001, "ana.popescu@example.com");
    const cancel = { ...ana, financials: { ...ana.financials, guest_preferences: { status: "canceled" } } };
    expect((await send("updateReservation", { params: { id: 100001 }, body: cancel as never })).status).toBe(200);
    const fee = mock.world.reservations.get(100001)!.cancellationFee;
    const again = await send("updateReservation", { params: { id: 100001 }, body: cancel as never });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: CODES.alreadyCancelled });
    expect(mock.world.reservations.get(100001)!.cancellationFee).toBe(fee);
  });

  it("paying an instalment already paid → 409 already_paid, no second payment", async () => {
    const first = await captureInSandbox(mock.url, mock.world, 100003);
    const second = await captureInSandbox(mock.url, mock.world, 100003);
    expect((await send("paypalCaptured", { body: first.body })).status).toBe(200);
    const payments = mock.world.reservations.get(100003)!.payments!.length;
    const again = await send("paypalCaptured", { body: second.body });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: CODES.alreadyPaid });
    expect(mock.world.reservations.get(100003)!.payments).toHaveLength(payments);
  });

  it("another guest's e-mail in the body → 403, nothing changed", async () => {
    const ana = await lookUp(100001, "ana.popescu@example.com");
    const answer = await send("updateReservation", { params: { id: 100001 }, body: { ...ana, email: "someone@example.com", note: "x" } as never });
    expect(answer.status).toBe(403);
    expect(mock.world.reservations.get(100001)!.note ?? null).toBe(ana.note ?? null);
  });
});

describe("the registration form", () => {
  const dates = () => {
    const reservation = mock.world.reservations.get(100002)!;
    return { arrival_date: reservation.day_from, departure_date: reservation.day_to };
  };

  it("an empty form → 422 required_fields listing what is missing; nothing saved", async () => {
    const answer = await send("saveRegistrationForm", { params: { reservation_id: 100002 }, body: dates() as never });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ code: CODES.requiredFields });
    expect(answer.json.fields).toEqual([
      "dob",
      "country_code",
      "citizenship",
      "address.county",
      "address.city",
      "address.address1",
      "trip_type",
      "id_type",
      "id_number",
    ]);
    expect(mock.world.registrationForms.has(100002)).toBe(false);
  });

  it("an identity card needs its series; a passport does not", async () => {
    const form = {
      ...dates(),
      dob: "1979-09-30",
      country_code: "RO",
      citizenship: "RO",
      address: { county: "Prahova", city: "Sinaia", address1: "Str. Furnica 12" },
      trip_type: "relaxation",
      id_number: "123456",
    };
    const card = await send("saveRegistrationForm", { params: { reservation_id: 100002 }, body: { ...form, id_type: "National identity card" } as never });
    expect(card.status).toBe(422);
    expect(card.json.fields).toEqual(["id_series"]);
    expect((await send("saveRegistrationForm", { params: { reservation_id: 100002 }, body: { ...form, id_type: "Passport" } as never })).status).toBe(200);
    expect(mock.world.registrationForms.get(100002)).toMatchObject({ id_type: "Passport", id_number: "123456" });
  });
});

describe("sessions", () => {
  it("a token the PMS does not know → 401 session_expired, on optional-session calls too", async () => {
    const query = { location_id: 101, org_id: 1, day_from: addDays(TODAY, 10), day_to: addDays(TODAY, 12), adults: 2, children: 0, rooms: 1, nights: 2 };
    for (const token of ["made-up-token", "0".repeat(48)]) {
      const search = await send("searchAvailability", { query }, token);
      expect(search).toEqual({ status: 401, json: { message: "Your session has expired, please sign in again", code: CODES.sessionExpired } });
      const before = bookingState();
      expect((await send("createReservation", { body: draft() }, token)).status).toBe(401);
      expect(bookingState()).toEqual(before);
    }
  });

  it("a signed-out token is refused like any unknown one", async () => {
    const signedIn = await send("signIn", { body: { email: "guest@example.com", password: "guest-pass-1" } });
    const token = String(signedIn.json.session_token);
    expect((await send("getUserSession", {}, token)).status).toBe(200);
    await send("signOut", {}, token);
    expect((await send("getUserSession", {}, token)).status).toBe(401);
  });
});

describe("more refusals of the table", () => {
  it("an anonymous booking with a registered user's e-mail → 409 email_registered", async () => {
    await expectRefused(draft({ email: "guest@example.com" }), 409, CODES.emailRegistered);
  });

  it("card payment of an invoice already paid → 409 already_paid", async () => {
    const invoiceId = Number(mock.world.reservations.get(100003)!.invoices![0]!.id);
    await send("paypalCaptured", { body: (await captureInSandbox(mock.url, mock.world, 100003)).body });
    const prep = await send("mobilpayPaymentPrep", { query: { reservation_id: 100003, invoice_id: invoiceId } });
    expect(prep.status).toBe(409);
    expect(prep.json).toMatchObject({ code: CODES.alreadyPaid });
  });

  it("saving a reservation with a token the PMS does not know → 401", async () => {
    const ana = (await send("lookupReservation", { params: { location: 101 }, body: { reservation_id: 100001, email: "ana.popescu@example.com" } })).json;
    const answer = await send("updateReservation", { params: { id: 100001 }, body: { ...ana, note: "x" } as never }, "unknown-token");
    expect(answer.status).toBe(401);
    expect(mock.world.reservations.get(100001)!.note ?? null).toBe(ana.note ?? null);
  });
});

describe("staff-only calls (decision 014)", () => {
  const interval = { day_from: addDays(TODAY, 1), day_to: addDays(TODAY, 14) };
  const staffCalls = (location: number) =>
    [
      ["searchGuests", { query: { query: "a" } }],
      ["createGuest", { body: { first_name: "A", last_name: "B" } }],
      ["getLocationInventory", { params: { location_id: location }, query: interval }],
      ["getLocationRates", { params: { location_id: location }, query: interval }],
      ["listReservations", { query: { location_id: location, ...interval } }],
      ["getReservation", { params: { id: 100001 } }],
      ["searchReservations", { query: { query: "a" } }],
    ] as const;

  it("a guest's session → 403 staff_only, and no guest is created", async () => {
    const token = String((await send("signIn", { body: { email: "guest@example.com", password: "guest-pass-1" } })).json.session_token);
    const guests = mock.world.guests.length;
    for (const [name, input] of staffCalls(101)) {
      const answer = await send(name, input as never, token);
      expect(answer, name).toEqual({ status: 403, json: { message: "Only hotel staff can do this", code: CODES.staffOnly } });
    }
    expect(mock.world.guests.length).toBe(guests);
  });

  it("no session or an unknown token → 401 session_expired", async () => {
    for (const [name, input] of staffCalls(101)) {
      expect((await send(name, input as never)).json.code, name).toBe(CODES.sessionExpired);
      expect((await send(name, input as never, "x".repeat(48))).status, name).toBe(401);
    }
  });

  it("another organisation's location → 403 staff_only; its reservation → 404", async () => {
    const token = String((await send("signIn", { body: { email: "staff@example.com", password: "staff-pass-1" } })).json.session_token);
    for (const [name, input] of staffCalls(201).slice(2, 5)) {
      expect(await send(name, input as never, token), name).toEqual({
        status: 403,
        json: { message: "This location is another organisation's", code: CODES.staffOnly },
      });
    }
    mock.world.reservations.get(100001)!.org_id = 2;
    expect((await send("getReservation", { params: { id: 100001 } }, token)).status).toBe(404);
  });

  it("an interval that is empty or longer than 62 days → 400", async () => {
    const token = String((await send("signIn", { body: { email: "staff@example.com", password: "staff-pass-1" } })).json.session_token);
    for (const query of [
      { day_from: TODAY, day_to: TODAY },
      { day_from: TODAY, day_to: addDays(TODAY, 63) },
    ]) {
      expect((await send("getLocationInventory", { params: { location_id: 101 }, query }, token)).status).toBe(400);
    }
  });
});

describe("PayPal captures the PMS verifies with PayPal (POST /api/paypal/captured)", () => {
  const paidOf = (id: number) =>
    mock.world.reservations
      .get(id)!
      .invoices!.flatMap((invoice) => invoice.due_dates ?? [])
      .filter((due) => due.paid).length;
  const refusedUnpaid = async (body: unknown, id = 100003) => {
    const before = paidOf(id);
    const answer = await send("paypalCaptured", { body: body as never });
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ code: CODES.paymentUnverified });
    expect(paidOf(id)).toBe(before);
    expect(mock.world.reservations.get(id)!.status).toBe("New");
  };

  it("a made-up capture id, even one that says COMPLETED → 422 payment_unverified, nothing paid", async () => {
    const { body } = await captureInSandbox(mock.url, mock.world, 100003);
    await refusedUnpaid({ ...body, capture: { id: "CAPTURE-MADE-UP", status: "COMPLETED" } });
  });

  it("a capture PayPal holds for review (PENDING) → 422, nothing paid", async () => {
    await refusedUnpaid((await captureInSandbox(mock.url, mock.world, 100003, { captureStatus: "PENDING" })).body);
  });

  it("a capture of another amount, currency, invoice or reservation → 422, nothing paid", async () => {
    const due = (await captureInSandbox(mock.url, mock.world, 100001)).due;
    await refusedUnpaid((await captureInSandbox(mock.url, mock.world, 100003, { amount: 1 })).body);
    await refusedUnpaid((await captureInSandbox(mock.url, mock.world, 100003, { currency: "USD" })).body);
    await refusedUnpaid((await captureInSandbox(mock.url, mock.world, 100003, { invoice_id: due.references.invoice_id })).body);
    await refusedUnpaid((await captureInSandbox(mock.url, mock.world, 100003, { custom_id: "100001" })).body);
  });

  it("a real capture reported under another order id, or with a lower amount claimed → 422", async () => {
    const real = await captureInSandbox(mock.url, mock.world, 100003);
    const other = await captureInSandbox(mock.url, mock.world, 100003);
    await refusedUnpaid({ ...real.body, order_id: other.orderId });
    await refusedUnpaid({ ...real.body, amount: real.body.amount - 1 });
  });

  it("a capture for a reservation cancelled meanwhile → 409 reservation_cancelled, nothing paid", async () => {
    const { body } = await captureInSandbox(mock.url, mock.world, 100003);
    mock.world.reservations.get(100003)!.status = "Canceled";
    const answer = await send("paypalCaptured", { body });
    expect(answer.status).toBe(409);
    expect(answer.json).toMatchObject({ code: CODES.reservationCancelled });
    expect(paidOf(100003)).toBe(0);
  });

  it("one capture paying a second reservation → 422", async () => {
    const ana = await captureInSandbox(mock.url, mock.world, 100001);
    expect((await send("paypalCaptured", { body: ana.body })).status).toBe(200);
    await refusedUnpaid({ ...(await captureInSandbox(mock.url, mock.world, 100003)).body, order_id: ana.orderId, capture: { id: ana.captureId } });
  });
});

describe("a cancelled reservation and the fee stated (PATCH /api/reservations/{id})", () => {
  const lookUp = async (id: number, email: string) =>
    (await send("lookupReservation", { params: { location: 101 }, body: { reservation_id: id, email } })).json as never as Record<string, unknown> & {
      financials: Record<string, unknown>;
      cancellationFee: number;
    };
  const cancelling = (reservation: Record<string, unknown> & { financials: Record<string, unknown> }, fee: unknown) => ({
    ...reservation,
    cancellationFee: fee,
    financials: { ...reservation.financials, guest_preferences: { status: "canceled" } },
  });

  it("cancelling with a fee other than today's → 409 fee_changed with today's fee, nothing cancelled", async () => {
    const ana = await lookUp(100001, "ana.popescu@example.com");
    for (const stated of [ana.cancellationFee + 1, null]) {
      const answer = await send("updateReservation", { params: { id: 100001 }, body: cancelling(ana, stated) as never });
      expect(answer.status).toBe(409);
      expect(answer.json).toMatchObject({ code: CODES.feeChanged, cancellation_fee: ana.cancellationFee });
      expect(mock.world.reservations.get(100001)!.status).toBe("Confirmed");
    }
    expect((await send("updateReservation", { params: { id: 100001 }, body: cancelling(ana, ana.cancellationFee) as never })).status).toBe(200);
    expect(mock.world.reservations.get(100001)!.status).toBe("Canceled");
  });

  it("a note, a time or a payment on a cancelled reservation → 409 reservation_cancelled, nothing stored", async () => {
    const ana = await lookUp(100001, "ana.popescu@example.com");
    expect((await send("updateReservation", { params: { id: 100001 }, body: cancelling(ana, ana.cancellationFee) as never })).status).toBe(200);
    const cancelled = await lookUp(100001, "ana.popescu@example.com");
    for (const change of [
      { note: "late arrival" },
      { arrival_time: "21:00" },
      { financials: { ...cancelled.financials, guest_preferences: { status: "payed" } } },
    ]) {
      const answer = await send("updateReservation", { params: { id: 100001 }, body: { ...cancelled, ...change } as never });
      expect(answer.status).toBe(409);
      expect(answer.json).toMatchObject({ code: CODES.reservationCancelled });
    }
    const after = mock.world.reservations.get(100001)!;
    expect(after.note ?? null).toBe(cancelled.note ?? null);
    expect(after.arrival_time ?? null).toBe(cancelled.arrival_time ?? null);
    expect(after.financials.guest_preferences?.status).toBe("canceled_and_payed");
  });
});

describe("new dates (PATCH /api/reservations/{id}, docs/decisions/045)", () => {
  type Looked = Record<string, unknown> & { day_from: string; day_to: string; financials: { rate: { price: number } } & Record<string, unknown> };
  const ana = async () =>
    (await send("lookupReservation", { params: { location: 101 }, body: { reservation_id: 100001, email: "ana.popescu@example.com" } }))
      .json as never as Looked;
  /** What the PMS's search charges for Ana's room, plan (11) and meal (2) on other dates. */
  async function quote(dayFrom: string, dayTo: string): Promise<Looked["financials"]["rate"]> {
    const query = { location_id: 101, org_id: 1, day_from: dayFrom, day_to: dayTo, adults: 2, children: 0, rooms: 1, nights: nightsOf(dayFrom, dayTo) };
    const solutions = (await send("searchAvailability", { query })).json as never as {
      room_types_total: Record<string, number>;
      rate_plans: { id: number; rates: { meal_id: number; price: number }[] }[];
    }[];
    const solution = solutions.find((candidate) => JSON.stringify(candidate.room_types_total) === JSON.stringify({ "1011": 1 }))!;
    return solution.rate_plans.find((plan) => plan.id === 11)!.rates.find((rate) => rate.meal_id === 2)! as never;
  }
  const nightsOf = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  const moved = (reservation: Looked, dayFrom: string, dayTo: string, rate: unknown) => ({
    ...reservation,
    day_from: dayFrom,
    day_to: dayTo,
    nights: nightsOf(dayFrom, dayTo),
    financials: { ...reservation.financials, rate },
  });
  const stored = () => {
    const { day_from, day_to, nights, financials, invoices } = mock.world.reservations.get(100001)!;
    return JSON.stringify({ day_from, day_to, nights, price: financials.rate.price, invoices });
  };
  async function expectMoveRefused(body: unknown, status: number, code: string, extra: Record<string, unknown> = {}) {
    const before = stored();
    const answer = await send("updateReservation", { params: { id: 100001 }, body: body as never });
    expect(answer.status, JSON.stringify(answer.json)).toBe(status);
    expect(answer.json).toMatchObject({ code, ...extra });
    expect(typeof answer.json.message).toBe("string");
    expect(stored()).toBe(before);
  }

  it("one night later at the rate the search quotes: stored, re-priced, the paid deposit kept and the balance moved (control)", async () => {
    const reservation = await ana();
    const [from, to] = [addDays(reservation.day_from, 1), addDays(reservation.day_to, 2)];
    const rate = await quote(from, to);
    const answer = await send("updateReservation", { params: { id: 100001 }, body: moved(reservation, from, to, rate) as never });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const after = mock.world.reservations.get(100001)!;
    expect(after).toMatchObject({ day_from: from, day_to: to, nights: 4, financials: { rate_plan_id: 11, rate: { price: rate.price } } });
    const [deposit, balance] = after.invoices![0]!.due_dates!;
    expect(deposit).toMatchObject({
      paid: true,
      amount: reservation.invoices ? (reservation.invoices as never as { due_dates: { amount: number }[] }[])[0]!.due_dates[0]!.amount : 0,
    });
    expect(balance).toMatchObject({ paid: false, due_date: addDays(from, -7) });
    expect(Math.round((deposit!.amount + balance!.amount) * 100) / 100).toBe(rate.price);
    expect(JSON.stringify(after.invoices![0]!.line_items)).toContain(`(4 nights)`);
  });

  it("a price other than the PMS's for the new dates → 409 price_changed with its price, nothing moved", async () => {
    const reservation = await ana();
    const [from, to] = [addDays(reservation.day_from, 1), addDays(reservation.day_to, 1)];
    const rate = await quote(from, to);
    await expectMoveRefused(moved(reservation, from, to, { ...rate, price: rate.price - 1 }), 409, CODES.priceChanged, { price: rate.price });
  });

  it("a hotel that takes no date changes, a channel's booking, a stay past its free cancellation → 409 date_change_closed", async () => {
    const reservation = await ana();
    const [from, to] = [addDays(reservation.day_from, 1), addDays(reservation.day_to, 1)];
    const body = moved(reservation, from, to, await quote(from, to));
    const carpathia = mock.world.organisations.find((org) => org.id === 1)!;
    carpathia.profile.settings_reservations!.date_changes = { active: false };
    await expectMoveRefused(body, 409, CODES.dateChangeClosed);
    carpathia.profile.settings_reservations!.date_changes = { active: true };
    mock.world.reservations.get(100001)!.channel = "Booking.com";
    await expectMoveRefused(body, 409, CODES.dateChangeClosed);
    mock.world.reservations.get(100001)!.channel = null;
    // Six days before arrival the flexible plan's fee applies: the free period is over.
    mock.world.today = addDays(reservation.day_from, -6);
    await expectMoveRefused(body, 409, CODES.dateChangeClosed);
    mock.world.today = TODAY;
  });

  it("a high-season Friday night alone → 422 min_stay; over the plan's maximum → 422 max_stay", async () => {
    const reservation = await ana();
    await expectMoveRefused(moved(reservation, "2026-07-10", "2026-07-11", reservation.financials.rate), 422, CODES.minStay, { min_nights: 2 });
    for (const rate of mock.world.ratePlans.find((plan) => plan.id === 11)!.rates) rate.restriction_reservation_los_max = 3;
    const [from, to] = [reservation.day_from, addDays(reservation.day_from, 4)];
    await expectMoveRefused(moved(reservation, from, to, reservation.financials.rate), 422, CODES.maxStay, { max_nights: 3 });
  });

  it("a night its rate is closed on, or no room of its type free → 409 no_availability", async () => {
    const reservation = await ana();
    const [from, to] = [addDays(reservation.day_from, 2), addDays(reservation.day_to, 2)];
    const body = moved(reservation, from, to, await quote(from, to));
    const plan = mock.world.ratePlans.find((candidate) => candidate.id === 11)!;
    const rates = plan.rates;
    plan.rates = [];
    await expectMoveRefused(body, 409, CODES.noAvailability);
    plan.rates = rates;
    mock.world.inventory.get(1011)!.set(addDays(to, -1), 0);
    await expectMoveRefused(body, 409, CODES.noAvailability);
  });

  it("its own room is free for it: moving one night later onto nights it holds is no overbooking", async () => {
    const reservation = await ana();
    const [from, to] = [addDays(reservation.day_from, 1), addDays(reservation.day_to, 1)];
    // Quoted first: a search counts its own room as taken (the site's preview has the same limit, decision 045).
    const rate = await quote(from, to);
    const last = addDays(reservation.day_to, -1);
    // One double left on its last night: its own.
    const held = [...mock.world.reservations.values()].filter((other) => other.room_types["1011"] && other.day_from <= last && last < other.day_to).length;
    mock.world.inventory.get(1011)!.set(last, held);
    mock.world.inventory.get(1011)!.set(addDays(to, -1), 9);
    expect((await send("updateReservation", { params: { id: 100001 }, body: moved(reservation, from, to, rate) as never })).status).toBe(200);
    expect(mock.world.reservations.get(100001)).toMatchObject({ day_from: from, day_to: to });
  });

  it("a total below what is paid already → 409 instalments_paid", async () => {
    const reservation = await ana();
    const [from, to] = [reservation.day_from, addDays(reservation.day_from, 1)];
    const rate = await quote(from, to);
    // The deposit paid is more than one night costs.
    mock.world.reservations.get(100001)!.invoices![0]!.due_dates![0]!.amount = rate.price + 1;
    await expectMoveRefused(moved(reservation, from, to, rate), 409, CODES.instalmentsPaid);
  });
});

describe("the contract table", () => {
  it("documents exactly the refusals seen above, with their statuses", () => {
    const documented = Object.entries(api).flatMap(([name, endpoint]) =>
      Object.entries((endpoint as { refusals?: Record<string, { status: number }> }).refusals ?? {}).map(([code, { status }]) => `${name} ${code} ${status}`),
    );
    expect(documented.length).toBeGreaterThan(10);
    expect([...observed].sort()).toEqual([...documented].sort());
  });
});

describe("a payment the hotel received", () => {
  it("POST /__mock/reservations/{id}/payments marks the next unpaid instalment paid, as the hotel confirming a transfer", async () => {
    const carmen = () => mock.world.reservations.get(100005)!;
    const first = carmen().invoices![0]!.due_dates![0]!;
    const answer = await fetch(`${mock.url}/__mock/reservations/100005/payments`, { method: "POST", body: JSON.stringify({ method: "bank" }) });
    expect(await answer.json()).toEqual({ reservation_id: 100005, invoice_id: Number(carmen().invoices![0]!.id), amount: first.amount, method: "bank" });
    expect(carmen()).toMatchObject({ status: "Confirmed", payments: [{ method: "bank", amount: first.amount }] });
    expect(carmen().invoices![0]!.due_dates!.map((due) => due.paid)).toEqual([true, false]);
    await fetch(`${mock.url}/__mock/reservations/100005/payments`, { method: "POST", body: "{}" });
    expect((await fetch(`${mock.url}/__mock/reservations/100005/payments`, { method: "POST", body: "{}" })).status).toBe(409);
    expect((await fetch(`${mock.url}/__mock/reservations/999/payments`, { method: "POST", body: "{}" })).status).toBe(404);
    expect((await fetch(`${mock.url}/__mock/reservations/100004/payments`, { method: "POST", body: JSON.stringify({ method: "paypal" }) })).status).toBe(400);
  });
});

describe("the clock", () => {
  it("POST /__mock/clock moves the hotel date and keeps the state; reset seeds relative to it", async () => {
    const ana = mock.world.reservations.get(100001)!;
    const moved = await fetch(`${mock.url}/__mock/clock`, { method: "POST", body: JSON.stringify({ today: "2026-05-10" }) });
    expect(await moved.json()).toEqual({ today: "2026-05-10", pinned: true });
    expect(mock.world.reservations.get(100001)!.day_from).toBe(ana.day_from);
    await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
    expect(mock.world.today).toBe("2026-05-10");
    expect(mock.world.reservations.get(100001)!.day_from).toBe(addDays("2026-05-10", 30));
    // Back to the test's own day for the others.
    await fetch(`${mock.url}/__mock/clock`, { method: "POST", body: JSON.stringify({ today: TODAY }) });
    await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
    expect(mock.world.today).toBe(TODAY);
  });

  it("refuses a clock that is not a date", async () => {
    const answer = await fetch(`${mock.url}/__mock/clock`, { method: "POST", body: JSON.stringify({ today: "tomorrow" }) });
    expect(answer.status).toBe(400);
    for (const control of ["clock", "faults"]) {
      expect((await fetch(`${mock.url}/__mock/${control}`, { method: "POST", body: "{not json" })).status, control).toBe(400);
    }
    expect(mock.world.today).toBe(TODAY);
  });
});

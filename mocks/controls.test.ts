import { describe, expect, it } from "vitest";
import { bookReservation } from "./bookings";
import { addDays } from "./dates";
import { stayDraft, useMockServer } from "./testing";

const TODAY = "2026-05-04";
const mock = useMockServer(TODAY);

/** A stay at Brașov (double room, flexible rate, bed and breakfast) paid by bank transfer, booked straight into the world. */
const book = (email: string, idempotencyKey?: string) => bookReservation(mock().world, stayDraft(mock(), TODAY, { email, idempotency_key: idempotencyKey }));

const listed = async () => {
  const answer = await fetch(`${mock().url}/__mock/reservations`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { reservations: Record<string, unknown>[] }).reservations;
};

describe("GET /__mock/reservations", () => {
  it("lists the seeded reservations with their guest's e-mail, none booked with a key", async () => {
    const reservations = await listed();
    expect(reservations.find((reservation) => reservation.id === 100001)).toMatchObject({
      email: "ana.popescu@example.com",
      status: "Confirmed",
      idempotency_key: null,
    });
  });

  it("lists a booking with the key that made it, once however often the same form is sent, until a reset", async () => {
    const first = book("soak-1-1@example.com", "form-1");
    expect(book("soak-1-1@example.com", "form-1").id).toBe(first.id);
    const withoutKey = book("soak-1-2@example.com");
    const ours = (await listed()).filter((reservation) => String(reservation.email).startsWith("soak-"));
    expect(ours).toEqual([
      expect.objectContaining({ id: first.id, email: "soak-1-1@example.com", idempotency_key: "form-1", booked_on: TODAY, status: "New", location_id: 101 }),
      expect.objectContaining({ id: withoutKey.id, email: "soak-1-2@example.com", idempotency_key: null, day_from: addDays(TODAY, 10) }),
    ]);
    await fetch(`${mock().url}/__mock/reset`, { method: "POST" });
    expect((await listed()).some((reservation) => String(reservation.email).startsWith("soak-"))).toBe(false);
  });

  it("is read-only: a POST is no control", async () => {
    expect((await fetch(`${mock().url}/__mock/reservations`, { method: "POST" })).status).toBe(404);
  });
});

describe("POST /__mock/inventory", () => {
  const post = (body: unknown) =>
    fetch(`${mock().url}/__mock/inventory`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const search = async (dayFrom: string, dayTo: string) => {
    const query = new URLSearchParams({
      location_id: "101",
      org_id: "1",
      day_from: dayFrom,
      day_to: dayTo,
      nights: "2",
      adults: "2",
      children: "0",
      rooms: "1",
    });
    return (await fetch(`${mock().url}/api/reservation-query?${query}`)).json() as Promise<unknown[]>;
  };

  it("closes a location's rooms for the nights asked, so a search of them finds nothing, until a reset", async () => {
    const dayFrom = addDays(TODAY, 20);
    expect((await search(dayFrom, addDays(dayFrom, 2))).length).toBeGreaterThan(0);
    const answer = await post({ location_id: 101, day_from: dayFrom, day_to: addDays(dayFrom, 2), rooms: 0 });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ location_id: 101, nights: 2, rooms: 0 });
    expect(await search(dayFrom, addDays(dayFrom, 2))).toEqual([]);
    // The nights after are untouched.
    expect((await search(addDays(dayFrom, 2), addDays(dayFrom, 4))).length).toBeGreaterThan(0);
    await fetch(`${mock().url}/__mock/reset`, { method: "POST" });
    expect((await search(dayFrom, addDays(dayFrom, 2))).length).toBeGreaterThan(0);
  });

  it("refuses what a revenue manager could not set: no nights, an unknown location, a field it does not know", async () => {
    const dayFrom = addDays(TODAY, 20);
    expect((await post({ location_id: 101, day_from: dayFrom, day_to: dayFrom, rooms: 0 })).status).toBe(400);
    expect((await post({ location_id: 999, day_from: dayFrom, day_to: addDays(dayFrom, 1), rooms: 0 })).status).toBe(404);
    expect((await post({ location_id: 101, day_from: dayFrom, day_to: addDays(dayFrom, 1), rooms: 0, price: 1 })).status).toBe(400);
  });
});

describe("POST /__mock/organisations/{slug}/payment (a payment method's lead time)", () => {
  const post = (slug: string, body: unknown) =>
    fetch(`${mock().url}/__mock/organisations/${slug}/payment`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  /** A bank-transfer stay arriving on 6 May; booked at noon on 4 May at the hotel (09:00Z), a minute under 60 h before that day's 23:59. */
  const bookBankDraft = () => stayDraft(mock(), TODAY, { payment_method: "bank", day_from: addDays(TODAY, 2), day_to: addDays(TODAY, 4) });
  const noon = new Date("2026-05-04T09:00:00Z");
  const bankOf = async (slug: string) => {
    const org = (await (await fetch(`${mock().url}/api/anonymous-orgs/${slug}`)).json()) as {
      settings_financials: { payment: { bank: { time_ahead: number | null } } };
    };
    return org.settings_financials.payment.bank.time_ahead;
  };

  it("sets the hours a method needs, as the PMS answers and applies them, until a reset", async () => {
    const seeded = await bankOf("carpathia-ro");
    const answer = await post("carpathia-ro", { bank: { time_ahead: 60 }, paypal: { time_ahead: null } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ organisation: "carpathia-ro", time_ahead: { bank: 60, paypal: null } });
    expect(await bankOf("carpathia-ro")).toBe(60);
    expect(() => bookReservation(mock().world, bookBankDraft(), noon)).toThrow(/60 hours/);
    await post("carpathia-ro", { bank: { time_ahead: 59 } });
    expect(bookReservation(mock().world, bookBankDraft(), noon).status).toBe("New");
    await fetch(`${mock().url}/__mock/reset`, { method: "POST" });
    expect(await bankOf("carpathia-ro")).toBe(seeded);
  });

  it("refuses what an admin could not set: an unknown hotel or method, a negative or fractional lead, nothing named", async () => {
    expect((await post("nowhere", { bank: { time_ahead: 1 } })).status).toBe(404);
    expect((await post("seaside", { custom: { time_ahead: 1 } })).status).toBe(200);
    expect((await post("carpathia-ro", { cheque: { time_ahead: 1 } })).status).toBe(400);
    expect((await post("carpathia-ro", { bank: { time_ahead: -1 } })).status).toBe(400);
    expect((await post("carpathia-ro", { bank: { time_ahead: 1.5 } })).status).toBe(400);
    expect((await post("carpathia-ro", { bank: { time_ahead: 1, enabled: false } })).status).toBe(400);
    expect((await post("carpathia-ro", {})).status).toBe(400);
  });
});

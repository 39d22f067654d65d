import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ReservationDraft } from "../contracts/entities";
import { bookReservation, priceStay } from "./bookings";
import { addDays } from "./dates";
import { startMockServer, type MockServer } from "./server";
import { organisationById } from "./world";

const TODAY = "2026-05-04";

let mock: MockServer;
beforeAll(async () => {
  mock = await startMockServer({ port: 0, today: TODAY });
});
afterAll(async () => {
  await mock.close();
});
beforeEach(async () => {
  await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
});

/** A stay at Brașov (double room, flexible rate, bed and breakfast) paid by bank transfer, booked straight into the world. */
function book(email: string, idempotencyKey?: string) {
  const stay = { location_id: 101, room_types: { "1011": 1 }, day_from: addDays(TODAY, 10), day_to: addDays(TODAY, 12), adults: 2, children_ages: [] };
  const rate = priceStay(mock.world, organisationById(mock.world, 1)!, { ...stay, rate_plan_id: 11, meal_id: 2 });
  const draft = {
    ...stay,
    nights: 2,
    children: 0,
    rooms: 1,
    meal_id: 2,
    financials: { rate_plan_id: 11, rate },
    rules: [],
    org_id: 1,
    first_name: "Dan",
    last_name: "Pavel",
    phone: "+40 700 000 001",
    email,
    payment_method: "bank",
    idempotency_key: idempotencyKey,
  } as unknown as ReservationDraft;
  return bookReservation(mock.world, draft);
}

const listed = async () => {
  const answer = await fetch(`${mock.url}/__mock/reservations`);
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
    await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
    expect((await listed()).some((reservation) => String(reservation.email).startsWith("soak-"))).toBe(false);
  });

  it("is read-only: a POST is no control", async () => {
    expect((await fetch(`${mock.url}/__mock/reservations`, { method: "POST" })).status).toBe(404);
  });
});

/**
 * For the mock's own tests: a mock PMS on a free port for the file, reset before each test, and the
 * booking draft the tests book straight into its world (a bank-transfer stay at Brașov, double
 * room, flexible rate, bed and breakfast), priced as the PMS prices it.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { ReservationDraft } from "../contracts/entities";
import { priceStay } from "./bookings";
import { addDays } from "./dates";
import { startMockServer, type MockServer } from "./server";
import { organisationById } from "./world";

/** Starts a mock PMS whose clock is pinned to `today` for the calling test file; `mock()` is it. */
export function useMockServer(today: string): () => MockServer {
  let mock: MockServer | undefined;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0, today });
  });
  afterAll(async () => {
    await mock?.close();
  });
  beforeEach(async () => {
    await fetch(`${mock!.url}/__mock/reset`, { method: "POST" });
  });
  return () => mock!;
}

/** The draft of a two-night stay ten days after `today`, with `change` over it. */
export function stayDraft(mock: MockServer, today: string, change: Record<string, unknown> = {}): ReservationDraft {
  const stay = { location_id: 101, room_types: { "1011": 1 }, day_from: addDays(today, 10), day_to: addDays(today, 12), adults: 2, children_ages: [] };
  const rate = priceStay(mock.world, organisationById(mock.world, 1)!, { ...stay, rate_plan_id: 11, meal_id: 2 });
  return {
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
    email: "dan.pavel@example.com",
    payment_method: "bank",
    ...change,
  } as unknown as ReservationDraft;
}

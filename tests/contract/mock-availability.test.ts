/**
 * The mock PMS sells no more rooms of a type than are free on every night of the stay: a booking
 * for two rooms of one type is refused (409 no_availability, nothing changed) when one night of the
 * stay has only one free, and accepted when two are free. Over the contract (POST
 * /api/reservations), with the mock's own `freeRoomsAt` as the witness of what is free.
 * The clock is pinned: 4 May 2026 is a Monday in the mountain hotels' low season.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { UPSTREAM_ERROR_CODES as CODES, type ReservationDraft } from "../../contracts/entities";
import { freeRoomsAt } from "../../mocks/bookings";
import { addDays } from "../../mocks/dates";
import { startMockServer, type MockServer } from "../../mocks/server";
import { callPms } from "./pms-call";

const TODAY = "2026-05-04";
/** The single room at Brașov: four rooms on sale every night, one adult each. */
const SINGLE = 1014;
const SINGLES_ON_SALE = 4;

let mock: MockServer;
let quoted: ReservationDraft["financials"]["rate"];

beforeAll(async () => {
  mock = await startMockServer({ port: 0, today: TODAY });
  const query = { location_id: 101, org_id: 1, day_from: addDays(TODAY, 10), day_to: addDays(TODAY, 13), adults: 1, children: 0, rooms: 1, nights: 3 };
  const solutions = (await callPms(mock.url, "searchAvailability", { query })).json as unknown as {
    rate_plans: { rates: ReservationDraft["financials"]["rate"][] }[];
  }[];
  quoted = solutions[0]!.rate_plans[0]!.rates[0]!;
});
afterAll(async () => {
  await mock.close();
});
beforeEach(async () => {
  await fetch(`${mock.url}/__mock/reset`, { method: "POST" });
});

/** A booking of `count` single rooms for one adult each, `from`–`to` days from today. */
function singles(count: number, [from, to]: [number, number], email: string): ReservationDraft {
  return {
    day_from: addDays(TODAY, from),
    day_to: addDays(TODAY, to),
    adults: count,
    children: 0,
    children_ages: [],
    rooms: count,
    nights: to - from,
    meal_id: 2,
    room_types: { [String(SINGLE)]: count },
    financials: { rate_plan_id: 11, rate: quoted },
    rules: [],
    location_id: 101,
    org_id: 1,
    first_name: "Dan",
    last_name: "Pavel",
    phone: "+40 700 000 001",
    email,
    payment_method: "bank",
    idempotency_key: `key-${email}`,
  };
}

const book = (body: ReservationDraft) => callPms(mock.url, "createReservation", { body });
/** Free singles for the three nights 10–13 days from today, as the mock counts them. */
const freeSingles = () => freeRoomsAt(mock.world, 101, addDays(TODAY, 10), addDays(TODAY, 13)).get(SINGLE);
const bookingState = () => ({
  reservations: [...mock.world.reservations.keys()],
  keys: [...mock.world.bookingsByKey.keys()],
  guests: mock.world.guests.length,
});

/** Takes `taken` singles on the middle night (11 → 12) only, leaving the other nights of the stay wholly free. */
async function takeMiddleNight(taken: number) {
  for (let n = 0; n < taken; n++) expect((await book(singles(1, [11, 12], `middle${n}@example.com`))).status).toBe(201);
}

describe("two rooms of one type", () => {
  it("only one free on one night of the stay → 409 no_availability, and nothing changes", async () => {
    await takeMiddleNight(SINGLES_ON_SALE - 1);
    expect(freeSingles()).toBe(1);
    const before = bookingState();

    const answer = await book(singles(2, [10, 13], "pair@example.com"));

    expect(answer.status, JSON.stringify(answer.json)).toBe(409);
    expect(answer.json).toMatchObject({ code: CODES.noAvailability });
    expect(bookingState()).toEqual(before);
    expect(freeSingles()).toBe(1);
    // The one free room is still sold on its own (control: the refusal is about the count).
    expect((await book(singles(1, [10, 13], "one@example.com"))).status).toBe(201);
    expect(freeSingles()).toBe(0);
  });

  it("two free on every night → 201, and both rooms leave the sale", async () => {
    await takeMiddleNight(SINGLES_ON_SALE - 2);
    expect(freeSingles()).toBe(2);

    const answer = await book(singles(2, [10, 13], "pair@example.com"));

    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    expect(mock.world.reservations.get(answer.json.id as number)).toMatchObject({
      room_types: { [String(SINGLE)]: 2 },
      day_from: addDays(TODAY, 10),
      day_to: addDays(TODAY, 13),
    });
    expect(freeSingles()).toBe(0);
  });

  it("the inventory grid counts too: one room on sale that night → 409; two → 201", async () => {
    const grid = mock.world.inventory.get(SINGLE)!;
    grid.set(addDays(TODAY, 12), 1);
    expect(freeSingles()).toBe(1);
    expect(await book(singles(2, [10, 13], "grid1@example.com"))).toMatchObject({ status: 409, json: { code: CODES.noAvailability } });
    grid.set(addDays(TODAY, 12), 2);
    expect((await book(singles(2, [10, 13], "grid2@example.com"))).status).toBe(201);
  });
});

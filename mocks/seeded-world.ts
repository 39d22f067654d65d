/**
 * A new world, seeded: the demo's organisations, rooms and prices for `today`, an open inventory
 * grid, and the seed's reservations booked into it as the PMS books any other (so their invoices,
 * instalments and payments are the engine's own). Apart from world.ts so that the records and the
 * behaviours the seed books through never import each other in a circle.
 */
import { addDays, todayAt } from "./dates";
import { createPayPalSandbox } from "./paypal";
import { buildSeed } from "./seed";
import { materialiseSeedReservations } from "./seed-reservations";
import type { World } from "./world";

/** How far the inventory grid and the seasons reach: a month back, ~18 months ahead. */
export const CALENDAR_DAYS_BACK = 31;
export const CALENDAR_DAYS_AHEAD = 550;

export function createWorld(today: string = todayAt()): World {
  const seed = buildSeed(today);
  const inventory = new Map<number, Map<string, number>>();
  for (const roomType of seed.roomTypes) {
    const nights = new Map<string, number>();
    for (let offset = -CALENDAR_DAYS_BACK; offset <= CALENDAR_DAYS_AHEAD; offset++) nights.set(addDays(today, offset), roomType.room_numbers.length);
    inventory.set(roomType.id, nights);
  }
  const world: World = {
    today,
    ...seed,
    inventory,
    reservations: new Map(),
    registrationForms: new Map(),
    sessions: new Map(),
    issuedTokens: [],
    bookingsByKey: new Map(),
    invoiceShares: new Map(),
    nextId: { reservation: 100001, invoice: 5001, payment: 9001, guest: 501, line: 1 },
    paypal: createPayPalSandbox(),
  };
  materialiseSeedReservations(world, seed.reservations);
  return world;
}

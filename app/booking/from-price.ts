/**
 * The rooms page's "from" price (docs/decisions/013, room information): for each room type, the lowest price
 * the PMS offers for one night and the party the booking link asks for (`linkAdults`), on the first
 * night from the earliest check-in that it sells one, and the booking link that opens that very
 * night with the room first, at that price. Pure: the server side
 * (from-price.server.ts) asks the PMS, this reads its answers; the room card builds the link.
 */
import type { SearchAnswer } from "../../contracts/entities";
import { addDays } from "./dates";
import { roundMoney } from "./money";

export interface FromPrice {
  /** What one night costs, in `currency`, taxes and the cheapest meal plan included. */
  price: number;
  currency: string;
  /** The night it is for (its check-in day, YYYY-MM-DD at the hotel). */
  night: string;
}

/** Room type id (as a string, like the PMS's `room_types_total`) → its from price. */
export type FromPrices = Record<string, FromPrice>;

/**
 * How many nights from the earliest check-in are tried for a room type before it is shown without
 * a price: a week covers a weekend the PMS sells only as two nights, and a sold-out night or two.
 */
export const FROM_PRICE_NIGHTS = 7;

/** The nights tried, in order: the earliest check-in and the days after it. */
export const fromPriceNights = (earliest: string, count = FROM_PRICE_NIGHTS): string[] => Array.from({ length: count }, (_, index) => addDays(earliest, index));

/**
 * The cheapest rate per room type in the answer to a one-room search, over every rate plan and
 * meal plan. Only solutions of exactly one room of one type say what that type costs; a
 * minimum-stay answer (`{ message, min_nights }`) prices nothing.
 */
export function cheapestPerRoomType(answer: SearchAnswer): Map<string, { price: number; currency: string }> {
  const cheapest = new Map<string, { price: number; currency: string }>();
  if (!Array.isArray(answer)) return cheapest;
  for (const solution of answer) {
    const rooms = Object.entries(solution.room_types_total);
    if (rooms.length !== 1 || rooms[0]![1] !== 1) continue;
    const roomTypeId = rooms[0]![0];
    for (const plan of solution.rate_plans) {
      for (const rate of plan.rates) {
        // A zero price is a PMS without a price for the night, not a free room.
        if (!(rate.price > 0)) continue;
        const known = cheapest.get(roomTypeId);
        if (!known || rate.price < known.price) cheapest.set(roomTypeId, { price: roundMoney(rate.price), currency: rate.currency });
      }
    }
  }
  return cheapest;
}

/**
 * Each wanted room type's from price: its cheapest rate on the first night (in the order given)
 * whose answer offers it. A room type no night offers has no entry.
 */
export function fromPricesOf(answers: ReadonlyArray<{ night: string; answer: SearchAnswer }>, roomTypeIds: ReadonlyArray<number | string>): FromPrices {
  const wanted = new Set(roomTypeIds.map(String));
  const found: FromPrices = {};
  for (const { night, answer } of answers) {
    for (const [roomTypeId, cheapest] of cheapestPerRoomType(answer)) {
      if (wanted.has(roomTypeId) && !found[roomTypeId]) found[roomTypeId] = { ...cheapest, night };
    }
  }
  return found;
}

/** True when every wanted room type has its price: no further night needs asking. */
export const allPriced = (prices: FromPrices, roomTypeIds: ReadonlyArray<number | string>): boolean =>
  roomTypeIds.every((id) => prices[String(id)] !== undefined);

/** Adults a booking link from a room card asks for: two, or fewer when the room sleeps fewer. */
export const linkAdults = (roomAdults: number): number => Math.max(1, Math.min(2, roomAdults));

/**
 * The query of the room card's booking link (`/reservation-new`): the location and the room type
 * (the booking page lists its solution first), and with a known from price that night for one
 * room, so the page opens with results. Without one, only the location and the room type.
 */
export function roomBookingQuery(room: { id: number; locationId: number; adults: number }, fromPrice: FromPrice | null | undefined): Record<string, string> {
  const query: Record<string, string> = { location: String(room.locationId), room_type_id: String(room.id) };
  if (!fromPrice) return query;
  return {
    ...query,
    day_from: fromPrice.night,
    day_to: addDays(fromPrice.night, 1),
    adults: String(linkAdults(room.adults)),
    rooms: "1",
  };
}

/**
 * Whether a party can fit the rooms it asked for at all, from the hotel's room types (their adult
 * and child places), whatever is free: the PMS answers "nothing free" for a party no room count can
 * host, and the guest must read that the party is too big, not that the dates are wrong.
 * The rule is the PMS's (contracts UPSTREAM_ERROR_CODES.capacity): every room holds at least one
 * adult, adults take adult places, children take child places or adult places left over.
 */
import { LIMITS } from "./occupancy";

export interface RoomPlaces {
  adults: number;
  children: number;
}

/** Rooms of these kinds (repeats allowed) host the party. */
export function partyFits(rooms: readonly RoomPlaces[], adults: number, children: number): boolean {
  if (rooms.length === 0 || adults < rooms.length || rooms.some((room) => room.adults < 1)) return false;
  const adultPlaces = rooms.reduce((sum, room) => sum + room.adults, 0);
  const childPlaces = rooms.reduce((sum, room) => sum + room.children, 0);
  return adults <= adultPlaces && children <= childPlaces + (adultPlaces - adults);
}

/** Every choice of `count` room types, repeats allowed (a double and a twin = a twin and a double). */
function combinations<T>(kinds: readonly T[], count: number, start = 0): T[][] {
  if (count === 0) return [[]];
  const found: T[][] = [];
  for (let index = start; index < kinds.length; index++) for (const rest of combinations(kinds, count - 1, index)) found.push([kinds[index]!, ...rest]);
  return found;
}

/** Some `count` rooms of the hotel's types could host the party, were they all free. */
export const anyRoomsFit = (roomTypes: readonly RoomPlaces[], count: number, adults: number, children: number): boolean =>
  combinations(roomTypes, count).some((rooms) => partyFits(rooms, adults, children));

/**
 * The party does not fit `rooms` rooms of any kind the hotel has: `roomsNeeded` is the fewest rooms
 * (up to what a search may ask) that could host it, or null when even that many cannot. Null as a
 * whole when the party fits (then "nothing free" really is about the dates) or the hotel lists no rooms.
 */
export function tooBigFor(roomTypes: readonly RoomPlaces[], party: { adults: number; children: number; rooms: number }): { roomsNeeded: number | null } | null {
  if (roomTypes.length === 0 || anyRoomsFit(roomTypes, party.rooms, party.adults, party.children)) return null;
  for (let count = party.rooms + 1; count <= LIMITS.rooms.max; count++)
    if (anyRoomsFit(roomTypes, count, party.adults, party.children)) return { roomsNeeded: count };
  return { roomsNeeded: null };
}

/**
 * Which rooms are free, and which room-type combinations can host a party. Pure functions over
 * plain data, so the rules are table-tested without a server.
 */
import { nightsOf } from "../dates";

/** What of a reservation matters to availability. */
export interface RoomOccupancy {
  status: string;
  day_from: string;
  day_to: string;
  /** Room type id → rooms of that type the reservation holds. */
  room_types: Record<string, number>;
}

/** Physical rooms of a type on sale for a night (the PMS's inventory grid). */
export type InventoryOf = (roomTypeId: number, night: string) => number;

/** A cancelled reservation gives its rooms back; every other status keeps them. */
const holdsRooms = (reservation: RoomOccupancy): boolean => reservation.status !== "Canceled";

/** Rooms of a type still free on a night: inventory minus reservations occupying that night. */
export function freeRoomsOnNight(roomTypeId: number, night: string, inventoryOf: InventoryOf, reservations: readonly RoomOccupancy[]): number {
  let taken = 0;
  for (const reservation of reservations) {
    // A reservation occupies the nights day_from ≤ night < day_to: the departure day is free again.
    if (!holdsRooms(reservation) || night < reservation.day_from || night >= reservation.day_to) continue;
    taken += reservation.room_types[String(roomTypeId)] ?? 0;
  }
  return Math.max(0, inventoryOf(roomTypeId, night) - taken);
}

/** Rooms of a type free on every night of a stay (the tightest night decides). */
export function freeRoomsForStay(roomTypeId: number, dayFrom: string, dayTo: string, inventoryOf: InventoryOf, reservations: readonly RoomOccupancy[]): number {
  const nights = nightsOf(dayFrom, dayTo);
  if (nights.length === 0) return 0;
  return Math.min(...nights.map((night) => freeRoomsOnNight(roomTypeId, night, inventoryOf, reservations)));
}

export interface RoomCapacity {
  id: number;
  adults: number;
  children: number;
}

/**
 * Children older than the organisation's children_age_max pay and sleep as adults (docs/spec.md §5).
 * Answers how many adults and children the hotel must place.
 */
export function effectiveParty(
  adults: number,
  childrenAges: readonly number[],
  childrenAgeMax: number | null | undefined,
): { adults: number; children: number } {
  const max = childrenAgeMax ?? 17;
  const grownUps = childrenAges.filter((age) => age > max).length;
  return { adults: adults + grownUps, children: childrenAges.length - grownUps };
}

/**
 * Can the party be spread over exactly these rooms? Every room needs at least one adult, no room
 * takes more adults than its adult places, and a child may sleep in a child place or in an adult
 * place left free (a child in a bed is fine, an adult on a cot is not).
 */
export function partyFits(rooms: readonly RoomCapacity[], adults: number, children: number): boolean {
  if (rooms.length === 0 || adults < rooms.length) return false;
  if (rooms.some((room) => room.adults < 1)) return false;
  const adultPlaces = rooms.reduce((sum, room) => sum + room.adults, 0);
  const childPlaces = rooms.reduce((sum, room) => sum + room.children, 0);
  return adults <= adultPlaces && children <= childPlaces + (adultPlaces - adults);
}

/** Every multiset of `count` room types (order does not matter: double+twin = twin+double). */
export function roomTypeCombinations<T>(roomTypes: readonly T[], count: number, start = 0): T[][] {
  if (count === 0) return [[]];
  const combinations: T[][] = [];
  for (let index = start; index < roomTypes.length; index++) {
    const roomType = roomTypes[index] as T;
    for (const rest of roomTypeCombinations(roomTypes, count - 1, index)) combinations.push([roomType, ...rest]);
  }
  return combinations;
}

export interface RoomSearch {
  roomTypes: readonly RoomCapacity[];
  /** Number of rooms the guest asked for (1–3): solutions use exactly that many. */
  rooms: number;
  adults: number;
  children: number;
  /** Room type id → rooms free on every night of the stay. */
  freeRooms: ReadonlyMap<number, number>;
}

/** The room-type combinations (`room_types_total`) that host the party and are free every night. */
export function roomSolutions(search: RoomSearch): Record<string, number>[] {
  const solutions: Record<string, number>[] = [];
  for (const combination of roomTypeCombinations(search.roomTypes, search.rooms)) {
    const roomTypesTotal: Record<string, number> = {};
    for (const room of combination) roomTypesTotal[String(room.id)] = (roomTypesTotal[String(room.id)] ?? 0) + 1;
    const free = Object.entries(roomTypesTotal).every(([id, count]) => (search.freeRooms.get(Number(id)) ?? 0) >= count);
    if (free && partyFits(combination, search.adults, search.children)) solutions.push(roomTypesTotal);
  }
  return solutions;
}

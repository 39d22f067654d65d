/**
 * The plan grid's room rows: every stay in a room, assigned by the PMS or placed by the grid, and
 * each with what its cell shows — the guest's short name, its status and its channel.
 */
import type { LocationInventory, StayListing } from "../../contracts/entities";
import { nextDay, type AdminLinks, type PlanRow, type RoomSegment } from "./plan";

/** "Ana Maria Popescu" → "A. Popescu": what a one-night cell has room for; the whole name is read out. */
export function shortName(first: string, last: string): string {
  const initial = first.trim().charAt(0);
  return [initial ? `${initial}.` : "", last.trim()].filter(Boolean).join(" ") || first.trim();
}

/**
 * One row per room of the type. A stay the PMS assigned to a room sits in that room; a stay not
 * assigned yet (a booking just made) takes the first room free on all its nights in the grid,
 * marked as such; what no room can take goes to a row of its own, so nothing booked is hidden.
 */
export function roomRows(
  roomTypeId: number,
  rooms: LocationInventory["room_types"][number]["rooms"],
  stays: StayListing[],
  days: string[],
  links: AdminLinks,
  inspector: (day: string) => string | null,
): PlanRow[] {
  const first = days[0] ?? "";
  const last = days[days.length - 1] ?? first;
  const occupied = new Map<string, Array<{ stay: StayListing; unassigned: boolean }>>(rooms.map((room) => [room.number, []]));
  const overflow: Array<{ stay: StayListing; unassigned: boolean }> = [];
  const overlaps = (a: StayListing, b: StayListing) => a.day_from < b.day_to && b.day_from < a.day_to;

  const unplaced: StayListing[] = [];
  for (const stay of stays) {
    const wanted = stay.room_types[String(roomTypeId)] ?? 0;
    if (wanted === 0) continue;
    const assigned = stay.arooms.filter(
      (room) => room.room_number && occupied.has(room.room_number) && (room.room_type_id == null || room.room_type_id === roomTypeId),
    );
    for (const room of assigned) occupied.get(room.room_number!)!.push({ stay, unassigned: false });
    for (let missing = wanted - assigned.length; missing > 0; missing--) unplaced.push(stay);
  }
  unplaced.sort((a, b) => a.day_from.localeCompare(b.day_from) || a.id - b.id);
  for (const stay of unplaced) {
    const room = rooms.find(
      (candidate) => candidate.condition !== "out_of_order" && occupied.get(candidate.number)!.every((held) => !overlaps(held.stay, stay)),
    );
    if (room) occupied.get(room.number)!.push({ stay, unassigned: true });
    else overflow.push({ stay, unassigned: true });
  }

  const segmentsOf = (held: Array<{ stay: StayListing; unassigned: boolean }>): RoomSegment[] => {
    const segments: RoomSegment[] = [];
    for (let index = 0; index < days.length;) {
      const day = days[index]!;
      const here = held.find(({ stay }) => stay.day_from <= day && day < stay.day_to);
      if (!here) {
        segments.push({ days: [day], stay: null, href: inspector(day) });
        index++;
        continue;
      }
      const span = days.slice(index).filter((candidate) => candidate < here.stay.day_to);
      const { stay } = here;
      segments.push({
        days: span,
        href: links.reservation(stay.id),
        stay: {
          id: stay.id,
          status: stay.status,
          guest: `${stay.first_name} ${stay.last_name}`.trim(),
          short: shortName(stay.first_name, stay.last_name),
          channel: stay.channel?.trim() || null,
          dayFrom: stay.day_from,
          dayTo: stay.day_to,
          unassigned: here.unassigned,
          continuesBefore: stay.day_from < first,
          continuesAfter: stay.day_to > nextDay(last),
          href: links.reservation(stay.id),
        },
      });
      index += span.length;
    }
    return segments;
  };

  const rows: PlanRow[] = rooms.map((room) => ({
    kind: "room",
    roomTypeId,
    number: room.number,
    condition: room.condition,
    segments: segmentsOf(occupied.get(room.number)!),
  }));
  // Stays no room could take, each on its own row so two of them never hide each other.
  for (const held of overflow) rows.push({ kind: "room", roomTypeId, number: null, condition: null, segments: segmentsOf([held]) });
  return rows;
}

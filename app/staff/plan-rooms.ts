/**
 * The plan grid's room rows: every stay in the room the PMS assigned, the rest in the room type's
 * "not assigned yet" lanes, each with what its cell shows — the guest's short name, its status and
 * its channel.
 */
import type { LocationInventory, StayListing } from "../../contracts/entities";
import { nextDay, type AdminLinks, type PlanRow, type RoomSegment } from "./plan-rows";

/**
 * "Ana Maria" "Popescu" → "Popescu, A.": what a one- or two-night cell has room for, surname first —
 * the name staff search by stays whole where a narrow cell wraps or cuts (issue 50: "A. Pop…",
 * "Maximilian-Alexandru C…"); the whole name is read out and is the cell's title.
 */
export function shortName(first: string, last: string): string {
  const initial = first.trim().charAt(0);
  return [last.trim(), initial ? `${initial}.` : ""].filter(Boolean).join(", ") || first.trim();
}

/** "Ana Maria" "Popescu" → "Popescu, Ana Maria": a longer stay's cell, surname first as in the short name. */
export function listedName(first: string, last: string): string {
  return [last.trim(), first.trim()].filter(Boolean).join(", ");
}

/**
 * One row per room of the type, holding the stays the PMS assigned to it, and under them the
 * room type's "not assigned yet" lanes: a stay with no room (a booking just made, or a room the
 * inventory does not list) is never drawn in a real room's row, where it would read as taken
 * (issue 39). Stays that overlap take a lane each, so none hides another; none unassigned, no lane.
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
  const occupied = new Map<string, StayListing[]>(rooms.map((room) => [room.number, []]));
  const overlaps = (a: StayListing, b: StayListing) => a.day_from < b.day_to && b.day_from < a.day_to;

  const unplaced: StayListing[] = [];
  for (const stay of stays) {
    const wanted = stay.room_types[String(roomTypeId)] ?? 0;
    if (wanted === 0) continue;
    const assigned = stay.arooms.filter(
      (room) => room.room_number && occupied.has(room.room_number) && (room.room_type_id == null || room.room_type_id === roomTypeId),
    );
    for (const room of assigned) occupied.get(room.room_number!)!.push(stay);
    for (let missing = wanted - assigned.length; missing > 0; missing--) unplaced.push(stay);
  }
  unplaced.sort((a, b) => a.day_from.localeCompare(b.day_from) || a.id - b.id);
  const lanes: StayListing[][] = [];
  for (const stay of unplaced) {
    const lane = lanes.find((held) => held.every((other) => !overlaps(other, stay)));
    if (lane) lane.push(stay);
    else lanes.push([stay]);
  }

  const segmentsOf = (held: StayListing[], unassigned: boolean): RoomSegment[] => {
    const segments: RoomSegment[] = [];
    for (let index = 0; index < days.length;) {
      const day = days[index]!;
      const stay = held.find((candidate) => candidate.day_from <= day && day < candidate.day_to);
      if (!stay) {
        segments.push({ days: [day], stay: null, href: inspector(day) });
        index++;
        continue;
      }
      const span = days.slice(index).filter((candidate) => candidate < stay.day_to);
      segments.push({
        days: span,
        href: links.reservation(stay.id),
        stay: {
          id: stay.id,
          status: stay.status,
          guest: `${stay.first_name} ${stay.last_name}`.trim(),
          short: shortName(stay.first_name, stay.last_name),
          listed: listedName(stay.first_name, stay.last_name),
          channel: stay.channel?.trim() || null,
          dayFrom: stay.day_from,
          dayTo: stay.day_to,
          unassigned,
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
    segments: segmentsOf(occupied.get(room.number)!, false),
  }));
  lanes.forEach((held, index) => rows.push({ kind: "unassigned", roomTypeId, lane: index + 1, segments: segmentsOf(held, true) }));
  return rows;
}

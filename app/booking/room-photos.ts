/**
 * The room photos page (`/rooms/photos`, decision 039): where a room's photo on the booking page's
 * results leads without JavaScript, and the way back from it to the same search and the same room.
 */
import { parseSolutionKey } from "./offers";

/** The search's own fields (docs/interface.md): what the photos page carries to lead back to it. */
export const SEARCH_FIELDS = ["day_from", "day_to", "adults", "children", "children_ages", "rooms", "coupon_code", "location"] as const;

/** The id of a solution's heading on the booking page, so a link can come back to that very room. */
export const solutionAnchor = (key: string): string => `solution-${key.replace(/[^\d]+/g, "-")}`;

/** The photos page of a solution's room types, carrying the search it was opened from. */
export const roomPhotosPath = (key: string, query: Record<string, string>): string => {
  const params = new URLSearchParams({ room_types: key });
  for (const field of SEARCH_FIELDS) if (query[field]) params.set(field, query[field]);
  return `/rooms/photos?${params}`;
};

/**
 * The room types `room_types` asks for, in its order: a solution's key ("1011:1,1013:2") or plain ids
 * ("1011,1013"); null when it is neither.
 */
export function roomTypesAskedFor(value: string | null): number[] | null {
  if (value && /^\d{1,9}(,\d{1,9})*$/.test(value)) {
    const ids = value.split(",").map(Number);
    return ids.every((id) => id > 0) && new Set(ids).size === ids.length ? ids : null;
  }
  const counted = parseSolutionKey(value);
  return counted ? Object.keys(counted).map(Number) : null;
}

/**
 * Where "back" leads: to the search the guest came from, at the room's card, when the address
 * carries one (the booking page checks its values again); else to the rooms page.
 */
export function backFromRoomPhotos(params: URLSearchParams): { kind: "search" | "rooms"; path: string; hash: string } {
  if (!params.get("day_from") || !params.get("day_to")) {
    const location = params.get("location");
    return { kind: "rooms", path: location ? `/rooms?${new URLSearchParams({ location })}` : "/rooms", hash: "" };
  }
  const search = new URLSearchParams();
  for (const field of SEARCH_FIELDS) {
    const value = params.get(field);
    if (value) search.set(field, value);
  }
  const key = params.get("room_types");
  return { kind: "search", path: `/reservation-new?${search}`, hash: key && parseSolutionKey(key) ? `#${solutionAnchor(key)}` : "" };
}

/**
 * Pure helpers of the hotel's site pages (home, rooms, gallery, about, contacts). Isomorphic: the
 * same code renders on the server and enhances in the browser.
 */
import type { LocationView, RoomView } from "~/site/view";

/** The mark for a text the hotel wrote in no language at all (see app/site/localized.ts, decision 025). */
const MISSING = "—";

/** A hotel text worth showing: not blank and not the missing-text dash. */
export const hasText = (value: string | null | undefined): value is string => Boolean(value && value.trim() && value.trim() !== MISSING);

/**
 * A sentence ends with `.`, `!`, `?` or `…` (possibly doubled, possibly inside closing quotes),
 * followed by a space and a capital letter or an opening quote. A lower-case word or a number after
 * the dot is an abbreviation ("nr. 48", "ex. a"), not a new sentence.
 */
const SENTENCE_END = /[.!?…]+["'”»)]*(?=\s+["'“„«(¿¡]?\p{Lu})/gu;

/**
 * The first `count` sentences of a hotel's text plus an ellipsis, for a teaser (docs/spec.md §2: "first
 * three sentences plus an ellipsis"). The ellipsis is always there, also under a short text: the
 * teaser leads to the about page, which says more. A missing text ("—") gives "".
 */
export function firstSentences(text: string | null | undefined, count: number): string {
  if (!hasText(text) || count < 1) return "";
  const clean = text.trim().replace(/\s+/g, " ");
  let end = clean.length;
  let seen = 0;
  for (const match of clean.matchAll(SENTENCE_END)) {
    seen += 1;
    if (seen === count) {
      end = (match.index ?? 0) + match[0].length;
      break;
    }
  }
  const head = clean.slice(0, end);
  if (head.endsWith("…")) return head;
  return head.endsWith(".") && !head.endsWith("..") ? `${head.slice(0, -1)}…` : `${head} …`;
}

export interface MapPlace {
  lat: number;
  lng: number;
  /** OpenStreetMap's embeddable map, centred on the place with a marker. */
  embedUrl: string;
  /** The same place on openstreetmap.org, for a plain link. */
  linkUrl: string;
}

/** Half the side of the embedded map's box, in degrees (a few streets around the hotel). */
const MAP_SPAN = 0.006;

const round = (value: number) => Number(value.toFixed(6));

/** `'45.6427,25.5887'` as the PMS gives coordinates → a map of the place; anything malformed → null. */
export function mapPlace(coordinates: string | null | undefined): MapPlace | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(coordinates ?? "");
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) return null;
  const bbox = [lng - MAP_SPAN * 1.6, lat - MAP_SPAN, lng + MAP_SPAN * 1.6, lat + MAP_SPAN].map(round).join(",");
  return {
    lat,
    lng,
    embedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${encodeURIComponent(`${lat},${lng}`)}`,
    linkUrl: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
  };
}

/** `tel:` address of a phone number as hotels write it ("+40 268 555 010" → "tel:+40268555010"). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** Index `index` moved by `step` within `total` slides, wrapping at both ends. */
export const wrapIndex = (index: number, step: number, total: number): number => (total > 0 ? (((index + step) % total) + total) % total : 0);

/**
 * Rooms grouped by their location, in the organisation's order of locations (the rooms page when
 * the organisation shows every location on one site, docs/spec.md §2). Locations without rooms are left
 * out; rooms of a location the organisation no longer lists come last, under no location.
 */
export function roomsByLocation<Room extends Pick<RoomView, "locationId">, Place extends Pick<LocationView, "id">>(
  rooms: readonly Room[],
  locations: readonly Place[],
): Array<{ location: Place | null; rooms: Room[] }> {
  const known = locations.map((location) => ({ location, rooms: rooms.filter((room) => room.locationId === location.id) }));
  const orphans = rooms.filter((room) => !locations.some((location) => location.id === room.locationId));
  return [...known.filter((group) => group.rooms.length > 0), ...(orphans.length ? [{ location: null, rooms: orphans }] : [])];
}

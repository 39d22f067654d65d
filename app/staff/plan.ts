/**
 * The plan grid's rows (docs/spec.md §2: room_type, ota, room, occupancy, rate), built from the three staff
 * calls of the contract extension (docs/decisions/014): a location's inventory, its rates and its
 * reservations over the grid's days. Pure: the page renders what this returns and the tests read it.
 *
 * Per room type, in the spec's order: the room type (rooms free of those on sale), one row per
 * channel (what it is offered, or closed), one row per room (its stays and condition), the stays
 * not assigned to a room yet in lanes of their own, the room type's occupancy, and one row per rate plan (the night's price and minimum stay).
 */
import type { LocationInventory, LocationRates, StayListing, Translated } from "../../contracts/entities";
import { localizedText, type HotelLanguages, type LocalizedText } from "~/site/localized";
import { roomRows } from "./plan-rooms";
import { nextDay, type AdminLinks, type PlanRow, type RoomTypeNight } from "./plan-rows";

export type { AdminLinks, PlanRow, RoomSegment, RoomTypeNight, StayRef, StayStatus } from "./plan-rows";

/**
 * A hotel's name for a room or a plan through the one chain of docs/decisions/025 (the page's
 * language, English, the organisation's, `default`, the display language, any), with its language
 * when it is another: staff need a name, not a dash.
 */
export function staffText(text: Translated, language: string, hotel: HotelLanguages | null = null): LocalizedText {
  return localizedText(text, language, hotel);
}

/** {@link staffText} as a string. */
export const staffName = (text: Translated, language: string, hotel: HotelLanguages | null = null): string => staffText(text, language, hotel).text;

export function adminHref(adminUrl: string | null, path: string, params: Record<string, string | number> = {}): string | null {
  if (!adminUrl) return null;
  const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
  return `${adminUrl}${path}${query ? `?${query}` : ""}`;
}

/** The hotel's night over every room type: rooms sold of those that can be sold. */
export interface HotelNight {
  day: string;
  sold: number;
  sellable: number;
  percent: number;
}

export interface RoomTypeGroup {
  roomTypeId: number;
  name: string;
  rows: PlanRow[];
}

export interface PlanGrid {
  days: string[];
  currency: string;
  groups: RoomTypeGroup[];
  /** The hotel-wide occupancy row. */
  hotel: HotelNight[];
}

export interface PlanSources {
  inventory: LocationInventory;
  rates: LocationRates;
  stays: StayListing[];
}

/** Stays that hold rooms: every status but cancelled (a checked-out stay still held its nights). */
const holdsRooms = (stay: StayListing): boolean => stay.status !== "Canceled";

const percentOf = (sold: number, onSale: number): number => (onSale > 0 ? Math.round((sold / onSale) * 100) : 0);

/** `hotel`: the organisation's languages for the names' chain (`hotelLanguagesOf`). */
export function buildPlanGrid(sources: PlanSources, days: string[], language: string, links: AdminLinks, hotel: HotelLanguages | null = null): PlanGrid {
  const { inventory, rates } = sources;
  const first = days[0] ?? "";
  const afterLast = days.length ? nextDay(days[days.length - 1]!) : first;
  const name = (text: Translated) => staffName(text, language, hotel);
  // A label with the language it is written in, when that is not the page's.
  const labelled = (text: Translated) => {
    const found = staffText(text, language, hotel);
    return { label: found.text, ...(found.lang ? { lang: found.lang } : {}) };
  };
  const stays = sources.stays.filter(holdsRooms).filter((stay) => stay.day_from < afterLast && stay.day_to > first);
  const groups = inventory.room_types.map((roomType): RoomTypeGroup & { nights: RoomTypeNight[] } => {
    const roomTypeId = roomType.id;
    const inspector = (day: string) => adminHref(links.adminUrl, "/rates/inventory-inspector-detail", { room_type_id: roomTypeId, day });
    const rows: PlanRow[] = [];

    const nights = roomTypeNights(roomType, days, inspector);
    rows.push({ kind: "room_type", roomTypeId, ...labelled(roomType.name), cells: nights });

    for (const ota of inventory.otas) {
      const channel = ota.room_types.find((candidate) => candidate.room_type_id === roomTypeId);
      if (!channel) continue;
      const channelNight = new Map(channel.nights.map((night) => [night.day, night]));
      const bulkEdit = (day: string) => adminHref(links.adminUrl, "/rates/inventory-bulk-edit", { ota_id: ota.id, room_type_id: roomTypeId, day_from: day });
      rows.push({
        kind: "ota",
        roomTypeId,
        otaId: ota.id,
        label: ota.name,
        href: bulkEdit(first),
        cells: days.map((day) => {
          const night = channelNight.get(day);
          return { day, available: night?.available ?? 0, closed: night?.closed ?? false, href: bulkEdit(day) };
        }),
      });
    }

    rows.push(...roomRows(roomTypeId, roomType.rooms, stays, days, links, inspector));

    rows.push({
      kind: "occupancy",
      roomTypeId,
      cells: nights.map(({ day, sold, sellable, href }) => ({ day, percent: percentOf(sold, sellable), sold, onSale: sellable, href })),
    });

    for (const plan of rates.rate_plans) {
      const prices = plan.room_types.find((candidate) => candidate.room_type_id === roomTypeId);
      if (!prices) continue;
      const priceNight = new Map(prices.nights.map((night) => [night.day, night]));
      rows.push({
        kind: "rate",
        roomTypeId,
        ratePlanId: plan.id,
        ...labelled(plan.name),
        href: adminHref(links.adminUrl, "/org/settings/financials/rate-plans"),
        cells: days.map((day) => {
          const night = priceNight.get(day);
          return {
            day,
            price: night?.price ?? null,
            minStay: night?.min_stay ?? 1,
            closed: night ? night.closed || night.price === null : true,
            href: adminHref(links.adminUrl, "/rates/inspector-detail", { room_type_id: roomTypeId, day }),
          };
        }),
      });
    }
    return { roomTypeId, name: name(roomType.name), rows, nights };
  });
  const hotelNights = days.map((day, index): HotelNight => {
    const sold = groups.reduce((sum, group) => sum + group.nights[index]!.sold, 0);
    const sellable = groups.reduce((sum, group) => sum + group.nights[index]!.sellable, 0);
    return { day, sold, sellable, percent: percentOf(sold, sellable) };
  });
  return { days, currency: rates.currency, groups: groups.map(({ nights: _nights, ...group }) => group), hotel: hotelNights };
}

/** Each night of a room type: on sale and sold as the PMS counts them, what can really be sold. */
function roomTypeNights(roomType: LocationInventory["room_types"][number], days: string[], inspector: (day: string) => string | null): RoomTypeNight[] {
  const nightOf = new Map(roomType.nights.map((night) => [night.day, night]));
  // A PMS that lists no rooms says nothing of their condition: its count is all there is.
  const rooms = roomType.rooms.length;
  const usable = roomType.rooms.filter((room) => room.condition !== "out_of_order").length;
  return days.map((day) => {
    const night = nightOf.get(day);
    const onSale = night?.on_sale ?? 0;
    const sold = night?.sold ?? 0;
    const sellable = rooms ? Math.min(onSale, usable) : onSale;
    return { day, free: Math.max(0, sellable - sold), onSale, sold, sellable, conflict: rooms > 0 && onSale > usable, href: inspector(day) };
  });
}

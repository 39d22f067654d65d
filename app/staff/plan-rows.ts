/**
 * The plan grid's shapes (its rows, the stays drawn in them, the links a cell carries): what
 * plan.ts builds and plan-rooms.ts fills for the rooms, apart so neither imports the other.
 */
import type { StayListing } from "../../contracts/entities";
import { addDays } from "~/booking/dates";

export type StayStatus = StayListing["status"];

/** Where a cell points: a PMS admin page (docs/spec.md §2 internal links) or a page of this site. */
export interface AdminLinks {
  /** Base of the PMS admin (ADMIN_URL), without a trailing slash; null: no admin links. */
  adminUrl: string | null;
  /** This site's page of a reservation. */
  reservation: (id: number) => string;
}

export interface StayRef {
  id: number;
  status: StayStatus;
  guest: string;
  dayFrom: string;
  dayTo: string;
  /** What the cell shows when narrow: "Popescu, A." (the whole name is read out). */
  short: string;
  /** What a longer stay's cell shows: "Popescu, Ana", surname first. */
  listed: string;
  /** The channel the stay came from (an OTA's name); null: the hotel's own (its site, its desk). */
  channel: string | null;
  /** No room of the PMS's assignment: drawn in the room type's "not assigned yet" lane. */
  unassigned: boolean;
  /** The stay goes on before the grid's first day or after its last. */
  continuesBefore: boolean;
  continuesAfter: boolean;
  href: string;
}

/** A run of days in a room row: one free day, or the days a stay holds (a `colspan`). */
export interface RoomSegment {
  days: string[];
  stay: StayRef | null;
  /** Free days link to the room type's inventory on that day. */
  href: string | null;
}

export type PlanRow =
  | {
      kind: "room_type";
      roomTypeId: number;
      label: string;
      /** The language of `label` when it is not the page's. */
      lang?: string;
      cells: Array<RoomTypeNight>;
    }
  | {
      kind: "ota";
      roomTypeId: number;
      otaId: number;
      label: string;
      href: string | null;
      cells: Array<{ day: string; available: number; closed: boolean; href: string | null }>;
    }
  | {
      kind: "room";
      roomTypeId: number;
      number: string;
      /** Housekeeping's word for the room (clean, dirty…): says nothing of who sleeps in it. */
      condition: string | null;
      segments: RoomSegment[];
    }
  | {
      /** Stays of the room type no room is assigned to yet: a lane each while they overlap. */
      kind: "unassigned";
      roomTypeId: number;
      /** 1, 2…: the lane's place under its room type. */
      lane: number;
      segments: RoomSegment[];
    }
  | {
      kind: "occupancy";
      roomTypeId: number;
      cells: Array<{ day: string; percent: number; sold: number; onSale: number; href: string | null }>;
    }
  | {
      kind: "rate";
      roomTypeId: number;
      ratePlanId: number;
      label: string;
      /** The language of `label` when it is not the page's. */
      lang?: string;
      href: string | null;
      cells: Array<{ day: string; price: number | null; minStay: number; closed: boolean; href: string | null }>;
    };

/**
 * A room type's night: what can be sold is what the PMS puts on sale, but never more than its rooms
 * that are not out of order; a PMS that counts more is flagged (`conflict`), not believed.
 */
export interface RoomTypeNight {
  day: string;
  free: number;
  onSale: number;
  sold: number;
  /** Rooms that can be sold tonight: on sale, out-of-order rooms left out. */
  sellable: number;
  /** The PMS puts more on sale than the rooms that can be sold. */
  conflict: boolean;
  href: string | null;
}

export const nextDay = (day: string): string => addDays(day, 1);

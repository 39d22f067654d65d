/**
 * The day's arrivals sheet (issue 50; docs/decisions/054): the stays arriving on a day, in the
 * order the desk meets them — by the arrival time the guest gave, those who gave none last — with
 * what the desk needs at the counter, read from the day's own listing (no other PMS call).
 */
import type { GuestPaymentStatus, ReservationStatus, StayListing } from "../../contracts/entities";
import { nightsBetween } from "~/booking/dates";
import { type Balance, balanceOf } from "~/reservation/account";
import type { ListingNames } from "./front-desk";

export interface ArrivalRow {
  id: number;
  guest: string;
  status: ReservationStatus;
  /** "16:00" as the guest said it; null when not said. */
  arrivalTime: string | null;
  dayTo: string;
  nights: number;
  /** Each room type booked, by name, and how many of it. */
  roomTypes: Array<{ name: string; count: number }>;
  /** Rooms assigned so far (empty: none yet). */
  roomNumbers: string[];
  meal: string | null;
  adults: number;
  children: number;
  /** The children's ages the booking gave (may be fewer than `children` on a PMS that lost them). */
  childrenAges: number[];
  note: string | null;
  /** What is paid and owed: the one reading of money (app/reservation/account.ts). */
  money: Balance;
  paymentStatus: GuestPaymentStatus | null;
  /** The OTA it came through; null: the hotel's own site or desk. */
  channel: string | null;
  /** Whether the online check-in is done; null when the PMS does not say. */
  checkedInOnline: boolean | null;
}

export type { ListingNames as ArrivalNames } from "./front-desk";

/** Arrivals of `day` (cancelled stays are none), by arrival time, then name. */
export function arrivalsOf(stays: StayListing[], day: string, names: ListingNames): ArrivalRow[] {
  return stays
    .filter((stay) => stay.day_from === day && stay.status !== "Canceled")
    .map((stay): ArrivalRow => ({
      id: stay.id,
      guest: `${stay.first_name} ${stay.last_name}`.trim(),
      status: stay.status,
      arrivalTime: stay.arrival_time ?? null,
      dayTo: stay.day_to,
      nights: nightsBetween(stay.day_from, stay.day_to),
      roomTypes: Object.entries(stay.room_types).map(([id, count]) => ({ name: names.roomType(id), count })),
      roomNumbers: stay.arooms.map((room) => room.room_number ?? "").filter(Boolean),
      meal: stay.meal_id != null ? names.meal(stay.meal_id) : null,
      adults: stay.adults,
      children: stay.children,
      childrenAges: stay.children_ages ?? [],
      note: stay.note?.trim() || null,
      money: balanceOf(stay),
      paymentStatus: stay.payment_status ?? null,
      channel: stay.channel?.trim() || null,
      checkedInOnline: stay.checked_in_online ?? null,
    }))
    .sort((a, b) => (a.arrivalTime ?? "99:99").localeCompare(b.arrivalTime ?? "99:99") || a.guest.localeCompare(b.guest) || a.id - b.id);
}

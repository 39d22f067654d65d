/**
 * The front desk's day: who arrives, who leaves, and who sleeps in the hotel that night — what a
 * receptionist asks first each morning (Mews's and Cloudbeds' "Today" views). Pure: the stays come
 * from the PMS's listing of the nights around the day (`listReservations`, nights D-1 and D).
 *
 * - Arrivals: the stay's first night is the day (`day_from` = D).
 * - Departures: the stay's last night was the night before (`day_to` = D).
 * - In house: the stay has the night of the day (`day_from` ≤ D < `day_to`), today's arrivals
 *   included — the guests the hotel houses tonight.
 * Cancelled stays are no one's arrival, departure or guest: they are left out, and counted apart so
 * the desk knows why a name it expected is missing.
 */
import type { GuestPaymentStatus, ReservationStatus, StayListing } from "../../contracts/entities";
import { nightsBetween } from "~/booking/dates";
import { type Balance, balanceOf } from "~/reservation/account";

export interface FrontDeskStay {
  id: number;
  guest: string;
  status: ReservationStatus;
  dayFrom: string;
  dayTo: string;
  nights: number;
  adults: number;
  children: number;
  rooms: number;
  /** Room numbers assigned so far (empty: none yet). */
  roomNumbers: string[];
  paymentStatus: GuestPaymentStatus | null;
  /** What is paid and owed, as the guest's page reads it (docs/decisions/053). */
  money: Balance;
  /** In house: the stay arrives on the day itself. */
  arrivesToday: boolean;
  /** In house: the stay leaves the day after. */
  leavesTomorrow: boolean;
  /** What the PMS says the desk needs (issue 50): the time the guest said, meal plan, children's ages, channel, room types. */
  arrivalTime: string | null;
  meal: string | null;
  childrenAges: number[];
  channel: string | null;
  roomTypes: string[];
}

/** The names of the hotel's room types and meal plans, in the desk's language. */
export interface ListingNames {
  roomType: (id: string) => string;
  meal: (id: number) => string | null;
}

const NO_NAMES: ListingNames = { roomType: (id) => `#${id}`, meal: () => null };

export interface FrontDeskDay {
  day: string;
  arrivals: FrontDeskStay[];
  departures: FrontDeskStay[];
  inHouse: FrontDeskStay[];
  /** Stays of these nights the guest or hotel cancelled: in no list above. */
  cancelled: number;
  /** Guests in house tonight (adults and children). */
  guestsInHouse: number;
}

const CANCELLED: ReadonlySet<ReservationStatus> = new Set(["Canceled"]);

const byGuest = (a: FrontDeskStay, b: FrontDeskStay) => a.guest.localeCompare(b.guest, "ro") || a.id - b.id;

function rowOf(stay: StayListing, day: string, tomorrow: string, names: ListingNames): FrontDeskStay {
  return {
    id: stay.id,
    guest: `${stay.first_name} ${stay.last_name}`.trim(),
    status: stay.status,
    dayFrom: stay.day_from,
    dayTo: stay.day_to,
    nights: nightsBetween(stay.day_from, stay.day_to),
    adults: stay.adults,
    children: stay.children,
    rooms: stay.rooms,
    roomNumbers: stay.arooms.map((room) => room.room_number ?? "").filter(Boolean),
    paymentStatus: stay.payment_status ?? null,
    money: balanceOf(stay),
    arrivesToday: stay.day_from === day,
    leavesTomorrow: stay.day_to === tomorrow,
    arrivalTime: stay.arrival_time ?? null,
    meal: stay.meal_id != null ? names.meal(stay.meal_id) : null,
    childrenAges: stay.children_ages ?? [],
    channel: stay.channel?.trim() || null,
    roomTypes: Object.entries(stay.room_types).map(([id, count]) => `${count > 1 ? `${count} × ` : ""}${names.roomType(id)}`),
  };
}

/** The day's three lists from the stays with a night on the day or the one before. */
export function frontDeskDay(stays: readonly StayListing[], day: string, tomorrow: string, names: ListingNames = NO_NAMES): FrontDeskDay {
  const live = stays.filter((stay) => !CANCELLED.has(stay.status));
  const rows = live.map((stay) => rowOf(stay, day, tomorrow, names));
  const inHouse = rows.filter((row) => row.dayFrom <= day && day < row.dayTo).sort(byGuest);
  return {
    day,
    arrivals: rows.filter((row) => row.dayFrom === day).sort(byGuest),
    departures: rows.filter((row) => row.dayTo === day).sort(byGuest),
    inHouse,
    cancelled: stays.length - live.length,
    guestsInHouse: inHouse.reduce((sum, row) => sum + row.adults + row.children, 0),
  };
}

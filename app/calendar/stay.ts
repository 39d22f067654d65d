/**
 * A stay as an iCalendar event (RFC 5545): from the check-in time on the arrival day to the
 * check-out time on the departure day, at the hotel. Pure: the route gathers the data.
 *
 * Times are written as UTC instants (`…Z`) computed from the hotel's zone (decision 022): the `ics`
 * library folds and escapes for us but writes no VTIMEZONE, and a UTC instant needs none, so every
 * calendar (Google's included) shows the stay at the right moment in the reader's own zone.
 */
import { fromZonedTime } from "date-fns-tz";
import { createEvent, type EventAttributes } from "ics";
import type { Address, Reservation } from "../../contracts/entities";

/** When the organisation names no check-in or check-out time (decision 022). */
export const DEFAULT_CHECK_IN_TIME = "14:00";
export const DEFAULT_CHECK_OUT_TIME = "12:00";

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface StayCalendarInput {
  reservation: Pick<Reservation, "id" | "status" | "day_from" | "day_to" | "arrival_time" | "departure_time" | "payments" | "invoices" | "financials">;
  hotel: { name: string; timeZone: string; checkInTime?: string | null; checkOutTime?: string | null };
  location: { name: string; address?: Address | null } | null;
  /** The summary line and the description, already in the guest's language. */
  title: string;
  description: string;
  /** The reservation page, absolute. */
  url: string;
  /** Host part of the UID, so the same stay keeps one identity across downloads. */
  uidDomain: string;
  /** DTSTAMP; the time of the download. */
  now?: Date;
}

/** RFC 5545 STATUS: a New stay with nothing paid is only pencilled in; a cancelled one says so. */
export function calendarStatus(reservation: StayCalendarInput["reservation"]): "CONFIRMED" | "TENTATIVE" | "CANCELLED" {
  if (reservation.status === "Canceled") return "CANCELLED";
  if (reservation.status === "New" && !somethingPaid(reservation)) return "TENTATIVE";
  return "CONFIRMED";
}

/** The instalments say what is paid (a declined card leaves a payment record and pays nothing); a reported payment counts too. */
function somethingPaid(reservation: StayCalendarInput["reservation"]): boolean {
  const status = reservation.financials.guest_preferences?.status;
  if (status === "payed" || status === "canceled_and_payed") return true;
  return reservation.invoices.some((invoice) => invoice.due_dates.some((due) => due.paid));
}

const timeOr = (time: string | null | undefined, fallback: string): string => (time && TIME_OF_DAY.test(time) ? time : fallback);

/** The instant a wall-clock time on a hotel date is, in milliseconds since the epoch. */
export function hotelInstant(day: string, time: string, timeZone: string): number {
  return fromZonedTime(`${day}T${time}:00`, timeZone).getTime();
}

export function addressLine(location: StayCalendarInput["location"]): string | undefined {
  if (!location) return undefined;
  const address = location.address;
  const parts = address ? [address.address1, address.address2, [address.zip, address.city].filter(Boolean).join(" "), address.country] : [];
  const line = [location.name, ...parts]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
  return line || undefined;
}

export function stayCalendar(input: StayCalendarInput): string {
  const { reservation, hotel } = input;
  const checkIn = timeOr(reservation.arrival_time, timeOr(hotel.checkInTime, DEFAULT_CHECK_IN_TIME));
  const checkOut = timeOr(reservation.departure_time, timeOr(hotel.checkOutTime, DEFAULT_CHECK_OUT_TIME));
  const attributes: EventAttributes & { timestamp?: number } = {
    productId: "hotel-booking-site",
    uid: `reservation-${reservation.id}@${input.uidDomain}`,
    start: hotelInstant(reservation.day_from, checkIn, hotel.timeZone),
    startInputType: "utc",
    startOutputType: "utc",
    end: hotelInstant(reservation.day_to, checkOut, hotel.timeZone),
    endInputType: "utc",
    endOutputType: "utc",
    title: input.title,
    description: input.description,
    location: addressLine(input.location),
    url: input.url,
    status: calendarStatus(reservation),
    busyStatus: reservation.status === "Canceled" ? "FREE" : "BUSY",
    ...(input.now ? { timestamp: input.now.getTime() } : {}),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error("calendar file not made");
  return foldOctets(value);
}

/**
 * Re-folds content lines at 75 octets (RFC 5545 §3.1): the library counts characters, so a line of
 * Romanian diacritics would pass 75 octets. Never splits a character.
 */
export function foldOctets(ics: string): string {
  const lines = ics.replace(/\r\n[ \t]/g, "").split("\r\n");
  return lines.map(foldLine).join("\r\n");
}

function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = 74; // the continuation's leading space counts
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

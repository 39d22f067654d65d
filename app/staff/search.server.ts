/**
 * The staff search box (`/staff/search?q=&page=`, docs/decisions/028): a reservation number opens
 * that reservation; a name, e-mail or phone lists the guests and the reservations that match, every
 * one a link, the reservations a page of 20 at a time.
 */
import { redirect } from "@remix-run/node";
import type { GuestPaymentStatus, ReservationStatus } from "../../contracts/entities";
import { PRIVATE_HEADERS as STAFF_HEADERS } from "~/site/http.server";
import { staffCall, type StaffContext } from "./access.server";
import { GUESTS_LIMIT } from "./guests";
import { guestStaysHref, pageOf, readStaffQuery } from "./search";
import { reservationPath } from "./staff.server";
import { backTo } from "./back";
import { withKept } from "~/utils/links";
import { type Balance, balanceOf } from "~/reservation/account";

/** The PMS's page of reservations (the contract extension's). */
export const RESERVATIONS_PER_PAGE = 20;

export interface FoundGuest {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  /** The search for this guest's reservations (by e-mail, else phone, else name). */
  href: string;
}

export interface FoundStay {
  id: number;
  guest: string;
  status: ReservationStatus;
  dayFrom: string;
  dayTo: string;
  location: string | null;
  paymentStatus: GuestPaymentStatus | null;
  /** What is paid and owed, as the guest's page reads it (docs/decisions/053). */
  money: Balance;
  href: string;
}

export interface StaffSearch {
  query: string;
  /** A number was typed that is no reservation of this organisation. */
  noSuchReservation: number | null;
  guests: FoundGuest[];
  /** The PMS answers at most GUESTS_LIMIT guests: more may match. */
  guestsCapped: boolean;
  stays: FoundStay[];
  staysTotal: number;
  page: number;
  pages: number;
}

const isNotFound = (thrown: unknown): boolean =>
  typeof thrown === "object" && thrown !== null && (thrown as { init?: { status?: number } }).init?.status === 404;

export async function searchStaff(staff: StaffContext, request: Request): Promise<StaffSearch | null> {
  const url = new URL(request.url);
  const country = staff.loaded.site.organisation.settings.locations[0]?.address?.country ?? null;
  const query = readStaffQuery(url.searchParams.get("q"), country);
  if (!query) return null;
  let noSuchReservation: number | null = null;
  if (query.kind === "reservation") {
    try {
      await staffCall(staff, request, "getReservation", { params: { id: query.id } });
      // Its way back is the page the search was made on (the header's box sends it as `from`; issue 50).
      const from = backTo(url.searchParams.get("from"))?.href ?? null;
      throw redirect(withKept(`/staff/reservations/${query.id}`, staff.loaded.view.keep, { from }), { status: 303, headers: STAFF_HEADERS });
    } catch (thrown) {
      if (!isNotFound(thrown)) throw thrown;
      noSuchReservation = query.id;
    }
  }
  const sent = query.kind === "text" ? query.sent : query.text;
  const page = pageOf(url.searchParams.get("page"));
  const [guests, found] = await Promise.all([
    staffCall(staff, request, "searchGuests", { query: { query: sent } }),
    staffCall(staff, request, "searchReservations", { query: { query: sent, page } }),
  ]);
  const keep = staff.loaded.view.keep;
  const locations = new Map(staff.loaded.site.organisation.settings.locations.map((location) => [location.id, location.name]));
  const stay = reservationPath(staff, request);
  return {
    query: query.text,
    noSuchReservation,
    guests: guests.slice(0, GUESTS_LIMIT).map((guest) => ({
      id: guest.id,
      name: guest.name?.trim() || `${guest.first_name} ${guest.last_name}`.trim(),
      email: guest.email ?? null,
      phone: guest.phone ?? null,
      href: guestStaysHref(guest, keep),
    })),
    guestsCapped: guests.length >= GUESTS_LIMIT,
    stays: found.stays.map((listing) => ({
      id: listing.id,
      guest: `${listing.first_name} ${listing.last_name}`.trim(),
      status: listing.status,
      dayFrom: listing.day_from,
      dayTo: listing.day_to,
      location: locations.get(listing.location_id) ?? null,
      paymentStatus: listing.payment_status ?? null,
      money: balanceOf(listing),
      href: stay(listing.id),
    })),
    staysTotal: found.total,
    page,
    pages: Math.max(1, Math.ceil(found.total / RESERVATIONS_PER_PAGE)),
  };
}

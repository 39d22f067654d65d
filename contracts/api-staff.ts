/**
 * The staff area's contract extensions of the endpoint table (docs/decisions/014 and 028): calls the
 * spec's table lacks, for staff sessions only, each marked with the `extension` that records it.
 * contracts/api.ts spreads them into THE table; nothing imports them from here but it.
 */
import { z } from "zod";
import { defineEndpoint } from "./endpoint";
import { HotelDate, Id, LocationInventory, LocationRates, Reservation, ReservationSearchAnswer, StayListing, UPSTREAM_ERROR_CODES } from "./entities";

/** The nights a staff view covers: day_from ≤ night < day_to, at most 62 (a calendar month view's weeks). */
const intervalOk = ({ day_from, day_to }: { day_from: string; day_to: string }) =>
  day_from < day_to && Date.parse(day_to) - Date.parse(day_from) <= 62 * 86_400_000;
const INTERVAL_PROBLEM = "day_to must be after day_from, at most 62 days later";
const StaffIntervalFields = z.looseObject({ day_from: HotelDate, day_to: HotelDate });
const StaffInterval = StaffIntervalFields.refine(intervalOk, INTERVAL_PROBLEM);

/** How the PMS refuses a staff call: not a staff member (or another organisation's location), or no session. */
export const STAFF_REFUSALS = {
  [UPSTREAM_ERROR_CODES.staffOnly]: { status: 403, when: "the session is not a staff member's, or the location is another organisation's" },
  [UPSTREAM_ERROR_CODES.sessionExpired]: { status: 401, when: "no session token, or one the PMS does not know" },
} as const;

export const staffEndpoints = {
  getLocationInventory: defineEndpoint({
    method: "GET",
    path: "/api/locations/{location_id}/inventory",
    pathParams: z.object({ location_id: Id }),
    query: StaffInterval,
    response: LocationInventory,
    session: "required",
    summary: "Staff: rooms on sale and sold per room type and night, the rooms and their condition, the channels' availability",
    extension: "docs/decisions/014-staff-area.md",
    refusals: STAFF_REFUSALS,
  }),
  getLocationRates: defineEndpoint({
    method: "GET",
    path: "/api/locations/{location_id}/rates",
    pathParams: z.object({ location_id: Id }),
    query: StaffInterval,
    response: LocationRates,
    session: "required",
    summary: "Staff: each rate plan's price and minimum stay per room type and night",
    extension: "docs/decisions/014-staff-area.md",
    refusals: STAFF_REFUSALS,
  }),
  listReservations: defineEndpoint({
    method: "GET",
    path: "/api/reservations",
    query: StaffIntervalFields.extend({ location_id: z.coerce.number().int() }).refine(intervalOk, INTERVAL_PROBLEM),
    response: z.array(StayListing),
    session: "required",
    summary: "Staff: the reservations of a location with a night in [day_from, day_to), cancelled ones included",
    extension: "docs/decisions/014-staff-area.md",
    refusals: STAFF_REFUSALS,
  }),
  searchReservations: defineEndpoint({
    method: "GET",
    path: "/api/reservation_search",
    query: z.looseObject({ query: z.string().min(1).max(100), page: z.coerce.number().int().min(1).max(1000).default(1) }),
    response: ReservationSearchAnswer,
    session: "required",
    summary: "Staff: the organisation's reservations matching a number, guest name, e-mail or phone (as searchGuests), newest arrival first, 20 a page",
    extension: "docs/decisions/028-the-front-desk.md",
    refusals: STAFF_REFUSALS,
  }),
  getReservation: defineEndpoint({
    method: "GET",
    path: "/api/reservations/{id}",
    pathParams: z.object({ id: Id }),
    response: Reservation,
    session: "required",
    summary: "Staff: one reservation of the staff member's organisation",
    extension: "docs/decisions/014-staff-area.md",
    refusals: {
      [UPSTREAM_ERROR_CODES.staffOnly]: { status: 403, when: "the session is not a staff member's" },
      [UPSTREAM_ERROR_CODES.sessionExpired]: { status: 401, when: "no session token, or one the PMS does not know" },
    },
  }),
} as const;

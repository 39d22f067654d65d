/**
 * What the staff pages load: the plan grid and the calendar from the contract extension's calls
 * (docs/decisions/014), always with the staff member's token and never through the anonymous
 * cache; guests through the spec's org_guests calls.
 */
import { locationsInOrder } from "~/bff.server";
import type { Guest, StayListing } from "../../contracts/entities";
import { addDays, hotelTimeZone, hotelToday, isHotelDate } from "~/booking/dates";
import { isWithin, staffDays } from "~/booking/horizon";
import { PRIVATE_HEADERS } from "~/site/http.server";
import { failure } from "~/site/failure.server";
import { withKept } from "~/utils/links";
import { staffCall, type StaffContext } from "./access.server";
import { calendarRange, stayOrder, staysIn, type CalendarView } from "./calendar";
import { GUESTS_SHOWN, isLikelySameGuest, normaliseQuery, type NewGuest } from "./guests";
import { guestStaysHref, internationalPhone, searchText } from "./search";
import { daysOf, planInterval, type PlanInterval } from "./interval";
import { frontDeskDay, type FrontDeskDay, type ListingNames } from "./front-desk";
import { buildPlanGrid, staffName, type PlanGrid } from "./plan";
import { arrivalsOf, type ArrivalRow } from "./arrivals";
import { hotelLanguagesOf } from "~/site/localized";
import { pageOf } from "./back";

export interface LocationOption {
  id: number;
  name: string;
}

export const todayOf = (staff: StaffContext, now = new Date()): string => hotelToday(now, hotelTimeZone(staff.loaded.site.organisation));

/**
 * The date a staff page's address names (`parameter`), when it is a real one: within the days staff
 * work with (app/booking/horizon.ts), else the request's fault, a 400 naming it — asked of no PMS
 * and computed with no further (9999-12-31 has no next day). A malformed date is left to the page,
 * which shows today.
 */
function staffDate(staff: StaffContext, url: URL, parameter: string, today: string): string | null {
  const asked = url.searchParams.get(parameter);
  if (!isHotelDate(asked) || isWithin(asked, staffDays(today))) return asked;
  staff.logger.info({ parameter }, "staff page date outside the days staff work with");
  throw failure(400, { reason: "bad-request", locale: staff.loaded.locale, parameter }, { headers: PRIVATE_HEADERS });
}

/**
 * The hotel a staff member chose last (issue 39): remembered in a cookie of the staff pages, so the
 * day, the plan grid and the calendar open on it when their address names none (the staff
 * navigation, a bookmark). Not personal data: a location id, the organisation's own.
 */
export const LOCATION_COOKIE = "staff_location";

const rememberedLocation = (request: Request): string | null =>
  request.headers
    .get("Cookie")
    ?.split(/;\s*/)
    .find((pair) => pair.startsWith(`${LOCATION_COOKIE}=`))
    ?.slice(LOCATION_COOKIE.length + 1) ?? null;

/**
 * The organisation's locations, and the one asked for (`location`), else the one chosen last (the
 * cookie), else the first.
 */
export function staffLocations(staff: StaffContext, asked: string | null, request?: Request): { locations: LocationOption[]; locationId: number } {
  const locations = locationsInOrder(staff.loaded.site.organisation).map((location) => ({ id: location.id, name: location.name }));
  const idOf = (value: string | null) => (value && /^\d{1,12}$/.test(value) ? Number(value) : null);
  const find = (value: string | null) => locations.find((location) => location.id === idOf(value));
  const chosen = find(asked) ?? (request ? find(rememberedLocation(request)) : undefined) ?? locations[0];
  if (!chosen) throw new Response(null, { status: 404 });
  return { locations, locationId: chosen.id };
}

/** The headers of a staff page showing `locationId`: a Set-Cookie remembering it when it changed. */
export function rememberLocation(request: Request, locationId: number): Record<string, string> {
  if (rememberedLocation(request) === String(locationId)) return {};
  const secure = new URL(request.url).protocol === "https:" ? "; Secure" : "";
  return { "Set-Cookie": `${LOCATION_COOKIE}=${locationId}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}` };
}

/** A reservation's staff page; opened from `request`'s page, it carries that page as `from`, its way back. */
export const reservationPath = (staff: StaffContext, request?: Request) => {
  const from = request ? pageOf(request.url) : null;
  return (id: number) => withKept(`/staff/reservations/${id}`, staff.loaded.view.keep, { from });
};

export interface PlanPage {
  interval: PlanInterval;
  today: string;
  locations: LocationOption[];
  locationId: number;
  grid: PlanGrid;
}

export async function loadPlan(staff: StaffContext, request: Request, now = new Date()): Promise<PlanPage> {
  const url = new URL(request.url);
  const today = todayOf(staff, now);
  const interval = planInterval({ day_from: staffDate(staff, url, "day_from", today), days: url.searchParams.get("days") }, today);
  const { locations, locationId } = staffLocations(staff, url.searchParams.get("location"), request);
  const range = { day_from: interval.dayFrom, day_to: interval.dayTo };
  const [inventory, rates, stays] = await Promise.all([
    staffCall(staff, request, "getLocationInventory", { params: { location_id: locationId }, query: range }),
    staffCall(staff, request, "getLocationRates", { params: { location_id: locationId }, query: range }),
    staffCall(staff, request, "listReservations", { query: { location_id: locationId, ...range } }),
  ]);
  const grid = buildPlanGrid(
    { inventory, rates, stays },
    daysOf(interval),
    staff.loaded.locale,
    { adminUrl: staff.bff.adminUrl, reservation: reservationPath(staff, request) },
    hotelLanguagesOf(staff.loaded.site.organisation),
  );
  return { interval, today, locations, locationId, grid };
}

export interface FrontDeskPage {
  desk: FrontDeskDay;
  today: string;
  locations: LocationOption[];
  locationId: number;
}

/** A day the desk may open: a real calendar date, else today. */
export function deskDay(asked: string | null, today: string): string {
  if (!asked || !/^\d{4}-\d{2}-\d{2}$/.test(asked)) return today;
  const parsed = new Date(`${asked}T12:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === asked ? asked : today;
}

/**
 * The stays of the front desk's day (`?day=&location=`): the one call the day's page makes, which
 * its arrivals sheet makes too (docs/decisions/054).
 */
async function deskStays(staff: StaffContext, request: Request, now: Date) {
  const url = new URL(request.url);
  const today = todayOf(staff, now);
  const day = deskDay(staffDate(staff, url, "day", today), today);
  const { locations, locationId } = staffLocations(staff, url.searchParams.get("location"), request);
  // The nights before and of the day: departures slept the one, arrivals and guests in house the other.
  const stays = await staffCall(staff, request, "listReservations", {
    query: { location_id: locationId, day_from: addDays(day, -1), day_to: addDays(day, 1) },
  });
  return { day, today, locations, locationId, stays };
}

/** The hotel's room types and meal plans by name, in the staff member's language. */
function listingNames(staff: StaffContext): ListingNames {
  const settings = staff.loaded.site.organisation.settings;
  const language = staff.loaded.locale;
  const hotel = hotelLanguagesOf(staff.loaded.site.organisation);
  return {
    roomType: (id) => {
      const roomType = settings.room_types.find((candidate) => String(candidate.id) === id);
      return roomType ? staffName(roomType.name, language, hotel) : `#${id}`;
    },
    meal: (id) => {
      const meal = settings.meals.find((candidate) => candidate.id === id);
      return meal ? staffName(meal.name, language, hotel) : null;
    },
  };
}

/** `/staff?day=&location=`: arrivals, departures and in house of one day at one location. */
export async function loadFrontDesk(staff: StaffContext, request: Request, now = new Date()): Promise<FrontDeskPage> {
  const { day, today, locations, locationId, stays } = await deskStays(staff, request, now);
  return { desk: frontDeskDay(stays, day, addDays(day, 1), listingNames(staff)), today, locations, locationId };
}

export interface ArrivalsPage {
  day: string;
  today: string;
  location: LocationOption;
  locations: LocationOption[];
  arrivals: ArrivalRow[];
}

/** `/staff/arrivals?day=&location=`: the day's arrivals sheet, from the day's own call. */
export async function loadArrivals(staff: StaffContext, request: Request, now = new Date()): Promise<ArrivalsPage> {
  const { day, today, locations, locationId, stays } = await deskStays(staff, request, now);
  const arrivals = arrivalsOf(stays, day, listingNames(staff));
  return { day, today, location: locations.find((location) => location.id === locationId)!, locations, arrivals };
}

type CalendarStay = Pick<StayListing, "id" | "status" | "day_from" | "day_to" | "first_name" | "last_name" | "adults" | "children" | "rooms"> & {
  href: string;
};

export interface CalendarPage {
  view: CalendarView;
  showCancelled: boolean;
  /** How many cancelled stays of the list's period are not listed. */
  cancelledHidden: number;
  date: string;
  /** The days shown: the month grid's whole weeks, the month of the list, the week. */
  range: { dayFrom: string; dayTo: string };
  today: string;
  locations: LocationOption[];
  locationId: number;
  /** The list's stays: of the month asked (or the week), live first, cancelled ones last (issue 39). */
  stays: CalendarStay[];
  /** The month grid's other stays: of its days in the months before and after, for the grid alone. */
  spill: CalendarStay[];
}

export async function loadCalendar(staff: StaffContext, request: Request, now = new Date()): Promise<CalendarPage> {
  const url = new URL(request.url);
  const today = todayOf(staff, now);
  const { view, date, dayFrom, dayTo, list } = calendarRange({ view: url.searchParams.get("view"), date: staffDate(staff, url, "date", today) }, today);
  const { locations, locationId } = staffLocations(staff, url.searchParams.get("location"), request);
  const all = await staffCall(staff, request, "listReservations", { query: { location_id: locationId, day_from: dayFrom, day_to: dayTo } });
  // Cancelled stays are hidden unless asked for (`cancelled=show`, a GET filter; issue 39): counted, not listed.
  const showCancelled = url.searchParams.get("cancelled") === "show";
  const shown = (showCancelled ? all : all.filter((stay) => stay.status !== "Canceled")).sort(stayOrder);
  const cancelledInList = all.filter((stay) => stay.status === "Canceled" && staysIn(stay, list)).length;
  const href = reservationPath(staff, request);
  const listed = (stay: StayListing): CalendarStay => ({
    id: stay.id,
    status: stay.status,
    day_from: stay.day_from,
    day_to: stay.day_to,
    first_name: stay.first_name,
    last_name: stay.last_name,
    adults: stay.adults,
    children: stay.children,
    rooms: stay.rooms,
    href: href(stay.id),
  });
  return {
    view,
    date,
    showCancelled,
    cancelledHidden: showCancelled ? 0 : cancelledInList,
    range: { dayFrom, dayTo },
    today,
    locations,
    locationId,
    stays: shown.filter((stay) => staysIn(stay, list)).map(listed),
    spill: shown.filter((stay) => !staysIn(stay, list)).map(listed),
  };
}

export interface GuestView {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  dob: string | null;
  /** The staff search that lists the guest's stays (the header box's link for her). */
  href: string;
}

export interface GuestSearch {
  query: string;
  /** The first GUESTS_SHOWN of what the PMS found (it answers at most 20). */
  guests: GuestView[];
  /** How many the PMS found. */
  found: number;
}

const guestView =
  (keep: Record<string, string>) =>
  (guest: Guest): GuestView => ({
    id: guest.id,
    name: guest.name?.trim() || `${guest.first_name} ${guest.last_name}`.trim(),
    email: guest.email ?? null,
    phone: guest.phone ?? null,
    dob: guest.dob ?? null,
    href: guestStaysHref(guest, keep),
  });

/** The country a national phone number is read in: the hotel's first location's. */
const hotelCountry = (staff: StaffContext): string | null => staff.loaded.site.organisation.settings.locations[0]?.address?.country ?? null;

/** The guests page's search: the PMS asked what the header's search box asks it (`searchText`). */
export async function searchGuests(staff: StaffContext, request: Request, rawQuery: string | null): Promise<GuestSearch | null> {
  const query = normaliseQuery(rawQuery);
  if (!query) return null;
  const found = await staffCall(staff, request, "searchGuests", { query: { query: searchText(query, hotelCountry(staff)) } });
  return { query, guests: found.slice(0, GUESTS_SHOWN).map(guestView(staff.loaded.view.keep)), found: found.length };
}

/** A new guest, her phone stored in international form when it is a valid number (docs/decisions/054). */
export async function createGuest(staff: StaffContext, request: Request, guest: NewGuest): Promise<GuestView> {
  const phone = guest.phone ? (internationalPhone(guest.phone, hotelCountry(staff)) ?? guest.phone) : null;
  const created = await staffCall(staff, request, "createGuest", { body: { ...guest, phone, address: guest.address ? { ...guest.address } : null } });
  return guestView(staff.loaded.view.keep)(created);
}

/**
 * The guests who are likely the one about to be created (docs/decisions/028): asked of the PMS by
 * name, by e-mail and by phone (in international form), kept when the name and birth date, the
 * e-mail or the phone are the same. The staff member sees them before anything is created.
 */
export async function likelyDuplicates(staff: StaffContext, request: Request, guest: NewGuest): Promise<GuestView[]> {
  const phone = guest.phone ? internationalPhone(guest.phone, hotelCountry(staff)) : null;
  const queries = [`${guest.first_name} ${guest.last_name}`, guest.email, phone ?? guest.phone].filter((query): query is string => Boolean(query));
  const answers = await Promise.all(queries.map((query) => staffCall(staff, request, "searchGuests", { query: { query: query.slice(0, 100) } })));
  const seen = new Map<number, Guest>();
  for (const found of answers.flat()) seen.set(found.id, found);
  return [...seen.values()].filter((existing) => isLikelySameGuest(existing, guest, hotelCountry(staff))).map(guestView(staff.loaded.view.keep));
}

/**
 * The staff's plan of a location (contract extension, docs/decisions/014): rooms on sale and
 * sold per night with the channels' share, each rate plan's nightly prices, the reservations of a
 * period, and one reservation of the staff's own organisation.
 */
import { reservationView } from "../cancellation";
import { addDays, isWeekendNight, nightsOf } from "../dates";
import { lengthOfStayLimits, round2, seasonOf } from "../engine/pricing";
import { notFound } from "../pms-error";
import { organisationById, pricingCatalogOf, roomTypesAt, type ReservationRecord, type World } from "../world";
import { reservationOf, staffLocation, staffOnly, type BehavioursOf } from "./call";

/** Reservations that hold rooms (all but cancelled) and have a night in [dayFrom, dayTo). */
const staysOverlapping = (world: World, locationId: number, dayFrom: string, dayTo: string): ReservationRecord[] =>
  [...world.reservations.values()].filter(
    (reservation) => reservation.location_id === locationId && reservation.day_from < dayTo && reservation.day_to > dayFrom,
  );

/** A reservation as the staff's listings show it; `world` says whether its online check-in is done. */
export const stayListing = (stay: ReservationRecord, world?: World) => ({
  id: stay.id,
  status: stay.status,
  location_id: stay.location_id,
  day_from: stay.day_from,
  day_to: stay.day_to,
  first_name: stay.first_name,
  last_name: stay.last_name,
  adults: stay.adults,
  children: stay.children,
  rooms: stay.rooms,
  room_types: stay.room_types,
  arooms: (stay.arooms ?? [])
    .map((room) => room as { room_type_id?: number; room_number?: string })
    .map((room) => ({ room_type_id: room.room_type_id ?? null, room_number: room.room_number ?? null })),
  total: stay.financials.rate.price,
  currency: stay.financials.rate.currency,
  payment_status: stay.financials.guest_preferences?.status ?? null,
  // What is paid and owed, as the guest's page reads it (docs/decisions/053); the fee charged once cancelled.
  invoices: (stay.invoices ?? []).map((invoice) => ({
    currency: invoice.currency,
    due_dates: (invoice.due_dates ?? []).map((due) => ({ amount: due.amount, paid: Boolean(due.paid) })),
  })),
  cancellationFee: stay.status === "Canceled" ? (stay.cancellationFee ?? 0) : null,
  channel: stay.channel ?? null,
  // The day's arrivals sheet (docs/decisions/054).
  arrival_time: stay.arrival_time ?? null,
  meal_id: stay.meal_id,
  children_ages: stay.children_ages ?? [],
  note: stay.note ?? null,
  checked_in_online: world ? world.registrationForms.has(stay.id) : null,
});

export const staffPlanBehaviours: BehavioursOf<"getLocationInventory" | "getLocationRates" | "listReservations" | "getReservation"> = {
  getLocationInventory({ params, query }, call) {
    const location = staffLocation(call, params.location_id);
    const { world } = call;
    const nights = nightsOf(query.day_from, query.day_to);
    const stays = staysOverlapping(world, location.id, query.day_from, query.day_to).filter((stay) => stay.status !== "Canceled");
    const roomTypes = roomTypesAt(world, location.id);
    const soldOn = (roomTypeId: number, night: string) =>
      stays.reduce((sum, stay) => sum + (stay.day_from <= night && night < stay.day_to ? (stay.room_types[String(roomTypeId)] ?? 0) : 0), 0);
    const onSale = (roomTypeId: number, night: string) => world.inventory.get(roomTypeId)?.get(night) ?? 0;
    return {
      location_id: location.id,
      day_from: query.day_from,
      day_to: query.day_to,
      room_types: roomTypes.map((roomType) => ({
        id: roomType.id,
        name: roomType.name,
        rooms: roomType.room_numbers.map((number) => ({ number, condition: roomType.room_conditions?.[number] ?? "clean" })),
        nights: nights.map((day) => ({ day, on_sale: onSale(roomType.id, day), sold: soldOn(roomType.id, day) })),
      })),
      // The channel manager offers each channel the rooms still free, but none on a stop-sell night.
      otas: world.otas
        .filter((ota) => ota.org_id === location.org_id)
        .map((ota) => ({
          id: ota.id,
          name: ota.name,
          room_types: roomTypes
            .filter((roomType) => ota.room_type_ids.includes(roomType.id))
            .map((roomType) => ({
              room_type_id: roomType.id,
              nights: nights.map((day) => {
                const closed = ota.stop_sells.some((stop) => stop.room_type_id === roomType.id && stop.day_from <= day && day < stop.day_to);
                return { day, available: closed ? 0 : Math.max(0, onSale(roomType.id, day) - soldOn(roomType.id, day)), closed };
              }),
            })),
        }))
        .filter((ota) => ota.room_types.length > 0),
    };
  },

  getLocationRates({ params, query }, call) {
    const location = staffLocation(call, params.location_id);
    const { world } = call;
    const org = organisationById(world, location.org_id) ?? notFound("Organisation not found");
    const catalog = pricingCatalogOf(world, org);
    const nights = nightsOf(query.day_from, query.day_to);
    const roomTypes = roomTypesAt(world, location.id);
    return {
      location_id: location.id,
      currency: catalog.currency,
      rate_plans: world.ratePlans
        .filter((plan) => plan.org_id === org.id)
        .map((plan) => ({
          id: plan.id,
          name: plan.name,
          room_types: roomTypes.map((roomType) => ({
            room_type_id: roomType.id,
            // The room's price for one night on this plan (VAT in, room only), as the engine prices a stay.
            nights: nights.map((day) => {
              const season = seasonOf(catalog.seasons, day);
              const limits = lengthOfStayLimits(plan, catalog.seasons, day, addDays(day, 1));
              if (!season || !limits) return { day, price: null, min_stay: 1, closed: true };
              const uplift = isWeekendNight(day) ? 1 + catalog.weekendUplift : 1;
              return { day, price: round2(roomType.pricing[season.kind] * uplift * plan.price_factor), min_stay: limits.min, closed: false };
            }),
          })),
        })),
    };
  },

  listReservations({ query }, call) {
    const location = staffLocation(call, query.location_id);
    return staysOverlapping(call.world, location.id, query.day_from, query.day_to)
      .sort((a, b) => a.day_from.localeCompare(b.day_from) || a.id - b.id)
      .map((stay) => stayListing(stay, call.world));
  },

  getReservation({ params }, call) {
    const staff = staffOnly(call);
    const reservation = reservationOf(call.world, params.id);
    // Another organisation's reservation does not exist for this staff member.
    if (reservation.org_id !== staff.org_id) notFound("Reservation not found");
    return reservationView(call.world, reservation);
  },
};

/**
 * The staff area (contract extension, docs/decisions/014): the plan grid (rooms, nights on sale and
 * sold, channels, nightly rates) and the reservations calendar.
 */
import { z } from "zod";
import { GuestPaymentStatus } from "./payments";
import { ReservationStatus } from "./reservation";
import { HotelDate, Id, Money, TimeOfDay, Translated } from "./values";

/** One night of a room type at a location: rooms on sale and rooms sold (reservations holding it). */
export const InventoryNight = z.looseObject({
  day: HotelDate,
  on_sale: z.number().int().min(0),
  sold: z.number().int().min(0),
});

/** One night of a room type on a channel (OTA): what the channel manager offers there. */
export const ChannelNight = z.looseObject({
  day: HotelDate,
  available: z.number().int().min(0),
  /** Stop-sell on this channel for the night. */
  closed: z.boolean().default(false),
});

/** GET /api/locations/{location_id}/inventory: rooms, their condition, nights on sale and sold, and the channels. */
export const LocationInventory = z.looseObject({
  location_id: Id,
  day_from: HotelDate,
  day_to: HotelDate,
  room_types: z.array(
    z.looseObject({
      id: Id,
      name: Translated,
      rooms: z.array(z.looseObject({ number: z.string().min(1), condition: z.string().default("clean") })).default([]),
      nights: z.array(InventoryNight),
    }),
  ),
  otas: z
    .array(
      z.looseObject({
        id: Id,
        name: z.string().min(1),
        room_types: z.array(z.looseObject({ room_type_id: Id, nights: z.array(ChannelNight) })).default([]),
      }),
    )
    .default([]),
});
export type LocationInventory = z.output<typeof LocationInventory>;

/** One night of a rate plan for a room type: the room's price for the night and the minimum stay that applies. */
export const RateNight = z.looseObject({
  day: HotelDate,
  price: Money.nullable(),
  min_stay: z.number().int().min(1).default(1),
  closed: z.boolean().default(false),
});

/** GET /api/locations/{location_id}/rates: each rate plan's nightly price per room type. */
export const LocationRates = z.looseObject({
  location_id: Id,
  currency: z.string(),
  rate_plans: z.array(
    z.looseObject({
      id: Id,
      name: Translated,
      room_types: z.array(z.looseObject({ room_type_id: Id, nights: z.array(RateNight) })),
    }),
  ),
});
export type LocationRates = z.output<typeof LocationRates>;

/** A reservation as staff lists it: who, when, which rooms, in which state. */
export const StayListing = z.looseObject({
  id: Id,
  status: ReservationStatus,
  location_id: Id,
  day_from: HotelDate,
  day_to: HotelDate,
  first_name: z.string(),
  last_name: z.string(),
  adults: z.number().int().min(0),
  children: z.number().int().min(0).default(0),
  rooms: z.number().int().min(1),
  room_types: z.record(z.string(), z.number().int().min(1)),
  /** Rooms assigned so far (maybe none yet): the room type and the room's number. */
  arooms: z.array(z.looseObject({ room_type_id: Id.nullish(), room_number: z.string().nullish() })).default([]),
  total: Money.nullish(),
  currency: z.string().nullish(),
  payment_status: GuestPaymentStatus.nullish(),
  /**
   * The proforma's instalments, paid or not, and the cancellation fee (today's, or the one charged):
   * the front desk reads what is paid and owed as the guest's page does (docs/decisions/053). A PMS
   * without them lists the guest's payment status alone.
   */
  invoices: z
    .array(z.looseObject({ currency: z.string().nullish(), due_dates: z.array(z.looseObject({ amount: Money, paid: z.boolean().nullish() })).default([]) }))
    .nullish(),
  cancellationFee: Money.nullish(),
  /** Where the booking came from: an OTA's name; absent or null for the hotel's own site or desk (docs/decisions/028). */
  channel: z.string().nullish(),
  /**
   * What the desk needs when the guest arrives (the day's arrivals sheet, docs/decisions/054): the
   * time the guest said, the meal plan, the children's ages, the guest's note, and whether the
   * online check-in (the registration form) is done. A PMS without them: the sheet leaves them blank.
   */
  arrival_time: TimeOfDay.nullish(),
  meal_id: Id.nullish(),
  children_ages: z.array(z.number().int().min(0).max(17)).nullish(),
  note: z.string().nullish(),
  checked_in_online: z.boolean().nullish(),
});
export type StayListing = z.output<typeof StayListing>;

/**
 * GET /api/reservation_search: the organisation's reservations whose number, guest name, e-mail or
 * phone matches a text, newest arrival first, a page at a time (docs/decisions/028).
 */
export const ReservationSearchAnswer = z.looseObject({
  stays: z.array(StayListing),
  /** How many match in all, over every page. */
  total: z.number().int().min(0),
});
export type ReservationSearchAnswer = z.output<typeof ReservationSearchAnswer>;

/**
 * What a hotel sells: room types, the rate plans and seasons that price them, and the meal plans
 * sold with them.
 */
import { z } from "zod";
import { HotelDate, Id, Translated } from "./values";

export const MEAL_PLANS = ["RO", "BB", "HB", "FB", "AI", "UAI", "HB+", "FB+"] as const;

export const RoomType = z.looseObject({
  id: Id,
  location_id: Id,
  name: Translated,
  description: Translated,
  /** Beds by kind (`single`, `double`, `sofa` …) → count. */
  beds: z.record(z.string(), z.number().int().min(0)),
  adults: z.number().int().min(0),
  children: z.number().int().min(0),
  pricing: z.unknown().optional(),
  photo_urls: z.array(z.string()),
  is_mutual: z.boolean().optional(),
  sub_types: z.array(z.unknown()).optional(),
});
export type RoomType = z.output<typeof RoomType>;

export const SeasonRate = z.looseObject({
  season_id: Id,
  restriction_reservation_los_min: z.number().int().min(0).nullish(),
  restriction_reservation_los_max: z.number().int().min(0).nullish(),
});

export const RatePlan = z.looseObject({
  id: Id,
  name: Translated,
  cancellation_policy_name: z.string().nullish(),
  rates: z.array(SeasonRate),
});
export type RatePlan = z.output<typeof RatePlan>;

export const Season = z.looseObject({
  id: Id,
  name: Translated,
  day_from: HotelDate,
  day_to: HotelDate,
});

export const Meal = z.looseObject({
  id: Id,
  code: z.enum(MEAL_PLANS),
  name: Translated,
});
export type Meal = z.output<typeof Meal>;

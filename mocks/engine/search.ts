/**
 * A guest's search (docs/spec.md §7 GET /api/reservation-query): room-type solutions that host the party,
 * each with the rate plans that sell the stay and one Rate per meal plan. Pure: the handler passes
 * the location's rooms, what is free, and the organisation's pricing catalog.
 */
import type { z } from "zod";
import type { Solution } from "../../contracts/entities";
import { nightsBetween } from "../dates";
import { effectiveParty, roomSolutions, type RoomCapacity } from "./availability";
import { lengthOfStayLimits, quoteRate, type PricingCatalog, type RatePlanRule } from "./pricing";

export const MAX_NIGHTS = 31;
export const MIN_STAY_MESSAGE = "min stay problem";

export interface StaySearch {
  day_from: string;
  day_to: string;
  adults: number;
  children_ages: number[];
  rooms: number;
  coupon_code?: string | null;
}

export interface SearchWorld {
  roomTypes: readonly RoomCapacity[];
  childrenAgeMax: number | null | undefined;
  /** Room type id → rooms free on every night of the stay. */
  freeRooms: ReadonlyMap<number, number>;
  ratePlans: readonly RatePlanRule[];
  catalog: PricingCatalog;
}

export type SearchOutcome =
  | { kind: "solutions"; solutions: z.input<typeof Solution>[] }
  | { kind: "min_stay"; answer: { message: string; min_nights: number } }
  | { kind: "invalid"; message: string };

export function searchStay(search: StaySearch, world: SearchWorld): SearchOutcome {
  const nights = nightsBetween(search.day_from, search.day_to);
  if (nights < 1) return { kind: "invalid", message: "day_to must be after day_from" };
  if (nights > MAX_NIGHTS) return { kind: "invalid", message: `A reservation is at most ${MAX_NIGHTS} nights` };

  // Plans that can sell every night; of those, the ones whose length-of-stay rules this stay meets.
  const limited = world.ratePlans.flatMap((plan) => {
    const limits = lengthOfStayLimits(plan, world.catalog.seasons, search.day_from, search.day_to);
    return limits ? [{ plan, limits }] : [];
  });
  const sellable = limited.filter(({ limits }) => limits.min <= nights && nights <= limits.max);
  if (sellable.length === 0) {
    const tooShort = limited.filter(({ limits }) => limits.min > nights).map(({ limits }) => limits.min);
    if (tooShort.length > 0) return { kind: "min_stay", answer: { message: MIN_STAY_MESSAGE, min_nights: Math.min(...tooShort) } };
    return { kind: "solutions", solutions: [] };
  }

  const party = effectiveParty(search.adults, search.children_ages, world.childrenAgeMax);
  const combinations = roomSolutions({
    roomTypes: world.roomTypes,
    rooms: search.rooms,
    adults: party.adults,
    children: party.children,
    freeRooms: world.freeRooms,
  });

  const solutions = combinations.flatMap((roomTypesTotal) => {
    const stay = { ...search, adults: party.adults, children: party.children, room_types_total: roomTypesTotal };
    const ratePlans = sellable.flatMap(({ plan }) => {
      const rates = plan.meal_ids.flatMap((mealId) => {
        const meal = world.catalog.meals.find((candidate) => candidate.id === mealId);
        const rate = meal && quoteRate(world.catalog, plan, meal, stay);
        return rate ? [rate] : [];
      });
      return rates.length > 0 ? [{ id: plan.id, name: plan.name, cancellation_policy_name: plan.cancellation_policy_name, rates }] : [];
    });
    const cheapest = ratePlans.flatMap((plan) => plan.rates.map((rate) => ({ plan, rate }))).sort((a, b) => a.rate.price - b.rate.price)[0];
    if (!cheapest) return [];
    return [
      {
        room_types_total: roomTypesTotal,
        rate_plans: ratePlans,
        rate_plan_id: cheapest.plan.id,
        meal_id: cheapest.rate.meal_id,
        price_from: cheapest.rate.price,
      },
    ];
  });
  solutions.sort((a, b) => a.price_from - b.price_from);
  return { kind: "solutions", solutions };
}

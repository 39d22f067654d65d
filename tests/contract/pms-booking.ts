/**
 * A stay booked through the PMS's own calls, as the site books one (search, then the first rate plan
 * and meal of the first solution), for tests that need a reservation of their own on the mock: a
 * guest with a phone to search for, a stay on a given day of the plan grid, another organisation's.
 */
import { addDays } from "../../mocks/dates";
import { callPms } from "./pms-call";

type Solution = { rate_plans: Array<{ id: number; rates: Array<Record<string, unknown> & { meal_id: number }> }>; room_types_total: Record<string, number> };

export interface StayToBook {
  location_id: number;
  org_id: number;
  day_from: string;
  adults: number;
  children_ages?: number[];
  /** The nights to try, shortest first: the first the hotel sells from that day is booked (a season may ask for more). */
  nights: number | { from: number; to: number };
}

/** Books the stay for `guest` (its name, phone, e-mail and anything else of the booking) and gives its id; throws when no night count sells. */
export async function bookAtPms(pmsUrl: string, stay: StayToBook, guest: Record<string, unknown>): Promise<number> {
  const childrenAges = stay.children_ages ?? [];
  const { from, to } = typeof stay.nights === "number" ? { from: stay.nights, to: stay.nights } : stay.nights;
  for (let nights = from; nights <= to; nights += 1) {
    const query = {
      location_id: stay.location_id,
      org_id: stay.org_id,
      day_from: stay.day_from,
      day_to: addDays(stay.day_from, nights),
      adults: stay.adults,
      children: childrenAges.length,
      rooms: 1,
      nights,
    };
    const solutions = (await callPms(pmsUrl, "searchAvailability", { query: { ...query, children_ages: childrenAges } as never })).json as unknown;
    const solution = Array.isArray(solutions) ? (solutions[0] as Solution | undefined) : undefined;
    if (!solution) continue;
    const plan = solution.rate_plans[0]!;
    const booked = await callPms(pmsUrl, "createReservation", {
      body: {
        ...query,
        children_ages: childrenAges,
        meal_id: plan.rates[0]!.meal_id,
        room_types: solution.room_types_total,
        financials: { rate_plan_id: plan.id, rate: plan.rates[0] as never },
        rules: [],
        payment_method: "bank",
        ...guest,
      } as never,
    });
    if (booked.status !== 201) throw new Error(`the PMS refused the booking (${booked.status}): ${JSON.stringify(booked.json)}`);
    return booked.json.id as number;
  }
  throw new Error(`no stay to book from ${stay.day_from}`);
}

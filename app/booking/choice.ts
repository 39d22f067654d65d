/**
 * The offer the guest chose, as the URL names it (`room_types`, `rate_plan_id`, `meal_id`): the
 * details step of the booking page is for it.
 */
import { parseSolutionKey, solutionKey } from "./offers";
import type { SearchOutcomeView } from "./view";

export const asksForChoice = (params: URLSearchParams): boolean => params.has("room_types") && params.has("rate_plan_id");

/** The choice the URL names, if it is still on offer. */
export function findChoice(outcome: SearchOutcomeView | null, params: URLSearchParams) {
  const rooms = parseSolutionKey(params.get("room_types"));
  const ratePlanId = Number(params.get("rate_plan_id"));
  const mealId = Number(params.get("meal_id"));
  if (!rooms || outcome?.kind !== "solutions") return null;
  const solution = outcome.solutions.find((candidate) => candidate.key === solutionKey(rooms));
  const ratePlan = solution?.ratePlans.find((plan) => plan.id === ratePlanId);
  const offer = ratePlan?.offers.find((candidate) => candidate.mealId === mealId);
  return solution && ratePlan && offer ? { solution, ratePlan, offer } : null;
}

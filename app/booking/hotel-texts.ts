/**
 * Every hotel text a booking page's part shows, for its one note "some texts on this page are in
 * English only" (issue 51, item 3; HotelLanguageNote with `of="page"`): the offers list (rooms, rate
 * plans, meals) and the chosen offer with its details form (also taxes, price lines, the rate's
 * conditions, the payment methods' names and instructions).
 */
import type { LocalizedText } from "~/site/localized";
import type { ChoiceView, OfferSummary, SearchOutcomeView } from "./view";

export function* hotelTextsOfOutcome(outcome: SearchOutcomeView<OfferSummary>): Generator<LocalizedText> {
  if (outcome.kind !== "solutions") return;
  for (const solution of outcome.solutions) {
    for (const room of solution.rooms) yield room.name;
    for (const plan of solution.ratePlans) {
      yield plan.name;
      for (const offer of plan.offers) yield offer.mealName;
    }
  }
}

export function* hotelTextsOfChoice(choice: ChoiceView): Generator<LocalizedText> {
  for (const room of choice.solution.rooms) yield room.name;
  yield choice.ratePlan.name;
  yield choice.offer.mealName;
  for (const tax of choice.offer.taxes) yield tax.name;
  for (const rule of choice.offer.rules) yield rule.title;
  yield* choice.offer.policy;
  for (const method of choice.paymentMethods) {
    yield method.name;
    if (method.instructions) yield method.instructions;
  }
}

/**
 * Every endpoint's behaviour, gathered from the modules of the hotel's domains. The type asks for
 * one behaviour per endpoint of the contract table: a new endpoint without one fails the typecheck.
 */
import type { EndpointName } from "../../contracts/api";
import { accountBehaviours } from "./accounts";
import { bookingBehaviours } from "./booking";
import type { BehavioursOf } from "./call";
import { paymentBehaviours } from "./payments";
import { registrationBehaviours } from "./registration";
import { reservationBehaviours } from "./reservation";
import { siteBehaviours } from "./site";
import { staffGuestBehaviours } from "./staff-guests";
import { staffPlanBehaviours } from "./staff-plan";
import { staffSearchBehaviours } from "./staff-search";

export const behaviours: BehavioursOf<EndpointName> = {
  ...siteBehaviours,
  ...bookingBehaviours,
  ...reservationBehaviours,
  ...registrationBehaviours,
  ...paymentBehaviours,
  ...accountBehaviours,
  ...staffPlanBehaviours,
  ...staffGuestBehaviours,
  ...staffSearchBehaviours,
};

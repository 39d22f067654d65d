/**
 * Finding and booking a stay: the availability search (priced by the engine in
 * `mocks/engine/`) and the booking itself (`mocks/bookings.ts`), which refuses an anonymous booking
 * with a registered user's e-mail.
 */
import { UPSTREAM_ERROR_CODES } from "../../contracts/entities";
import { bookReservation, freeRoomsAt } from "../bookings";
import { searchStay } from "../engine/search";
import { notFound, PmsError } from "../pms-error";
import { organisationById, pricingCatalogOf, roomTypesAt } from "../world";
import type { BehavioursOf } from "./call";

export const bookingBehaviours: BehavioursOf<"searchAvailability" | "createReservation"> = {
  searchAvailability({ query }, { world }) {
    const org = organisationById(world, query.org_id) ?? notFound("Organisation not found");
    const location = world.locations.find((candidate) => candidate.id === query.location_id && candidate.org_id === org.id) ?? notFound("Location not found");
    const ages = query.children_ages ? query.children_ages.split(",").map(Number) : [];
    if (ages.length !== query.children) throw new PmsError(400, "Every child needs an age (children_ages)");
    if (ages.some((age) => age > 17)) throw new PmsError(400, "A child is 0 to 17 years old");
    if (query.day_from < world.today) throw new PmsError(400, "The arrival date is in the past");
    const outcome = searchStay(
      { day_from: query.day_from, day_to: query.day_to, adults: query.adults, children_ages: ages, rooms: query.rooms, coupon_code: query.coupon_code },
      {
        roomTypes: roomTypesAt(world, location.id),
        childrenAgeMax: org.profile.settings.children_age_max,
        freeRooms: freeRoomsAt(world, location.id, query.day_from, query.day_to),
        ratePlans: world.ratePlans.filter((plan) => plan.org_id === org.id),
        catalog: pricingCatalogOf(world, org),
      },
    );
    if (outcome.kind === "invalid") throw new PmsError(400, outcome.message);
    return outcome.kind === "min_stay" ? outcome.answer : outcome.solutions;
  },

  createReservation({ body }, { world, user }) {
    // A registered user's e-mail books only when signed in (the guest state "exists"); a replay of
    // a booking already made answers it whatever the session.
    const replay = body.idempotency_key ? world.bookingsByKey.has(body.idempotency_key) : false;
    const email = body.email.trim().toLowerCase();
    if (!user && !replay && world.users.some((candidate) => candidate.email.toLowerCase() === email)) {
      throw new PmsError(
        409,
        `The email ${body.email} is already registered, from a previous reservation. Please enter your existing password or reset it.`,
        UPSTREAM_ERROR_CODES.emailRegistered,
      );
    }
    return { id: bookReservation(world, body).id };
  },
};

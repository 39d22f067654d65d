/**
 * The front desk's search box (contract extension, docs/decisions/028): the organisation's
 * reservations whose number, guest name, e-mail or phone matches, newest arrival first, a page of
 * 20 at a time with the total, so every match is reachable.
 */
import { staffOnly, type BehavioursOf } from "./call";
import { matchesText, organisationCountry } from "./matching";
import { stayListing } from "./staff-plan";

export const RESERVATIONS_PER_PAGE = 20;

export const staffSearchBehaviours: BehavioursOf<"searchReservations"> = {
  searchReservations({ query }, call) {
    const staff = staffOnly(call);
    const country = organisationCountry(call.world, staff.org_id);
    const wanted = query.query.trim().replace(/^#/, "").replace(/\s+/g, "");
    const matching = [...call.world.reservations.values()]
      .filter((stay) => stay.org_id === staff.org_id)
      .filter(
        (stay) =>
          String(stay.id) === wanted || matchesText(query.query, { text: [`${stay.first_name} ${stay.last_name}`, stay.email], phone: stay.phone }, country),
      )
      .sort((a, b) => b.day_from.localeCompare(a.day_from) || b.id - a.id);
    const start = (query.page - 1) * RESERVATIONS_PER_PAGE;
    return { stays: matching.slice(start, start + RESERVATIONS_PER_PAGE).map((stay) => stayListing(stay, call.world)), total: matching.length };
  },
};

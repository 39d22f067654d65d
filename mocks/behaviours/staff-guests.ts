/**
 * The staff's guest book (contract extension, docs/decisions/014): the organisation's guests
 * found by name, e-mail or phone, and a guest added by hand.
 */
import { staffOnly, type BehavioursOf } from "./call";
import { matchesText, organisationCountry } from "./matching";

export const staffGuestBehaviours: BehavioursOf<"searchGuests" | "createGuest"> = {
  searchGuests({ query }, call) {
    const staff = staffOnly(call);
    const country = organisationCountry(call.world, staff.org_id);
    return call.world.guests
      .filter((guest) => guest.org_id === staff.org_id)
      .filter((guest) => matchesText(query.query, { text: [`${guest.first_name} ${guest.last_name}`, guest.email], phone: guest.phone }, country))
      .slice(0, 20)
      .map(({ org_id: _org, ...guest }) => ({ ...guest, name: `${guest.first_name} ${guest.last_name}`.trim() }));
  },

  createGuest({ body }, call) {
    const staff = staffOnly(call);
    const guest = {
      id: call.world.nextId.guest++,
      org_id: staff.org_id,
      first_name: body.first_name.trim(),
      last_name: body.last_name.trim(),
      email: typeof body.email === "string" ? body.email : null,
      phone: typeof body.phone === "string" ? body.phone : null,
      dob: body.dob ?? null,
      address: body.address ?? null,
    };
    call.world.guests.push(guest);
    const { org_id: _org, ...answer } = guest;
    return { ...answer, name: `${guest.first_name} ${guest.last_name}`.trim() };
  },
};

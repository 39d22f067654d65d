/**
 * A stay's registration form, which the guest fills in: read with what the reservation already
 * says (names, dates, location, rooms), saved only when every required field is filled.
 */
import { UPSTREAM_ERROR_CODES } from "../../contracts/entities";
import { PmsError } from "../pms-error";
import type { RegistrationFormRecord } from "../world";
import { reservationOf, type BehavioursOf } from "./call";

/**
 * docs/spec.md §5: names, birth date, country, citizenship, county, city, street, trip type and ID
 * number are required; the ID series only for a national identity card.
 */
function missingRegistrationFields(form: RegistrationFormRecord): string[] {
  const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";
  const address = (form.address ?? {}) as Record<string, unknown>;
  const required: [string, unknown][] = [
    ["last_name", form.last_name],
    ["first_name", form.first_name],
    ["dob", form.dob],
    ["country_code", form.country_code],
    ["citizenship", form.citizenship],
    ["address.county", address.county],
    ["address.city", address.city],
    ["address.address1", address.address1],
    ["trip_type", form.trip_type],
    ["id_type", form.id_type],
    ["id_number", form.id_number],
  ];
  if (form.id_type === "National identity card") required.push(["id_series", form.id_series]);
  return required.filter(([, value]) => !filled(value)).map(([name]) => name);
}

export const registrationBehaviours: BehavioursOf<"getRegistrationForm" | "saveRegistrationForm"> = {
  getRegistrationForm({ params }, { world }) {
    const reservation = reservationOf(world, params.reservation_id);
    const stored = world.registrationForms.get(reservation.id) ?? {};
    return {
      last_name: reservation.last_name,
      first_name: reservation.first_name,
      ...stored,
      arrival_date: reservation.day_from,
      departure_date: reservation.day_to,
      location_name: world.locations.find((location) => location.id === reservation.location_id)?.name ?? null,
      room_numbers: (reservation.arooms ?? []).map((room) => String((room as { room_number?: unknown }).room_number ?? "")).filter(Boolean),
    };
  },

  saveRegistrationForm({ params, body }, { world }) {
    const reservation = reservationOf(world, params.reservation_id);
    if (reservation.status === "Canceled") throw new PmsError(409, "This reservation is cancelled");
    // Dates, location and rooms come from the reservation; the form cannot change them.
    const { arrival_date: _a, departure_date: _d, location_name: _l, room_numbers: _r, ...fields } = body;
    const form = { last_name: reservation.last_name, first_name: reservation.first_name, ...world.registrationForms.get(reservation.id), ...fields };
    const missing = missingRegistrationFields(form);
    if (missing.length > 0)
      throw new PmsError(422, `Required fields are missing: ${missing.join(", ")}`, UPSTREAM_ERROR_CODES.requiredFields, { fields: missing });
    world.registrationForms.set(reservation.id, form);
    return { ok: true };
  },
};

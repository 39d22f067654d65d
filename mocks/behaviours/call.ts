/**
 * What every behaviour of the fake PMS is given, and the checks many of them make on who calls:
 * a behaviour gets its endpoint's validated input (typed from the contract table) and the call's
 * context, and answers with what the contract accepts (`ResponseInputOf`), so an answer that
 * breaks the contract fails the typecheck rather than a guest's page.
 */
import type { z } from "zod";
import type { Api, EndpointName } from "../../contracts/api";
import { UPSTREAM_ERROR_CODES } from "../../contracts/entities";
import type { Endpoint, ResponseInputOf } from "../../contracts/endpoint";
import { notFound, PmsError } from "../pms-error";
import type { LocationRecord, ReservationRecord, UserRecord, World } from "../world";

/** An endpoint's input after the contract's schemas parsed it (undefined where it declares none). */
export type Parsed<E extends Endpoint> = {
  params: E["pathParams"] extends z.ZodObject ? z.output<E["pathParams"]> : undefined;
  query: E["query"] extends z.ZodType ? z.output<E["query"]> : undefined;
  body: E["body"] extends z.ZodType ? z.output<E["body"]> : undefined;
};

export interface CallContext {
  world: World;
  /** The mock's own origin as the caller reached it: media and share links live there. */
  origin: string;
  url: URL;
  /** The signed-in user, when the call carried a valid session token. */
  user?: UserRecord;
  token?: string;
}

export type Behaviour<K extends EndpointName> = (input: Parsed<Api[K]>, call: CallContext) => ResponseInputOf<Api[K]>;

/** The behaviours of some endpoints of the table, each typed by its own endpoint. */
export type BehavioursOf<K extends EndpointName> = { [P in K]: Behaviour<P> };

export function reservationOf(world: World, id: number): ReservationRecord {
  return world.reservations.get(id) ?? notFound("Reservation not found");
}

export const signedInUser = (call: CallContext): UserRecord =>
  call.user ??
  (() => {
    throw new PmsError(401, "Please sign in");
  })();

export function staffOnly(call: CallContext): UserRecord {
  if (call.user?.role !== "staff") throw new PmsError(403, "Only hotel staff can do this", UPSTREAM_ERROR_CODES.staffOnly);
  return call.user;
}

/** A location of the staff member's own organisation (another's is refused like a guest's call). */
export function staffLocation(call: CallContext, locationId: number): LocationRecord {
  const staff = staffOnly(call);
  const location = call.world.locations.find((candidate) => candidate.id === locationId);
  if (!location) return notFound("Location not found");
  if (location.org_id !== staff.org_id) throw new PmsError(403, "This location is another organisation's", UPSTREAM_ERROR_CODES.staffOnly);
  return location;
}

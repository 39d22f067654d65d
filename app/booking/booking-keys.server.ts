/**
 * The booking forms of a visitor: one idempotency key per choice (search + offer), the same across
 * "back", reload and resubmit so they are one booking (docs/decisions/009), and the reservation
 * each key booked, so the choice's page says it is booked instead of offering its form (decision 023).
 *
 * Opening a form stores nothing (decision 032): its key is derived from the visitor's session id
 * (a signed cookie) and the form's fingerprint, so it needs no server-side session until the
 * first post. The session keeps a key only where it is not the derived one: a fresh key after the
 * form was used by another guest, or the key a post carried (it must outlive a new session id at sign-in).
 */
import { randomUUID } from "node:crypto";
import type { GuestSession, GuestSessions } from "~/bff.server";
import type { LoadedSite } from "~/site/site.server";

const KEPT_BOOKING_KEYS = 20;

/** What tells one booking form from another: the organisation, the search and the choice. */
export const fingerprintOf = (loaded: LoadedSite, query: Record<string, string>, params: URLSearchParams): string =>
  [loaded.site.organisation.id, new URLSearchParams(query).toString(), params.get("room_types"), params.get("rate_plan_id"), params.get("meal_id")].join("|");

/** The key of this session's form for `fingerprint`: the one kept for it, else the one derived from the session id. */
export function bookingKeyOf(sessions: Pick<GuestSessions, "derivedKey">, session: GuestSession, fingerprint: string): string {
  return session.get("bookingKeys")?.[fingerprint] ?? sessions.derivedKey(session, `booking form\n${fingerprint}`);
}

function keep(session: GuestSession, fingerprint: string, key: string): void {
  const keys = { ...(session.get("bookingKeys") ?? {}) };
  delete keys[fingerprint];
  keys[fingerprint] = key;
  session.set("bookingKeys", Object.fromEntries(Object.entries(keys).slice(-KEPT_BOOKING_KEYS)));
}

/** A new key for a form another guest booked with: this guest's next Continue books them. */
export function freshBookingKey(session: GuestSession, fingerprint: string): string {
  const key = randomUUID();
  keep(session, fingerprint, key);
  return key;
}

/** The key a post carried, kept for its form unless the session keeps one already. */
export function keepBookingKey(session: GuestSession, fingerprint: string, key: string): void {
  if (!session.get("bookingKeys")?.[fingerprint]) keep(session, fingerprint, key);
}

/** The form `fingerprint` booked `reservationId` with `key`: kept beside the keys, as many as they are. */
export function rememberBooked(session: GuestSession, fingerprint: string, key: string, reservationId: number): void {
  keep(session, fingerprint, key);
  const booked = { ...(session.get("bookedKeys") ?? {}) };
  delete booked[key];
  booked[key] = reservationId;
  session.set("bookedKeys", Object.fromEntries(Object.entries(booked).slice(-KEPT_BOOKING_KEYS)));
}

/** The reservation this session already booked with this choice's form, if it did. */
export function bookedWith(session: GuestSession, fingerprint: string): number | null {
  const key = session.get("bookingKeys")?.[fingerprint];
  const reservationId = key ? session.get("bookedKeys")?.[key] : undefined;
  return typeof reservationId === "number" && Number.isSafeInteger(reservationId) ? reservationId : null;
}

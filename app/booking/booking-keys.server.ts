/**
 * The booking forms of a session: one idempotency key per choice (search + offer), kept so that
 * "back" and a resubmit are the same booking (docs/decisions/009), and the reservation each key
 * booked, so the choice's page says it is booked instead of offering its form (decision 023).
 */
import { randomUUID } from "node:crypto";
import type { GuestSession } from "~/bff.server";
import type { LoadedSite } from "~/site/site.server";

const KEPT_BOOKING_KEYS = 20;

/** One key per booking form (search + choice), kept in the session so "back" + resubmit is the same booking. */
export const fingerprintOf = (loaded: LoadedSite, query: Record<string, string>, params: URLSearchParams): string =>
  [loaded.site.organisation.id, new URLSearchParams(query).toString(), params.get("room_types"), params.get("rate_plan_id"), params.get("meal_id")].join("|");

export function bookingKeyOf(session: GuestSession, fingerprint: string, fresh = false): { key: string; changed: boolean } {
  const keys = { ...(session.get("bookingKeys") ?? {}) };
  const known = keys[fingerprint];
  if (known && !fresh) return { key: known, changed: false };
  const key = randomUUID();
  delete keys[fingerprint];
  keys[fingerprint] = key;
  const kept = Object.entries(keys).slice(-KEPT_BOOKING_KEYS);
  session.set("bookingKeys", Object.fromEntries(kept));
  return { key, changed: true };
}

/** The form of `key` booked `reservationId`: kept beside the keys, as many as they are. */
export function rememberBooked(session: GuestSession, key: string, reservationId: number): void {
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

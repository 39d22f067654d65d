/**
 * What a guest's session holds and where it is kept (bff/session.ts makes and reads them): the
 * signed-in user, the reservations the visitor may see (lookup grants), the booking forms' keys, the
 * flashes carried over a redirect, the store's interface, the cookie's names and the lifetimes.
 */
import { randomBytes } from "node:crypto";
import type { Session } from "@remix-run/node";

export interface SignedInUser {
  email: string;
  role: "guest" | "staff";
  /** A staff member's organisation, when the PMS says (UserSession.org_id). */
  orgId?: number | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  language?: string | null;
}

/** The right to see one reservation, earned by its code + matching e-mail (checked upstream). */
export interface LookupGrant {
  email: string;
  grantedAt: number;
}

export interface SessionData {
  upstreamToken: string;
  user: SignedInUser;
  grants: Record<string, LookupGrant>;
  /**
   * Booking form fingerprint → its idempotency key, where it is not the one derived from the session
   * id (`formKey`): a fresh key after a form was used by another guest, or the key a post carried.
   */
  bookingKeys: Record<string, string>;
  /** Idempotency key → the reservation it booked: that form's page says so instead of offering it again. */
  bookedKeys: Record<string, number>;
}

export interface Toast {
  kind: "success" | "error" | "info";
  /** A translation key, or the server's own text when `text` is set. */
  key?: string;
  text?: string;
}

export interface SessionFlashData {
  /** The reservation the guest has just booked: its page greets them once with what comes next. */
  booked: number;
  toast: Toast;
  /** A form's typed values carried across a redirect (e.g. the booking form over a sign-in). */
  typed: Record<string, string>;
}

export type GuestSession = Session<SessionData, SessionFlashData>;

/** Where session data lives; ids are made by the store so they come from a CSPRNG. */
export interface SessionStore {
  create(data: unknown, expires?: Date): Promise<string>;
  read(id: string): Promise<unknown | null>;
  update(id: string, data: unknown, expires?: Date): Promise<void>;
  /**
   * Stores `data` under a new id and ends `previous` (when given): what a request that added to a
   * session writes (decision 051). A shared store adds to it what `previous` holds and the request
   * did not read (a read that timed out, a change another instance made since).
   */
  renew(previous: string | null, data: unknown, expires?: Date): Promise<string>;
  delete(id: string): Promise<void>;
}

/** The session cookie's name on localhost and plain http (docs/INTERFACE: `__session`). */
export const SESSION_COOKIE = "__session";
/**
 * Its name in production over https: a browser takes a `__Host-` cookie only from this very host,
 * `Secure`, with `Path=/` and no `Domain`, so no sibling subdomain can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = "__Host-session";

/** True when a Cookie header carries a session cookie, by either name: cheap, before any parsing. */
export const carriesSession = (header: string | null | undefined): boolean =>
  Boolean(header && (header.includes(`${SESSION_COOKIE}=`) || header.includes(`${SECURE_SESSION_COOKIE}=`)));
/** A signed-in guest's or staff member's session (docs/decisions/003). */
export const SESSION_DAYS = 14;
/**
 * A session without a signed-in user: made at a visitor's first post (a booking, a look-up), it
 * holds that day's lookup grants and booking forms; it lives hours, not weeks, so strangers cannot
 * pile sessions up (docs/decisions/032).
 */
export const ANONYMOUS_SESSION_HOURS = 12;

export const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits, base64url: unguessable, and says nothing about the guest. */
export const newSessionId = (): string => randomBytes(32).toString("base64url");

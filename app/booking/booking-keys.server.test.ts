/**
 * What a visitor's session keeps of their booking forms (booking-keys.server.ts): the keys that are
 * not the derived ones and the reservations they booked, every earlier one kept beside a new one,
 * at most twenty of each, so a stranger opening forms cannot grow a session without bound.
 */
import { createSession } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import type { GuestSession } from "~/bff.server";
import { bookedWith, bookingKeyOf, freshBookingKey, keepBookingKey, rememberBooked } from "./booking-keys.server";

const derived = { derivedKey: (_session: GuestSession, purpose: string) => `derived(${purpose})` };
const visitor = () => createSession({}, "a".repeat(43)) as unknown as GuestSession;
const form = (n: number) => `1|day_from=2027-01-${String(n).padStart(2, "0")}|1011:1|11|1`;

describe("a visitor's booking forms in the session", () => {
  it("a form's key is the derived one until the session keeps another; a key posted with keeps it, and never replaces one kept", () => {
    const session = visitor();
    expect(bookingKeyOf(derived, session, form(1))).toBe(`derived(booking form\n${form(1)})`);
    keepBookingKey(session, form(1), "posted-key");
    expect(bookingKeyOf(derived, session, form(1))).toBe("posted-key");
    keepBookingKey(session, form(1), "another-posted-key");
    expect(bookingKeyOf(derived, session, form(1))).toBe("posted-key");
  });

  it("a fresh key for one form leaves every other form's key as it was", () => {
    const session = visitor();
    keepBookingKey(session, form(1), "key-1");
    const fresh = freshBookingKey(session, form(2));
    expect(bookingKeyOf(derived, session, form(1))).toBe("key-1");
    expect(bookingKeyOf(derived, session, form(2))).toBe(fresh);
    expect(fresh).not.toBe(freshBookingKey(session, form(2)));
  });

  it("each form booked is remembered beside the others, by its key", () => {
    const session = visitor();
    rememberBooked(session, form(1), "key-1", 100_101);
    rememberBooked(session, form(2), "key-2", 100_102);
    expect([bookedWith(session, form(1)), bookedWith(session, form(2)), bookedWith(session, form(3))]).toEqual([100_101, 100_102, null]);
  });

  it("keeps the last twenty forms' keys and bookings, the oldest going first", () => {
    const session = visitor();
    for (let n = 1; n <= 25; n += 1) rememberBooked(session, form(n), `key-${n}`, 100_100 + n);
    expect(Object.keys(session.get("bookingKeys")!)).toHaveLength(20);
    expect(Object.keys(session.get("bookedKeys")!)).toHaveLength(20);
    expect(bookedWith(session, form(5))).toBeNull();
    expect(bookedWith(session, form(6))).toBe(100_106);
    expect(bookedWith(session, form(25))).toBe(100_125);
  });

  it("a booking the session holds as anything but a whole number is no booking", () => {
    for (const stored of ["100101", 1.5, null]) {
      const session = visitor();
      rememberBooked(session, form(1), "key-1", 100_101);
      session.set("bookedKeys", { "key-1": stored as number });
      expect(bookedWith(session, form(1))).toBeNull();
    }
  });
});

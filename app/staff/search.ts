/**
 * What the staff search box was given (docs/decisions/028): a reservation number opens that
 * reservation; anything else is looked for among guests and reservations. A phone number is sent
 * to the PMS in international form (libphonenumber-js, with the hotel's country for a national
 * number), so "0744333444", "744 333 444" and "+40 744 333 444" find the same guest.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import { withKept } from "../utils/links";
import { normaliseQuery } from "./guests";

export type StaffQuery = { kind: "reservation"; id: number; text: string } | { kind: "text"; text: string; sent: string } | null;

/** Reservation numbers as staff type them: up to 9 digits, maybe after "#"; never a leading 0 (a phone's). */
const RESERVATION_NUMBER = /^#?\s*([1-9]\d{0,8})$/;
/** Digits with the punctuation phone numbers are written with, at least 6 digits. */
const PHONE_LIKE = /^(?:\+|00)?[\d\s()./-]+$/;

export function readStaffQuery(raw: unknown, country: string | null): StaffQuery {
  const text = normaliseQuery(raw);
  if (!text) return null;
  const number = RESERVATION_NUMBER.exec(text)?.[1];
  if (number && number.length <= 8) return { kind: "reservation", id: Number(number), text };
  return { kind: "text", text, sent: searchText(text, country) };
}

/**
 * What the PMS is asked for a text, by the header's search box and the guests page alike (issue 39):
 * a phone number in international form, anything else as typed (the PMS folds case and diacritics).
 */
export const searchText = (text: string, country: string | null): string => internationalPhone(text, country) ?? text;

/** The staff search that lists a guest's stays: by her e-mail, else her phone, else her name. */
export function guestStaysHref(
  guest: { email?: string | null; phone?: string | null; first_name: string; last_name: string },
  keep: Record<string, string>,
): string {
  return withKept("/staff/search", keep, { q: guest.email || guest.phone || `${guest.first_name} ${guest.last_name}`.trim() });
}

/** "0744 333 444" → "+40744333444" for a hotel in Romania; null when the text is no phone number. */
export function internationalPhone(text: string, country: string | null): string | null {
  if (!PHONE_LIKE.test(text) || text.replace(/\D/g, "").length < 6) return null;
  const parsed = parsePhoneNumberFromString(text.replace(/^00/, "+"), (country?.toUpperCase() as CountryCode | undefined) ?? undefined);
  return parsed?.isValid() ? parsed.number : null;
}

/** The page of results asked for: a whole number from 1, else 1. */
export const pageOf = (raw: unknown): number => (typeof raw === "string" && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1);

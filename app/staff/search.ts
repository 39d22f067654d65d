/**
 * What the staff search box was given (docs/decisions/028): a reservation number opens that
 * reservation; anything else is looked for among guests and reservations. A phone number is sent
 * to the PMS in international form (libphonenumber-js, with the hotel's country for a national
 * number), so "0744333444", "744 333 444" and "+40 744 333 444" find the same guest.
 */
import { withKept } from "../utils/links";
import { normaliseQuery } from "./guests";
import { internationalPhone } from "./phones";

export { internationalPhone } from "./phones";

export type StaffQuery = { kind: "reservation"; id: number; text: string } | { kind: "text"; text: string; sent: string } | null;

/**
 * Reservation numbers as staff type them: up to 9 digits, maybe after "#", maybe spaced in groups
 * as numbers are read out ("100 001"); never a leading 0 (a phone's).
 */
const RESERVATION_NUMBER = /^#?\s*([1-9][\d ]{0,11})$/;

/** The apostrophes phones and word processors type for "'" (’ ‘ ‛ ʼ ʹ ` ´ ′ ＇): "O’Brien" is "O'Brien". */
const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u02B9\u0060\u00B4\u2032\uFF07]/g;

export function readStaffQuery(raw: unknown, country: string | null): StaffQuery {
  const text = normaliseQuery(raw);
  if (!text) return null;
  const number = RESERVATION_NUMBER.exec(text)?.[1]?.replace(/ /g, "");
  if (number && number.length <= 8) return { kind: "reservation", id: Number(number), text };
  return { kind: "text", text, sent: searchText(text, country) };
}

/**
 * What the PMS is asked for a text, by the header's search box and the guests page alike (issue 39):
 * a phone number in international form, anything else as typed but with the typewriter's apostrophe
 * (the PMS folds case, diacritics and apostrophes; docs/decisions/054).
 */
export const searchText = (text: string, country: string | null): string => internationalPhone(text, country) ?? text.replace(APOSTROPHES, "'");

/** The staff search that lists a guest's stays: by her e-mail, else her phone, else her name. */
export function guestStaysHref(
  guest: { email?: string | null; phone?: string | null; first_name: string; last_name: string },
  keep: Record<string, string>,
): string {
  return withKept("/staff/search", keep, { q: guest.email || guest.phone || `${guest.first_name} ${guest.last_name}`.trim() });
}

/** The page of results asked for: a whole number from 1, else 1. */
export const pageOf = (raw: unknown): number => (typeof raw === "string" && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1);

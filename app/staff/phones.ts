/**
 * Phone numbers at the front desk in one international form (docs/decisions/028, 054): read with
 * libphonenumber-js, a national number ("0722 999 888") in the hotel's country (+40722999888). The
 * BFF sends the PMS queries and new guests' phones in that form (E.164); the PMS matches it against
 * numbers stored as they were given, read the same way.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";

/** Digits with the punctuation phone numbers are written with. */
const PHONE_LIKE = /^(?:\+|00)?[\d\s()./-]+$/;

const parse = (text: string, country: string | null) =>
  parsePhoneNumberFromString(text.trim().replace(/^00/, "+"), (country?.toUpperCase() as CountryCode | undefined) ?? undefined);

/** "0744 333 444" → "+40744333444" for a hotel in Romania; null when the text is no valid phone number. */
export function internationalPhone(text: string, country: string | null): string | null {
  if (!PHONE_LIKE.test(text) || text.replace(/\D/g, "").length < 6) return null;
  const parsed = parse(text, country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A phone already stored, in international form so two ways of writing it compare equal: a possible
 * number (not necessarily one the numbering plan knows), else its digits; null when none.
 */
export function storedPhoneKey(phone: string | null | undefined, country: string | null): string | null {
  if (!phone || phone.replace(/\D/g, "").length < 6) return null;
  const parsed = PHONE_LIKE.test(phone) ? parse(phone, country) : undefined;
  if (parsed?.isPossible()) return parsed.number;
  const written = phone.trim().replace(/^00/, "+");
  return `${written.startsWith("+") ? "+" : ""}${written.replace(/\D/g, "")}`;
}

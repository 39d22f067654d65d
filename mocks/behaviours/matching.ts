/**
 * How the mock PMS matches a staff member's text against guests and reservations (contract
 * extension, docs/decisions/028 and 054), as a PMS that stores what it was given would:
 * diacritics-, case- and apostrophe-insensitive on names and e-mails ("O’Brien" typed on a phone
 * finds "O'Brien" and the other way round), and a phone number in international form
 * (`+40744333444`, what the BFF sends whatever the staff member typed) against the stored number
 * read the same way — in the organisation's country when it was stored in national form
 * ("0722 999 888" at a hotel in Romania is +40722999888). Phones are stored as given.
 */
import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js";
import type { World } from "../world";

/** The apostrophes phones and word processors type for "'": ’ ‘ ‛ ʼ ʹ ` ´ ′ ＇. */
const APOSTROPHES = /[\u2018\u2019\u201B\u02BC\u02B9\u0060\u00B4\u2032\uFF07]/g;

/** Diacritics-insensitive, so "ionescu" finds "Ionescu" and "stefan" finds "Ștefan"; one apostrophe. */
export const fold = (text: string): string =>
  text
    .replace(APOSTROPHES, "'")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

const INTERNATIONAL = /^\+\d{6,15}$/;

/**
 * A stored phone in E.164: read with the organisation's country when national; a number it
 * cannot read keeps its digits ("+" and them when written internationally).
 */
export function storedPhone(phone: string, country: string | null): string {
  const written = phone.trim().replace(/^00/, "+");
  const parsed = parsePhoneNumberFromString(written, (country?.toUpperCase() as CountryCode | undefined) ?? undefined);
  if (parsed?.isPossible()) return parsed.number;
  return `${written.startsWith("+") ? "+" : ""}${written.replace(/\D/g, "")}`;
}

/** The organisation's country, in which its national phone numbers are read: its first location's. */
export const organisationCountry = (world: World, orgId: number): string | null =>
  world.locations.find((location) => location.org_id === orgId && location.address?.country)?.address?.country ?? null;

/** Whether a text matches one of the fields, or (a phone in international form) the phone. */
export function matchesText(needle: string, fields: { text: Array<string | null | undefined>; phone?: string | null }, country: string | null): boolean {
  const wanted = needle.trim();
  if (INTERNATIONAL.test(wanted)) return Boolean(fields.phone) && storedPhone(fields.phone!, country) === wanted;
  return fold([...fields.text, fields.phone].filter(Boolean).join(" ")).includes(fold(wanted));
}

/**
 * How the mock PMS matches a staff member's text against guests and reservations (contract
 * extension, docs/decisions/028): diacritics- and case-insensitive on names and e-mails, and a
 * phone number in international form (`+40744333444`) on the stored number's digits, so
 * "+40 744 333 444" and "+40-744-333-444" are the same number. The BFF sends phone numbers in that
 * form, whatever the staff member typed.
 */

/** Diacritics-insensitive, so "ionescu" finds "Ionescu" and "stefan" finds "Ștefan". */
export const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

const INTERNATIONAL = /^\+\d{6,15}$/;
const digitsOf = (phone: string): string => phone.replace(/^00/, "+").replace(/\D/g, "");

/** Whether a text matches one of the fields, or (a phone in international form) the phone's digits. */
export function matchesText(needle: string, fields: { text: Array<string | null | undefined>; phone?: string | null }): boolean {
  const wanted = needle.trim();
  if (INTERNATIONAL.test(wanted)) return Boolean(fields.phone) && digitsOf(fields.phone!) === wanted.slice(1);
  return fold([...fields.text, fields.phone].filter(Boolean).join(" ")).includes(fold(wanted));
}

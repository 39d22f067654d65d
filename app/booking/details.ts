/**
 * The guest's details and payment choice (docs/spec.md §5, §8): required in the spec's order (name, phone,
 * e-mail, surname, then the terms), each with its own notification; messages are translation keys.
 * The schema itself is in details-check.ts, apart, so that a page showing the form does not bring zod.
 */

/** The spec's order of checks, and the notification each missing field raises (§8 keys). */
export const DETAILS_IN_ORDER = [
  ["first_name", "booking.notify.complete_name"],
  ["phone", "booking.notify.complete_phone"],
  ["email", "booking.notify.complete_email"],
  ["last_name", "booking.notify.complete_surname"],
  ["terms", "booking.notify.complete_policy"],
] as const;

export type DetailField = (typeof DETAILS_IN_ORDER)[number][0] | "payment_method";

export const missing = Object.fromEntries(DETAILS_IN_ORDER) as Record<(typeof DETAILS_IN_ORDER)[number][0], string>;

export const DETAILS_ERRORS = {
  phoneInvalid: "booking.errors.phoneInvalid",
  emailInvalid: "booking.errors.emailInvalid",
  paymentMethod: "booking.errors.paymentMethod",
  paymentUnavailable: "booking.errors.paymentUnavailable",
} as const;

/** The fields as the form shows them, top to bottom (components/booking/DetailsForm.tsx). */
export const DETAILS_ON_PAGE = ["first_name", "last_name", "phone", "email", "payment_method", "terms"] as const satisfies readonly DetailField[];

/**
 * Every problem in the order of the fields on the page, for the error summary that lists them all
 * and links to each (GOV.UK's pattern: the list is read while fixing, top to bottom). The spec's
 * order (DETAILS_IN_ORDER) is that of notifications told one at a time; told all at once, none is
 * left for later and the page's order wins (decision 040).
 */
export function detailProblems(
  errors: Partial<Record<string, string[] | null | undefined>> | null | undefined,
): Array<{ field: DetailField; message: string }> {
  if (!errors) return [];
  return DETAILS_ON_PAGE.flatMap((field) => {
    const message = errors[field]?.[0];
    return message ? [{ field, message }] : [];
  });
}

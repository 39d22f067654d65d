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

/**
 * Every problem in the spec's order (then the payment choice), for the error summary that lists
 * them all and links to each field; the first is the spec's notification.
 */
export function detailProblems(
  errors: Partial<Record<string, string[] | null | undefined>> | null | undefined,
): Array<{ field: DetailField; message: string }> {
  if (!errors) return [];
  const fields: DetailField[] = [...DETAILS_IN_ORDER.map(([field]) => field), "payment_method"];
  return fields.flatMap((field) => {
    const message = errors[field]?.[0];
    return message ? [{ field, message }] : [];
  });
}

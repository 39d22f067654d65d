/**
 * The guest's details and payment choice (spec §5, §8): required in the spec's order (name, phone,
 * e-mail, surname, then the terms), each with its own notification. One schema for conform in the
 * browser and the action on the server; messages are translation keys.
 */
import { z } from "zod";
import type { GuestPaymentMethod } from "../../contracts/entities";
import { FIELD_MAX, TOO_LONG } from "../utils/text-limits";

/** The spec's order of checks, and the notification each missing field raises (§8 keys). */
export const DETAILS_IN_ORDER = [
  ["first_name", "booking.notify.complete_name"],
  ["phone", "booking.notify.complete_phone"],
  ["email", "booking.notify.complete_email"],
  ["last_name", "booking.notify.complete_surname"],
  ["terms", "booking.notify.complete_policy"],
] as const;

export type DetailField = (typeof DETAILS_IN_ORDER)[number][0] | "payment_method";

const missing = Object.fromEntries(DETAILS_IN_ORDER) as Record<(typeof DETAILS_IN_ORDER)[number][0], string>;

export const DETAILS_ERRORS = {
  phoneInvalid: "booking.errors.phoneInvalid",
  emailInvalid: "booking.errors.emailInvalid",
  paymentMethod: "booking.errors.paymentMethod",
  paymentUnavailable: "booking.errors.paymentUnavailable",
} as const;

/** Digits with the usual separators and an optional leading +; 6 to 20 characters. */
const PHONE = /^\+?[\d\s().-]{6,20}$/;

const required = (key: string) => z.string({ error: key }).trim().min(1, key);

export function detailsSchema(context: { offeredMethods: readonly GuestPaymentMethod[] }) {
  return z.object({
    first_name: required(missing.first_name).max(FIELD_MAX.first_name, TOO_LONG),
    phone: required(missing.phone).max(FIELD_MAX.phone, TOO_LONG).regex(PHONE, DETAILS_ERRORS.phoneInvalid),
    email: required(missing.email).max(FIELD_MAX.email, TOO_LONG).pipe(z.email(DETAILS_ERRORS.emailInvalid)),
    last_name: required(missing.last_name).max(FIELD_MAX.last_name, TOO_LONG),
    // A checkbox posts "on" when ticked and nothing otherwise; conform reads that as a boolean.
    terms: z.boolean({ error: missing.terms }).refine((accepted) => accepted, missing.terms),
    payment_method: z.string({ error: DETAILS_ERRORS.paymentMethod }).refine(
      (method): method is GuestPaymentMethod => (context.offeredMethods as readonly string[]).includes(method),
      DETAILS_ERRORS.paymentUnavailable,
    ),
    /** Made by the server when it showed the form: the same booking posted twice is booked once. */
    idempotency_key: z.string().regex(/^[\w-]{16,100}$/),
  });
}

export type GuestDetails = z.output<ReturnType<typeof detailsSchema>>;

/** The notification to show: the first problem in the spec's order (then the payment choice). */
export function firstDetailProblem(errors: Partial<Record<string, string[] | null | undefined>> | null | undefined): string | null {
  if (!errors) return null;
  for (const [field] of DETAILS_IN_ORDER) {
    const message = errors[field]?.[0];
    if (message) return message;
  }
  return errors.payment_method?.[0] ?? null;
}


/**
 * Every problem in the spec's order (then the payment choice), for the error summary that lists
 * them all and links to each field; the first is the spec's notification.
 */
export function detailProblems(errors: Partial<Record<string, string[] | null | undefined>> | null | undefined): Array<{ field: DetailField; message: string }> {
  if (!errors) return [];
  const fields: DetailField[] = [...DETAILS_IN_ORDER.map(([field]) => field), "payment_method"];
  return fields.flatMap((field) => {
    const message = errors[field]?.[0];
    return message ? [{ field, message }] : [];
  });
}

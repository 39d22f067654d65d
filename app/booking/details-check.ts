/**
 * The guest-details rules: one zod schema for the action on the server and for conform in the
 * browser, which loads this module late (app/utils/late-rules.ts).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";
import type { GuestPaymentMethod } from "../../contracts/entities";
import { FIELD_MAX, TOO_LONG } from "../utils/text-limits";
import { oneLine } from "../utils/typed-text";
import { DETAILS_ERRORS, missing } from "./details";

/** Digits with the usual separators and an optional leading +; 6 to 20 characters. */
const PHONE = /^\+?[\d\s().-]{6,20}$/;

/** A required one-line field: control characters gone (app/utils/typed-text.ts), trimmed, not blank. */
const required = (key: string) => z.string({ error: key }).overwrite(oneLine).trim().min(1, key);

export function detailsSchema(context: { offeredMethods: readonly GuestPaymentMethod[] }) {
  return z.object({
    first_name: required(missing.first_name).max(FIELD_MAX.first_name, TOO_LONG),
    phone: required(missing.phone).max(FIELD_MAX.phone, TOO_LONG).regex(PHONE, DETAILS_ERRORS.phoneInvalid),
    email: required(missing.email).max(FIELD_MAX.email, TOO_LONG).pipe(z.email(DETAILS_ERRORS.emailInvalid)),
    last_name: required(missing.last_name).max(FIELD_MAX.last_name, TOO_LONG),
    // A checkbox posts "on" when ticked and nothing otherwise; conform reads that as a boolean.
    terms: z.boolean({ error: missing.terms }).refine((accepted) => accepted, missing.terms),
    payment_method: z
      .string({ error: DETAILS_ERRORS.paymentMethod })
      .refine((method): method is GuestPaymentMethod => (context.offeredMethods as readonly string[]).includes(method), DETAILS_ERRORS.paymentUnavailable),
    /** Made by the server when it showed the form: the same booking posted twice is booked once. */
    idempotency_key: z.string().regex(/^[\w-]{16,100}$/),
  });
}

export type GuestDetails = z.output<ReturnType<typeof detailsSchema>>;

export const checkDetails = (formData: FormData, offeredMethods: readonly GuestPaymentMethod[]) =>
  parseWithZod(formData, { schema: detailsSchema({ offeredMethods }) });

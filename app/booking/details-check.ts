/**
 * The guest-details rules: one zod schema for the action on the server and for conform in the
 * browser, which loads this module late (app/utils/late-rules.ts).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";
import type { GuestPaymentMethod } from "../../contracts/entities";
import { TOO_LONG } from "../utils/text-limits";
import { oneLine } from "../utils/typed-text";
import { DETAILS_ERRORS, GUEST_FIELD_NAMES, GUEST_FIELDS, type GuestField, type GuestFieldName, type GuestFieldValue } from "./details";

/** Digits with the usual separators and an optional leading +; 6 to 20 characters. */
const PHONE = /^\+?[\d\s().-]{6,20}$/;

/**
 * One declared field's rule: one line, control characters gone (app/utils/typed-text.ts), trimmed, at
 * most its maximum; not blank when required (its own notification); a phone's or an e-mail's format.
 * Conform reads an empty input as absent, so an optional field left empty is `undefined`.
 */
function fieldRule(field: GuestField): z.ZodType<string | undefined> {
  let text = z
    .string({ error: field.missing ?? TOO_LONG })
    .overwrite(oneLine)
    .trim()
    .max(field.max, TOO_LONG);
  if (field.missing) text = text.min(1, field.missing);
  if (field.input === "tel") text = text.regex(PHONE, DETAILS_ERRORS.phoneInvalid);
  const formatted = field.input === "email" ? text.pipe(z.email(DETAILS_ERRORS.emailInvalid)) : text;
  return field.missing ? formatted : formatted.optional();
}

/** Every declared field's rule, typed by its declaration (required: string; optional: string | undefined). */
const guestFieldRules = () =>
  Object.fromEntries(GUEST_FIELD_NAMES.map((name) => [name, fieldRule(GUEST_FIELDS[name])])) as {
    [Name in GuestFieldName]: z.ZodType<GuestFieldValue<Name>>;
  };

export function detailsSchema(context: { offeredMethods: readonly GuestPaymentMethod[] }) {
  return z.object({
    ...guestFieldRules(),
    // A checkbox posts "on" when ticked and nothing otherwise; conform reads that as a boolean.
    terms: z.boolean({ error: DETAILS_ERRORS.termsMissing }).refine((accepted) => accepted, DETAILS_ERRORS.termsMissing),
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

/**
 * The guest's details and payment choice (docs/spec.md §5, §8). Each text field the guest types is
 * declared once, in GUEST_FIELDS: its label, input, autocomplete token, maximum length, the notification
 * when it is missing (or none: optional) and the reservation draft's property it fills. Problems are
 * told all at once, in the page's order (decision 040), so the spec's order of one-at-a-time
 * notifications (§8) needs no place of its own. The form (components/booking/DetailsForm.tsx), the error
 * summary, `maxLength`, the schema (details-check.ts) and the draft (booking.server.ts) are derived
 * from it (issue 54; the recipe for a new field is in docs/architecture.md). Messages are translation keys.
 * The schema itself is in details-check.ts, apart, so that a page showing the form does not bring zod.
 */
import type { ReservationDraft } from "../../contracts/entities";
import type { Translation } from "../locales";

/** A text of the details step, by its key (a label with no English text is a type error; the other languages follow English). */
type DetailsText = `booking.details.${keyof Translation["booking"]["details"] & string}`;

/** One field the guest types. */
export interface GuestField {
  /** Its label's translation key. */
  label: DetailsText;
  /** The input's type; "tel" and "email" also bring their format checks. */
  input: "text" | "tel" | "email";
  /** The browser's autofill token (WHATWG autocomplete). */
  autoComplete: string;
  /** The longest value accepted (the input's maxLength, the schema's max and the echo's cap). */
  max: number;
  /** The notification when it is left empty (§8); null: the field is optional. */
  missing: string | null;
  /** The reservation draft's property it fills (docs/spec.md §3): one the contract declares (the draft's loose type would take any name). */
  draft: keyof (typeof ReservationDraft)["shape"];
}

/** The fields, in the order the form shows them, top to bottom. */
export const GUEST_FIELDS = {
  first_name: {
    label: "booking.details.firstName",
    input: "text",
    autoComplete: "given-name",
    max: 100,
    missing: "booking.notify.complete_name",
    draft: "first_name",
  },
  last_name: {
    label: "booking.details.lastName",
    input: "text",
    autoComplete: "family-name",
    max: 100,
    missing: "booking.notify.complete_surname",
    draft: "last_name",
  },
  phone: { label: "booking.details.phone", input: "tel", autoComplete: "tel", max: 20, missing: "booking.notify.complete_phone", draft: "phone" },
  /** RFC 5321's path limit. */
  email: { label: "booking.details.email", input: "email", autoComplete: "email", max: 254, missing: "booking.notify.complete_email", draft: "email" },
} as const satisfies Record<string, GuestField>;

export type GuestFieldName = keyof typeof GUEST_FIELDS;
export const GUEST_FIELD_NAMES = Object.keys(GUEST_FIELDS) as GuestFieldName[];

/** A required field's value is a string; an optional one's may be absent. */
export type GuestFieldValue<Name extends GuestFieldName> = (typeof GUEST_FIELDS)[Name]["missing"] extends string ? string : string | undefined;

/** The draft's part the guest typed: every declared field's `draft` property, and a type error if the draft lacks one. */
export type GuestDraft = {
  [Name in GuestFieldName as (typeof GUEST_FIELDS)[Name]["draft"]]: (typeof GUEST_FIELDS)[Name]["missing"] extends string ? string : string | null;
};

export function guestDraftOf(details: { [Name in GuestFieldName]: GuestFieldValue<Name> }): GuestDraft {
  const draft: Record<string, string | null> = {};
  for (const name of GUEST_FIELD_NAMES) draft[GUEST_FIELDS[name].draft] = details[name] ?? null;
  return draft as GuestDraft;
}

export type DetailField = GuestFieldName | "terms" | "payment_method";

export const DETAILS_ERRORS = {
  phoneInvalid: "booking.errors.phoneInvalid",
  emailInvalid: "booking.errors.emailInvalid",
  paymentMethod: "booking.errors.paymentMethod",
  paymentUnavailable: "booking.errors.paymentUnavailable",
  termsMissing: "booking.notify.complete_policy",
} as const;

/** The fields as the form shows them, top to bottom: the typed ones, the payment choice, the terms. */
export const DETAILS_ON_PAGE: readonly DetailField[] = [...GUEST_FIELD_NAMES, "payment_method", "terms"];

/** Each declared field's maximum length (app/utils/text-limits.ts's FIELD_MAX takes them from here). */
export const GUEST_FIELD_MAX = Object.fromEntries(GUEST_FIELD_NAMES.map((name) => [name, GUEST_FIELDS[name].max])) as {
  [Name in GuestFieldName]: (typeof GUEST_FIELDS)[Name]["max"];
};

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

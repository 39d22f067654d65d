/**
 * The forms of the reservation page (docs/spec.md §4): each change is a form with an `intent`, checked the
 * same way on the server and, where the page runs JavaScript, in the browser. The refusals are
 * translation keys, so the page words them in the guest's language.
 */
import { z } from "zod";
import { capEcho } from "~/utils/text-limits";
import { severalLines } from "~/utils/typed-text";
import { SELF_REPORTED_METHODS } from "./account";

/** HH:MM on a 24-hour clock. */
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
export const NOTE_MAX = 500;

export const MANAGE_ERRORS = {
  time: "reservation.errors.time",
  arrivalClosed: "reservation.errors.arrivalClosed",
  departureClosed: "reservation.errors.departureClosed",
  method: "reservation.errors.method",
  cancelClosed: "reservation.errors.cancelClosed",
  failed: "reservation.errors.failed",
  /** The fee shown is no longer today's: nothing was cancelled, the guest confirms the new one. */
  feeChanged: "reservation.errors.feeChanged",
  /** The amount shown is no longer the instalment's: nothing was recorded or started. */
  amountChanged: "reservation.errors.amountChanged",
  paypalUnverified: "reservation.errors.paypalUnverified",
} as const;

/** An amount as a form carries it ("1138.80"); anything else is no amount at all. */
export const shownAmount = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : undefined),
  z.number().finite().min(0).optional(),
);

export const ManageForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("arrival-time"), arrival_time: z.string().trim().regex(TIME, MANAGE_ERRORS.time) }),
  z.object({ intent: z.literal("departure-time"), departure_time: z.string().trim().regex(TIME, MANAGE_ERRORS.time) }),
  z.object({ intent: z.literal("note"), note: z.string().overwrite(severalLines).trim().max(NOTE_MAX, "errors.tooLong") }),
  // `amount`: the instalment as the guest saw it; `fee`: the cancellation fee they were shown.
  z.object({
    intent: z.literal("pay"),
    payment_method: z.enum(SELF_REPORTED_METHODS, MANAGE_ERRORS.method),
    invoice_id: z.coerce.number().int().positive(),
    amount: shownAmount,
  }),
  z.object({ intent: z.literal("cancel"), fee: shownAmount }),
  // New dates at the total the guest was shown (docs/decisions/045); the dates are checked by ./date-change.ts.
  z.object({ intent: z.literal("change-dates"), day_from: z.string().trim().max(10), day_to: z.string().trim().max(10), total: shownAmount }),
  // What PayPal's buttons report after the guest approved: ids only. The PMS verifies the capture
  // with PayPal itself; whatever status or amount a browser claims is not asked for (docs/spec.md §7).
  z.object({
    intent: z.literal("paypal"),
    invoice_id: z.coerce.number().int().positive(),
    order_id: z
      .string()
      .trim()
      .regex(/^[\w-]{1,100}$/, MANAGE_ERRORS.failed),
    capture_id: z
      .string()
      .trim()
      .regex(/^[\w-]{1,100}$/, MANAGE_ERRORS.failed),
  }),
]);
export type ManageChange = z.output<typeof ManageForm>;

export type ManageOutcome =
  /** Done (or already done): back to the page with this notification. */
  | { kind: "done"; toast: string }
  /** Refused: the page again with the reason by field and what was typed (and the cancel step again). */
  | { kind: "invalid"; errors: Record<string, string>; typed: Record<string, string>; confirmCancel?: boolean }
  /**
   * The PMS refused (its own words in `text`, never a translation key) or failed (`text` null):
   * the page names the change that failed and keeps what was typed (app/site/action-failure.ts).
   */
  | { kind: "failed"; text: string | null; typed: Record<string, string>; confirmCancel?: boolean }
  | { kind: "no-grant" }
  | { kind: "unavailable" };

/** What the guest typed, to fill a refused form again, each field cut at its limit (app/utils/text-limits.ts). */
export const typedOf = (form: Record<string, unknown>) =>
  capEcho(Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[0] !== "intent")));

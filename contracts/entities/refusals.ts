/**
 * What the PMS answers when it refuses a call: the error body and the machine-readable codes the
 * BFF acts on.
 */
import { z } from "zod";

/** What a PMS answers on a failed call; `message` is shown to the guest (docs/spec.md §8). */
export const UpstreamErrorBody = z.looseObject({
  message: z.string().optional(),
  error: z.string().optional(),
  /** A machine-readable reason where the guest's next step depends on it (see UPSTREAM_ERROR_CODES). */
  code: z.string().optional(),
});

/**
 * Error codes the BFF acts on (contract extension, docs/decisions/011). The spec names none;
 * `email_registered` is how we read its "exists" guest state: an anonymous booking with the e-mail
 * of a registered user (docs/decisions/009). The others say which rule a refusal broke, so the guest is
 * told in their own language what to change.
 */
export const UPSTREAM_ERROR_CODES = {
  emailRegistered: "email_registered",
  /** Refusals of a booking (POST /api/reservations), each a 4xx with `{ message, code, … }`. */
  minStay: "min_stay",
  maxStay: "max_stay",
  capacity: "capacity",
  noAvailability: "no_availability",
  leadTime: "lead_time",
  idempotencyConflict: "idempotency_conflict",
  methodUnavailable: "payment_method_unavailable",
  /** A token the PMS does not know (401). */
  sessionExpired: "session_expired",
  /** PATCH refusals. */
  alreadyCancelled: "already_cancelled",
  /** Cancelling with a fee other than the one the guest was shown (the reservation's `cancellationFee`). */
  feeChanged: "fee_changed",
  /** A change to a cancelled reservation (its note, times, payment). */
  reservationCancelled: "reservation_cancelled",
  alreadyPaid: "already_paid",
  /**
   * New dates for a reservation (docs/decisions/045): the hotel takes no date changes online, or not
   * for this one (not New or Confirmed, booked through a channel, its free cancellation is over).
   */
  dateChangeClosed: "date_change_closed",
  /** New dates with a price other than the one the PMS charges for them (body: `price`, the PMS's). */
  priceChanged: "price_changed",
  /** New dates whose total is less than what is paid already: a paid instalment cannot be moved. */
  instalmentsPaid: "instalments_paid",
  /** A PayPal capture the PMS could not verify with PayPal: unknown, not completed, another amount, currency or invoice. */
  paymentUnverified: "payment_unverified",
  requiredFields: "required_fields",
  /** A staff-only call (docs/decisions/014) made with a guest's session, or for another organisation. */
  staffOnly: "staff_only",
} as const;

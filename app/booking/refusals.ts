/**
 * The PMS's refusals of a booking (contracts UPSTREAM_ERROR_CODES, docs/decisions/011), told in the
 * guest's language with what to change. An unknown refusal, or one without what its message needs,
 * is null: the caller falls back to the PMS's own text.
 */
import { UPSTREAM_ERROR_CODES } from "../../contracts/entities";
import type { FormError } from "./view";

export function refusalMessage(refusal: { code?: string; details: Record<string, unknown> }): FormError | null {
  const count = (field: string) => {
    const value = refusal.details[field];
    return typeof value === "number" && Number.isInteger(value) && value > 0 ? { count: value } : null;
  };
  switch (refusal.code) {
    case UPSTREAM_ERROR_CODES.minStay: {
      const values = count("min_nights");
      return values ? { key: "booking.errors.minStay", values } : null;
    }
    case UPSTREAM_ERROR_CODES.maxStay: {
      const values = count("max_nights");
      return values ? { key: "booking.errors.maxStay", values } : null;
    }
    case UPSTREAM_ERROR_CODES.capacity:
      return { key: "booking.errors.capacity" };
    case UPSTREAM_ERROR_CODES.leadTime:
      return { key: "booking.errors.leadTime" };
    case UPSTREAM_ERROR_CODES.methodUnavailable:
      return { key: "booking.errors.paymentUnavailable" };
    case UPSTREAM_ERROR_CODES.noAvailability:
      return { key: "booking.errors.noAvailability" };
    case UPSTREAM_ERROR_CODES.idempotencyConflict:
      return { key: "booking.errors.formReused" };
    default:
      return null;
  }
}

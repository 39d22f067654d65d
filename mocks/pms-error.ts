/**
 * How the fake PMS refuses: an error that carries the HTTP status the PMS answers with, and the
 * contract's `code` where the BFF acts on the reason (docs/decisions/011). Thrown by the
 * behaviours, turned into the error body by `mocks/handlers.ts`.
 */
export class PmsError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422,
    message: string,
    /** A machine-readable reason, for the answers the BFF acts on. */
    readonly code?: string,
    /** More fields of the error body (e.g. `min_nights`). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** A 404 with its message: what a PMS answers for an id it does not hold. */
export const notFound = (message: string): never => {
  throw new PmsError(404, message);
};

/**
 * What can go wrong talking to the PMS, as one typed error. Routes turn it into a helpful page
 * (never a stack trace); `guestMessage` is the PMS's own text, which the spec shows to the guest.
 */
export type UpstreamFailure =
  /** The deadline passed before the PMS answered. */
  | "timeout"
  /** No connection (refused, reset, DNS). */
  | "unreachable"
  /** The PMS answered with an error status. */
  | "status"
  /** The PMS answered 2xx with a body that breaks the contract. */
  | "contract"
  /** The call needs a signed-in session and there is none. */
  | "unauthorized";

export class UpstreamError extends Error {
  override name = "UpstreamError";
  constructor(
    readonly failure: UpstreamFailure,
    readonly endpoint: string,
    message: string,
    readonly options: { status?: number; guestMessage?: string; code?: string; details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
  }

  get status(): number | undefined {
    return this.options.status;
  }

  get guestMessage(): string | undefined {
    return this.options.guestMessage;
  }

  /** The PMS's machine-readable reason, when it gave one. */
  get code(): string | undefined {
    return this.options.code;
  }

  /** The rest of the PMS's error body (e.g. `min_nights`), as it sent it. */
  get details(): Record<string, unknown> {
    return this.options.details ?? {};
  }

  get isNotFound(): boolean {
    return this.failure === "status" && this.options.status === 404;
  }
}

export const isUpstreamError = (error: unknown): error is UpstreamError => error instanceof UpstreamError;

/**
 * Traces (W3C Trace Context, https://www.w3.org/TR/trace-context/): every request has a trace id,
 * the one in its `traceparent` header when a trusted proxy (TRUST_PROXY) sent a valid one, else a
 * new one (the front door decides; a client's own is at most a link). The
 * id is in every log line written while the request is answered (logger.ts's mixin), on the error
 * page as its reference, and in the `traceparent` of every PMS call the request makes (with the
 * call's own span id), so one guest's request can be followed from the proxy through here into the
 * PMS's logs.
 *
 * Ids are made here; with OTEL_EXPORTER_OTLP_ENDPOINT the spans are also exported (otel.ts, loaded
 * only then). The header's format is a few lines of the recommendation: parsed here rather than by
 * loading OpenTelemetry's propagator into every process that exports nothing.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomFillSync } from "node:crypto";

export interface SpanIds {
  /** 32 lowercase hex digits. */
  traceId: string;
  /** 16 lowercase hex digits. */
  spanId: string;
  /** The trace-flags' sampled bit: whether the trace is recorded (passed on as it came). */
  sampled: boolean;
}

export interface SpanEnd {
  /** An HTTP status, ours or the PMS's. */
  status?: number;
  /** What went wrong, when something did (`timeout`, `unreachable`, …). */
  error?: string;
}

export interface Span extends SpanIds {
  end(how?: SpanEnd): void;
}

export interface Tracer {
  /**
   * The span of one incoming request: a child of `traceparent` when that is valid, else a new
   * trace. `linked` is a caller's `traceparent` not trusted to be the parent (no proxy trusted): at
   * most a link of the new trace's span, where links are recorded (otel.ts), never its id.
   */
  request(traceparent: string | null, what: { method: string; route: string; linked?: string | null }): Span;
  /** A PMS call's span: a child of the request's span, or a new trace's root outside a request. */
  pmsCall(parent: Span | undefined, what: { endpoint: string; method: string }): Span;
  /** Sends what is still buffered (the exporting tracer); a no-op otherwise. */
  shutdown(): Promise<void>;
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ALL_ZEROS = /^0+$/;

/**
 * A `traceparent` header as the recommendation reads it (§3.2, §4.3): version 00 is exactly four
 * fields; a later version may add fields after them, which are ignored; version ff, an all-zero
 * trace or parent id, or anything else malformed is no parent at all (a new trace starts).
 */
export function parseTraceparent(header: string | null | undefined): { traceId: string; parentId: string; sampled: boolean } | null {
  if (!header) return null;
  const match = TRACEPARENT.exec(header.trim());
  if (!match) return null;
  const [, version, traceId, parentId, flags, rest] = match as unknown as [string, string, string, string, string, string | undefined];
  if (version === "ff" || (version === "00" && rest !== undefined)) return null;
  if (ALL_ZEROS.test(traceId) || ALL_ZEROS.test(parentId)) return null;
  return { traceId, parentId, sampled: (parseInt(flags, 16) & 1) === 1 };
}

export const traceparentOf = (span: SpanIds): string => `00-${span.traceId}-${span.spanId}-${span.sampled ? "01" : "00"}`;

// Ids are drawn from a pool the system's random source fills 4 KiB at a time: one call into it per
// 170 requests instead of two per request (each one a few microseconds, a share of a kept page's).
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let drawn = 0;
function randomHex(bytes: number): string {
  if (drawn + bytes > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    drawn = 0;
  }
  const hex = pool.toString("hex", drawn, drawn + bytes);
  drawn += bytes;
  // All zeros is no id (W3C Trace Context §3.2.2.3): drawn again (one chance in 2^64).
  return hex.charCodeAt(0) === 48 && /^0+$/.test(hex) ? randomHex(bytes) : hex;
}

export const newTraceId = (): string => randomHex(16);
export const newSpanId = (): string => randomHex(8);

/**
 * Ids only, nothing recorded: the tracer of a process that exports no spans. A new trace is
 * marked sampled, so a PMS that records traces keeps the calls this site starts; an incoming
 * trace's choice is passed on as it came.
 */
export function createIdTracer(): Tracer {
  const span = (traceId: string, sampled: boolean): Span => ({ traceId, spanId: newSpanId(), sampled, end() {} });
  return {
    request(traceparent) {
      const parent = parseTraceparent(traceparent);
      return span(parent?.traceId ?? newTraceId(), parent?.sampled ?? true);
    },
    pmsCall: (parent) => span(parent?.traceId ?? newTraceId(), parent?.sampled ?? true),
    shutdown: async () => {},
  };
}

const current = new AsyncLocalStorage<Span>();

/** Runs `work` as the request `span`'s: the log lines and PMS calls inside it belong to it. */
export function withRequestSpan<T>(span: Span, work: () => T): T {
  return current.run(span, work);
}

/** The span of the request being answered, if any. */
export const currentSpan = (): Span | undefined => current.getStore();

/** The trace id of the request being answered: the reference its error page gives the guest. */
export const currentTraceId = (): string | undefined => current.getStore()?.traceId;

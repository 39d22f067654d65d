/**
 * A batch of recorded spans as the OTLP/HTTP JSON request body (`ExportTraceServiceRequest`,
 * https://opentelemetry.io/docs/specs/otlp/#json-protobuf-encoding), written straight from the
 * fields bff/otel.ts records. It is what the official `JsonTraceSerializer` writes for the same
 * spans as the SDK's `ReadableSpan`s, key for key (otlp-json.test.ts holds the two equal for any
 * span, otel.test.ts the whole path against the SDK's own tracer), without the transformer's
 * intermediate objects and its two BigInt timestamps a span: that was ~4 of the ~6 µs a request's
 * span cost, about 3 % of a page served from memory (docs/quality.md, "Observability's price").
 * The HTTP part (retries, timeouts, headers, the environment's settings) stays the official
 * exporter's: this is only the serializer it is handed.
 */

/** What one span recorded (bff/otel.ts's RecordedSpan), as the body needs it. */
export interface RecordedSpanFields {
  readonly traceId: string;
  readonly spanId: string;
  /** SERVER (a request) or CLIENT (a PMS call). */
  readonly server: boolean;
  readonly name: string;
  readonly method: string;
  /** The route template (a request) or the contract endpoint (a PMS call). */
  readonly what: string;
  readonly parentId: string | undefined;
  readonly parentRemote: boolean;
  readonly linked: { traceId: string; parentId: string; sampled: boolean } | null;
  /** Epoch milliseconds, fractional. */
  readonly startedAt: number;
  readonly endedAt: number;
  readonly status: number | undefined;
  readonly error: string | undefined;
}

/** OTLP's span kinds (the API's plus one) and status codes, and the span flags' bits. */
const KIND_SERVER = 2;
const KIND_CLIENT = 3;
const STATUS_UNSET = 0;
const STATUS_ERROR = 2;
const SAMPLED = 0x01;
const HAS_IS_REMOTE = 0x100;
const IS_REMOTE = 0x200;

/**
 * Epoch milliseconds as OTLP's decimal nanoseconds, as the SDK gets there: whole seconds and
 * rounded nanoseconds (its `[seconds, nanos]` time), then seconds × 10⁹ + nanos, in digits
 * rather than through a BigInt.
 */
export function unixNanos(epochMs: number): string {
  let seconds = Math.floor(epochMs / 1000);
  let nanos = Math.round((epochMs - seconds * 1000) * 1e6);
  if (nanos >= 1e9) {
    seconds += 1;
    nanos -= 1e9;
  }
  return seconds === 0 ? String(nanos) : `${seconds}${String(nanos).padStart(9, "0")}`;
}

const text = JSON.stringify;

/**
 * The request body for `spans` of one service. Ids are written as they are: they are lowercase
 * hex, made here or taken from a `traceparent` only after parseTraceparent's pattern matched them.
 */
export function otlpTraceRequest(spans: readonly RecordedSpanFields[], serviceName: string): string {
  let body = `{"resourceSpans":[{"resource":{"attributes":[{"key":"service.name","value":{"stringValue":${text(serviceName)}}}],"droppedAttributesCount":0},"scopeSpans":[{"scope":{"name":"booking-bff"},"spans":[`;
  for (let index = 0; index < spans.length; index++) {
    if (index > 0) body += ",";
    body += spanJson(spans[index]!);
  }
  return `${body}]}]}]}`;
}

function spanJson(span: RecordedSpanFields): string {
  const failed = span.error || (span.status !== undefined && span.status >= 500);
  let json = `{"traceId":"${span.traceId}","spanId":"${span.spanId}"`;
  if (span.parentId) json += `,"parentSpanId":"${span.parentId}"`;
  json += `,"name":${text(span.name)},"kind":${span.server ? KIND_SERVER : KIND_CLIENT}`;
  json += `,"startTimeUnixNano":"${unixNanos(span.startedAt)}","endTimeUnixNano":"${unixNanos(span.endedAt)}"`;
  json += `,"attributes":[{"key":"http.request.method","value":{"stringValue":${text(span.method)}}}`;
  json += `,{"key":"${span.server ? "http.route" : "pms.endpoint"}","value":{"stringValue":${text(span.what)}}}`;
  if (span.status !== undefined) json += `,{"key":"http.response.status_code","value":${numberValue(span.status)}}`;
  json += `],"droppedAttributesCount":0,"events":[],"droppedEventsCount":0`;
  json += failed
    ? `,"status":{"code":${STATUS_ERROR}${span.error === undefined ? "" : `,"message":${text(span.error)}`}}`
    : `,"status":{"code":${STATUS_UNSET}}`;
  const linked = span.linked;
  json += linked
    ? `,"links":[{"attributes":[],"spanId":"${linked.parentId}","traceId":"${linked.traceId}","droppedAttributesCount":0,"flags":${(linked.sampled ? SAMPLED : 0) | HAS_IS_REMOTE | IS_REMOTE}}]`
    : `,"links":[]`;
  // The span itself is always sampled (an unsampled one is never recorded); the remote bit is its parent's.
  const flags = SAMPLED | HAS_IS_REMOTE | (span.parentId && span.parentRemote ? IS_REMOTE : 0);
  return `${json},"droppedLinksCount":0,"flags":${flags}}`;
}

/** A number attribute as OTLP's JSON has it: a whole number an `intValue`, any other a `doubleValue`. */
function numberValue(value: number): string {
  return Number.isInteger(value) ? `{"intValue":${value}}` : `{"doubleValue":${text(value)}}`;
}

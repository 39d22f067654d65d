import * as api from "@opentelemetry/api";
import { JsonTraceSerializer } from "@opentelemetry/otlp-transformer";
import { resourceFromAttributes } from "@opentelemetry/resources";
import type { ReadableSpan } from "@opentelemetry/sdk-trace-base";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { otlpTraceRequest, unixNanos, type RecordedSpanFields } from "./otlp-json";

/** Epoch milliseconds → the SDK's [seconds, nanoseconds], as bff/otel.ts made them for it. */
function hrTime(epochMs: number): [number, number] {
  const seconds = Math.floor(epochMs / 1000);
  return [seconds, Math.round((epochMs - seconds * 1000) * 1e6)];
}

/**
 * One recorded span as the SDK's ReadableSpan: what bff/otel.ts handed the official exporter
 * before it wrote the JSON itself, and what otel.test.ts holds equal to the SDK's own tracer.
 */
function readable(span: RecordedSpanFields, serviceName: string): ReadableSpan {
  const attributes: Record<string, string | number> = span.server
    ? { "http.request.method": span.method, "http.route": span.what }
    : { "http.request.method": span.method, "pms.endpoint": span.what };
  if (span.status !== undefined) attributes["http.response.status_code"] = span.status;
  const failed = span.error || (span.status !== undefined && span.status >= 500);
  const linked = span.linked;
  return {
    name: span.name,
    kind: span.server ? api.SpanKind.SERVER : api.SpanKind.CLIENT,
    spanContext: () => ({ traceId: span.traceId, spanId: span.spanId, traceFlags: api.TraceFlags.SAMPLED }),
    parentSpanContext: span.parentId
      ? { traceId: span.traceId, spanId: span.parentId, traceFlags: api.TraceFlags.SAMPLED, ...(span.parentRemote ? { isRemote: true } : {}) }
      : undefined,
    startTime: hrTime(span.startedAt),
    endTime: hrTime(span.endedAt),
    status: failed ? { code: api.SpanStatusCode.ERROR, message: span.error } : { code: api.SpanStatusCode.UNSET },
    attributes,
    links: linked
      ? [
          {
            context: {
              traceId: linked.traceId,
              spanId: linked.parentId,
              traceFlags: linked.sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE,
              isRemote: true,
            },
          },
        ]
      : [],
    events: [],
    duration: hrTime(span.endedAt - span.startedAt),
    ended: true,
    resource: resourceOf(serviceName),
    instrumentationScope: { name: "booking-bff", version: undefined, schemaUrl: undefined },
    droppedAttributesCount: 0,
    droppedEventsCount: 0,
    droppedLinksCount: 0,
  };
}

/** One resource object per service, as the tracer had one: the SDK groups spans by the object. */
const resources = new Map<string, ReturnType<typeof resourceFromAttributes>>();
function resourceOf(serviceName: string) {
  if (!resources.has(serviceName)) resources.set(serviceName, resourceFromAttributes({ "service.name": serviceName }));
  return resources.get(serviceName)!;
}

const officially = (spans: RecordedSpanFields[], serviceName: string) =>
  new TextDecoder().decode(JsonTraceSerializer.serializeRequest(spans.map((span) => readable(span, serviceName))));

const hex = (length: number) => fc.stringMatching(new RegExp(`^[0-9a-f]{${length}}$`));
/** Any text, quotes, controls and emoji included: names and attributes are escaped as JSON.stringify escapes them. */
const words = fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.constantFrom("GET", "/reservations/:reservationId", 'a "quoted"\n\\path'));

const recordedSpan: fc.Arbitrary<RecordedSpanFields> = fc
  .record({
    traceId: hex(32),
    spanId: hex(16),
    server: fc.boolean(),
    method: words,
    what: words,
    name: words,
    parentId: fc.option(hex(16), { nil: undefined }),
    parentRemote: fc.boolean(),
    linked: fc.option(fc.record({ traceId: hex(32), parentId: hex(16), sampled: fc.boolean() }), { nil: null }),
    // Epoch milliseconds with their fractions (performance.timeOrigin + now()), 2001 to 2096.
    startedAt: fc.double({ min: 1e12, max: 4e12, noNaN: true }),
    lasted: fc.double({ min: 0, max: 600_000, noNaN: true }),
    status: fc.option(fc.integer({ min: 100, max: 599 }), { nil: undefined }),
    error: fc.option(fc.oneof(fc.constantFrom("timeout", "unreachable", "server_error", ""), words), { nil: undefined }),
  })
  .map(({ lasted, ...span }) => ({ ...span, endedAt: span.startedAt + lasted }));

describe("the OTLP JSON of recorded spans", () => {
  it("is, byte for byte, what the official JsonTraceSerializer writes for the same spans as the SDK's ReadableSpans", () => {
    fc.assert(
      fc.property(fc.array(recordedSpan, { minLength: 1, maxLength: 6 }), words, (spans, serviceName) => {
        expect(otlpTraceRequest(spans, serviceName)).toBe(officially(spans, serviceName));
      }),
      { seed: 53_2026_12_03, numRuns: 400 },
    );
  });

  it("writes a request span with a remote parent, a failed PMS call and a linked caller as a collector reads them", () => {
    const request: RecordedSpanFields = {
      traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
      spanId: "00f067aa0ba902b7",
      server: true,
      name: "GET /reservations/:reservationId",
      method: "GET",
      what: "/reservations/:reservationId",
      parentId: "a3ce929d0e0e4736",
      parentRemote: true,
      linked: null,
      startedAt: 1_796_000_000_123.5,
      endedAt: 1_796_000_000_130.25,
      status: 502,
      error: undefined,
    };
    const call: RecordedSpanFields = {
      ...request,
      spanId: "b7ad6b7169203331",
      server: false,
      name: "PMS getReservation",
      what: "getReservation",
      parentId: request.spanId,
      parentRemote: false,
      status: undefined,
      error: "timeout",
    };
    const linked: RecordedSpanFields = {
      ...request,
      traceId: "0af7651916cd43dd8448eb211c80319c",
      parentId: undefined,
      parentRemote: false,
      linked: { traceId: request.traceId, parentId: "00f067aa0ba902b7", sampled: false },
      status: 303,
    };
    const body = JSON.parse(otlpTraceRequest([request, call, linked], "booking-bff")) as {
      resourceSpans: Array<{ resource: unknown; scopeSpans: Array<{ scope: unknown; spans: Array<Record<string, unknown>> }> }>;
    };
    const [resource] = body.resourceSpans;
    expect(resource!.resource).toEqual({ attributes: [{ key: "service.name", value: { stringValue: "booking-bff" } }], droppedAttributesCount: 0 });
    const [scope] = resource!.scopeSpans;
    expect(scope!.scope).toEqual({ name: "booking-bff" });
    const [server, client, caller] = scope!.spans;
    expect(server).toMatchObject({
      parentSpanId: "a3ce929d0e0e4736",
      kind: 2,
      startTimeUnixNano: "1796000000123500000",
      endTimeUnixNano: "1796000000130250000",
      status: { code: 2 },
      flags: 0x301,
    });
    expect(server!.attributes).toContainEqual({ key: "http.response.status_code", value: { intValue: 502 } });
    expect(client).toMatchObject({ parentSpanId: "00f067aa0ba902b7", kind: 3, status: { code: 2, message: "timeout" }, flags: 0x101 });
    expect(caller).not.toHaveProperty("parentSpanId");
    expect(caller).toMatchObject({
      status: { code: 0 },
      links: [{ attributes: [], traceId: request.traceId, spanId: "00f067aa0ba902b7", droppedAttributesCount: 0, flags: 0x300 }],
      flags: 0x101,
    });
  });

  it("writes a time's nanoseconds as the SDK's BigInt sum does, a rounding up to the next second included", () => {
    expect(unixNanos(1_796_000_000_123.5)).toBe("1796000000123500000");
    expect(unixNanos(1_796_000_000_000)).toBe("1796000000000000000");
    // 999.9999996 ms past a second rounds to 10⁹ ns: the next second, as seconds × 10⁹ + nanos gives it.
    expect(hrTime(1_999.9999996)).toEqual([1, 1e9]);
    expect(unixNanos(1_999.9999996)).toBe("2000000000");
    expect(unixNanos(0.5)).toBe("500000");
    fc.assert(
      fc.property(fc.double({ min: 0, max: 4e12, noNaN: true }), (ms) => {
        const [seconds, nanos] = hrTime(ms);
        expect(unixNanos(ms)).toBe((BigInt(seconds) * 1_000_000_000n + BigInt(nanos)).toString());
      }),
      { seed: 20261203, numRuns: 2000 },
    );
  });
});

import * as api from "@opentelemetry/api";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BasicTracerProvider, BatchSpanProcessor } from "@opentelemetry/sdk-trace-base";
import { afterEach, describe, expect, it } from "vitest";
import { createExportingTracer } from "./otel";
import { createTestLogger, startFakePms } from "./testing";
import { parseTraceparent, traceparentOf, type Span, type Tracer } from "./trace";

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  status?: { code?: number };
  links?: Array<{ traceId: string; spanId: string }>;
}

let closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

/** An OTLP/HTTP collector that keeps the spans it is sent (the exporter sends JSON). */
async function startCollector() {
  const spans: ExportedSpan[] = [];
  const paths: string[] = [];
  const payloads: unknown[] = [];
  const collector = await startFakePms((request, response, body) => {
    paths.push(`${request.method} ${request.url} ${request.headers["content-type"]}`);
    const payload = JSON.parse(body) as { resourceSpans: Array<{ resource: unknown; scopeSpans: Array<{ spans: ExportedSpan[] }> }> };
    payloads.push(payload);
    for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
    response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  closers.push(collector.close);
  return { url: collector.url, spans, paths, payloads };
}

/**
 * The spans as the official SDK makes them (`BasicTracerProvider`, `BatchSpanProcessor`, the
 * OTLP/HTTP exporter), written as bff/otel.ts wrote them before it recorded its own: what the
 * lighter recording must still send, field for field.
 */
function sdkTracer(endpoint: string, serviceName: string): Tracer {
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }), { scheduledDelayMillis: 1_000 })],
  });
  const tracer = provider.getTracer("booking-bff");
  const behind = new WeakMap<Span, api.Span>();
  const spanOf = (otel: api.Span): Span => {
    const ids = otel.spanContext();
    const span: Span = {
      traceId: ids.traceId,
      spanId: ids.spanId,
      sampled: (ids.traceFlags & api.TraceFlags.SAMPLED) === api.TraceFlags.SAMPLED,
      end({ status, error } = {}) {
        if (status !== undefined) otel.setAttribute("http.response.status_code", status);
        if (error || (status !== undefined && status >= 500)) otel.setStatus({ code: api.SpanStatusCode.ERROR, message: error });
        otel.end();
      },
    };
    behind.set(span, otel);
    return span;
  };
  const flags = (sampled: boolean) => (sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE);
  return {
    request(traceparent, { method, route, linked }) {
      const parent = parseTraceparent(traceparent);
      const caller = parent ? null : parseTraceparent(linked);
      const links = caller ? [{ context: { traceId: caller.traceId, spanId: caller.parentId, traceFlags: flags(caller.sampled), isRemote: true } }] : undefined;
      const context = parent
        ? api.trace.setSpanContext(api.ROOT_CONTEXT, { traceId: parent.traceId, spanId: parent.parentId, traceFlags: flags(parent.sampled), isRemote: true })
        : api.ROOT_CONTEXT;
      return spanOf(
        tracer.startSpan(
          `${method} ${route}`,
          { kind: api.SpanKind.SERVER, attributes: { "http.request.method": method, "http.route": route }, links },
          context,
        ),
      );
    },
    pmsCall(parent, { endpoint, method }) {
      const parentSpan = parent ? behind.get(parent) : undefined;
      const context = parentSpan ? api.trace.setSpan(api.ROOT_CONTEXT, parentSpan) : api.ROOT_CONTEXT;
      return spanOf(
        tracer.startSpan(`PMS ${endpoint}`, { kind: api.SpanKind.CLIENT, attributes: { "http.request.method": method, "pms.endpoint": endpoint } }, context),
      );
    },
    shutdown: () => provider.shutdown(),
  };
}

/**
 * A payload with its ids named by their first appearance (`id1`, `id2`, …: which span is whose
 * parent or link stays visible) and its times checked and left out; spans in a stable order.
 */
function normalised(payloads: unknown[]): unknown {
  const names = new Map<string, string>();
  const walk = (value: unknown, key?: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (value && typeof value === "object") {
      const entries = Object.entries(value as Record<string, unknown>).map(([name, inner]) => [name, walk(inner, name)] as const);
      return Object.fromEntries(entries.filter(([name]) => !/TimeUnixNano$/.test(name)));
    }
    if (typeof value === "string" && (key === "traceId" || key === "spanId" || key === "parentSpanId")) {
      if (!names.has(value)) names.set(value, `id${names.size + 1}`);
      return names.get(value);
    }
    return value;
  };
  for (const payload of payloads)
    for (const resource of (payload as { resourceSpans: Array<{ scopeSpans: Array<{ spans: Array<Record<string, string>> }> }> }).resourceSpans)
      for (const scope of resource.scopeSpans)
        for (const span of scope.spans) {
          expect(span.startTimeUnixNano).toMatch(/^\d{19}$/);
          expect(BigInt(span.endTimeUnixNano!)).toBeGreaterThanOrEqual(BigInt(span.startTimeUnixNano!));
        }
  return walk(payloads);
}

describe("exported spans (OTEL_EXPORTER_OTLP_ENDPOINT)", () => {
  it("sends the request's span, a child of the incoming trace, and each PMS call's, a child of the request's", async () => {
    const collector = await startCollector();
    const tracer = await createExportingTracer({ endpoint: `${collector.url}/`, serviceName: "booking-bff-test", logger: createTestLogger().logger });
    const trace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const request = tracer.request(`00-${trace}-00f067aa0ba902b7-01`, { method: "GET", route: "/reservations/:reservationId" });
    const call = tracer.pmsCall(request, { endpoint: "getReservation", method: "GET" });
    call.end({ status: 503, error: "server_error" });
    request.end({ status: 502 });
    await tracer.shutdown();

    expect(collector.paths[0]).toMatch(/^POST \/v1\/traces application\/json/);
    expect(request.traceId).toBe(trace);
    const byName = new Map(collector.spans.map((span) => [span.name, span]));
    expect(byName.get("GET /reservations/:reservationId")).toMatchObject({ traceId: trace, spanId: request.spanId, parentSpanId: "00f067aa0ba902b7", kind: 2 });
    expect(byName.get("PMS getReservation")).toMatchObject({ traceId: trace, spanId: call.spanId, parentSpanId: request.spanId, kind: 3, status: { code: 2 } });
  });

  it("an untrusted caller's trace is only a link of a new trace, which we sample", async () => {
    const collector = await startCollector();
    const tracer = await createExportingTracer({ endpoint: collector.url, serviceName: "booking-bff-test", logger: createTestLogger().logger });
    const theirs = "4bf92f3577b34da6a3ce929d0e0e4736";
    // Not sampled by the caller: the choice is ours, so the span is still exported.
    const request = tracer.request(null, { method: "GET", route: "/", linked: `00-${theirs}-00f067aa0ba902b7-00` });
    request.end({ status: 200 });
    await tracer.shutdown();
    expect(request.traceId).not.toBe(theirs);
    expect(request.sampled).toBe(true);
    expect(collector.spans).toHaveLength(1);
    expect(collector.spans[0]).toMatchObject({ traceId: request.traceId, links: [{ traceId: theirs, spanId: "00f067aa0ba902b7" }] });
    expect(collector.spans[0]?.parentSpanId).toBeFalsy();
  });

  it("starts a new trace when none came", async () => {
    const collector = await startCollector();
    const tracer = await createExportingTracer({ endpoint: collector.url, serviceName: "booking-bff-test", logger: createTestLogger().logger });
    const request = tracer.request(null, { method: "GET", route: "/" });
    request.end({ status: 200 });
    await tracer.shutdown();
    expect(request.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(collector.spans).toEqual([expect.objectContaining({ traceId: request.traceId, name: "GET /" })]);
    expect(collector.spans[0]?.parentSpanId).toBeFalsy();
  });
});

describe("what is recorded is what the official SDK records", () => {
  /** The same requests and PMS calls, through `tracer`: a trusted parent, a linked caller, an error, a call outside any request. */
  async function scenario(tracer: Tracer) {
    const trace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const request = tracer.request(`00-${trace}-00f067aa0ba902b7-01`, { method: "GET", route: "/reservations/:reservationId" });
    const first = tracer.pmsCall(request, { endpoint: "getReservation", method: "GET" });
    first.end({ status: 503, error: "server_error" });
    const second = tracer.pmsCall(request, { endpoint: "getReservation", method: "GET" });
    second.end({ status: 200 });
    request.end({ status: 502 });
    const linked = tracer.request(null, { method: "POST", route: "/reservation-new", linked: `00-${trace}-00f067aa0ba902b7-00` });
    const timedOut = tracer.pmsCall(linked, { endpoint: "createReservation", method: "POST" });
    timedOut.end({ error: "timeout" });
    linked.end({ status: 303 });
    const alone = tracer.pmsCall(undefined, { endpoint: "getOrganisation", method: "GET" });
    alone.end({ status: 200 });
    const unended = tracer.request(null, { method: "GET", route: "/" });
    unended.end();
    unended.end({ status: 500 });
    await tracer.shutdown();
    return [request, first, linked].map(traceparentOf);
  }

  it("the same spans, names, kinds, parents, links, attributes, status, flags, resource and scope", async () => {
    const ours = await startCollector();
    const theirs = await startCollector();
    const ourTraceparents = await scenario(
      await createExportingTracer({ endpoint: ours.url, serviceName: "booking-bff-test", logger: createTestLogger().logger, env: {} }),
    );
    const theirTraceparents = await scenario(sdkTracer(theirs.url, "booking-bff-test"));
    expect(ours.spans).toHaveLength(7);
    expect(normalised(ours.payloads)).toEqual(normalised(theirs.payloads));
    // The headers the PMS is sent: the same trace (the incoming one, or a new one) and flags.
    const shape = (header: string) => header.replace(/^00-(?!4bf92f)[0-9a-f]{32}-/, "00-new-").replace(/[0-9a-f]{16}-(0[01])$/, "span-$1");
    expect(ourTraceparents.map(shape)).toEqual(theirTraceparents.map(shape));
  });

  it("keeps the sampler's choice (OTEL_TRACES_SAMPLER): an unsampled parent's spans, and always_off's, are not sent", async () => {
    const collector = await startCollector();
    const parentBased = await createExportingTracer({ endpoint: collector.url, serviceName: "t", logger: createTestLogger().logger, env: {} });
    const request = parentBased.request("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00", { method: "GET", route: "/" });
    const call = parentBased.pmsCall(request, { endpoint: "getOrganisation", method: "GET" });
    expect([request.sampled, call.sampled]).toEqual([false, false]);
    expect(call.traceId).toBe("4bf92f3577b34da6a3ce929d0e0e4736");
    call.end({ status: 200 });
    request.end({ status: 200 });
    const off = await createExportingTracer({
      endpoint: collector.url,
      serviceName: "t",
      logger: createTestLogger().logger,
      env: { OTEL_TRACES_SAMPLER: "always_off" },
    });
    const dark = off.request(null, { method: "GET", route: "/" });
    expect(dark.sampled).toBe(false);
    dark.end({ status: 200 });
    const sampled = parentBased.request(null, { method: "GET", route: "/rooms" });
    sampled.end({ status: 200 });
    await Promise.all([parentBased.shutdown(), off.shutdown()]);
    expect(collector.spans.map((span) => span.name)).toEqual(["GET /rooms"]);
  });

  it("sends in batches of at most 512, every span once", async () => {
    const collector = await startCollector();
    const tracer = await createExportingTracer({ endpoint: collector.url, serviceName: "t", logger: createTestLogger().logger, env: {} });
    const ids = Array.from({ length: 1100 }, () => {
      const span = tracer.request(null, { method: "GET", route: "/" });
      span.end({ status: 200 });
      return span.spanId;
    });
    await tracer.shutdown();
    expect(collector.payloads.length).toBeGreaterThanOrEqual(3);
    expect(new Set(collector.spans.map((span) => span.spanId))).toEqual(new Set(ids));
    expect(collector.spans).toHaveLength(1100);
  });
});

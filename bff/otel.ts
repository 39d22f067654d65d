/**
 * Spans exported over OTLP/HTTP with the official OpenTelemetry packages: loaded (by bff/server.ts)
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set. One span per request, named by its route
 * template, and one per PMS call attempt, its child; the ids in logs and headers are these spans'.
 *
 * The packages are imported here, at run time, not at the top: the site's server build would
 * otherwise turn them into imports of the whole bundle, loaded by every process that exports nothing.
 */
import type { Logger } from "./logger";
import type { Span, SpanEnd, Tracer } from "./trace";
import { parseTraceparent } from "./trace";

export async function createExportingTracer(options: { endpoint: string; serviceName: string; logger: Logger }): Promise<Tracer> {
  const [api, { BasicTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import("@opentelemetry/api"),
    import("@opentelemetry/sdk-trace-base"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
  ]);
  const url = `${options.endpoint.replace(/\/+$/, "")}/v1/traces`;
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ "service.name": options.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }), { scheduledDelayMillis: 1_000 })],
  });
  const tracer = provider.getTracer("booking-bff");
  options.logger.info({ otlp: url }, `spans exported to ${url}`);

  const spanOf = (otel: import("@opentelemetry/api").Span): Span => {
    const ids = otel.spanContext();
    return {
      traceId: ids.traceId,
      spanId: ids.spanId,
      sampled: (ids.traceFlags & api.TraceFlags.SAMPLED) === api.TraceFlags.SAMPLED,
      end({ status, error }: SpanEnd = {}) {
        if (status !== undefined) otel.setAttribute("http.response.status_code", status);
        if (error || (status !== undefined && status >= 500)) otel.setStatus({ code: api.SpanStatusCode.ERROR, message: error });
        otel.end();
      },
    };
  };
  // The OpenTelemetry span behind each of ours, so a PMS call's span is its request's child.
  const behind = new WeakMap<Span, import("@opentelemetry/api").Span>();
  const started = (otel: import("@opentelemetry/api").Span): Span => {
    const span = spanOf(otel);
    behind.set(span, otel);
    return span;
  };

  return {
    request(traceparent, { method, route, linked }) {
      const parent = parseTraceparent(traceparent);
      // A caller not trusted to be the parent: its trace is kept as a link, so a collector can
      // still join the two, while the id and the sampling choice stay ours.
      const caller = parent ? null : parseTraceparent(linked);
      const links = caller
        ? [
            {
              context: {
                traceId: caller.traceId,
                spanId: caller.parentId,
                traceFlags: caller.sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE,
                isRemote: true,
              },
            },
          ]
        : undefined;
      const context = parent
        ? api.trace.setSpanContext(api.ROOT_CONTEXT, {
            traceId: parent.traceId,
            spanId: parent.parentId,
            traceFlags: parent.sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE,
            isRemote: true,
          })
        : api.ROOT_CONTEXT;
      const otel = tracer.startSpan(
        `${method} ${route}`,
        { kind: api.SpanKind.SERVER, attributes: { "http.request.method": method, "http.route": route }, links },
        context,
      );
      return started(otel);
    },
    pmsCall(parent, { endpoint, method }) {
      const parentSpan = parent ? behind.get(parent) : undefined;
      const context = parentSpan ? api.trace.setSpan(api.ROOT_CONTEXT, parentSpan) : api.ROOT_CONTEXT;
      const otel = tracer.startSpan(
        `PMS ${endpoint}`,
        { kind: api.SpanKind.CLIENT, attributes: { "http.request.method": method, "pms.endpoint": endpoint } },
        context,
      );
      return started(otel);
    },
    async shutdown() {
      await provider.shutdown();
    },
  };
}

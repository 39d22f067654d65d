/**
 * Spans exported over OTLP/HTTP: loaded (by bff/server.ts) only when OTEL_EXPORTER_OTLP_ENDPOINT
 * is set. One span per request, named by its route template, and one per PMS call attempt, its
 * child; the ids in logs and headers are these spans'.
 *
 * What a request pays is kept to a few fields (docs/quality.md, "Observability's price"): a span
 * is a small record (ids, name, two clock readings, the few attributes it has), queued when it
 * ends. The SDK's sampler (OTEL_TRACES_SAMPLER, as the SDK reads it) decides; each batch is
 * written as OTLP JSON straight from those fields (otlp-json.ts: what the official serializer
 * writes for the SDK's `ReadableSpan`s, byte for byte, at a third of its cost) and sent by the
 * official OTLP/HTTP export delegate (its retries, timeouts, headers and environment) — the same
 * spans, attributes, links and status the SDK's own `BasicTracerProvider` + `BatchSpanProcessor`
 * send (otel.test.ts compares the two), without the SDK's span objects, context and processor on
 * every request.
 *
 * The packages are imported here, at run time, not at the top: the site's server build would
 * otherwise turn them into imports of the whole bundle, loaded by every process that exports nothing.
 */
import { performance } from "node:perf_hooks";
import type { Logger } from "./logger";
import { otlpTraceRequest, type RecordedSpanFields } from "./otlp-json";
import type { Span, SpanEnd, Tracer } from "./trace";
import { newSpanId, newTraceId, parseTraceparent } from "./trace";

type Sampler = import("@opentelemetry/sdk-trace-base").Sampler;

/** The BatchSpanProcessor's defaults: a batch at most every second, of at most 512, 2048 queued at most. */
export const BATCH = { scheduledDelayMillis: 1_000, maxExportBatchSize: 512, maxQueueSize: 2_048 };

/** A span as the request path records it: what the OTLP span is made of, later, per batch. */
class RecordedSpan implements Span, RecordedSpanFields {
  readonly sampled = true;
  endedAt = 0;
  status: number | undefined = undefined;
  error: string | undefined = undefined;
  private ended = false;
  constructor(
    private readonly queue: (span: RecordedSpan) => void,
    readonly traceId: string,
    readonly spanId: string,
    /** SERVER (a request) or CLIENT (a PMS call). */
    readonly server: boolean,
    readonly name: string,
    readonly method: string,
    /** The route template (a request) or the contract endpoint (a PMS call). */
    readonly what: string,
    readonly parentId: string | undefined,
    /** Whether the parent came from another process (a trusted proxy's traceparent). */
    readonly parentRemote: boolean,
    readonly parentSampled: boolean,
    /** An untrusted caller's traceparent, kept as a link. */
    readonly linked: { traceId: string; parentId: string; sampled: boolean } | null,
    readonly startedAt: number,
  ) {}

  end(how?: SpanEnd): void {
    if (this.ended) return;
    this.ended = true;
    this.endedAt = performance.timeOrigin + performance.now();
    this.status = how?.status;
    this.error = how?.error;
    this.queue(this);
  }
}

/** The SDK's sampler as OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG choose it (sdk-trace-base's buildSamplerFromEnv). */
export function samplerFromEnv(
  env: Record<string, string | undefined>,
  samplers: typeof import("@opentelemetry/sdk-trace-base"),
  logger: Pick<Logger, "warn">,
): { sampler: Sampler; name: string } {
  const { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler } = samplers;
  const name = env.OTEL_TRACES_SAMPLER?.trim() || "parentbased_always_on";
  const chosen = (sampler: Sampler, as = name) => ({ sampler, name: as });
  const ratio = () => {
    const text = env.OTEL_TRACES_SAMPLER_ARG?.trim();
    const value = text ? Number(text) : NaN;
    if (Number.isNaN(value) || value < 0 || value > 1) {
      logger.warn({ OTEL_TRACES_SAMPLER_ARG: text ?? null }, "OTEL_TRACES_SAMPLER_ARG is blank or out of [0..1]: 1");
      return 1;
    }
    return value;
  };
  switch (name) {
    case "always_on":
      return chosen(new AlwaysOnSampler());
    case "always_off":
      return chosen(new AlwaysOffSampler());
    case "parentbased_always_on":
      return chosen(new ParentBasedSampler({ root: new AlwaysOnSampler() }));
    case "parentbased_always_off":
      return chosen(new ParentBasedSampler({ root: new AlwaysOffSampler() }));
    case "traceidratio":
      return chosen(new TraceIdRatioBasedSampler(ratio()));
    case "parentbased_traceidratio":
      return chosen(new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio()) }));
    default:
      logger.warn({ OTEL_TRACES_SAMPLER: name }, `OTEL_TRACES_SAMPLER "${name}" is unknown: parentbased_always_on`);
      return chosen(new ParentBasedSampler({ root: new AlwaysOnSampler() }), "parentbased_always_on");
  }
}

export async function createExportingTracer(options: {
  endpoint: string;
  serviceName: string;
  logger: Logger;
  /** The sampler's environment (default process.env). */
  env?: Record<string, string | undefined>;
  batch?: Partial<typeof BATCH>;
}): Promise<Tracer> {
  const [api, sdk, { OTLPExporterBase }, { convertLegacyHttpOptions, createOtlpHttpExportDelegate }, { JsonTraceSerializer }] = await Promise.all([
    import("@opentelemetry/api"),
    import("@opentelemetry/sdk-trace-base"),
    import("@opentelemetry/otlp-exporter-base"),
    import("@opentelemetry/otlp-exporter-base/node-http"),
    import("@opentelemetry/otlp-transformer"),
  ]);
  const { logger } = options;
  const batch = { ...BATCH, ...options.batch };
  const url = `${options.endpoint.replace(/\/+$/, "")}/v1/traces`;
  const { serviceName } = options;
  const encoder = new TextEncoder();
  // What OTLPTraceExporter is made of, with our serializer in place of JsonTraceSerializer.
  const exporter = new OTLPExporterBase<RecordedSpan[]>(
    createOtlpHttpExportDelegate(
      convertLegacyHttpOptions({ url }, "TRACES", "v1/traces", { "Content-Type": "application/json" }),
      {
        serializeRequest: (spans: RecordedSpan[]) => encoder.encode(otlpTraceRequest(spans, serviceName)),
        deserializeResponse: JsonTraceSerializer.deserializeResponse,
      },
      "otlp_http_span_exporter",
      // TraceExporterMetricsHelper's, for our spans: the exporter's own metrics count spans.
      { name: "span", countItems: (spans: RecordedSpan[]) => spans.length },
      undefined,
    ),
  );
  const { sampler, name: samplerName } = samplerFromEnv(options.env ?? process.env, sdk, logger);
  // The default sampler's answer needs no context: the parent's choice, else sampled.
  const parentBasedAlwaysOn = samplerName === "parentbased_always_on";
  logger.info({ otlp: url }, `spans exported to ${url}`);

  const sampledBy = (traceId: string, parent: { parentId: string; sampled: boolean; remote: boolean } | null, name: string, kind: number): boolean => {
    if (parentBasedAlwaysOn) return parent ? parent.sampled : true;
    const context = parent
      ? api.trace.setSpanContext(api.ROOT_CONTEXT, {
          traceId,
          spanId: parent.parentId,
          traceFlags: parent.sampled ? api.TraceFlags.SAMPLED : api.TraceFlags.NONE,
          isRemote: parent.remote,
        })
      : api.ROOT_CONTEXT;
    return sampler.shouldSample(context, traceId, name, kind, {}, []).decision === sdk.SamplingDecision.RECORD_AND_SAMPLED;
  };

  // Ended spans wait here for their batch: the BatchSpanProcessor's rules (a batch when 512 are
  // waiting or a second after the first, one export at a time, at most 2048 waiting).
  let queue: RecordedSpan[] = [];
  let timer: NodeJS.Timeout | null = null;
  let soon: NodeJS.Immediate | null = null;
  let exporting: Promise<void> | null = null;
  let dropped = 0;
  const enqueue = (span: RecordedSpan) => {
    if (queue.length >= batch.maxQueueSize) {
      dropped++;
      return;
    }
    queue.push(span);
    if (exporting || soon) return;
    // A full batch leaves at once, but after this request's answer, not inside it.
    if (queue.length >= batch.maxExportBatchSize) soon = setImmediate(exportNow);
    else if (!timer) {
      timer = setTimeout(exportNow, batch.scheduledDelayMillis);
      timer.unref();
    }
  };
  function exportNow(): void {
    if (timer) clearTimeout(timer);
    if (soon) clearImmediate(soon);
    timer = null;
    soon = null;
    if (exporting || queue.length === 0) return;
    const spans = queue.length <= batch.maxExportBatchSize ? queue : queue.slice(0, batch.maxExportBatchSize);
    queue = spans === queue ? [] : queue.slice(spans.length);
    if (dropped) {
      logger.warn({ dropped }, "spans dropped: more ended than the exporter could send");
      dropped = 0;
    }
    exporting = new Promise<void>((resolve) => {
      exporter.export(spans, (result) => {
        if (result.code !== 0) logger.warn({ err: result.error, spans: spans.length }, "spans not exported");
        resolve();
      });
    }).then(() => {
      exporting = null;
      if (queue.length >= batch.maxExportBatchSize) exportNow();
      else if (queue.length && !timer) {
        timer = setTimeout(exportNow, batch.scheduledDelayMillis);
        timer.unref();
      }
    });
  }

  const unsampled = (traceId: string): Span => ({ traceId, spanId: newSpanId(), sampled: false, end() {} });
  const now = () => performance.timeOrigin + performance.now();

  return {
    request(traceparent, { method, route, linked }) {
      const parent = parseTraceparent(traceparent);
      // A caller not trusted to be the parent: its trace is kept as a link, so a collector can
      // still join the two, while the id and the sampling choice stay ours.
      const caller = parent ? null : parseTraceparent(linked);
      const traceId = parent?.traceId ?? newTraceId();
      const name = `${method} ${route}`;
      if (!sampledBy(traceId, parent && { ...parent, remote: true }, name, api.SpanKind.SERVER)) return unsampled(traceId);
      return new RecordedSpan(enqueue, traceId, newSpanId(), true, name, method, route, parent?.parentId, true, parent?.sampled ?? false, caller, now());
    },
    pmsCall(parent, { endpoint, method }) {
      const traceId = parent?.traceId ?? newTraceId();
      const name = `PMS ${endpoint}`;
      const from = parent ? { parentId: parent.spanId, sampled: parent.sampled, remote: false } : null;
      if (!sampledBy(traceId, from, name, api.SpanKind.CLIENT)) return unsampled(traceId);
      return new RecordedSpan(enqueue, traceId, newSpanId(), false, name, method, endpoint, parent?.spanId, false, parent?.sampled ?? false, null, now());
    },
    async shutdown() {
      while (queue.length || exporting) {
        if (exporting) await exporting;
        else exportNow();
      }
      await exporter.shutdown();
    },
  };
}

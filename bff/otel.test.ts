import { afterEach, describe, expect, it } from "vitest";
import { createExportingTracer } from "./otel";
import { createTestLogger, startFakePms } from "./testing";

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
  const collector = await startFakePms((request, response, body) => {
    paths.push(`${request.method} ${request.url} ${request.headers["content-type"]}`);
    const payload = JSON.parse(body) as { resourceSpans: Array<{ resource: unknown; scopeSpans: Array<{ spans: ExportedSpan[] }> }> };
    for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
    response.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  closers.push(collector.close);
  return { url: collector.url, spans, paths };
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

import { describe, expect, it } from "vitest";
import { createTestLogger } from "./testing";
import { createIdTracer, currentSpan, parseTraceparent, traceparentOf, withRequestSpan } from "./trace";

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT = "00f067aa0ba902b7";

describe("traceparent (W3C Trace Context)", () => {
  it("reads a valid header: the trace, the parent and the sampled flag", () => {
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-01`)).toEqual({ traceId: TRACE, parentId: PARENT, sampled: true });
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-00`)).toMatchObject({ sampled: false });
    // A later version may add fields: the four known ones are read.
    expect(parseTraceparent(`01-${TRACE}-${PARENT}-03-what-comes-next`)).toEqual({ traceId: TRACE, parentId: PARENT, sampled: true });
  });

  it.each([
    ["absent", null],
    ["empty", ""],
    ["upper case", `00-${TRACE.toUpperCase()}-${PARENT}-01`],
    ["an all-zero trace id", `00-${"0".repeat(32)}-${PARENT}-01`],
    ["an all-zero parent id", `00-${TRACE}-${"0".repeat(16)}-01`],
    ["version ff", `ff-${TRACE}-${PARENT}-01`],
    ["version 00 with more fields", `00-${TRACE}-${PARENT}-01-extra`],
    ["a short trace id", `00-${TRACE.slice(1)}-${PARENT}-01`],
    ["made up", "not a traceparent"],
  ])("is no parent when %s", (_what, header) => {
    expect(parseTraceparent(header)).toBeNull();
  });

  it("is written back in version 00's form", () => {
    expect(traceparentOf({ traceId: TRACE, spanId: PARENT, sampled: true })).toBe(`00-${TRACE}-${PARENT}-01`);
    expect(traceparentOf({ traceId: TRACE, spanId: PARENT, sampled: false })).toBe(`00-${TRACE}-${PARENT}-00`);
  });
});

describe("the id tracer", () => {
  const tracer = createIdTracer();
  const what = { method: "GET", route: "/rooms" };

  it("keeps an incoming trace, as a new span of it, with its sampling choice", () => {
    const span = tracer.request(`00-${TRACE}-${PARENT}-00`, what);
    expect(span).toMatchObject({ traceId: TRACE, sampled: false });
    expect(span.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(span.spanId).not.toBe(PARENT);
  });

  it("starts a new, sampled trace when none came (or one that does not parse)", () => {
    const first = tracer.request(null, what);
    const second = tracer.request("garbage", what);
    expect(first.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.sampled).toBe(true);
    expect(second.traceId).not.toBe(first.traceId);
  });

  it("gives each PMS call a span of its request's trace", () => {
    const request = tracer.request(`00-${TRACE}-${PARENT}-01`, what);
    const calls = [
      tracer.pmsCall(request, { endpoint: "getOrganisation", method: "GET" }),
      tracer.pmsCall(request, { endpoint: "getOrganisation", method: "GET" }),
    ];
    expect(calls.map((call) => call.traceId)).toEqual([TRACE, TRACE]);
    expect(new Set([request.spanId, ...calls.map((call) => call.spanId)]).size).toBe(3);
  });
});

describe("a request's span", () => {
  it("names the trace in every log line written while the request is answered, however deep", async () => {
    const { logger, lines } = createTestLogger();
    const span = createIdTracer().request(`00-${TRACE}-${PARENT}-01`, { method: "GET", route: "/" });
    await withRequestSpan(span, async () => {
      logger.info("at once");
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger.child({ upstream: "x" }).warn("later, in a child");
      expect(currentSpan()).toBe(span);
    });
    logger.info("after the request");
    expect(lines.map((line) => line.traceId)).toEqual([TRACE, TRACE, undefined]);
    expect(currentSpan()).toBeUndefined();
  });
});

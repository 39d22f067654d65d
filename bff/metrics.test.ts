import { describe, expect, it } from "vitest";
import { createMetrics, statusClass } from "./metrics";
import { seriesValue } from "./testing";

describe("metrics", () => {
  it("counts requests by route template and status class, with a latency histogram", async () => {
    const metrics = createMetrics({});
    metrics.request("GET", "/reservations/:reservationId", 200, 0.012);
    metrics.request("GET", "/reservations/:reservationId", 204, 0.2);
    metrics.request("POST", "/reservation-new", 502, 3);
    const text = metrics.registry.metrics();
    expect(await seriesValue(text, 'bff_http_requests_total{method="GET",route="/reservations/:reservationId",status_class="2xx"}')).toBe(2);
    expect(await seriesValue(text, 'bff_http_requests_total{method="POST",route="/reservation-new",status_class="5xx"}')).toBe(1);
    expect(await seriesValue(text, 'bff_http_request_duration_seconds_bucket{le="0.025",method="GET",route="/reservations/:reservationId"}')).toBe(1);
    expect(await seriesValue(text, 'bff_http_request_duration_seconds_count{method="GET",route="/reservations/:reservationId"}')).toBe(2);
  });

  it("counts PMS calls, cache look-ups, refused attempts and bookings, every booking outcome from zero", async () => {
    const metrics = createMetrics({ redisShared: () => true });
    metrics.pmsCall("createReservation", "server_error", 0.05);
    metrics.cacheLookup("hit");
    metrics.cacheLookup("hit");
    metrics.attemptRefused("sign-in", "account");
    metrics.booking("created");
    const text = metrics.registry.metrics();
    expect(await seriesValue(text, 'bff_pms_calls_total{endpoint="createReservation",outcome="server_error"}')).toBe(1);
    expect(await seriesValue(text, 'bff_pms_call_duration_seconds_count{endpoint="createReservation"}')).toBe(1);
    expect(await seriesValue(text, 'bff_cache_lookups_total{result="hit"}')).toBe(2);
    expect(await seriesValue(text, 'bff_cache_lookups_total{result="stale"}')).toBe(0);
    expect(await seriesValue(text, 'bff_attempts_refused_total{limit="sign-in",scope="account"}')).toBe(1);
    expect(await seriesValue(text, 'bff_bookings_total{outcome="created"}')).toBe(1);
    expect(await seriesValue(text, 'bff_bookings_total{outcome="refused"}')).toBe(0);
    expect(await seriesValue(text, "bff_redis_shared")).toBe(1);
  });

  it("says Redis is not shared while it is away, and when it is not configured", async () => {
    let connected = false;
    expect(await seriesValue(createMetrics({ redisShared: () => connected }).registry.metrics(), "bff_redis_shared")).toBe(0);
    connected = true;
    expect(await seriesValue(createMetrics({ redisShared: () => connected }).registry.metrics(), "bff_redis_shared")).toBe(1);
    expect(await seriesValue(createMetrics({ redisShared: () => null }).registry.metrics(), "bff_redis_shared")).toBe(0);
  });

  it("adds the process's own metrics only where they are served", async () => {
    expect(await seriesValue(createMetrics({ processMetrics: true }).registry.metrics(), "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(await createMetrics({}).registry.metrics()).not.toContain("process_resident_memory_bytes");
  });

  it.each([
    [200, "2xx"],
    [302, "3xx"],
    [404, "4xx"],
    [503, "5xx"],
    [99, "1xx"],
    [999, "5xx"],
  ])("status %i is class %s", (status, label) => {
    expect(statusClass(status)).toBe(label);
  });
});

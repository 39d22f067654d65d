/**
 * What an operator scrapes (docs/operating.md): the four golden signals of the site and of the PMS
 * behind it, and what the BFF's own defences do. prom-client, in Prometheus's names (base units,
 * `_total` for counters, `_seconds` for durations).
 *
 * Counted in every process, served only with METRICS_PORT (scripts/metrics-server.mjs): on its own
 * port, never the public one. Every label has few values: a route template, a contract endpoint's
 * name, an outcome — never a path, an id or anything a guest typed.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export type PmsOutcome = "ok" | "client_error" | "server_error" | "timeout" | "unreachable" | "contract" | "aborted";
export type CacheResult = "hit" | "miss" | "stale";
export type BookingOutcome = "created" | "replayed" | "refused" | "failed";

export interface Metrics {
  readonly registry: Registry;
  /** One answered request: its route template (`(refused)` for the front door's refusals). */
  request(method: string, route: string, status: number, seconds: number): void;
  /** One attempt at a PMS call (a retried GET counts each attempt). */
  pmsCall(endpoint: string, outcome: PmsOutcome, seconds: number): void;
  cacheLookup(result: CacheResult): void;
  attemptRefused(limit: string, scope: string): void;
  booking(outcome: BookingOutcome): void;
}

/** From 5 ms to 10 s: a cached page's few milliseconds to the PMS's timeout. */
const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const statusClass = (status: number): string => `${Math.min(Math.max(Math.floor(status / 100), 1), 5)}xx`;

export function createMetrics(options: {
  /** Whether Redis is shared now: null when REDIS_URL is unset. Read at each scrape. */
  redisShared?: () => boolean | null;
  /** The process's own metrics (CPU, memory, event loop, GC): only where they will be served. */
  processMetrics?: boolean;
}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: "bff_http_requests_total",
    help: "Requests answered, by route template and status class.",
    labelNames: ["method", "route", "status_class"] as const,
    registers: [registry],
  });
  const requestSeconds = new Histogram({
    name: "bff_http_request_duration_seconds",
    help: "Time to an answer's status and headers (a streamed page's body may follow), by route template.",
    labelNames: ["method", "route"] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const pmsCalls = new Counter({
    name: "bff_pms_calls_total",
    help: "Calls to the PMS (each attempt), by contract endpoint and outcome.",
    labelNames: ["endpoint", "outcome"] as const,
    registers: [registry],
  });
  const pmsSeconds = new Histogram({
    name: "bff_pms_call_duration_seconds",
    help: "Time of one attempt at a PMS call, by contract endpoint.",
    labelNames: ["endpoint"] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const cacheLookups = new Counter({
    name: "bff_cache_lookups_total",
    help: "Look-ups of the anonymous cache (organisations, rooms, prices): hit, miss, or stale (served while refreshing or while the PMS fails).",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const refusedAttempts = new Counter({
    name: "bff_attempts_refused_total",
    help: "Sign-in and look-up attempts refused by a limit, by limit and by what it counts (client, account, reservation).",
    labelNames: ["limit", "scope"] as const,
    registers: [registry],
  });
  const bookings = new Counter({
    name: "bff_bookings_total",
    help: "Booking forms answered: created, replayed (the same form again), refused (by the PMS or the site), failed (the PMS did not answer).",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  new Gauge({
    name: "bff_redis_shared",
    help: "1 while Redis is configured and connected (sessions, limits, cache and bookings shared); 0 while each process serves from memory.",
    // Summed over a cluster's workers it would count them; the least says whether all share.
    aggregator: "min",
    registers: [registry],
    collect() {
      this.set(options.redisShared?.() ? 1 : 0);
    },
  });
  // Every outcome from the start: a counter that appears only when it first moves hides its first
  // increase from `rate()`, and an alert on refusals would miss the first burst.
  for (const outcome of ["created", "replayed", "refused", "failed"] as const) bookings.inc({ outcome }, 0);
  for (const result of ["hit", "miss", "stale"] as const) cacheLookups.inc({ result }, 0);

  return {
    registry,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status_class: statusClass(status) });
      requestSeconds.observe({ method, route }, seconds);
    },
    pmsCall(endpoint, outcome, seconds) {
      pmsCalls.inc({ endpoint, outcome });
      pmsSeconds.observe({ endpoint }, seconds);
    },
    cacheLookup: (result) => cacheLookups.inc({ result }),
    attemptRefused: (limit, scope) => refusedAttempts.inc({ limit, scope }),
    booking: (outcome) => bookings.inc({ outcome }),
  };
}

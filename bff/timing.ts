/**
 * Where a request's time went: waiting for the PMS, or our own work. The front door opens a
 * timing for each request; every upstream call made while answering it (in any loader, however
 * deep) marks the PMS as busy. Calls that overlap count once: what the guest waited for is the
 * time at least one call was open, not the sum of parallel calls.
 *
 * The answer carries it as `Server-Timing: pms;dur=…, app;dur=…` (W3C Server Timing): browsers'
 * developer tools show it, an integrator sees at once whether a slow page is the PMS's doing, and
 * `npm run bench` subtracts the PMS's share to measure the BFF's own cost. It says nothing about
 * the guest or the hotel, only durations.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { performance } from "node:perf_hooks";

export interface RequestTiming {
  readonly startedAt: number;
  /** Milliseconds during which at least one PMS call was open. */
  pmsMs: number;
  /** PMS calls made (each attempt of a retried call counts). */
  pmsCalls: number;
  open: number;
  busySince: number;
}

const current = new AsyncLocalStorage<RequestTiming>();

export function startTiming(): RequestTiming {
  return { startedAt: performance.now(), pmsMs: 0, pmsCalls: 0, open: 0, busySince: 0 };
}

/** Runs `work` with `timing` as the timing every upstream call inside it reports to. */
export function withTiming<T>(timing: RequestTiming, work: () => T): T {
  return current.run(timing, work);
}

/** Marks a PMS call as open; the returned function closes it. A no-op outside a timed request. */
export function pmsCallStarted(): () => void {
  const timing = current.getStore();
  if (!timing) return () => {};
  timing.pmsCalls += 1;
  if (timing.open++ === 0) timing.busySince = performance.now();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    if (--timing.open === 0) timing.pmsMs += performance.now() - timing.busySince;
  };
}

/** The header's value so far: a call still open at this point counts up to now. */
export function serverTiming(timing: RequestTiming, now = performance.now()): string {
  const pms = timing.pmsMs + (timing.open > 0 ? now - timing.busySince : 0);
  const total = now - timing.startedAt;
  const app = Math.max(total - pms, 0);
  return `pms;dur=${pms.toFixed(1)};desc="PMS, calls: ${timing.pmsCalls}", app;dur=${app.toFixed(1)};desc="BFF"`;
}

/**
 * Load for the bench: `connections` clients sending one request after another for a number of
 * requests or a duration. Each answer's latency is taken at the client, and its
 * `Server-Timing: pms;dur=` (bff/timing.ts) says how much of it was the PMS: the difference is
 * the BFF's own cost, the figure docs/quality.md's goals are about.
 */
import { performance } from "node:perf_hooks";
import { Pool, request } from "undici";

export interface LoadOptions {
  origin: string;
  path: string;
  /** Sent with every request (a Host naming the hotel's subdomain, a session cookie). */
  headers?: Record<string, string>;
  connections: number;
  /** Stop after this many requests in all … */
  requests?: number;
  /** … or after this long. */
  durationMs?: number;
  /** Every answer must have this status (a redirect or an error page would measure the wrong thing). */
  status?: number;
  /** False for a server without Server-Timing (an older build compared with this one): PMS share 0. */
  serverTiming?: boolean;
  /** Keep every request's figures in `samples` (to pool several loads' requests into one percentile). */
  keepSamples?: boolean;
  /**
   * Count an answer with another status in `errors` (left out of every figure) instead of stopping
   * the load: for a long comparison that one passing failure should not end (tests/bench/against.ts).
   */
  countErrors?: boolean;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  perSecond: number;
  latency: Percentiles;
  /** Client latency minus the PMS's share the server reported. */
  overhead: Percentiles;
  pms: Percentiles;
  bytes: number;
  /** Each request's latency, own time and PMS share, in the order they ended (with keepSamples). */
  samples?: { latency: number[]; overhead: number[]; pms: number[] };
  /** With countErrors: the answers that had another status, and the first one's status and text. */
  errors?: { count: number; first: string | null };
}

export interface Percentiles {
  p50: number;
  p99: number;
  mean: number;
}

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(sorted.length, 1);
  return { p50: at(0.5), p99: at(0.99), mean };
}

const PMS_DURATION = /(?:^|,)\s*pms;dur=([\d.]+)/;

export async function load(options: LoadOptions): Promise<LoadResult> {
  const pool = new Pool(options.origin, { connections: options.connections, pipelining: 1 });
  const latencies: number[] = [];
  const overheads: number[] = [];
  const pmsTimes: number[] = [];
  let sent = 0;
  let bytes = 0;
  const errors = { count: 0, first: null as string | null };
  const started = performance.now();
  const more = () => (options.requests !== undefined ? sent < options.requests : performance.now() - started < (options.durationMs ?? 5_000));

  async function client() {
    while (more()) {
      sent++;
      const begin = performance.now();
      const answer = await pool.request({ method: "GET", path: options.path, headers: options.headers });
      const body = await answer.body.arrayBuffer();
      const latency = performance.now() - begin;
      if (answer.statusCode !== (options.status ?? 200)) {
        const failure = `${options.path} answered ${answer.statusCode}, expected ${options.status ?? 200}`;
        if (!options.countErrors) throw new Error(failure);
        errors.count++;
        errors.first ??= `${failure}: ${textOf(body)}`;
        continue;
      }
      const timing = answer.headers["server-timing"];
      const pms = Number(PMS_DURATION.exec(Array.isArray(timing) ? timing.join(",") : (timing ?? ""))?.[1] ?? NaN);
      if (Number.isNaN(pms) && options.serverTiming !== false) throw new Error(`${options.path} answered without Server-Timing`);
      bytes += body.byteLength;
      latencies.push(latency);
      pmsTimes.push(pms || 0);
      overheads.push(Math.max(latency - (pms || 0), 0));
    }
  }

  try {
    await Promise.all(Array.from({ length: options.connections }, client));
  } finally {
    await pool.close();
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    seconds,
    perSecond: latencies.length / seconds,
    latency: percentiles(latencies),
    overhead: percentiles(overheads),
    pms: percentiles(pmsTimes),
    bytes: bytes / Math.max(latencies.length, 1),
    ...(options.keepSamples ? { samples: { latency: latencies, overhead: overheads, pms: pmsTimes } } : {}),
    ...(options.countErrors ? { errors } : {}),
  };
}

/** An answer's words, without its markup, shortened: enough to tell which failure it was. */
function textOf(body: ArrayBuffer): string {
  const text = Buffer.from(body).toString("utf8");
  const main = /<main[\s\S]*<\/main>/.exec(text)?.[0] ?? text;
  return main
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
}

/** One request, its body and headers: for sizes, cookies and redirects. */
export async function once(origin: string, path: string, headers: Record<string, string> = {}) {
  const answer = await request(`${origin}${path}`, { headers });
  const body = await answer.body.text();
  const header = (name: string) => {
    const value = answer.headers[name];
    return Array.isArray(value) ? value : value === undefined ? [] : [value];
  };
  return { status: answer.statusCode, header, body };
}

/** The first photo a page shows through the media proxy (`<img src="/media-proxy/…">`), if any. */
export function photoShownIn(html: string): string | undefined {
  return /<img\b[^>]*?\ssrc="(\/media-proxy\/[^"?#\s]+)"/.exec(html)?.[1];
}

/** A staff member signed in on the demo: the session's cookie, for the staff pages. */
export async function signInAsStaff(origin: string, host: string): Promise<string> {
  const answer = await request(`${origin}/login`, {
    method: "POST",
    headers: { host, origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "staff@example.com", password: "staff-pass-1", redirectTo: "/staff/plan" }).toString(),
  });
  await answer.body.text();
  const cookies = answer.headers["set-cookie"];
  const cookie = (Array.isArray(cookies) ? cookies : [cookies ?? ""]).map((value) => value.split(";")[0]).join("; ");
  if (answer.statusCode !== 303 || !cookie) throw new Error(`staff sign-in answered ${answer.statusCode}`);
  return cookie;
}

/**
 * The soak (docs/quality.md, "Soak"): simulated guests loop for a bounded time against the built
 * site and the mock PMS (at `pmsLatencyMs` per call, `pmsErrorRate` of its API calls failing),
 * each doing what a guest without JavaScript does: search, choose an offer (the booking form),
 * book (POST the form), and look the reservation up by code + e-mail. A booking POST that fails
 * (5xx, a network error) is sent again, the SAME form (same idempotency key), up to 3 times, as a
 * guest presses Continue again. At the end the PMS's reservations are reconciled with what the
 * site told the guests: every code a guest was sent to exists there for that guest's e-mail (else
 * `lost`), and no form booked twice (`doubled`). Beside it: p50/p99 per step, requests per second,
 * and the heap the site keeps (after a full collection, through its inspector) after a warm-up
 * against at the end, with its RSS, garbage included, beside it.
 *
 * Two configurations: the site as one process (`server.mjs`) and as scripts/start.mjs's cluster of
 * two workers on a redis-server of its own (REDIS_TEST_PORTS, as bff/testing.ts starts it).
 */
import { createServer } from "node:net";
import { performance } from "node:perf_hooks";
import { Pool } from "undici";
import { startRedisServer, type RedisServer } from "../../bff/testing";
import { percentiles } from "./load";
import { childPids, freePort, heapAfterGcMiB, mockControl, rssMiB, startSite, type MockReservation, type Running } from "./processes";

export interface SoakOptions {
  seconds: number;
  guests: number;
  pmsLatencyMs: number;
  pmsErrorRate: number;
  port: number;
  /** The mock PMS, started by the caller with its clock pinned to `today`; reset before each configuration. */
  mock: Running;
  today: string;
  configurations: number[];
}

export interface StepFigures {
  p50: number;
  p99: number;
  count: number;
  errors: number;
}

const STEPS = ["search", "choose", "book", "lookUp"] as const;
type Step = (typeof STEPS)[number];

export interface SoakConfiguration {
  bookings: number;
  /** Bookings the site or the PMS turned down as a guest would be (the room went, the price changed): not errors. */
  refused: number;
  /** Booking POSTs sent again after a failure, in all. */
  retries: number;
  /** Forms that failed every one of their four sends. */
  gaveUp: number;
  /** Codes a guest was sent to that the PMS does not hold for that guest's e-mail. */
  lost: number;
  /** Forms (one e-mail each) with more than one reservation in the PMS. */
  doubled: number;
  /** Reservations of soak guests in the PMS that no guest was told about (a booking whose answer never arrived). */
  untold: number;
  steps: Record<Step, StepFigures>;
  rssStartMiB: number;
  rssEndMiB: number;
  /** The serving processes' JavaScript heap after a full collection, summed: after the warm-up, and at the end. */
  heapStartMiB: number;
  heapEndMiB: number;
  /** (heapEnd / heapStart − 1) × 100: the goal's figure (what the processes keep, not garbage not yet collected). */
  heapGrowth: number;
  /** (end / start − 1) × 100. */
  memoryGrowth: number;
  requestsPerSecond: number;
  /** Non-booking answers, by step and status, for reading a failed run. */
  statuses: Record<string, number>;
}

export interface SoakResult {
  seconds: number;
  guests: number;
  pmsLatencyMs: number;
  pmsErrorRate: number;
  configurations: Record<string, SoakConfiguration>;
}

/** What the guests saw, gathered while they run. */
interface Tally {
  latencies: Record<Step, number[]>;
  errors: Record<Step, number>;
  statuses: Record<string, number>;
  requests: number;
  refused: number;
  retries: number;
  gaveUp: number;
  /** The reservation each form was told it booked. */
  told: { email: string; key: string; id: number }[];
}

/** The booking attempts per form: the first send and up to three more. */
const SENDS_PER_FORM = 4;

export async function benchSoak(options: SoakOptions): Promise<SoakResult> {
  const configurations: Record<string, SoakConfiguration> = {};
  for (const workers of options.configurations) {
    await mockControl.reset(options.mock);
    await mockControl.faults(options.mock, { latency_ms: options.pmsLatencyMs, error_rate: options.pmsErrorRate });
    configurations[String(workers)] = await soakOne(options, workers);
  }
  return { seconds: options.seconds, guests: options.guests, pmsLatencyMs: options.pmsLatencyMs, pmsErrorRate: options.pmsErrorRate, configurations };
}

async function soakOne(options: SoakOptions, workers: number): Promise<SoakConfiguration> {
  const redis: RedisServer | null = workers > 1 ? await startRedisServer() : null;
  let site: Running | undefined;
  try {
    // TRUST_PROXY: each guest comes from an address of its own (X-Forwarded-For from loopback), as
    // real guests do; from one address the look-up limit (10 attempts in flight per client) would
    // turn this many guests away, which is the limiter working, not what the soak measures.
    // The inspector's ports: the site's (a cluster's primary), then one per worker.
    const inspectPort = await freePortRun(workers + 1);
    site = await startSite({
      port: options.port,
      workers,
      inspectPort,
      env: { UPSTREAM_URL: options.mock.url, TRUST_PROXY: "loopback", ...(redis ? { REDIS_URL: redis.url } : {}) },
    });
    const running = site;
    console.log(
      `  WEB_CONCURRENCY=${workers}: ${options.guests} guests for ${options.seconds} s (server pids ${(await serverPidsOf(site, workers)).join(", ")})`,
    );
    const tally: Tally = {
      latencies: { search: [], choose: [], book: [], lookUp: [] },
      errors: { search: 0, choose: 0, book: 0, lookUp: 0 },
      statuses: {},
      requests: 0,
      refused: 0,
      retries: 0,
      gaveUp: 0,
      told: [],
    };
    const pool = new Pool(site.url, { connections: options.guests, pipelining: 1 });
    const rss: { at: number; mib: number }[] = [];
    const started = performance.now();
    const sampler = setInterval(() => {
      // Read anew each time: a worker that died and was replaced is another pid.
      const mib = rssOf(running, workers);
      if (mib !== null) rss.push({ at: performance.now() - started, mib });
    }, 500);
    const until = started + options.seconds * 1000;
    // What the serving processes keep after a full collection: their inspector ports (a worker's is the primary's plus its number).
    const heapNow = async () => {
      const ports = workers === 1 ? [inspectPort] : Array.from({ length: workers }, (_, n) => inspectPort + n + 1);
      const heaps = await Promise.all(ports.map((port) => heapAfterGcMiB(port)));
      return heaps.reduce((sum, heap) => sum + heap, 0);
    };
    let heapStartMiB = 0;
    const warmedUp = new Promise<void>((resolve) =>
      setTimeout(
        () =>
          void heapNow().then((heap) => {
            heapStartMiB = heap;
            resolve();
          }, resolve),
        options.seconds * 1000 * 0.25,
      ),
    );
    try {
      const host = `carpathia-ro.localhost:${options.port}`;
      await Promise.all(Array.from({ length: options.guests }, (_, guest) => guestLoop({ pool, host, today: options.today, guest, until, tally })));
      await warmedUp;
    } finally {
      clearInterval(sampler);
      await pool.close();
    }
    const seconds = (performance.now() - started) / 1000;
    const heapEndMiB = await heapNow();
    const held = await mockControl.reservations(options.mock);
    const { lost, doubled, untold } = reconcile(tally.told, held);
    // RSS as run.ts reads it: the median of readings, here every 500 ms, over a stretch of the run
    // (after the first 15 % of the time, the warm-up, and the last 10 %), never one reading, which
    // lands anywhere in V8's cycle of growing and collecting its heap.
    const rssStartMiB = medianOf(rss, seconds * 1000 * 0.15, seconds * 1000 * 0.25);
    const rssEndMiB = medianOf(rss, seconds * 1000 * 0.9, seconds * 1000);
    return {
      bookings: tally.told.length,
      refused: tally.refused,
      retries: tally.retries,
      gaveUp: tally.gaveUp,
      lost,
      doubled,
      untold,
      steps: Object.fromEntries(
        STEPS.map((step) => {
          const { p50, p99 } = percentiles(tally.latencies[step]);
          return [step, { p50, p99, count: tally.latencies[step].length, errors: tally.errors[step] }];
        }),
      ) as Record<Step, StepFigures>,
      rssStartMiB,
      rssEndMiB,
      memoryGrowth: (rssEndMiB / rssStartMiB - 1) * 100,
      heapStartMiB,
      heapEndMiB,
      heapGrowth: (heapEndMiB / heapStartMiB - 1) * 100,
      requestsPerSecond: tally.requests / seconds,
      statuses: tally.statuses,
    };
  } finally {
    await site?.stop();
    await redis?.stop();
  }
}

/** The first of `count` consecutive free loopback ports. */
async function freePortRun(count: number): Promise<number> {
  for (;;) {
    const first = await freePort();
    const others = await Promise.all(Array.from({ length: count - 1 }, (_, n) => isFree(first + n + 1)));
    if (first + count < 65_536 && others.every(Boolean)) return first;
  }
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });

/** The processes that serve: the site itself, or a cluster primary's workers (forked after it answers, so waited for). */
async function serverPidsOf(site: Running, workers: number): Promise<number[]> {
  if (workers === 1) return [site.pid];
  for (let tries = 0; tries < 100; tries++) {
    const pids = childPids(site.pid);
    if (pids.length === workers) return pids;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the cluster primary ${site.pid} did not start ${workers} workers`);
}

/** The serving processes' RSS summed, in MiB; null when a process went between listing and reading it. */
function rssOf(site: Running, workers: number): number | null {
  try {
    return (workers === 1 ? [site.pid] : childPids(site.pid)).reduce((sum, pid) => sum + rssMiB(pid), 0);
  } catch {
    return null;
  }
}

const medianOf = (readings: { at: number; mib: number }[], from: number, to: number): number => {
  const inside = readings.filter((reading) => reading.at >= from && reading.at <= to).map((reading) => reading.mib);
  return percentiles(inside.length ? inside : readings.slice(-1).map((reading) => reading.mib)).p50;
};

/**
 * What the PMS holds against what the site told: a told code the PMS lacks (or holds for another
 * e-mail) is lost; an e-mail with two reservations is a form booked twice, since every form has an
 * e-mail of its own.
 */
export function reconcile(told: Tally["told"], held: MockReservation[]): { lost: number; doubled: number; untold: number } {
  const byId = new Map(held.map((reservation) => [reservation.id, reservation]));
  const perEmail = new Map<string, number>();
  for (const reservation of held) {
    if (!reservation.email?.startsWith("soak-")) continue;
    perEmail.set(reservation.email, (perEmail.get(reservation.email) ?? 0) + 1);
  }
  const toldIds = new Set(told.map((booking) => booking.id));
  const lost = told.filter((booking) => byId.get(booking.id)?.email !== booking.email).length;
  const doubled = [...perEmail.values()].filter((count) => count > 1).length;
  const untold = held.filter((reservation) => reservation.email?.startsWith("soak-") && !toldIds.has(reservation.id)).length;
  return { lost, doubled, untold };
}

interface Guest {
  pool: Pool;
  host: string;
  /** The hotel's date the mock is pinned to: the stays are counted from it. */
  today: string;
  guest: number;
  until: number;
  tally: Tally;
}

interface Answer {
  status: number;
  body: string;
  header(name: string): string[];
}

/**
 * One guest's loop: the nth stay of guest g is spread over the calendar (10 to ~490 days ahead:
 * a bank transfer needs 72 h, the mock's calendar reaches 550 days) with 1 or 2 adults and 2 or 3
 * nights, so fifty guests a minute do not sell the hotel out.
 */
async function guestLoop({ pool, host, today, guest, until, tally }: Guest): Promise<void> {
  const client = { host, "x-forwarded-for": `198.51.100.${guest + 1}` };
  const send = async (step: Step, method: "GET" | "POST", path: string, headers: Record<string, string>, body?: string): Promise<Answer | null> => {
    const begin = performance.now();
    tally.requests++;
    try {
      const answer = await pool.request({ method, path, headers: { ...client, ...headers }, body });
      const text = await answer.body.text();
      tally.latencies[step].push(performance.now() - begin);
      const header = (name: string) => {
        const value = answer.headers[name];
        return Array.isArray(value) ? value : value === undefined ? [] : [value];
      };
      return { status: answer.statusCode, body: text, header };
    } catch {
      tally.latencies[step].push(performance.now() - begin);
      return null;
    }
  };
  /** An error of a step: its answer (null: no answer at all) or what was wrong with it. */
  const failed = (step: Step, answer: Answer | null | string) => {
    tally.errors[step]++;
    const key = `${step} ${typeof answer === "string" ? answer : (answer?.status ?? "network error")}`;
    tally.statuses[key] = (tally.statuses[key] ?? 0) + 1;
  };

  for (let n = 0; performance.now() < until; n++) {
    const stay = stayOf(today, guest, n);
    const searched = await send("search", "GET", `/reservation-new?${new URLSearchParams(stay)}`, {});
    if (searched?.status !== 200) {
      failed("search", searched);
      continue;
    }
    const offers = offersOf(searched.body);
    if (offers.length === 0) {
      tally.refused++;
      continue;
    }
    const offer = offers[(guest * 7 + n * 3) % offers.length]!;
    const chosen = await send("choose", "GET", `/reservation-new?${new URLSearchParams(offer)}`, {});
    if (chosen?.status !== 200) {
      failed("choose", chosen);
      continue;
    }
    const form = bookingFormOf(chosen.body);
    if (!form) {
      // The offer went between the search and the choice: the page asks to choose again.
      tally.refused++;
      continue;
    }
    if (!form.methods.includes("bank")) {
      failed("choose", "without a bank transfer");
      continue;
    }
    const email = `soak-${guest}-${n}@example.com`;
    const fields = new URLSearchParams({
      first_name: "Soak",
      last_name: `Guest ${guest}`,
      phone: "+40 722 000 111",
      email,
      terms: "on",
      payment_method: "bank",
      idempotency_key: form.key,
      shown_price: form.shownPrice,
      intent: "book",
    }).toString();
    const cookie = chosen
      .header("set-cookie")
      .map((value) => value.split(";")[0])
      .join("; ");
    const headers = { origin: `http://${host}`, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) };
    let booked: number | null = null;
    for (let sent = 0; sent < SENDS_PER_FORM && booked === null; sent++) {
      if (sent > 0) tally.retries++;
      const answer = await send("book", "POST", form.action, headers, fields);
      const location = answer?.status === 303 ? answer.header("location")[0] : undefined;
      const id = /^\/reservations\/(\d+)/.exec(location ?? "")?.[1];
      if (id) booked = Number(id);
      else if (answer && answer.status < 500) {
        // Turned down as a guest would be (the room went, the price changed): a refusal, not a retry.
        if (answer.status === 409 || answer.status === 422) refusedBooking(tally, answer.status);
        else failed("book", answer);
        break;
      } else failed("book", answer);
      if (booked === null && sent === SENDS_PER_FORM - 1) tally.gaveUp++;
    }
    if (booked === null) continue;
    tally.told.push({ email, key: form.key, id: booked });
    const found = await send("lookUp", "GET", `/reservation-search?${new URLSearchParams({ res: String(booked), email })}`, {});
    const landed = found?.status === 303 && found.header("location")[0]?.startsWith(`/reservations/${booked}`);
    if (!landed) failed("lookUp", found);
  }
}

/** Refusals are counted apart from errors, but by status too: a 409 for a reused form would be the site's fault, not the hotel's. */
function refusedBooking(tally: Tally, status: number): void {
  tally.refused++;
  tally.statuses[`book refused ${status}`] = (tally.statuses[`book refused ${status}`] ?? 0) + 1;
}

const dayAfter = (today: string, offset: number) => new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

function stayOf(today: string, guest: number, n: number): Record<string, string> {
  const from = 10 + ((guest * 97 + n * 13) % 480);
  const nights = 2 + ((guest + n) % 2);
  return { day_from: dayAfter(today, from), day_to: dayAfter(today, from + nights), adults: String(1 + ((guest * 3 + n) % 2)), rooms: "1" };
}

const decode = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
const attribute = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decode(value);
};

/** The search page's "Choose" forms (GET forms, RatePlanRow), each as the query it submits with its first meal. */
export function offersOf(html: string): Record<string, string>[] {
  return [...html.matchAll(/<form[^>]*class="rate-plan"[^>]*>([\s\S]*?)<\/form>/g)].map((form) => {
    const query: Record<string, string> = {};
    for (const [tag] of form[1]!.matchAll(/<input[^>]*>/g)) {
      const name = attribute(tag, "name");
      const value = attribute(tag, "value");
      if (!name || value === undefined) continue;
      // A radio counts when checked; hidden inputs always.
      if (attribute(tag, "type") === "radio" && !/\schecked(?:=""|\s|\/|>)/.test(tag)) continue;
      query[name] ??= value;
    }
    return query;
  });
}

/** The booking form of a choice's page: where it posts, its idempotency key, the price it shows and the pay methods it offers; null when it offers no form. */
export function bookingFormOf(html: string): { action: string; key: string; shownPrice: string; methods: string[] } | null {
  const form = /<form[^>]*method="post"[^>]*class="details-form"[^>]*>/.exec(html)?.[0];
  const action = form ? attribute(form, "action")?.split("#")[0] : undefined;
  const key = /<input type="hidden" name="idempotency_key" value="([^"]+)"/.exec(html)?.[1];
  const shownPrice = /<input type="hidden" name="shown_price" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !key || !shownPrice) return null;
  const methods = [...html.matchAll(/<input[^>]*name="payment_method"[^>]*>/g)]
    .filter(([tag]) => !/\sdisabled=/.test(tag))
    .map(([tag]) => attribute(tag, "value") ?? "");
  return { action, key, shownPrice, methods };
}

const signed = (percent: number) => `${percent >= 0 ? "+" : ""}${percent.toFixed(1)} %`;

/** The soak's rows of the bench table: per configuration, the goals (lost 0, doubled 0, memory < +10 %) and the figures beside them. */
export function soakRows(result: SoakResult): { figure: string; value: string; goal: string; met: boolean | null }[] {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return Object.entries(result.configurations).flatMap(([workers, soak]) => {
    const name = `soak, WEB_CONCURRENCY=${workers}`;
    const growth = signed(soak.memoryGrowth);
    return [
      { figure: `${name}: bookings lost`, value: String(soak.lost), goal: "0", met: soak.lost === 0 },
      { figure: `${name}: forms booked twice`, value: String(soak.doubled), goal: "0", met: soak.doubled === 0 },
      {
        figure: `${name}: heap kept (after a full GC), warm-up vs end`,
        value: `${soak.heapStartMiB.toFixed(1)} → ${soak.heapEndMiB.toFixed(1)} MiB (${signed(soak.heapGrowth)})`,
        goal: "< +10 %",
        met: soak.heapGrowth < 10,
      },
      {
        figure: `  soak (${workers}) RSS, warm-up vs end (garbage included)`,
        value: `${soak.rssStartMiB.toFixed(0)} → ${soak.rssEndMiB.toFixed(0)} MiB (${growth})`,
        goal: "",
        met: null,
      },
      {
        figure: `  soak (${workers}) bookings; refused; retries; requests per second`,
        value: `${soak.bookings}; ${soak.refused}; ${soak.retries}; ${soak.requestsPerSecond.toFixed(0)}`,
        goal: "",
        met: null,
      },
      ...STEPS.map((step) => ({
        figure: `  soak (${workers}) ${step}: p50, p99 (errors of ${soak.steps[step].count})`,
        value: `${ms(soak.steps[step].p50)}, ${ms(soak.steps[step].p99)} (${soak.steps[step].errors})`,
        goal: "",
        met: null,
      })),
    ];
  });
}

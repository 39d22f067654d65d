/**
 * The fake PMS as a real HTTP server. MSW's setupServer does not intercept undici, so the BFF talks
 * to this over loopback exactly as it would to a real PMS; each request becomes a Fetch `Request`
 * answered by the MSW handlers through `getResponse`. On top sit the QA controls of INTERFACE.md:
 * faults (latency, errors, down, hang), reset, call counters and issued session tokens, and a
 * location's own domains.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { getResponse } from "msw";
import { z } from "zod";
import { api, endpointKey, endpointNames } from "../contracts/api";
import { todayAt } from "./dates";
import { createApiHandlers } from "./handlers";
import { createPageHandlers } from "./pages";
import { createPayPalHandlers } from "./paypal";
import { photoHandlers } from "./photos";
import { createWorld, type World } from "./world";
import { payNextInstalment, PmsError } from "./bookings";

export interface MockServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Pin the hotel date (YYYY-MM-DD) the seed is relative to; default: today in Europe/Bucharest. */
  today?: string;
}

export interface MockServer {
  url: string;
  port: number;
  /** The current world (replaced on reset). */
  readonly world: World;
  close(): Promise<void>;
}

const Faults = z.object({
  latency_ms: z.number().min(0).max(600_000),
  error_rate: z.number().min(0).max(1),
  status: z.number().int().min(400).max(599),
  down: z.boolean(),
  hang: z.boolean(),
  /** Seconds in a `Retry-After` header on the injected error answers (`error_rate`); null: none. */
  retry_after: z.number().int().min(0).max(86_400).nullable(),
  /** A good answer's body is sent this long after its headers (a slow body). */
  slow_body_ms: z.number().min(0).max(600_000),
  /** A good (2xx) API answer replaced by a body that is not JSON, or JSON the contract refuses. */
  answer: z.enum(["normal", "invalid_json", "break_contract"]),
  /** Only these endpoints (keyed as `/__mock/calls` reports them) get the faults; null: all of them. */
  endpoints: z.array(z.string()).nullable(),
});
type Faults = z.output<typeof Faults>;

/** `{ "today": "YYYY-MM-DD" }` pins the hotel date; `{ "today": null }` follows the real one again. */
const Clock = z.object({ today: z.iso.date().nullable() });
/** The hotel records a payment it received (a transfer that arrived, cash at the desk): the next unpaid instalment. */
const ReceivedPayment = z.object({ method: z.enum(["bank", "custom", "revolut"]).default("bank") });
/**
 * A location's own domains (spec §3), as an organisation's admin would set them: the domains that
 * may frame its site and the one its subdomain redirects to (docs/decisions/016). Until the next reset.
 */
const LocationDomains = z
  .object({
    client_domain: z.string().max(253).nullable(),
    hoteliera_domain: z.string().max(253).nullable(),
    redirect_from_subdomain_to_domain: z.boolean(),
  })
  .partial()
  .strict();
const NO_FAULTS: Faults = { latency_ms: 0, error_rate: 0, status: 503, down: false, hang: false, retry_after: null, slow_body_ms: 0, answer: "normal", endpoints: null };

/** Which API endpoint a request is for, keyed as `/__mock/calls` reports it. */
const endpointRoutes = endpointNames.map((name) => ({
  method: api[name].method,
  key: endpointKey(name),
  pattern: new RegExp(`^${api[name].path.replace(/\{\w+\}/g, "[^/]+")}/?$`),
}));
const endpointOf = (method: string, pathname: string): string | undefined =>
  endpointRoutes.find((route) => route.method === method && route.pattern.test(pathname))?.key;

const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A control's JSON body; what does not parse is `undefined`, which every control's schema refuses. */
function jsonOf(body: Buffer): unknown {
  try {
    return body.length ? JSON.parse(body.toString("utf8")) : {};
  } catch {
    return undefined;
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? "127.0.0.1";
  // The clock: pinned by `today` (MOCK_TODAY) or POST /__mock/clock, else the hotel's real date.
  let pinnedToday: string | null = options.today ?? null;
  const freshWorld = () => createWorld(pinnedToday ?? todayAt());
  const state = { world: freshWorld(), faults: { ...NO_FAULTS }, calls: new Map<string, number>() };
  const handlers = [...createApiHandlers(() => state.world), ...photoHandlers, ...createPageHandlers(() => state.world), ...createPayPalHandlers(() => state.world.paypal)];
  let todayCheckedAt = Date.now();
  /** Sockets held open by the `hang` fault, released when the fault ends. */
  const hung = new Set<Socket>();
  const releaseHung = () => {
    for (const socket of hung) socket.destroy();
    hung.clear();
  };

  async function control(req: IncomingMessage, res: ServerResponse, pathname: string, body: Buffer): Promise<void> {
    const route = `${req.method} ${pathname}`;
    if (route === "POST /__mock/faults") {
      const parsed = Faults.partial().safeParse(jsonOf(body));
      if (!parsed.success) return sendJson(res, 400, { message: z.prettifyError(parsed.error) });
      state.faults = { ...state.faults, ...parsed.data };
      if (!state.faults.hang) releaseHung();
      return sendJson(res, 200, state.faults);
    }
    if (route === "GET /__mock/faults") return sendJson(res, 200, state.faults);
    if (route === "POST /__mock/reset") {
      state.world = freshWorld();
      state.faults = { ...NO_FAULTS };
      state.calls.clear();
      releaseHung();
      return sendJson(res, 200, { ok: true, today: state.world.today });
    }
    if (route === "POST /__mock/clock") {
      const parsed = Clock.safeParse(jsonOf(body));
      if (!parsed.success) return sendJson(res, 400, { message: z.prettifyError(parsed.error) });
      // Time moves, the state stays: a reservation 30 days out is 29 days out a day later. A reset
      // afterwards seeds the demo relative to the pinned day.
      pinnedToday = parsed.data.today;
      state.world.today = pinnedToday ?? todayAt();
      return sendJson(res, 200, { today: state.world.today, pinned: pinnedToday !== null });
    }
    if (route === "GET /__mock/clock") return sendJson(res, 200, { today: state.world.today, pinned: pinnedToday !== null });
    const locationControl = /^POST \/__mock\/locations\/(\d+)$/.exec(route);
    if (locationControl) {
      const location = state.world.locations.find((candidate) => candidate.id === Number(locationControl[1]));
      if (!location) return sendJson(res, 404, { message: "No such location" });
      const parsed = LocationDomains.safeParse(jsonOf(body));
      if (!parsed.success) return sendJson(res, 400, { message: z.prettifyError(parsed.error) });
      Object.assign(location, parsed.data);
      const { id, client_domain, hoteliera_domain, redirect_from_subdomain_to_domain } = location;
      return sendJson(res, 200, { id, client_domain, hoteliera_domain, redirect_from_subdomain_to_domain });
    }
    const paymentControl = /^POST \/__mock\/reservations\/(\d+)\/payments$/.exec(route);
    if (paymentControl) {
      const reservation = state.world.reservations.get(Number(paymentControl[1]));
      if (!reservation) return sendJson(res, 404, { message: "No such reservation" });
      const parsed = ReceivedPayment.safeParse(jsonOf(body));
      if (!parsed.success) return sendJson(res, 400, { message: z.prettifyError(parsed.error) });
      const invoice = reservation.invoices?.find((candidate) => candidate.due_dates?.some((due) => !due.paid));
      if (!invoice) return sendJson(res, 409, { message: "Nothing left to pay" });
      try {
        const payment = payNextInstalment(state.world, reservation, Number(invoice.id), parsed.data.method);
        return sendJson(res, 200, { reservation_id: reservation.id, invoice_id: Number(invoice.id), amount: payment.amount, method: payment.method });
      } catch (error) {
        if (error instanceof PmsError) return sendJson(res, error.status, { message: error.message });
        throw error;
      }
    }
    if (route === "GET /__mock/calls") return sendJson(res, 200, Object.fromEntries(state.calls));
    if (route === "GET /__mock/sessions") return sendJson(res, 200, { tokens: state.world.issuedTokens, active: [...state.world.sessions.keys()] });
    return sendJson(res, 404, { message: "Unknown mock control" });
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = `http://${req.headers.host ?? host}`;
    const url = new URL(req.url ?? "/", origin);
    const method = (req.method ?? "GET").toUpperCase();
    const body = await readBody(req);

    // The payment providers' sandboxes live under /__mock/ too, but are pages, not controls.
    const isControl = url.pathname.startsWith("/__mock/") && !url.pathname.startsWith("/__mock/mobilpay/") && !url.pathname.startsWith("/__mock/paypal/");
    if (isControl) return control(req, res, url.pathname, body);

    const endpoint = endpointOf(method, url.pathname);
    if (endpoint) {
      // A long-running mock crosses midnight: keep "today" the hotel's today unless it was pinned.
      if (pinnedToday === null && Date.now() - todayCheckedAt > 60_000) {
        state.world.today = todayAt();
        todayCheckedAt = Date.now();
      }
      // Counted before any fault: a call that reached the PMS is a call, even if it then failed.
      state.calls.set(endpoint, (state.calls.get(endpoint) ?? 0) + 1);
      const faults = state.faults.endpoints === null || state.faults.endpoints.includes(endpoint) ? state.faults : NO_FAULTS;
      if (faults.down) {
        req.socket.destroy();
        return;
      }
      if (faults.hang) {
        hung.add(req.socket);
        req.socket.once("close", () => hung.delete(req.socket));
        return;
      }
      if (faults.latency_ms > 0) await delay(faults.latency_ms);
      if (faults.error_rate > 0 && Math.random() < faults.error_rate) {
        if (faults.retry_after !== null) res.setHeader("retry-after", String(faults.retry_after));
        return sendJson(res, faults.status, { message: "Service unavailable" });
      }
    }

    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, value);
    }
    const request = new Request(url, { method, headers, body: method === "GET" || method === "HEAD" || body.length === 0 ? undefined : new Uint8Array(body) });
    const response = await getResponse(handlers, request);
    if (!response) return sendJson(res, 404, { message: `No such endpoint: ${method} ${url.pathname}` });

    const outgoing: Record<string, string | string[]> = {};
    response.headers.forEach((value, name) => {
      if (name !== "set-cookie") outgoing[name] = value;
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) outgoing["set-cookie"] = cookies;
    let payload = Buffer.from(await response.arrayBuffer());
    const faulty = endpoint !== undefined && (state.faults.endpoints === null || state.faults.endpoints.includes(endpoint));
    const good = faulty && response.status >= 200 && response.status < 300;
    if (good && state.faults.answer === "invalid_json") payload = Buffer.from('{"answer": "cut short');
    if (good && state.faults.answer === "break_contract") payload = Buffer.from(JSON.stringify("not what the contract describes"));
    outgoing["content-length"] = String(payload.length);
    res.writeHead(response.status, outgoing);
    if (good && state.faults.slow_body_ms > 0) {
      // Headers now, the body later: what a PMS stalled mid-answer looks like.
      res.write(payload.subarray(0, 1));
      await delay(state.faults.slow_body_ms);
      if (res.destroyed) return;
      res.end(payload.subarray(1));
      return;
    }
    res.end(payload);
  }

  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      sendJson(res, 500, { message: error instanceof Error ? error.message : "Internal error" });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    port,
    get world() {
      return state.world;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        releaseHung();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * The fake PMS as a real HTTP server. MSW's setupServer does not intercept undici, so the BFF talks
 * to this over loopback exactly as it would to a real PMS; each request becomes a Fetch `Request`
 * answered by the MSW handlers through `getResponse`. On top sit the QA controls of
 * docs/interface.md (`mocks/controls.ts`) and the faults they set (`mocks/faults.ts`), which strike
 * the API endpoints only: the endpoint a request is for is the one its handler matches
 * (`endpointOf`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { getResponse } from "msw";
import { answerControl, isControl, seededWorld, TRACES_KEPT, type MockState } from "./controls";
import { todayAt } from "./dates";
import { faultBeforeAnswer, faultsOn, HungSockets, NO_FAULTS, sendAnswer } from "./faults";
import { createApiHandlers, endpointOf } from "./handlers";
import { readBody, sendJson } from "./http";
import { createPageHandlers } from "./pages";
import { createPayPalHandlers } from "./paypal";
import { photoHandlers } from "./photos";
import type { World } from "./world";

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

/** A Node request as the Fetch `Request` MSW's handlers take. */
function fetchRequestOf(req: IncomingMessage, url: URL, method: string, body: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(url, { method, headers, body: method === "GET" || method === "HEAD" || body.length === 0 ? undefined : new Uint8Array(body) });
}

/** A Fetch `Response`'s headers for Node, each `Set-Cookie` kept apart. */
function nodeHeadersOf(response: Response): Record<string, string | string[]> {
  const outgoing: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie") outgoing[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outgoing["set-cookie"] = cookies;
  return outgoing;
}

export async function startMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? "127.0.0.1";
  // The clock: pinned by `today` (MOCK_TODAY) or POST /__mock/clock, else the hotel's real date.
  const pinnedToday = options.today ?? null;
  const state: MockState = { world: seededWorld(pinnedToday), faults: { ...NO_FAULTS }, calls: new Map(), pinnedToday, hung: new HungSockets(), traces: [] };
  const handlers = [
    ...createApiHandlers(() => state.world),
    ...photoHandlers,
    ...createPageHandlers(() => state.world),
    ...createPayPalHandlers(() => state.world.paypal),
  ];
  let todayCheckedAt = Date.now();

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = `http://${req.headers.host ?? host}`;
    const url = new URL(req.url ?? "/", origin);
    const method = (req.method ?? "GET").toUpperCase();
    const body = await readBody(req);

    if (isControl(url.pathname)) return answerControl(state, req, res, url.pathname, body);

    const endpoint = endpointOf(method, url);
    if (endpoint) {
      // A long-running mock crosses midnight: keep "today" the hotel's today unless it was pinned.
      if (state.pinnedToday === null && Date.now() - todayCheckedAt > 60_000) {
        state.world.today = todayAt();
        todayCheckedAt = Date.now();
      }
      // Counted before any fault: a call that reached the PMS is a call, even if it then failed.
      state.calls.set(endpoint, (state.calls.get(endpoint) ?? 0) + 1);
      const traceparent = req.headers.traceparent;
      if (typeof traceparent === "string") {
        state.traces.push({ endpoint, traceparent });
        if (state.traces.length > TRACES_KEPT) state.traces.shift();
      }
      if (await faultBeforeAnswer(faultsOn(state.faults, endpoint), req, res, state.hung)) return;
    }

    const response = await getResponse(handlers, fetchRequestOf(req, url, method, body));
    if (!response) return sendJson(res, 404, { message: `No such endpoint: ${method} ${url.pathname}` });
    // The faults as they are now: a control may have changed them while this call waited.
    await sendAnswer(faultsOn(state.faults, endpoint), res, response.status, nodeHeadersOf(response), Buffer.from(await response.arrayBuffer()));
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
        state.hung.release();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/**
 * The BFF's pieces wired to the mock PMS over real HTTP, with a clock the test moves.
 */
import type { AppLoadContext } from "@remix-run/node";
import { fromZonedTime } from "date-fns-tz";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "undici";
import { afterAll, beforeAll, beforeEach, expect, vi } from "vitest";
import type { LoadedBookingPage } from "~/booking/booking-page.server";
import type { Bff } from "~/bff.server";
import { createAnonymousCache } from "../../bff/cache";
import { createSiteDirectory } from "../../bff/org";
import { createTestLogger } from "../../bff/testing";
import { createUpstreamClient } from "../../bff/upstream";
import { startMockServer, type MockServer } from "../../mocks/server";

/** The hotel date every integration test pins the mock to: a Monday in the low season. */
export const PINNED_TODAY = "2026-05-04";

export async function startBffOnMock(options: { timeoutMs?: number } = {}) {
  const mock = await startMockServer({ port: 0, today: PINNED_TODAY });
  const { logger, lines } = createTestLogger();
  let now = Date.now();
  const upstream = createUpstreamClient({ baseUrl: mock.url, timeoutMs: options.timeoutMs ?? 3_000, logger });
  const cache = createAnonymousCache({ logger, now: () => now });
  const sites = createSiteDirectory(upstream, cache);

  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${mock.url}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  };

  return {
    mock,
    upstream,
    cache,
    sites,
    logLines: lines,
    advance: (ms: number) => (now += ms),
    calls: () => control("/__mock/calls") as Promise<Record<string, number>>,
    faults: (faults: Record<string, unknown>) => control("/__mock/faults", faults),
    reset: () => control("/__mock/reset", {}),
    sessions: () => control("/__mock/sessions"),
    async close() {
      await control("/__mock/reset", {}).catch(() => {});
      await upstream.close();
      await mock.close();
    },
  };
}

/**
 * The demo hotel's own site, its subdomain of BASE_DOMAIN (localhost): pages there need no `o`, and
 * the booking page needs a subdomain or `o` (docs/decisions/015). A Request built in a test carries
 * no Host of its own, so `onHotelSite` gives it one.
 */
export const HOTEL_SITE = "http://carpathia-ro.localhost";
export const onHotelSite = (headers: Record<string, string> = {}): Record<string, string> => ({ host: new URL(HOTEL_SITE).host, ...headers });

export const ORGANISATION_CALL = "GET /api/anonymous-orgs/{organization_full_slug}";

let appBff: Bff | undefined;

/** The BFF `useAppOnMock` built for this test file (what server.mjs hands every loader). */
export function testBff(): Bff {
  if (!appBff) throw new Error("the app's BFF is built in useAppOnMock's beforeAll");
  return appBff;
}

/**
 * What the app's routes and the BFF log while a test runs, as lines. Their loggers are children of
 * the BFF's (silent in tests), made when they first write a line the BFF's level lets through
 * (bff/logger.ts, lazyChild): from here on both the children and that level are the test logger's.
 * Call in beforeAll, after useAppOnMock's.
 */
export function captureAppLogs(): Record<string, unknown>[] {
  const { logger, lines } = createTestLogger();
  const bff = testBff();
  vi.spyOn(bff.logger, "child").mockImplementation(((bindings: Record<string, unknown>) => logger.child(bindings)) as unknown as typeof bff.logger.child);
  vi.spyOn(bff.logger, "isLevelEnabled").mockImplementation((level: string) => logger.isLevelEnabled(level));
  return lines;
}

/** Remix's load context as server.mjs makes it: the BFF, plus what a test adds (a client address). */
export const appContext = (extra: Omit<AppLoadContext, "bff"> = {}): AppLoadContext => ({ bff: testBff(), ...extra });

/** A loader's or app module's { request, context }. */
export const routeArgs = (request: Request, extra: Omit<AppLoadContext, "bff"> = {}) => ({ request, context: appContext(extra) });

/**
 * The app's own server code (routes, app/*.server) against a mock PMS of this test file, as a BFF
 * with UPSTREAM_URL runs against a PMS: the mock is pinned to PINNED_TODAY and reset before each
 * test. The BFF is built from a config object (`env`: settings such as limits, or a function giving
 * them once the file's own set-up has run), never from
 * process.env, and handed to loaders in their context (`appContext`, `routeArgs`). Vitest runs each
 * file in its own process, so each file has its own BFF.
 */
export function useAppOnMock(
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: { upstreamFor?: (mock: MockServer) => Promise<string>; front?: MockFrontHooks } = {},
) {
  let mock: MockServer | undefined;
  let front: MockFront | undefined;
  beforeAll(async () => {
    mock = await startMockServer({ port: 0, today: PINNED_TODAY });
    // The PMS as the app sees it may be something of the test's own in front of the mock: a
    // gateway with hooks (`front`), or anything else (`upstreamFor`).
    if (options.front) front = await startMockFront(mock.url, options.front);
    const upstream = front ? front.url : options.upstreamFor ? await options.upstreamFor(mock) : mock.url;
    const { createBff, parseConfig } = await import("~/bff.server");
    appBff = await createBff(
      parseConfig({ UPSTREAM_URL: upstream, DEFAULT_ORG: "carpathia-ro", LOG_LEVEL: "silent", NODE_ENV: "test", ...(typeof env === "function" ? env() : env) }),
    );
  });
  afterAll(async () => {
    await appBff?.close();
    appBff = undefined;
    await front?.close();
    await mock?.close();
  });
  beforeEach(async () => {
    await fetch(`${mock!.url}/__mock/reset`, { method: "POST" });
  });
  return {
    get mock(): MockServer {
      if (!mock) throw new Error("the mock starts in beforeAll");
      return mock;
    },
    /** The front's origin, when there is one: what the app takes for the PMS. */
    get frontUrl(): string {
      if (!front) throw new Error("no front: useAppOnMock's `front` option starts one in beforeAll");
      return front.url;
    },
  };
}

/** What a gateway in front of the mock PMS may do with each call it passes on. */
export interface MockFrontHooks {
  /** Hears each call's path first (to count what the PMS is asked). */
  heard?: (path: string) => void;
  /** An answer of the front's own instead of the mock's; undefined passes the call on. */
  answer?: (path: string) => { status: number; headers: Record<string, string>; body: string } | undefined;
  /** The mock's answer's body as the front passes it on (its length is counted again). */
  rewrite?: (path: string, status: number, body: Buffer) => Buffer;
}

interface MockFront {
  url: string;
  close: () => Promise<void>;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "proxy-connection", "content-length"]);
const passable = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name, value]) => !HOP_BY_HOP.has(name) && value !== undefined)) as Record<string, string | string[]>;

/**
 * A gateway in front of the mock PMS, as a PMS's own would be: every call passed on as it came (the
 * Host header too: the mock makes its share links on the origin it was asked on), unless a hook
 * takes it. A connection the mock drops (its `down` fault) is dropped here too.
 */
export async function startMockFront(mockUrl: string, hooks: MockFrontHooks = {}): Promise<MockFront> {
  const server = createServer(async (incoming, outgoing) => {
    const path = incoming.url ?? "/";
    hooks.heard?.(path);
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const own = hooks.answer?.(path);
    if (own) {
      outgoing.writeHead(own.status, own.headers);
      return outgoing.end(own.body);
    }
    try {
      const answer = await request(new URL(path, mockUrl), {
        method: incoming.method as "GET",
        headers: passable(incoming.headers),
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const received = Buffer.from(await answer.body.arrayBuffer());
      const body = hooks.rewrite ? hooks.rewrite(path, answer.statusCode, received) : received;
      outgoing.writeHead(answer.statusCode, { ...passable(answer.headers), "content-length": body.length });
      outgoing.end(body);
    } catch {
      outgoing.destroy();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RouteAnswer {
  status: number;
  data: Record<string, unknown>;
  headers: Headers;
  location: string | null;
}

/** What a loader or action answered: a Response it returned or threw (a redirect), or its data (single fetch). */
export async function routeAnswer(call: () => Promise<unknown>): Promise<RouteAnswer> {
  const fromResponse = (response: Response): RouteAnswer => ({
    status: response.status,
    data: {},
    headers: response.headers,
    location: response.headers.get("Location"),
  });
  try {
    const answer = (await call()) as Response | { data: Record<string, unknown>; init?: ResponseInit | null };
    if (answer instanceof Response) return fromResponse(answer);
    return { status: answer.init?.status ?? 200, data: answer.data, headers: new Headers(answer.init?.headers), location: null };
  } catch (thrown) {
    if (thrown instanceof Response) return fromResponse(thrown);
    throw thrown;
  }
}

/**
 * {@link routeAnswer}, and a page a loader refused by throwing `data(…, { status })` (a 400, a 503)
 * as that status and its data.
 */
export async function loaderAnswer(call: () => Promise<unknown>): Promise<RouteAnswer> {
  try {
    return await routeAnswer(call);
  } catch (thrown) {
    const refused = thrown as { type?: string; data?: Record<string, unknown>; init?: ResponseInit };
    if (refused?.type === "DataWithResponseInit")
      return { status: refused.init?.status ?? 200, data: refused.data ?? {}, headers: new Headers(refused.init?.headers), location: null };
    throw thrown;
  }
}

/**
 * A session cookie signed in as this user through the real sign-in (account.server's `signIn`
 * against the mock PMS), from a client address of its own so the sign-in limits never count
 * one test's sign-ins against another's.
 */
export async function signedInCookie(email: string, password: string, client = `198.51.100.${100 + Math.floor(Math.random() * 150)}`): Promise<string> {
  const { signIn } = await import("~/account/account.server");
  const request = new Request("http://localhost/login", { method: "POST" });
  const outcome = await signIn(routeArgs(request), await testBff().sessions.get(request), { email, password }, client);
  if (!outcome.ok) throw new Error(`sign-in of ${email} failed`);
  return outcome.setCookie.split(";")[0]!;
}

/** The demo's staff member, signed in. */
export const staffCookie = () => signedInCookie("staff@example.com", "staff-pass-1");

/** Ana Popescu's check-in form (reservation 100001), every field the seeded hotel asks for filled in. */
export const ANA_CHECK_IN: Readonly<Record<string, string>> = {
  last_name: "Popescu",
  first_name: "Ana",
  dob: "1988-03-14",
  country_code: "RO",
  citizenship: "RO",
  county: "Bistrița-Năsăud",
  city: "Bistrița",
  address1: "Str. Lungă 10",
  trip_type: "relaxation",
  id_type: "National identity card",
  id_series: "BN",
  id_number: "654321",
};

/** The session cookie an answer sets, as a browser sends it back (`__session=…`), or "" when it sets none. */
export const sessionCookieOf = (answer: RouteAnswer): string => (answer.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";

/**
 * The look-up's grant for a reservation as a guest gets it: the link `/reservation-search?res&email`
 * answers 303 to the reservation page with the session that holds the grant. `clientAddress`: the
 * test file's own, so the look-up limits never count one file's look-ups against another's.
 */
export async function grantedCookie(id: number, email: string, clientAddress: string): Promise<string> {
  const search = await import("~/routes/reservation-search");
  const request = new Request(`${HOTEL_SITE}/reservation-search?res=${id}&email=${encodeURIComponent(email)}`, { headers: onHotelSite() });
  const answer = await routeAnswer(() => search.loader({ request, params: {}, context: appContext({ clientAddress }) }));
  expect(answer).toMatchObject({ status: 303, location: `/reservations/${id}` });
  return sessionCookieOf(answer);
}

/**
 * The booking page's loader on the mock's pinned day, at noon at the hotel (the page reads the time
 * itself, so the clock is faked for Date alone): `openPage` loads `/reservation-new` for a query of
 * the demo organisation, as a guest with `headers`, its results at once or later (decision 049).
 * Call at a suite's top level, after `useAppOnMock()`.
 */
export function useBookingPageOnPinnedDay() {
  let bookingPage: typeof import("~/booking/booking-page.server");
  let site: typeof import("~/site/site.server");
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(fromZonedTime(`${PINNED_TODAY}T12:00:00`, "Europe/Bucharest"));
    bookingPage = await import("~/booking/booking-page.server");
    site = await import("~/site/site.server");
  });
  afterAll(() => {
    vi.useRealTimers();
  });
  return {
    async openPage(query: Record<string, string>, options: { headers?: Record<string, string>; later?: boolean } = {}): Promise<LoadedBookingPage> {
      const request = new Request(`http://localhost/reservation-new?${new URLSearchParams({ o: "carpathia-ro", ...query })}`, { headers: options.headers });
      return bookingPage.loadBookingPage(routeArgs(request), await site.loadSite(routeArgs(request)), new Date(), { later: options.later ?? false });
    },
  };
}

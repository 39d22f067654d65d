/**
 * The BFF, assembled once per process: config, logger, upstream client, cache, sessions, sites.
 * With no UPSTREAM_URL the mock PMS is started inside this process on a loopback port, so
 * `npm start` alone serves the demo through the very same HTTP path as production.
 */
import { createAnonymousCache, createSharedCacheLevel, type AnonymousCache } from "./cache";
import { parseConfig, type Config } from "./config";
import { createLogger, type Logger } from "./logger";
import { createSiteDirectory, type SiteDirectory } from "./org";
import { connectSharedStore, type SharedStore } from "./redis";
import { createGuestSessions, createSharedSessionStore, type GuestSessions } from "./session";
import { createUpstreamClient, type UpstreamClient } from "./upstream";
import { createBookingLedger, createSharedBookingLedger, type BookingLedger } from "./bookings";
import { createAttemptLimiter, type AttemptLimiter } from "./limiter";

export interface Bff {
  config: Config;
  /** The PMS in use: UPSTREAM_URL, or the embedded mock's loopback address. Server-side only. */
  upstreamUrl: string;
  /**
   * Base of the PMS admin pages the plan grid links to (ADMIN_URL; on the embedded mock, the mock's
   * stand-in pages; null against a real PMS without ADMIN_URL: the grid then shows no admin links).
   */
  adminUrl: string | null;
  logger: Logger;
  upstream: UpstreamClient;
  cache: AnonymousCache;
  sites: SiteDirectory;
  sessions: GuestSessions;
  /** Idempotency keys of booking forms → their reservation (exactly-once booking). */
  bookings: BookingLedger;
  /** Sign-in attempts per client network and per account (docs/security.md). */
  signInAttempts: AttemptLimiter<"client" | "account">;
  /** Reservation look-ups (code + e-mail) per client network and per reservation code. */
  lookupAttempts: AttemptLimiter<"client" | "reservation">;
  /** Redis when REDIS_URL is set: what several instances share (null: everything in this process). */
  sharedStore: SharedStore | null;
  /** Set on SIGTERM: /readyz then answers 503 so a load balancer stops sending guests here. */
  readonly shuttingDown: boolean;
  beginShutdown(): void;
  close(): Promise<void>;
}

export async function createBff(env: Record<string, string | undefined> = process.env): Promise<Bff> {
  const config = parseConfig(env);
  const logger = createLogger({ level: config.LOG_LEVEL });
  let upstreamUrl: string;
  let closeMock: (() => Promise<void>) | undefined;
  if (config.UPSTREAM_URL) {
    upstreamUrl = config.UPSTREAM_URL;
  } else if (config.EMBEDDED_MOCK_URL) {
    // A worker of `npm start`'s cluster: the primary runs the demo's mock once for all workers.
    upstreamUrl = config.EMBEDDED_MOCK_URL;
  } else {
    const { startMockServer } = await import("../mocks/server");
    const mock = await startMockServer({ port: config.MOCK_PORT, host: "127.0.0.1", today: config.MOCK_TODAY });
    upstreamUrl = mock.url;
    closeMock = mock.close;
    logger.info({ mock: mock.url }, `mock PMS embedded at ${mock.url} (set UPSTREAM_URL to use a real PMS)`);
  }
  const upstream = createUpstreamClient({ baseUrl: upstreamUrl, timeoutMs: config.UPSTREAM_TIMEOUT_MS, logger });
  const sharedStore = config.REDIS_URL ? connectSharedStore(config.REDIS_URL, logger) : null;
  if (sharedStore) {
    // Serve without it rather than not at all: the stores fall back to memory until it connects.
    const connected = await sharedStore.connected(2_000);
    logger.info({ redis: sharedStore.where, connected }, connected ? `sessions, cache, attempt limits and bookings shared in Redis at ${sharedStore.where}` : "Redis not reachable at start: serving from memory until it is");
  }
  const cache = createAnonymousCache({ logger, shared: sharedStore ? createSharedCacheLevel(sharedStore, { logger }) : undefined });
  let shuttingDown = false;
  return {
    config,
    upstreamUrl,
    adminUrl: (config.ADMIN_URL ?? (config.embeddedMock ? upstreamUrl : null))?.replace(/\/+$/, "") ?? null,
    logger,
    upstream,
    cache,
    sites: createSiteDirectory(upstream, cache),
    sessions: createGuestSessions({ secrets: config.sessionSecrets, secure: config.secureCookies, store: sharedStore ? createSharedSessionStore(sharedStore) : undefined }),
    bookings: sharedStore ? createSharedBookingLedger(sharedStore) : createBookingLedger(),
    sharedStore,
    signInAttempts: createAttemptLimiter({
      name: "sign-in",
      max: { client: config.SIGNIN_ATTEMPTS_PER_CLIENT, account: config.SIGNIN_ATTEMPTS_PER_ACCOUNT },
      windowMs: config.ATTEMPT_WINDOW_MINUTES * 60_000,
      redis: sharedStore?.client,
      // Without the shared count an attacker would get a fresh allowance per instance: refuse.
      whenRedisIsAway: "refuse",
      logger,
    }),
    lookupAttempts: createAttemptLimiter({
      name: "look-up",
      max: { client: config.LOOKUP_ATTEMPTS_PER_CLIENT, reservation: config.LOOKUP_ATTEMPTS_PER_RESERVATION },
      windowMs: config.ATTEMPT_WINDOW_MINUTES * 60_000,
      redis: sharedStore?.client,
      // A guest must still reach their stay: counted in this process's memory meanwhile.
      whenRedisIsAway: "memory",
      logger,
    }),
    get shuttingDown() {
      return shuttingDown;
    },
    beginShutdown() {
      shuttingDown = true;
    },
    async close() {
      shuttingDown = true;
      await upstream.close().catch(() => {});
      await sharedStore?.close();
      await closeMock?.();
    },
  };
}

let running: Promise<Bff> | undefined;

/** The process's BFF, created on first use (and at start-up by entry.server). */
export function getBff(): Promise<Bff> {
  // The HTTP server (server.mjs) owns the shutdown: it drains, closes, then calls `close()`.
  running ??= createBff();
  return running;
}

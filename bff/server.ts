/**
 * The BFF, assembled once per process by the HTTP server (server.mjs, through entry.server) from a
 * validated configuration, and handed to every loader and action in Remix's load context
 * (`context.bff`, read through app/bff.server.ts). A test builds its own from a config object.
 *
 * The PMS is UPSTREAM_URL, or the demo's mock PMS that `npm start` runs beside the site when
 * UPSTREAM_URL is unset (EMBEDDED_MOCK_URL, scripts/embedded-mock.mjs): no mock code is part of
 * the site's build.
 */
import { createSingleFlight, type SingleFlight } from "./single-flight";
import { createAnonymousCache, createSharedCacheLevel, type AnonymousCache } from "./cache";
import { ConfigError, type Config } from "./config";
import { createLogger, type Logger } from "./logger";
import { createSiteDirectory, type SiteDirectory } from "./org";
import { connectSharedStore, type SharedStore } from "./redis";
import { createGuestSessions, createSharedSessionStore, type GuestSessions } from "./session";
import { createUpstreamClient, type UpstreamClient } from "./upstream";
import { createBookingLedger, createSharedBookingLedger, type BookingLedger } from "./bookings";
import { createAttemptLimiter, type AttemptLimiter } from "./limiter";
import { createMetrics, type Metrics } from "./metrics";
import { createPhotoShelf, type PhotoShelf } from "./photos";
import { createIdTracer, type Tracer } from "./trace";

export interface Bff {
  config: Config;
  /** The PMS in use: UPSTREAM_URL, or the embedded mock's loopback address. Server-side only. */
  upstreamUrl: string;
  /** Where guests' browsers load PayPal's JavaScript SDK: PAYPAL_SDK_URL, PayPal's, or the demo mock's sandbox. */
  payPalSdkUrl: string;
  /**
   * The origins the card payment form may post to (the CSP's form-action): CARD_PAYMENT_ORIGINS,
   * or mobilPay's, and on the embedded mock its sandbox page's too.
   */
  cardPaymentOrigins: readonly string[];
  /**
   * Base of the PMS admin pages the plan grid links to (ADMIN_URL; on the embedded mock, the mock's
   * stand-in pages; null against a real PMS without ADMIN_URL: the grid then shows no admin links).
   */
  adminUrl: string | null;
  logger: Logger;
  /** What METRICS_PORT serves (bff/metrics.ts); counted whether or not it is served. */
  metrics: Metrics;
  /** Every request's and PMS call's span: ids only, or exported with OTEL_EXPORTER_OTLP_ENDPOINT. */
  tracer: Tracer;
  upstream: UpstreamClient;
  cache: AnonymousCache;
  /**
   * Identical searches of guests without a session, asked while one is on its way to the PMS, share
   * it (docs/decisions/047): a burst of the same stay costs one call. Nothing is kept once it answers.
   */
  searchesOnTheirWay: SingleFlight;
  /** The PMS's photos the media proxy has served, kept in memory (bff/photos.ts, docs/decisions/065). */
  photos: PhotoShelf;
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

export async function createBff(config: Config): Promise<Bff> {
  const logger = createLogger({ level: config.LOG_LEVEL });
  const upstreamUrl = config.UPSTREAM_URL ?? config.EMBEDDED_MOCK_URL;
  if (!upstreamUrl)
    throw new ConfigError("Invalid environment: set UPSTREAM_URL to the PMS, or start the demo with `npm start`, which runs the mock PMS beside the site");
  const sharedStore = config.REDIS_URL ? connectSharedStore(config.REDIS_URL, logger) : null;
  const metrics = createMetrics({
    redisShared: () => (sharedStore ? sharedStore.client.status === "ready" : null),
    processMetrics: config.METRICS_PORT !== undefined,
  });
  // OpenTelemetry is loaded only when spans are to be exported: every other process makes ids alone.
  const tracer = config.OTEL_EXPORTER_OTLP_ENDPOINT
    ? await import("./otel").then(({ createExportingTracer }) =>
        createExportingTracer({ endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT!, serviceName: config.OTEL_SERVICE_NAME, logger }),
      )
    : createIdTracer();
  const upstream = createUpstreamClient({ baseUrl: upstreamUrl, timeoutMs: config.UPSTREAM_TIMEOUT_MS, logger, tracer, metrics });
  if (sharedStore) {
    // Serve without it rather than not at all: the stores fall back to memory until it connects.
    const connected = await sharedStore.connected(2_000);
    logger.info(
      { redis: sharedStore.where, connected },
      connected
        ? `sessions, cache, attempt limits and bookings shared in Redis at ${sharedStore.where}`
        : "Redis not reachable at start: serving from memory until it is",
    );
  }
  const cache = createAnonymousCache({
    logger,
    shared: sharedStore ? createSharedCacheLevel(sharedStore, { logger }) : undefined,
    onLookup: metrics.cacheLookup,
  });
  let shuttingDown = false;
  return {
    config,
    upstreamUrl,
    payPalSdkUrl: config.PAYPAL_SDK_URL ?? (config.embeddedMock ? `${upstreamUrl}/__mock/paypal/sdk.js` : "https://www.paypal.com/sdk/js"),
    cardPaymentOrigins:
      config.embeddedMock && !config.CARD_PAYMENT_ORIGINS ? [new URL(upstreamUrl).origin, ...config.cardPaymentOrigins] : config.cardPaymentOrigins,
    adminUrl: (config.ADMIN_URL ?? (config.embeddedMock ? upstreamUrl : null))?.replace(/\/+$/, "") ?? null,
    logger,
    metrics,
    tracer,
    upstream,
    cache,
    sites: createSiteDirectory(upstream, cache),
    searchesOnTheirWay: createSingleFlight(),
    photos: createPhotoShelf(),
    sessions: createGuestSessions({
      secrets: config.sessionSecrets,
      secure: config.secureCookies,
      store: sharedStore ? createSharedSessionStore(sharedStore) : undefined,
    }),
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
      onRefused: (scope) => metrics.attemptRefused("sign-in", scope),
    }),
    lookupAttempts: createAttemptLimiter({
      name: "look-up",
      max: { client: config.LOOKUP_ATTEMPTS_PER_CLIENT, reservation: config.LOOKUP_ATTEMPTS_PER_RESERVATION },
      windowMs: config.ATTEMPT_WINDOW_MINUTES * 60_000,
      redis: sharedStore?.client,
      // A guest must still reach their stay: counted in this process's memory meanwhile.
      whenRedisIsAway: "memory",
      logger,
      onRefused: (scope) => metrics.attemptRefused("look-up", scope),
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
      await tracer.shutdown().catch(() => {});
      await sharedStore?.close();
    },
  };
}

/**
 * Environment → validated configuration. Fails fast, at start-up, with one readable line per problem,
 * because a mistyped variable found on the first guest request is a production incident.
 */
import { z } from "zod";
import { parseDomainMap } from "./domains";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Unset and empty are the same thing for an environment variable. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    UPSTREAM_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. https://pms.example.com" })),
    SESSION_SECRET: optional(z.string().min(16, "must be at least 16 characters")),
    BASE_DOMAIN: z
      .string()
      .regex(/^[a-z0-9.-]+$/i, "must be a bare domain such as booking.example.com")
      .default("localhost"),
    DEFAULT_ORG: optional(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "must be an organisation slug")),
    /** Shared sessions, cache, attempt limits and booking ledger across instances; unset: this process's memory. */
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL, e.g. redis://:password@redis:6379/0" })),
    /** Worker processes `npm start` runs (node:cluster); 1 is a single process. */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
    UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
    MOCK_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    /**
     * Set by `npm start` (server.mjs, or the cluster's primary for its workers) when UPSTREAM_URL is
     * unset: the demo's mock PMS it started beside the site (scripts/embedded-mock.mjs).
     */
    EMBEDDED_MOCK_URL: optional(z.url({ protocol: /^http$/ })),
    /** Pins the embedded mock's hotel date (YYYY-MM-DD); unset, it follows the real one. */
    MOCK_TODAY: optional(z.iso.date({ error: "must be a date, YYYY-MM-DD" })),
    PUBLIC_URL: optional(z.url({ protocol: /^https?$/, error: "must be the site's origin, e.g. https://book.example.com" })),
    // Which proxies may tell us the client's address and scheme (X-Forwarded-For/-Proto):
    // unset trusts none, so a client cannot spoof its address past the sign-in limit.
    TRUST_PROXY: optional(z.string().regex(/^(?:loopback|uniquelocal|linklocal|\d{1,2}|[0-9a-f.:/, ]+)$/i, "must be loopback, a hop count or addresses")),
    /** Base of the PMS admin pages the staff plan grid links to; unset: the embedded mock's stand-ins, or no links. */
    ADMIN_URL: optional(z.url({ protocol: /^https?$/, error: "must be the PMS admin's base URL, e.g. https://admin.pms.example.com" })),
    /**
     * The PMS's (or the hotel's) page where a guest resets a forgotten password: the booking form's
     * "already registered … or reset it" links to it. Unset: the sentence asks for the password alone.
     */
    PASSWORD_RESET_URL: optional(z.url({ protocol: /^https?$/, error: "must be an http(s) URL, e.g. https://account.pms.example.com/reset" })),
    /** Where guests' browsers load PayPal's JavaScript SDK; unset: PayPal's, or the embedded mock's sandbox. */
    PAYPAL_SDK_URL: optional(z.url({ protocol: /^https?$/ })),
    /**
     * The card provider's origins, comma- or space-separated: where the card payment form posts
     * (the CSP's form-action). Unset: mobilPay's live and sandbox pages (and the embedded mock's).
     */
    CARD_PAYMENT_ORIGINS: optional(z.string()),
    MAX_FORM_BYTES: z.coerce
      .number()
      .int()
      .min(1_024)
      .max(10_000_000)
      .default(64 * 1024),
    /** Memory for pages every anonymous guest shares, rendered once (bff/http/shared-pages.ts); 0: render every time. */
    SHARED_PAGES_MB: z.coerce.number().int().min(0).max(4_096).default(32),
    SIGNIN_ATTEMPTS_PER_CLIENT: z.coerce.number().int().min(1).default(10),
    SIGNIN_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    LOOKUP_ATTEMPTS_PER_CLIENT: z.coerce.number().int().min(1).default(10),
    LOOKUP_ATTEMPTS_PER_RESERVATION: z.coerce.number().int().min(1).default(5),
    /** PMS searches one client's cold price-calendar months and nearest stays may cost a minute (decision 052). */
    PMS_SEARCHES_PER_CLIENT_MINUTE: z.coerce.number().int().min(31).default(160),
    ATTEMPT_WINDOW_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(15),
    /**
     * Organisations' own domains this site serves (`book.hotel.example=carpathia-ro,…`): a request
     * on one is that organisation's site (docs/decisions/016).
     */
    ORGANISATION_DOMAINS: optional(z.string()),
    /** Prometheus text at http://METRICS_HOST:METRICS_PORT/metrics, a port of its own (docs/operating.md); unset: not served. */
    METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
    /** The metrics port's address; unset: every interface, as the site's. */
    METRICS_HOST: optional(z.string().min(1)),
    /** An OTLP/HTTP collector's base URL: spans are exported to its /v1/traces. Unset: no OpenTelemetry code is loaded. */
    OTEL_EXPORTER_OTLP_ENDPOINT: optional(z.url({ protocol: /^https?$/, error: "must be an OTLP/HTTP collector's URL, e.g. http://otel-collector:4318" })),
    OTEL_SERVICE_NAME: z.string().min(1).default("booking-bff"),
    /** After SIGTERM, how long /readyz answers 503 while requests are still served (the load balancer's time to notice). */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(8_000).default(2_000),
    // server.mjs asks itself for the home once it listens (scripts/warm-up.mjs); `off` for a
    // process whose PMS data must be read first by a guest (a test that edits its mock after start).
    WARM_UP: z.preprocess((value) => (value === "" ? undefined : value), z.enum(["on", "off"]).default("on")),
  })
  .superRefine((env, ctx) => {
    // The demo on the embedded mock may run without one: its sessions end with the process anyway.
    if (env.NODE_ENV === "production" && env.UPSTREAM_URL && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when NODE_ENV=production with a real PMS (UPSTREAM_URL)" });
    }
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: "custom", path: ["METRICS_PORT"], message: "must differ from PORT: the metrics are never served on the public port" });
    }
    for (const problem of parseDomainMap(env.ORGANISATION_DOMAINS).problems) ctx.addIssue({ code: "custom", path: ["ORGANISATION_DOMAINS"], message: problem });
    for (const problem of parseOrigins(env.CARD_PAYMENT_ORIGINS).problems) ctx.addIssue({ code: "custom", path: ["CARD_PAYMENT_ORIGINS"], message: problem });
  });

/** mobilPay's card pages, live and sandbox: where the PMS's `payment-prep` form posts. */
export const MOBILPAY_ORIGINS = ["https://secure.mobilpay.ro", "https://sandboxsecure.mobilpay.ro"];

/**
 * A list of http(s) origins (`https://pay.example.com, http://127.0.0.1:4010`), each written
 * into a Content-Security-Policy: only a URL's origin is taken, anything else is a problem.
 */
function parseOrigins(value: string | undefined): { origins: string[]; problems: string[] } {
  const origins: string[] = [];
  const problems: string[] = [];
  for (const item of (value ?? "").split(/[\s,]+/).filter(Boolean)) {
    const url = URL.canParse(item) ? new URL(item) : null;
    if (url && (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password && /^[a-z0-9.:[\]-]+$/i.test(url.host))
      origins.push(url.origin);
    else problems.push(`"${item}" is not an http(s) origin, e.g. https://secure.mobilpay.ro`);
  }
  return { origins, problems };
}

export type Config = z.output<typeof EnvSchema> & {
  /** No UPSTREAM_URL: the demo's mock PMS, which `npm start` runs beside the site (EMBEDDED_MOCK_URL). */
  embeddedMock: boolean;
  /** Cookies are Secure everywhere but on localhost, where browsers refuse them over plain HTTP. */
  secureCookies: boolean;
  sessionSecrets: string[];
  /**
   * The site's own origin on the main domain, from configuration only (PUBLIC_URL, else
   * BASE_DOMAIN): canonical links never come from a request's Host header.
   */
  publicOrigin: string;
  /** ORGANISATION_DOMAINS: an organisation's own domain (host name) → its slug. */
  organisationDomains: ReadonlyMap<string, string>;
  /** CARD_PAYMENT_ORIGINS as origins, or mobilPay's (the embedded mock's is added by bff/server.ts). */
  cardPaymentOrigins: string[];
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new ConfigError(`Invalid environment (see .env.example):\n${lines.join("\n")}`);
  }
  const config = parsed.data;
  const local = config.BASE_DOMAIN === "localhost" || config.BASE_DOMAIN.endsWith(".localhost");
  return {
    ...config,
    // The demo on the embedded mock opens the demo hotel at a bare http://localhost:3000/.
    DEFAULT_ORG: config.DEFAULT_ORG ?? (config.UPSTREAM_URL ? undefined : "carpathia-ro"),
    embeddedMock: !config.UPSTREAM_URL,
    secureCookies: config.NODE_ENV === "production" && !local,
    // Outside production an ephemeral secret is fine: sessions then end with the process.
    sessionSecrets: [config.SESSION_SECRET ?? `dev-${crypto.randomUUID()}`],
    publicOrigin: config.PUBLIC_URL
      ? new URL(config.PUBLIC_URL).origin
      : `${config.NODE_ENV === "production" && !local ? "https" : "http"}://${config.BASE_DOMAIN.toLowerCase()}${local ? `:${config.PORT}` : ""}`,
    organisationDomains: parseDomainMap(config.ORGANISATION_DOMAINS).domains,
    cardPaymentOrigins: config.CARD_PAYMENT_ORIGINS ? parseOrigins(config.CARD_PAYMENT_ORIGINS).origins : [...MOBILPAY_ORIGINS],
  };
}

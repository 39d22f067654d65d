/**
 * pino, JSON lines. Tokens, cookies, passwords, e-mails and phone numbers never reach a log:
 * pino's redaction covers structured fields, `redactUrl` every value of the query strings we log.
 */
import { pino, type DestinationStream, type Logger } from "pino";
import { currentSpan } from "./trace";

export type { Logger };

const SECRET_FIELDS = ["session_token", "token", "password", "email", "phone", "cookie", "authorization", "set-cookie", "REDIS_URL", "redisUrl"];

export const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.*.${field}`),
  'headers["cookie"]',
  'headers["authorization"]',
];

const QUERY_VALUE = /=[^&]+/g;

/**
 * A URL fit for a log: every query value redacted, the names kept, the fragment dropped
 * (`/api/org_guests?query=ana%40example.com&page=2` → `/api/org_guests?query=[redacted]&page=[redacted]`).
 * Every value, not a list of secret names: a staff search's `query` is an e-mail or a phone, and
 * the next parameter may be personal too. Paths carry ids only (contracts/api.ts).
 */
export function redactUrl(url: string): string {
  const fragment = url.indexOf("#");
  const whole = fragment === -1 ? url : url.slice(0, fragment);
  const query = whole.indexOf("?");
  return query === -1 ? whole : whole.slice(0, query + 1) + whole.slice(query + 1).replace(QUERY_VALUE, "=[redacted]");
}

export function createLogger(options: { level: string; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      // pid: with WEB_CONCURRENCY > 1 several workers write to one log.
      base: { service: "booking-bff", pid: process.pid },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      // Every line written while a request is answered names its trace (bff/trace.ts). A new
      // object each time: pino writes the line's own fields into it.
      mixin: () => {
        const span = currentSpan();
        return span ? { traceId: span.traceId } : {};
      },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    options.destination,
  );
}

const LINE_LEVELS = new Set(["trace", "debug", "info", "warn", "error", "fatal"]);
const quiet = () => {};
/** A lazy child's way to its real pino logger, made on the spot. */
const MADE = Symbol("lazyChild.made");
const realOf = (logger: Logger): Logger => (logger as Logger & { [MADE]?: () => Logger })[MADE]?.() ?? logger;

/**
 * `parent.child(bindings)`, made only when it first writes a line its level lets through. pino
 * writes a child's bindings out (through the redaction) when the child is made, whether or not it
 * ever logs: a request's context and each PMS call made one on every page, and at the default level
 * most never write (a PMS call logs only at debug, or when it fails). A level the parent does not
 * let through answers with a no-op without making the child; anything else makes it once and is
 * its own. Its children are lazy too.
 */
export function lazyChild(parent: Logger, bindings: Record<string, unknown>): Logger {
  let made: Logger | undefined;
  const real = () => (made ??= realOf(parent).child(bindings));
  const lazy: Logger = new Proxy(parent, {
    get(target, property) {
      if (property === MADE) return real;
      if (typeof property === "string" && !made) {
        if (LINE_LEVELS.has(property) && !target.isLevelEnabled(property)) return quiet;
        if (property === "child") return (more: Record<string, unknown>, options?: object) => (options ? real().child(more, options) : lazyChild(lazy, more));
        if (property === "isLevelEnabled" || property === "level" || property === "levelVal") {
          const value = Reflect.get(target, property, target) as unknown;
          return typeof value === "function" ? value.bind(target) : value;
        }
      }
      const child = real();
      const value = Reflect.get(child, property, child) as unknown;
      return typeof value === "function" ? value.bind(child) : value;
    },
  });
  return lazy;
}

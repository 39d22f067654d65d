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

/**
 * pino, JSON lines. Tokens, cookies, passwords, e-mails and phone numbers never reach a log:
 * pino's redaction covers structured fields, `redactUrl` the query strings we log.
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

const SECRET_QUERY = /([?&](?:session_token|token|email|phone|password)=)[^&#]*/gi;

/** `/api/x?session_token=abc&email=a@b` → `/api/x?session_token=[redacted]&email=[redacted]`. */
export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, "$1[redacted]");

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

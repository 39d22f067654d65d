/**
 * The one client of the PMS, derived from the endpoint table in contracts/.
 *
 * undici on a keep-alive Agent (several times faster than global fetch). Every call has a deadline
 * that covers its retries; GETs (and a POST that only reads, `readOnly`) retry twice with jitter on
 * connection errors and 502/503/504; mutations never retry, because a POST that timed out may
 * still have booked a room.
 */
import { Agent, request, type Dispatcher } from "undici";
import {
  api,
  endpointKey,
  fillPath,
  SESSION_TOKEN_PARAM,
  toSearchParams,
  type Api,
  type CallInput,
  type EndpointName,
  type ResponseOf,
} from "../contracts/index";
import { UpstreamError } from "./errors";
import { lazyChild, redactUrl, type Logger } from "./logger";
import type { Metrics, PmsOutcome } from "./metrics";
import { pmsCallStarted } from "./timing";
import { createIdTracer, currentSpan, traceparentOf, type Tracer } from "./trace";
import { UpstreamErrorBody } from "../contracts/entities";

export interface CallContext {
  /** The signed-in user's upstream token; it travels as a query parameter (docs/spec.md §7). */
  sessionToken?: string | null;
  requestId?: string;
  /** Ends the call early, e.g. when the guest's browser went away. */
  signal?: AbortSignal;
  logger?: Logger;
}

/**
 * The one way to ask the PMS as no one (issue 54): what every visitor shares — anything kept in the
 * anonymous cache (`readShared`), a search whose answer another guest may be given — is asked
 * without the visitor's token, so a signed-in guest's call never decides what an anonymous guest
 * sees, nor leaves a token in a shared entry. The rest of the context (request id, logger, signal)
 * is kept. docs/architecture.md, "Recipe: a read-only PMS call every guest shares".
 */
export const anonymous = (context: CallContext = {}): CallContext => ({ ...context, sessionToken: null });

export interface UpstreamClientOptions {
  baseUrl: string;
  timeoutMs: number;
  logger: Logger;
  retries?: number;
  dispatcher?: Dispatcher;
  /** Each attempt's span, whose `traceparent` the PMS receives (default: ids only, nothing exported). */
  tracer?: Tracer;
  /** Each attempt counted by endpoint and outcome, with its time. */
  metrics?: Pick<Metrics, "pmsCall">;
}

export interface UpstreamClient {
  call<K extends EndpointName>(name: K, input: CallInput<Api[K]>, context?: CallContext): Promise<ResponseOf<Api[K]>>;
  /** Whether the PMS's API answers now (below 500, within 2 s): what `/readyz` reports. */
  probe(): Promise<boolean>;
  close(): Promise<void>;
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);
const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "UND_ERR_SOCKET",
  "UND_ERR_CONNECT_TIMEOUT",
  "UND_ERR_CLOSED",
]);

const errorCode = (error: unknown): string | undefined => (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createUpstreamClient(options: UpstreamClientOptions): UpstreamClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  const maxRetries = options.retries ?? 2;
  const dispatcher = options.dispatcher ?? new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000, connections: 128, pipelining: 1 });
  const tracer = options.tracer ?? createIdTracer();

  /**
   * A call that a signed-in guest may also make anonymously (a search, a booking): when the PMS no
   * longer knows the guest's token (expired, ended elsewhere) it answers 401 before doing anything,
   * so the call is made once more without it rather than failing the guest's page.
   */
  async function call<K extends EndpointName>(name: K, input: CallInput<Api[K]>, context: CallContext = {}): Promise<ResponseOf<Api[K]>> {
    try {
      return await callOnce(name, input, context);
    } catch (error) {
      const expired = error instanceof UpstreamError && error.failure === "status" && error.status === 401;
      if (!expired || !context.sessionToken || api[name].session !== "optional") throw error;
      (context.logger ?? options.logger).info({ upstream: endpointKey(name) }, "PMS session no longer valid; called again without it");
      return callOnce(name, input, anonymous(context));
    }
  }

  async function callOnce<K extends EndpointName>(name: K, input: CallInput<Api[K]>, context: CallContext = {}): Promise<ResponseOf<Api[K]>> {
    const endpoint = api[name];
    const key = endpointKey(name);
    // A request's logger already carries its request id; a bare call gets it here.
    const log = lazyChild(
      context.logger ?? options.logger,
      context.logger || !context.requestId ? { upstream: key } : { requestId: context.requestId, upstream: key },
    );

    if (endpoint.session === "required" && !context.sessionToken) {
      throw new UpstreamError("unauthorized", key, `${key} needs a signed-in session`, { status: 401 });
    }

    const query = toSearchParams(input.query as Record<string, unknown> | undefined);
    if (context.sessionToken) query.set(SESSION_TOKEN_PARAM, context.sessionToken);
    const path = fillPath(endpoint.path, input.params as Record<string, unknown> | undefined);
    const url = `${base}${path}${query.size ? `?${query}` : ""}`;
    const headers: Record<string, string> = { accept: "application/json" };
    if (context.requestId) headers["x-request-id"] = context.requestId;
    let body: string | undefined;
    if (input.body !== undefined) {
      body = JSON.stringify(input.body);
      headers["content-type"] = "application/json";
    }

    const deadline = Date.now() + options.timeoutMs;
    const canRetry = endpoint.method === "GET" || ("readOnly" in endpoint && endpoint.readOnly === true);
    const startedAt = Date.now();

    for (let attempt = 0; ; attempt++) {
      const remaining = deadline - Date.now();
      // The attempt's own deadline, and the page's signal (a guest gone): one controller, its
      // timer cleared when the attempt ends, so a finished call leaves no timer behind to fire
      // (AbortSignal.timeout's would, seconds later, with an error object for nobody).
      const attemptAbort = new AbortController();
      const timer = setTimeout(() => attemptAbort.abort(new DOMException("The PMS did not answer in time", "TimeoutError")), Math.max(remaining, 1));
      const pageGone = () => attemptAbort.abort(context.signal?.reason);
      if (context.signal?.aborted) pageGone();
      else context.signal?.addEventListener("abort", pageGone, { once: true });
      let statusCode: number;
      let text: string;
      const callClosed = pmsCallStarted();
      // Each attempt is a span of its own: the PMS's log of it joins ours by this header.
      const span = tracer.pmsCall(currentSpan(), { endpoint: name, method: endpoint.method });
      const attemptStarted = performance.now();
      const attemptEnded = (outcome: PmsOutcome, status?: number) => {
        options.metrics?.pmsCall(name, outcome, (performance.now() - attemptStarted) / 1000);
        span.end({ status, error: outcome === "ok" ? undefined : outcome });
      };
      try {
        const answer = await request(url, {
          method: endpoint.method,
          headers: { ...headers, traceparent: traceparentOf(span) },
          body,
          dispatcher,
          signal: attemptAbort.signal,
          headersTimeout: Math.max(remaining, 1),
          bodyTimeout: Math.max(remaining, 1),
        });
        statusCode = answer.statusCode;
        text = await answer.body.text();
      } catch (error) {
        const timedOut =
          Date.now() >= deadline ||
          (error as Error)?.name === "TimeoutError" ||
          errorCode(error) === "UND_ERR_HEADERS_TIMEOUT" ||
          errorCode(error) === "UND_ERR_BODY_TIMEOUT";
        if (context.signal?.aborted && !timedOut) {
          attemptEnded("aborted");
          throw error;
        }
        attemptEnded(timedOut ? "timeout" : "unreachable");
        const code = errorCode(error);
        if (!timedOut && canRetry && attempt < maxRetries && code && CONNECTION_ERROR_CODES.has(code)) {
          if (await backOff(attempt, deadline)) continue;
        }
        const failure = timedOut ? "timeout" : "unreachable";
        log.warn({ url: redactUrl(url), attempt, code, ms: Date.now() - startedAt }, `upstream ${failure}`);
        throw new UpstreamError(failure, key, `${key} ${failure}${code ? ` (${code})` : ""}`, { cause: error });
      } finally {
        clearTimeout(timer);
        context.signal?.removeEventListener("abort", pageGone);
        callClosed();
      }

      if (statusCode >= 200 && statusCode < 300) {
        const parsed = endpoint.response.safeParse(parseJson(text));
        attemptEnded(parsed.success ? "ok" : "contract", statusCode);
        if (!parsed.success) {
          log.error(
            { url: redactUrl(url), status: statusCode, issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join(".")}: ${i.message}`) },
            "upstream answer breaks the contract",
          );
          throw new UpstreamError("contract", key, `${key} answered outside the contract`, { status: statusCode });
        }
        log.debug({ status: statusCode, ms: Date.now() - startedAt, attempt }, "upstream ok");
        return parsed.data as ResponseOf<Api[K]>;
      }

      attemptEnded(statusCode >= 500 ? "server_error" : "client_error", statusCode);
      if (canRetry && attempt < maxRetries && RETRYABLE_STATUS.has(statusCode) && (await backOff(attempt, deadline))) continue;

      const errorBody = UpstreamErrorBody.safeParse(parseJson(text));
      const guestMessage = errorBody.success ? (errorBody.data.message ?? errorBody.data.error) : undefined;
      const code = errorBody.success ? errorBody.data.code : undefined;
      const details = errorBody.success ? errorBody.data : undefined;
      const level = statusCode >= 500 ? "warn" : "info";
      log[level]({ url: redactUrl(url), status: statusCode, attempt, ms: Date.now() - startedAt }, "upstream error answer");
      throw new UpstreamError("status", key, `${key} answered ${statusCode}`, { status: statusCode, guestMessage, code, details });
    }
  }

  /** Waits 50–150 ms × attempt, unless that would cross the deadline (then: no retry). */
  async function backOff(attempt: number, deadline: number): Promise<boolean> {
    const delay = (50 + Math.random() * 100) * (attempt + 1);
    if (Date.now() + delay >= deadline) return false;
    await sleep(delay);
    return true;
  }

  /**
   * Whether the PMS answers its API now: a read of an organisation no one has. Any answer below 500
   * (the 404 it should be) means reachable; a refused or hung connection, or a 5xx, does not. Its
   * root path would not do: a PMS can serve that while its API is down.
   */
  async function probe(): Promise<boolean> {
    try {
      const answer = await request(`${base}${fillPath(api.getOrganisation.path, { organization_full_slug: "readiness-probe" })}`, {
        method: "GET",
        headers: { accept: "application/json" },
        dispatcher,
        signal: AbortSignal.timeout(Math.min(options.timeoutMs, 2_000)),
      });
      await answer.body.dump();
      return answer.statusCode < 500;
    } catch {
      return false;
    }
  }

  return {
    call,
    probe,
    async close() {
      await dispatcher.close();
    },
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

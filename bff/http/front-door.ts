/**
 * The front door: every request passes here before Remix sees it (server.js), so each defence is
 * one piece of code for documents, `?_data=` and `.data` requests and resource routes alike.
 *
 * In: only GET, HEAD and POST (405 with `Allow`); no cross-site POST (403); no `?_data=` (400); a
 * 301 for a GET or HEAD on a subdomain that moved to the organisation's own domain (404 when its
 * path is no path, e.g. `//evil.example`, and could only move to another host); a POST body that is a
 * form of at most MAX_FORM_BYTES (413 before it is read past the limit, 415 when it is not a form,
 * 400 when it does not parse); our cookies only with values we wrote (others dropped and expired).
 * Out: `nosniff` and HSTS on everything; `private` on anything that may show a signed-in guest,
 * sets or clears a cookie, or was asked for under a host we do not serve; cookies for a frame (`SameSite=None; Secure;
 * Partitioned`) on a page served for embedding; one access-log line without the query string.
 * Refusals are the client's doing: logged at info or warn, never error.
 */
import { lazyChild, type Logger } from "../logger";
import type { Config } from "../config";
import { isKnownHost } from "../public-url";
import type { Metrics } from "../metrics";
import { serverTiming, startTiming, withTiming } from "../timing";
import { createIdTracer, withRequestSpan, type Tracer } from "../trace";
import { embedModeOf } from "../org";
import { recordingReads, type CacheReads } from "../cache";
import type { SharedPages } from "./shared-pages";
import { cookieForFrame, expiredCookie, sanitizeCookieHeader, type ReadCookie } from "./cookies";
import { judgeCrossSite, requestOrigin, SAFE_METHODS } from "./cross-site";
import { applySecurityHeaders, LOCKED_DOWN_POLICY, newNonce } from "./security-headers";
import { requestUrl, withOneHost, type HostRefusal, type RequestLine } from "./host";
import { readForm } from "./posted-form";
import { isResource, keepPrivate } from "./private-answers";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST"] as const;

/** What the front door hands to Remix as its load context. */
export interface FrontDoorContext {
  /** This response's CSP nonce, for every `<script>` the document renders. */
  cspNonce: string;
  /** The client's address (behind TRUST_PROXY's proxies), for attempt limits. */
  clientAddress: string | null;
  /** The request's trace id (a trusted proxy's `traceparent`'s, or a new one): the error page's reference. */
  traceId: string;
}

export type Refusal = 400 | 403 | 404 | 405 | 413 | 415;

/**
 * `movedTo`'s answer for a request that would move but whose path cannot be one on another host
 * (`//evil.example/x` would be read as a scheme-relative address; `/%5Cevil.example` as `/\evil`).
 */
export const NOT_A_PATH = Symbol("not a path");

export interface FrontDoorOptions {
  config: Pick<Config, "MAX_FORM_BYTES" | "publicOrigin" | "BASE_DOMAIN" | "secureCookies" | "organisationDomains" | "TRUST_PROXY">;
  logger: Logger;
  /** Every cookie the server reads, with what a good value looks like. */
  cookies: ReadCookie[];
  /** The name of the cookie that marks a guest with a session (pages for them are private). */
  sessionCookie: string;
  /** The page for a refused request, in the guest's language. */
  refusalPage(status: Refusal, request: Request): string;
  /**
   * Where a GET or HEAD moves for good before any route runs (an organisation's subdomain to its
   * own domain, docs/decisions/016), null to serve it here, or NOT_A_PATH when it would move but
   * its path is no path (`//evil.example`): answered 404, never moved.
   */
  movedTo?(request: Request): Promise<string | typeof NOT_A_PATH | null>;
  /** The route template a path is answered by (`/reservations/:reservationId`): what metrics and spans are named by. */
  routeOf?(pathname: string): string;
  /** Each request's span (default: ids only). */
  tracer?: Tracer;
  /** Each answer counted by route template and status class, with its time. */
  metrics?: Pick<Metrics, "request">;
  /** Pages every anonymous guest shares, kept while their data is current (docs/decisions/031). */
  sharedPages?: SharedPages;
}

/** The route label of a request the front door answered itself, before any route. */
export const REFUSED_ROUTE = "(refused)";

export type RemixHandler = (request: Request, context: FrontDoorContext) => Promise<Response>;

export interface FrontDoor {
  handle(request: Request, clientAddress: string | null, next: RemixHandler): Promise<Response>;
  /**
   * The 405 for a method a fetch Request cannot even carry (TRACE, CONNECT): the server asks
   * before building one, passing the request as a GET for its address and headers.
   */
  refuseMethod(request: Request, method: string): Response;
  /**
   * The URL of a request as the server received it (bff/http/host.ts): its one host, read once,
   * or why it is refused (400). Every later reader reads the host from this URL.
   */
  requestUrl(line: RequestLine): URL | HostRefusal;
}

export const isAllowedMethod = (method: string): boolean => (ALLOWED_METHODS as readonly string[]).includes(method.toUpperCase());

export function createFrontDoor(options: FrontDoorOptions): FrontDoor {
  const { config, logger } = options;
  const tracer = options.tracer ?? createIdTracer();
  // Trace context is a proxy's to give, as a request id is: a client's own `traceparent` would
  // choose the id every log line and PMS call carries, and whether the trace is recorded. From
  // anyone else it is only linked (W3C Trace Context §8, OpenTelemetry's untrusted callers).
  const trustsProxy = Boolean(config.TRUST_PROXY);

  function refusal(incoming: Request, method: string, status: Refusal, reason: string, level: "info" | "warn" = "info"): Response {
    const url = new URL(incoming.url);
    const https = url.protocol === "https:" || config.secureCookies;
    logger[level]({ method, path: url.pathname, status, reason }, "request refused");
    const headers = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": LOCKED_DOWN_POLICY,
    });
    if (status === 405) headers.set("Allow", ALLOWED_METHODS.join(", "));
    applySecurityHeaders(headers, { https });
    return new Response(method === "HEAD" ? null : options.refusalPage(status, incoming), { status, headers });
  }

  /**
   * One request, in its span: every log line and PMS call made while it is answered carries its
   * trace id. Counted once answered, by route template, or as refused before any route.
   */
  async function handle(received: Request, clientAddress: string | null, next: RemixHandler): Promise<Response> {
    const started = performance.now();
    const url = new URL(received.url);
    // The host is the URL's (the server built it from the one host it read): a `Host` header
    // that says otherwise, or an X-Forwarded-Host, is never read past this line (decision 050).
    const incoming = withOneHost(received, url);
    const method = incoming.method.toUpperCase();
    const route = options.routeOf?.(url.pathname) ?? "*";
    const traceparent = incoming.headers.get("traceparent");
    const span = trustsProxy ? tracer.request(traceparent, { method, route }) : tracer.request(null, { method, route, linked: traceparent });
    const counted = (status: number, refused: boolean) => {
      span.end({ status });
      options.metrics?.request(method, refused ? REFUSED_ROUTE : route, status, (performance.now() - started) / 1000);
    };
    try {
      const answered = await withRequestSpan(span, () => answer({ incoming, url, method, clientAddress, next, traceId: span.traceId, started }));
      counted(answered.response.status, answered.refused);
      return answered.response;
    } catch (error) {
      // The server answers it (server.mjs: 400 for a client's malformed request, else 500); counted as the 500 it most likely is.
      counted(500, false);
      throw error;
    }
  }

  async function answer({
    incoming,
    url,
    method,
    clientAddress,
    next,
    traceId,
    started,
  }: {
    incoming: Request;
    url: URL;
    method: string;
    clientAddress: string | null;
    next: RemixHandler;
    traceId: string;
    started: number;
  }): Promise<{ response: Response; refused: boolean }> {
    // Lazy: at LOG_LEVEL=warn most requests write no line, and a pino child redacts its bindings when made.
    const log = lazyChild(logger, { method, path: url.pathname });
    const https = url.protocol === "https:" || config.secureCookies;
    const refuse = (status: Refusal, reason: string, level: "info" | "warn" = "info") => ({
      response: refusal(incoming, method, status, reason, level),
      refused: true,
    });

    if (!isAllowedMethod(method)) return refuse(405, "method");

    const crossSite = judgeCrossSite(method, incoming.headers, requestOrigin(url, config.secureCookies));
    if (crossSite.refused) return refuse(403, crossSite.reason, "warn");
    // Remix's old data requests: this site (single fetch) never makes them, and Remix logs each
    // one as an error, so they would be a free way to flood the log.
    if (url.searchParams.has("_data")) return refuse(400, "legacy data request");

    // A page or file that lives elsewhere now. Not a form post (a 301 would drop its body), nor
    // Remix's own fetches (`.data`, `/__manifest`), which cannot follow to another origin: the
    // page they belong to has already loaded here, and the next page the guest opens moves.
    if (SAFE_METHODS.has(method) && options.movedTo && !url.pathname.endsWith(".data") && url.pathname !== "/__manifest") {
      const target = await options.movedTo(incoming).catch((error: unknown) => {
        log.error({ err: error }, "could not tell whether the site moved");
        return null;
      });
      // No page of ours lives at such an address: 404, as the same path answers on the main
      // domain, but here before any route (no PMS call) and no-store (the 301 was public an hour).
      if (target === NOT_A_PATH) return refuse(404, "not a path");
      if (target) {
        const headers = new Headers({ Location: target, "Cache-Control": "public, max-age=3600" });
        applySecurityHeaders(headers, { https });
        log.info({ status: 301 }, "request");
        return { response: new Response(null, { status: 301, headers }), refused: false };
      }
    }

    let body: ArrayBuffer | undefined;
    if (!SAFE_METHODS.has(method)) {
      const read = await readForm(incoming, config.MAX_FORM_BYTES);
      if (typeof read === "number") return refuse(read, read === 413 ? "body too large" : read === 415 ? "not a form" : "malformed form");
      body = read;
    }

    const cookies = await sanitizeCookieHeader(incoming.headers.get("Cookie"), options.cookies);
    const headers = new Headers(incoming.headers);
    if (cookies.header === null) headers.delete("Cookie");
    else headers.set("Cookie", cookies.header);
    if (cookies.dropped.length) log.info({ cookies: cookies.dropped }, "malformed cookie ignored");
    // A request id is a proxy's to give (bff/request.ts): with no proxy trusted, one is the client's own
    // invention, and the request gets a new one.
    if (!trustsProxy) headers.delete("x-request-id");

    const request = new Request(url, { method, headers, body, signal: incoming.signal });
    const timing = startTiming();
    const showsGuest = cookies.header?.includes(`${options.sessionCookie}=`) ?? false;
    const knownHost = isKnownHost(url.host, config);
    // Only a request no guest's session or unknown host can colour may share a page with others,
    // and only by what a page reads: of the cookies, those the server reads (the language's; not
    // another site's analytics cookie, which would make a page per visitor).
    const vary = (name: string) => (name === "cookie" ? ownCookies(cookies.header) : headers.get(name));
    const sharedKey = options.sharedPages && !showsGuest && knownHost ? options.sharedPages.keyOf(request, vary) : null;
    let response = sharedKey === null ? null : options.sharedPages!.lookUp(sharedKey, request);
    if (response === null) {
      const nonce = newNonce();
      const render = () => next(request, { cspNonce: nonce, clientAddress, traceId });
      if (sharedKey === null) response = await withTiming(timing, render);
      else {
        // Only a page that may be shared needs to know what it was made of.
        const reads: CacheReads = new Map();
        const made = await withTiming(timing, () => recordingReads(reads, render));
        response = await options.sharedPages!.keep(sharedKey, made, reads, nonce, request);
      }
    }

    const out = response.headers;
    out.set("Server-Timing", serverTiming(timing));
    applySecurityHeaders(out, { https });
    for (const name of cookies.dropped) {
      const setsItAgain = out.getSetCookie().some((value) => value.startsWith(`${name}=`));
      if (!setsItAgain) out.append("Set-Cookie", expiredCookie(name));
    }
    // A page served for embedding (the site keeps `embed` in every link, form and redirect of the
    // frame) sets its cookies for a frame on another site: one rule here for every cookie, the
    // session's, the language's and the expiries alike (docs/decisions/016).
    if (embedModeOf(url.searchParams.get("embed"))) {
      const framed = out.getSetCookie().map(cookieForFrame);
      if (framed.length) {
        out.delete("Set-Cookie");
        for (const value of framed) out.append("Set-Cookie", value);
      }
    }
    const personal = showsGuest && !isResource(response);
    if (personal || !knownHost) keepPrivate(out, personal ? "private, no-cache" : "private, no-store");
    // An answer that sets or clears a cookie is one browser's (RFC 9111 §3): never a shared cache's,
    // even one that ignores `Vary: Cookie`. (The shared pages never keep one: shared-pages.ts.)
    else if (out.has("set-cookie")) keepPrivate(out, "private, no-store");

    log.info({ status: response.status, ms: Math.round(performance.now() - started), pmsMs: Math.round(timing.pmsMs), pmsCalls: timing.pmsCalls }, "request");
    return { response, refused: false };
  }

  /** The cookies of `header` the server reads, in the order it names them: what a page may vary on. */
  const cookieNames = options.cookies.map((reader) => reader.cookie.name);
  function ownCookies(header: string | null): string | null {
    if (!header) return null;
    const pairs = header.split(";").map((pair) => pair.trim());
    const own = cookieNames.flatMap((name) => pairs.filter((pair) => pair.startsWith(`${name}=`)));
    return own.length ? own.join("; ") : null;
  }

  return {
    handle,
    requestUrl,
    refuseMethod(request, method) {
      const started = performance.now();
      const response = refusal(request, method.toUpperCase(), 405, "method");
      options.metrics?.request(method.toUpperCase(), REFUSED_ROUTE, 405, (performance.now() - started) / 1000);
      return response;
    },
  };
}

/**
 * A document the PMS links to — the proforma behind an invoice-share link — fetched by the BFF so
 * that the guest's browser never learns the PMS's address or the link's token
 * (docs/decisions/020).
 *
 * The link comes from the PMS's answer, and following it is a request made from inside our
 * network, so it is followed only when it is safe to (SSRF):
 * - only over http(s), only on the origins given (the PMS's own), never with credentials in it;
 * - redirects are not followed: a 3xx could send us anywhere, loopback services included;
 * - only a 200 of a type we serve (HTML or PDF) passes;
 * - one deadline covers the headers and the whole body, and the body has a size cap: a declared
 *   length over it is refused before a byte is read, and an undeclared one is counted as it streams.
 * Anything else is an `UpstreamError`; the link itself (its token) never reaches a log, only its
 * origin.
 */
import type { Readable } from "node:stream";
import { request, type Dispatcher } from "undici";
import { UpstreamError } from "./errors";
import type { Logger } from "./logger";
import { pmsCallStarted } from "./timing";
import { createIdTracer, currentSpan, traceparentOf, type Tracer } from "./trace";

export type DocumentKind = "html" | "pdf";

const KIND_OF_TYPE: Record<string, DocumentKind> = { "text/html": "html", "application/pdf": "pdf" };

/** What `UpstreamError.endpoint` says for a failure here (the share link itself is a secret). */
export const LINKED_DOCUMENT = "document linked by the PMS";

export interface LinkedDocument {
  kind: DocumentKind;
  /** `text/html` (with the PMS's charset when it named a plain one) or `application/pdf`. */
  contentType: string;
  /** The length the PMS declared, already within the cap; null when it streams without one. */
  length: number | null;
  /** The bytes as they arrive; it errors (and the PMS's answer is dropped) past the cap or the deadline. */
  body: ReadableStream<Uint8Array>;
}

export interface LinkedDocumentOptions {
  /** The origins a link may point at: the PMS's own (`new URL(bff.upstreamUrl).origin`). */
  allowedOrigins: readonly string[];
  /** Deadline of the whole exchange, body included. */
  timeoutMs: number;
  /** The largest document passed on. */
  maxBytes: number;
  logger: Logger;
  requestId?: string;
  /** The fetch's span, whose `traceparent` the PMS receives (default: ids only). */
  tracer?: Tracer;
  /** Ends the fetch early, e.g. when the guest's browser went away. */
  signal?: AbortSignal;
  dispatcher?: Dispatcher;
}

/**
 * The URL to fetch for `link`, or why not. A relative link is the PMS's own path and resolves
 * against its origin (the first allowed one).
 */
export function followableLink(link: string, allowedOrigins: readonly string[]): { url: URL } | { refused: string } {
  let url: URL;
  try {
    url = new URL(link, allowedOrigins[0]);
  } catch {
    return { refused: "not a URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { refused: "not http(s)" };
  if (url.username || url.password) return { refused: "credentials in the link" };
  if (!allowedOrigins.includes(url.origin)) return { refused: "another origin" };
  return { url };
}

export async function fetchLinkedDocument(link: string, options: LinkedDocumentOptions): Promise<LinkedDocument> {
  const log = options.logger.child({ upstream: LINKED_DOCUMENT });
  const fail = (failure: "timeout" | "unreachable" | "status" | "contract", reason: string, fields: Record<string, unknown> = {}, cause?: unknown): never => {
    log.warn({ ...fields, reason }, `linked document not served: ${reason}`);
    throw new UpstreamError(failure, LINKED_DOCUMENT, `${LINKED_DOCUMENT}: ${reason}`, {
      status: typeof fields.status === "number" ? fields.status : undefined,
      cause,
    });
  };

  const target = followableLink(link, options.allowedOrigins);
  // What the PMS sent is a broken promise of the contract (docs/integrating.md), not our fault.
  if ("refused" in target) return fail("contract", `link refused (${target.refused})`, { origin: originOf(link) });
  const { url } = target;

  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const headers: Record<string, string> = { accept: "text/html, application/pdf" };
  if (options.requestId) headers["x-request-id"] = options.requestId;
  // A call to the PMS like any other: a span of the request's trace.
  const span = (options.tracer ?? createIdTracer()).pmsCall(currentSpan(), { endpoint: LINKED_DOCUMENT, method: "GET" });
  headers.traceparent = traceparentOf(span);

  const callClosed = pmsCallStarted();
  let answer: Dispatcher.ResponseData;
  try {
    // undici's `request` follows no redirect: a 3xx comes back here as it is.
    answer = await request(url, {
      method: "GET",
      headers,
      dispatcher: options.dispatcher,
      signal,
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
  } catch (error) {
    const timedOut = deadline.aborted || (error as { code?: string })?.code === "UND_ERR_HEADERS_TIMEOUT";
    span.end({ error: timedOut ? "timeout" : "unreachable" });
    return fail(
      timedOut ? "timeout" : "unreachable",
      timedOut ? "timed out" : "unreachable",
      { origin: url.origin, code: (error as { code?: string })?.code },
      error,
    );
  } finally {
    callClosed();
  }
  // The span covers the wait for the PMS's answer; its body is streamed to the guest after.
  span.end({ status: answer.statusCode });

  // Dropping an answer makes undici's body emit an abort error; it is the end we chose, not news.
  answer.body.on("error", () => {});
  const refuse = (failure: "status" | "contract", reason: string, fields: Record<string, unknown>): never => {
    answer.body.destroy();
    return fail(failure, reason, { origin: url.origin, ...fields });
  };
  if (answer.statusCode !== 200)
    return refuse("status", answer.statusCode >= 300 && answer.statusCode < 400 ? "redirect not followed" : "error answer", { status: answer.statusCode });

  const type = typeOf(answer.headers["content-type"]);
  const kind = type && KIND_OF_TYPE[type.mediaType];
  if (!type || !kind) return refuse("contract", "not HTML or PDF", { type: String(answer.headers["content-type"] ?? "") });

  const declared = answer.headers["content-length"];
  const length = typeof declared === "string" && /^\d{1,15}$/.test(declared) ? Number(declared) : null;
  if (length !== null && length > options.maxBytes) return refuse("contract", "larger than the cap", { length, maxBytes: options.maxBytes });

  return {
    kind,
    contentType: kind === "html" && type.charset ? `text/html; charset=${type.charset}` : type.mediaType,
    length,
    body: cappedStream(answer.body, options.maxBytes, (error) => {
      const reason = error === "too large" ? "larger than the cap" : deadline.aborted ? "timed out" : "body broke off";
      log.warn({ origin: url.origin, reason }, `linked document cut short: ${reason}`);
    }),
  };
}

/** `text/HTML; Charset="UTF-8"` → `{ mediaType: "text/html", charset: "utf-8" }`; a charset that is not a plain name is dropped. */
function typeOf(header: string | string[] | undefined): { mediaType: string; charset: string | null } | null {
  if (typeof header !== "string") return null;
  const [mediaType = "", ...parameters] = header.split(";").map((part) => part.trim().toLowerCase());
  const charset =
    parameters
      .find((parameter) => parameter.startsWith("charset="))
      ?.slice("charset=".length)
      .replace(/^"(.*)"$/, "$1") ?? null;
  return { mediaType, charset: charset && /^[a-z0-9._-]{1,40}$/.test(charset) ? charset : null };
}

const originOf = (link: string): string => {
  try {
    return new URL(link).origin;
  } catch {
    return "(not a URL)";
  }
};

/**
 * The PMS's body as a web stream that errors once more than `maxBytes` arrived (a document
 * already under way cannot become a 503 any more: the guest's download fails instead of showing a
 * document cut short). Pulled as the guest reads, so a slow guest holds back the PMS, not memory.
 */
function cappedStream(source: Readable, maxBytes: number, cutShort: (error: unknown) => void): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let received = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const { done, value } = await chunks.next();
          if (done) return controller.close();
          received += value.byteLength;
          if (received > maxBytes) {
            source.destroy();
            cutShort("too large");
            return controller.error(new Error(`${LINKED_DOCUMENT} is larger than ${maxBytes} bytes`));
          }
          controller.enqueue(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
        } catch (error) {
          cutShort(error);
          controller.error(error);
        }
      },
      cancel() {
        source.destroy();
      },
    },
    { highWaterMark: 0 },
  );
}

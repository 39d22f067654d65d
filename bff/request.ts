/**
 * Per-request context: a request id (kept from a trusted proxy's `x-request-id`, else new) that
 * travels to the PMS, and a logger child carrying it. The front door drops the header when no
 * proxy is trusted (TRUST_PROXY), so an id that arrives here is a proxy's.
 */
import { randomUUID } from "node:crypto";
import { lazyChild, type Logger } from "./logger";

export interface RequestContext {
  requestId: string;
  logger: Logger;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * One context per request: the root's and the route's loaders of a page receive the same Request,
 * and a logger child (pino serialises its bindings) was made for each of them.
 */
const contexts = new WeakMap<Request, RequestContext>();

export function requestContext(request: Request, logger: Logger): RequestContext {
  let context = contexts.get(request);
  if (!context) {
    context = newContext(request, logger);
    contexts.set(request, context);
  }
  return context;
}

function newContext(request: Request, logger: Logger): RequestContext {
  const incoming = request.headers.get("x-request-id");
  const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  const url = new URL(request.url);
  return { requestId, logger: lazyChild(logger, { requestId, method: request.method, path: url.pathname }) };
}

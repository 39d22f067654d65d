/**
 * The one door from the app into the BFF (bff/, server-only): routes and app modules import what
 * they use of it from here, never from bff/ itself — the linter holds that line
 * (eslint.config.js, docs/architecture.md).
 *
 * The BFF is built once by the HTTP server (server.mjs → `startBff` in entry.server) and handed to
 * every loader and action in Remix's load context as `context.bff`, as Hydrogen hands its
 * storefront client. Nothing here reads `process.env`: a test builds a BFF from a config object
 * (`createBff(parseConfig({...}))`) and passes `{ bff }` as the context.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { Bff } from "../bff/server";
import { requestContext, type RequestContext } from "../bff/request";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The process's BFF (server.mjs); absent only where no BFF was built, which is a wiring bug. */
    bff?: Bff;
  }
}

/** What a loader or action receives that the BFF needs: its request and the load context. */
export interface RouteArgs {
  request: Request;
  context: AppLoadContext;
}

export interface RequestBff extends RequestContext {
  bff: Bff;
}

/**
 * The BFF with this request's id and logger, resolved once per request: the root's and the route's
 * loaders and the app modules they call all ask for it with the same Request.
 */
export function bffFor({ request, context }: RouteArgs): RequestBff {
  const bff = bffOf(context);
  let resolved = perRequest.get(request);
  if (!resolved || resolved.bff !== bff) {
    resolved = { bff, ...requestContext(request, bff.logger) };
    perRequest.set(request, resolved);
  }
  return resolved;
}
const perRequest = new WeakMap<Request, RequestBff>();

export function bffOf(context: AppLoadContext): Bff {
  if (!context.bff) throw new Error("no BFF in the load context: the site runs behind server.mjs, which builds it (a test passes { bff })");
  return context.bff;
}

export type { Bff };
export { createBff } from "../bff/server";
export { parseConfig, type Config } from "../bff/config";

// ── What the app uses of the BFF's pieces ──────────────────────────────────────────────────────
export { BookingKeyReused } from "../bff/bookings";
export { CacheFailed, CacheLong, CacheShort, readShared } from "../bff/cache";
export { framerOrigins, servedDomain } from "../bff/domains";
export { isUpstreamError, type UpstreamError } from "../bff/errors";
export { createAttemptLimiter, type AttemptLimiter } from "../bff/limiter";
export { readCookie, type ReadCookie } from "../bff/http/cookies";
export { isFromOwnPages, requestOrigin } from "../bff/http/cross-site";
export { createFrontDoor, isAllowedMethod, NOT_A_PATH, type Refusal } from "../bff/http/front-door";
export { createRouteTemplates, type BuildRoute } from "../bff/http/route-template";
export { createSharedPages } from "../bff/http/shared-pages";
export { documentPolicy, newNonce } from "../bff/http/security-headers";
export { fetchLinkedDocument, type LinkedDocument } from "../bff/linked-document";
export { publicMediaUrl, upstreamMediaUrl } from "../bff/media";
export { locationsInOrder, MalformedParameter, readSiteRef, type Site, type SiteRef } from "../bff/org";
export { canonicalSite, siteOrigin, type CanonicalSite } from "../bff/public-url";
export { requestContext } from "../bff/request";
export { currentTraceId } from "../bff/trace";
export { anonymous } from "../bff/upstream";
export { carriesSession, SESSION_COOKIE, type GuestSession, type GuestSessions, type SignedInUser, type Toast } from "../bff/session";

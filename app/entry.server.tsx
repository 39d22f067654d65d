import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import {
  bffOf,
  createBff,
  createFrontDoor,
  createRouteTemplates,
  createSharedPages,
  documentPolicy,
  newNonce,
  parseConfig,
  type BuildRoute,
  type Refusal,
} from "~/bff.server";
import { closingTagsLast } from "~/utils/closing-tags-last";
import { pipeWholePage } from "~/utils/whole-page-pipe";
import { keptMarkup } from "~/utils/kept-markup.server";
import { KeptMarkupContext } from "~/components/KeptNoScript";
import { NonceContext } from "~/components/Nonce";
import { ReferenceContext } from "~/components/reference";
import { FALLBACK_LANGUAGE, toLanguage } from "~/i18n";
import { fixedT, i18nFor, languageDetector, languageReader } from "~/i18n.server";
import { errorPageHeaders } from "~/site/http.server";
import { ownDomainRedirect } from "~/site/own-domain.server";
import { laterResultsMs } from "~/booking/booking-page.server";

export { isAllowedMethod } from "~/bff.server";

/**
 * How long a document may wait for data that comes later: Remix rejects what is still pending then
 * (single fetch reads this export on every request), and React's render stops a second after. Set
 * by startBff to outlast the booking page's later results, a search and its nearest stays at the
 * PMS's deadline (decision 049); never under Remix's own 5 s.
 */
export let streamTimeout = 5_000;

// ── For server.mjs: the BFF and the front door every request passes before Remix (docs/decisions/010) ──

/**
 * Called once by server.mjs at start-up, before it listens: the process's BFF (validated
 * configuration, PMS client, cache, sessions, limits), which the server puts in every request's
 * load context, and what the server needs of it.
 */
export async function startBff(env: Record<string, string | undefined>, routes: Record<string, BuildRoute>) {
  const bff = await createBff(parseConfig(env));
  streamTimeout = Math.max(5_000, laterResultsMs(bff.config.UPSTREAM_TIMEOUT_MS) + 1_000);
  return {
    bff,
    logger: bff.logger,
    /** METRICS_PORT's text (scripts/metrics-server.mjs), and the registry a cluster's primary gathers from each worker. */
    metrics: { port: bff.config.METRICS_PORT ?? null, host: bff.config.METRICS_HOST ?? env.HOST, registry: bff.metrics.registry },
    /** For the graceful shutdown: readiness off at once, the drain's length, then release. */
    shutdown: {
      begin: () => bff.beginShutdown(),
      drainMs: bff.config.SHUTDOWN_DRAIN_MS,
      close: () => bff.close(),
    },
    /** Whether the server asks itself for the home once it listens (WARM_UP, scripts/warm-up.mjs). */
    warmUp: bff.config.WARM_UP === "on",
    /** TRUST_PROXY as express understands it: a hop count, or names and addresses. */
    trustProxy: bff.config.TRUST_PROXY ? (/^\d+$/.test(bff.config.TRUST_PROXY) ? Number(bff.config.TRUST_PROXY) : bff.config.TRUST_PROXY) : false,
    frontDoor: createFrontDoor({
      config: bff.config,
      logger: bff.logger,
      cookies: [languageReader, bff.sessions.reader],
      sessionCookie: bff.sessions.cookieName,
      refusalPage,
      movedTo: (request) => ownDomainRedirect(request, bff),
      routeOf: createRouteTemplates(routes),
      tracer: bff.tracer,
      metrics: bff.metrics,
      sharedPages: bff.config.SHARED_PAGES_MB
        ? createSharedPages({ stillCurrent: (reads) => bff.cache.stillCurrent(reads), maxBytes: bff.config.SHARED_PAGES_MB * 1024 * 1024 })
        : undefined,
    }),
  };
}

/** A refused request's page: before Remix, so plain HTML in the language the address asks for. */
function refusalPage(status: Refusal, request: Request): string {
  const url = new URL(request.url);
  const accepted = request.headers
    .get("accept-language")
    ?.split(",")
    .map((tag) => toLanguage(tag.split(";")[0]))
    .find(Boolean);
  const language = toLanguage(url.searchParams.get("lang")) ?? accepted ?? FALLBACK_LANGUAGE;
  const t = fixedT(language);
  const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  // A 404 here is an address that is no path of this site (front door, NOT_A_PATH): the not-found texts.
  const title = escape(status === 404 ? t("errors.notFoundTitle") : t(`errors.refused.${status}.title`));
  const text = escape(status === 404 ? t("errors.notFoundText") : t(`errors.refused.${status}.text`));
  // Back to the same hotel's home, in the same language, when the address named them.
  const home = new URLSearchParams();
  const o = url.searchParams.get("o");
  if (o && /^[a-z0-9-]{1,63}$/.test(o)) home.set("o", o);
  if (url.searchParams.get("lang") === language) home.set("lang", language);
  const homeHref = escape(home.size ? `/?${home}` : "/");
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}</style></head><body><main><p aria-hidden="true">${status}</p><h1>${title}</h1><p>${text}</p><p><a href="${homeHref}">${escape(t("errors.backHome"))}</a></p></main></body></html>`;
}

// ── Remix ───────────────────────────────────────────────────────────────────────────────────────

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Behind server.mjs the front door made the nonce; `remix dev` without it gets one here.
  const nonce = loadContext.cspNonce ?? newNonce();
  const rootData = remixContext.staticHandlerContext.loaderData?.root as
    { locale?: string; site?: { embed: string | null; frameAncestors: string[] } } | undefined;
  const locale = toLanguage(rootData?.locale) ?? toLanguage(await languageDetector.getLocale(request)) ?? FALLBACK_LANGUAGE;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Set once the render has started (below); read by its callbacks.
    const aborting = { timer: undefined as ReturnType<typeof setTimeout> | undefined };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <I18nextProvider i18n={i18nFor(locale)}>
          <ReferenceContext.Provider value={loadContext.traceId ?? null}>
            <KeptMarkupContext.Provider value={keptMarkup}>
              <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
            </KeptMarkupContext.Provider>
          </ReferenceContext.Provider>
        </I18nextProvider>
      </NonceContext.Provider>,
      {
        nonce,
        // A part that comes later (the booking page's results, decision 049) is rendered in its
        // place before anything is sent: one whole document, readable without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          // The loader data's scripts come after React's `</html>`: closing tags last keeps the page valid HTML.
          const body = closingTagsLast();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Only the organisation's own domains may frame the embedded site; nobody frames the rest.
          const frameAncestors = rootData?.site?.embed ? rootData.site.frameAncestors : [];
          // Forms post here, and the card payment form to the card provider's page.
          const formTargets = loadContext.bff?.cardPaymentOrigins ?? [];
          responseHeaders.set("Content-Security-Policy", documentPolicy({ nonce, frameAncestors, formTargets }));
          // An error page no route said anything of (the not-found page, the root's): how it may be kept (decision 052).
          if (responseStatusCode >= 400 && !responseHeaders.has("Cache-Control"))
            errorPageHeaders(request, responseStatusCode).forEach((value, name) => responseHeaders.set(name, value));
          // Rendered to the end: the abort timer has nothing left to stop. Left running, it fired
          // on every finished page 6 s later, ending an ended stream (an error object with its stack
          // each time) and keeping the whole render in memory until then.
          body.on("finish", () => clearTimeout(aborting.timer));
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipeWholePage(pipe, body);
        },
        onShellError(error: unknown) {
          clearTimeout(aborting.timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) bffOf(loadContext).logger.error({ err: error }, "render error");
        },
      },
    );
    aborting.timer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Our own bugs are logged here, once, with the request; the guest sees the error page. A 4xx that
 * Remix raises itself (a POST to a page without an action, an unknown route) is the client's doing.
 */
export function handleError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  const where = { path: new URL(request.url).pathname, method: request.method };
  // Never throw from here: without a BFF (a wiring bug, found at once in tests) the error still shows.
  const logger = context?.bff?.logger;
  if (!logger) console.error("unhandled error", where, error);
  else if (isRouteErrorResponse(error) && error.status < 500) logger.info({ ...where, status: error.status }, "client error");
  else logger.error({ err: error, ...where }, "unhandled error");
}

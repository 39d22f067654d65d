/**
 * An instalment's proforma, served by the site itself behind the reservation's grant
 * (docs/decisions/020): the PMS's share link is asked for and followed here, on the server, and
 * the document is streamed to the guest under our own address and headers. The guest's browser
 * never sees the PMS's address, the share link or its token.
 */
import { fetchLinkedDocument, isUpstreamError, type LinkedDocument, type RequestBff } from "~/bff.server";
import { fixedT } from "~/i18n.server";
import { NO_STORE, PRIVATE_HEADERS } from "~/site/http.server";
import type { LoadedSite } from "~/site/site.server";
import { withKept } from "~/utils/links";

/** A proforma is a page or two; anything near this is not one. */
export const PROFORMA_MAX_BYTES = 5 * 1024 * 1024;

/**
 * For an HTML document a third party wrote: a sandbox (an opaque origin, no scripts, no forms, no
 * pop-ups, no top navigation) that loads nothing (its own inline styles and inline images
 * excepted), so nothing in it runs on our origin and no request of it reaches the PMS or anyone.
 */
export function proformaPolicy(framers: readonly string[]): string {
  return ["sandbox", "default-src 'none'", "style-src 'unsafe-inline'", "img-src data:", "form-action 'none'", "base-uri 'none'", frameAncestors(framers)].join(
    "; ",
  );
}

/** Inside the hotel's own page (the embedded portal) the frame opens it; nobody frames it otherwise. */
const frameAncestors = (framers: readonly string[]) => `frame-ancestors ${framers.length ? framers.join(" ") : "'none'"}`;

/**
 * What the guest's browser gets with the document: of the PMS's headers only the type and length
 * (its cookies, caching, server and any address stay behind); the rest is ours. `no-referrer`: the
 * document's links must not carry our address (a reservation code) anywhere.
 */
export function proformaHeaders(
  document: Pick<LinkedDocument, "kind" | "contentType" | "length">,
  invoiceId: number,
  framers: readonly string[] = [],
): Headers {
  const headers = new Headers({
    "Content-Type": document.contentType,
    "Content-Disposition": `inline; filename="proforma-${invoiceId}.${document.kind}"`,
    "Cache-Control": NO_STORE,
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
  });
  if (document.length !== null) headers.set("Content-Length", String(document.length));
  // Not for a PDF: browsers refuse to show a PDF in a sandboxed document, and a PDF viewer runs
  // nothing on our origin anyway.
  if (document.kind === "html") headers.set("Content-Security-Policy", proformaPolicy(framers));
  return headers;
}

/**
 * The proforma of `invoiceId` (already checked to be the granted reservation's own), or our 503
 * page when the PMS does not give it: a failed share call, a link we will not follow, a document
 * that does not come. Logged at warn, never as our error.
 */
export async function serveProforma(request: Request, loaded: LoadedSite, context: RequestBff, reservationId: number, invoiceId: number): Promise<Response> {
  const { bff, requestId, logger } = context;
  try {
    const share = await bff.upstream.call(
      "shareInvoice",
      { params: { invoice_id: invoiceId }, query: { language: loaded.locale } },
      { requestId, logger, signal: request.signal },
    );
    const document = await fetchLinkedDocument(share.url, {
      // Only the PMS's own origin: a PMS whose share links live elsewhere needs an allow-list (decision 020).
      allowedOrigins: [new URL(bff.upstreamUrl).origin],
      timeoutMs: bff.config.UPSTREAM_TIMEOUT_MS,
      maxBytes: PROFORMA_MAX_BYTES,
      logger,
      requestId,
      tracer: bff.tracer,
      signal: request.signal,
    });
    const headers = proformaHeaders(document, invoiceId, framersOf(loaded));
    // Remix drops a HEAD's body unread: let the PMS's answer go now, not at its deadline.
    if (request.method === "HEAD") {
      await document.body.cancel();
      return new Response(null, { status: 200, headers });
    }
    return new Response(document.body, { status: 200, headers });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    logger.warn({ failure: error.failure, status: error.status, endpoint: error.endpoint }, "proforma unavailable");
    return proformaUnavailable(loaded, reservationId);
  }
}

const framersOf = (loaded: LoadedSite): string[] => (loaded.view.embed ? loaded.view.frameAncestors : []);

/** Our own page for a proforma the PMS does not give now, in the guest's language, with the way back. */
export function proformaUnavailable(loaded: LoadedSite, reservationId: number): Response {
  const t = fixedT(loaded.locale);
  return proformaPage(loaded, reservationId, 503, t("errors.unavailableTitle"), t("documents.proformaUnavailable"), { "Retry-After": "60" });
}

/**
 * A cancelled reservation's proforma is not offered (docs/decisions/044): nothing more is paid on a
 * stay that no longer exists, so its address answers 410 with why, and the way back.
 */
export function proformaWithdrawn(loaded: LoadedSite, reservationId: number): Response {
  const t = fixedT(loaded.locale);
  return proformaPage(loaded, reservationId, 410, t("documents.proformaWithdrawnTitle"), t("documents.proformaWithdrawn", { id: reservationId }));
}

function proformaPage(loaded: LoadedSite, reservationId: number, status: number, heading: string, text: string, extra: Record<string, string> = {}): Response {
  const t = fixedT(loaded.locale);
  const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
  const title = escape(heading);
  const back = escape(withKept(`/reservations/${reservationId}`, loaded.view.keep));
  const page = `<!doctype html><html lang="${loaded.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}</style></head><body><main><h1>${title}</h1><p>${escape(text)}</p><p><a href="${back}">${escape(t("checkin.back"))}</a></p></main></body></html>`;
  return new Response(page, {
    status,
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; ${frameAncestors(framersOf(loaded))}`,
      "X-Content-Type-Options": "nosniff",
      ...extra,
    },
  });
}

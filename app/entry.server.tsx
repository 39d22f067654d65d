import { PassThrough } from "node:stream";
import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { getBff } from "~/bff.server";
import { toLanguage } from "~/i18n";
import { i18nFor, languageDetector } from "~/i18n.server";

export const streamTimeout = 5_000;

// Start the BFF (and the embedded mock PMS) with the server, not on the first guest's request.
const bff = await getBff();

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const rootData = remixContext.staticHandlerContext.loaderData?.root as
    | { locale?: string; site?: { embed: string | null; frameAncestors: string[] } }
    | undefined;
  const locale = toLanguage(rootData?.locale) ?? toLanguage(await languageDetector.getLocale(request)) ?? "ro";
  const waitForAll = isbot(request.headers.get("user-agent")) || remixContext.isSpaMode;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18nFor(locale)}>
        <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} />
      </I18nextProvider>,
      {
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("X-Content-Type-Options", "nosniff");
          responseHeaders.set("Referrer-Policy", "strict-origin-when-cross-origin");
          // Only the organisation's own domains may frame the embedded site; nobody frames the rest.
          const framers = rootData?.site?.embed ? rootData.site.frameAncestors : [];
          responseHeaders.set("Content-Security-Policy", `frame-ancestors 'self'${framers.map((origin) => ` ${origin}`).join("")}`);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) bff.logger.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/** Our own bugs are logged here, once, with the request; the guest sees the error page. */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  bff.logger.error({ err: error, path: new URL(request.url).pathname, method: request.method }, "unhandled error");
}

import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { bffFor, isFromOwnPages, requestOrigin } from "~/bff.server";
import { saveLanguageChoice } from "~/account/account.server";
import { isLanguage } from "~/i18n";
import { languageCookie } from "~/i18n.server";
import { safeRedirectTarget } from "~/utils/redirect-target";

/**
 * `/language/en?to=/rooms?o=carpathia-ro`: the language switch. A plain link, so it works without
 * JavaScript; it stores the guest's choice (which outranks `lang`, docs/spec.md §1) and goes back.
 *
 * Storing is a change: the `lng` cookie, and for a signed-in user their setting at the PMS. A GET
 * any other site can make the browser send (a link, an image, a form) must not make it, so it is
 * stored only when this site's own pages sent the guest (Fetch Metadata, else `Origin`/`Referer`;
 * bff/http/cross-site.ts isFromOwnPages). Otherwise the target opens with `lang`, stored nowhere:
 * the language is shown — unless the guest's own stored choice outranks it, as on any link.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const to = safeRedirectTarget(url.searchParams.get("to"));
  if (!isLanguage(params.lang)) return redirect(to);
  const target = new URL(to, "http://local");
  const { bff, logger } = bffFor({ request, context });
  if (!isFromOwnPages(request.headers, requestOrigin(url, bff.config.secureCookies))) {
    logger.info({ language: params.lang, fetchSite: request.headers.get("sec-fetch-site") }, "language switch not from our own pages: shown, not stored");
    target.searchParams.set("lang", params.lang);
    return redirect(`${target.pathname}${target.search}`, { headers: { "Cache-Control": "no-store" } });
  }
  // The page's own `lang` would otherwise disagree with the choice just made.
  target.searchParams.delete("lang");
  const session = await saveLanguageChoice({ request, context }, params.lang);
  const headers = new Headers({ "Set-Cookie": await languageCookie.serialize(params.lang), "Cache-Control": "no-store" });
  // A signed-in user's session changed with their language: it is kept under the id this answer gives.
  if (session) headers.append("Set-Cookie", session);
  return redirect(`${target.pathname}${target.search}`, { headers });
}

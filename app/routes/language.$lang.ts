import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { saveLanguageChoice } from "~/account/account.server";
import { isLanguage } from "~/i18n";
import { languageCookie } from "~/i18n.server";
import { safeRedirectTarget } from "~/utils/redirect-target";

/**
 * `/language/en?to=/rooms?o=carpathia-ro`: the language switch. A plain link, so it works without
 * JavaScript; it stores the guest's choice (which outranks `lang`, spec §1) and goes back.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const to = safeRedirectTarget(new URL(request.url).searchParams.get("to"));
  if (!isLanguage(params.lang)) return redirect(to);
  const target = new URL(to, "http://local");
  // The page's own `lang` would otherwise disagree with the choice just made.
  target.searchParams.delete("lang");
  await saveLanguageChoice(request, params.lang);
  return redirect(`${target.pathname}${target.search}`, {
    headers: { "Set-Cookie": await languageCookie.serialize(params.lang), "Cache-Control": "no-store" },
  });
}

/**
 * `/logout`: ends the session here and at the PMS. A POST only, so a link or an image on another
 * site cannot sign a guest out; a GET shows the button that does it.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, fixedT, loadSite, NO_STORE, redirect, signOut } from "~/route-server/logout.server";
import { Form } from "@remix-run/react";
import { useTranslation } from "#translation";
import { siteMeta } from "~/site/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const loaded = await loadSite({ request, context });
  return data({ title: fixedT(loaded.locale)("account.signOut") }, { headers: { "Cache-Control": NO_STORE } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const loaded = await loadSite({ request, context });
  const setCookie = await signOut({ request, context });
  throw redirect(loaded.view.home, { status: 303, headers: { "Set-Cookie": setCookie } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export default function Logout() {
  const { t } = useTranslation();
  return (
    <main id="main" className="site-page">
      <h1>{t("account.signOut")}</h1>
      <Form method="post">
        <button type="submit" className="button button--primary">
          {t("account.signOut")}
        </button>
      </Form>
    </main>
  );
}

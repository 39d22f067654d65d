/**
 * `/login`: guest and staff sign-in (spec §6, §8). The PMS's session token stays in the server-side
 * session; the session gets a new id; the guest goes back where they came from (`redirectTo`, a
 * path on this site only).
 */
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { signIn, signedInUser } from "~/account/account.server";
import { bffFor } from "~/bff.server";
import { fixedT } from "~/i18n.server";
import { siteMeta } from "~/site/meta";
import { loadSite } from "~/site/site.server";
import bookingStyles from "~/styles/booking.css";
import { safeReturnPath, withKept } from "~/utils/links";

export async function loader({ request }: LoaderFunctionArgs) {
  const loaded = await loadSite(request);
  const url = new URL(request.url);
  const user = await signedInUser(request);
  const redirectTo = safeReturnPath(url.searchParams.get("redirectTo"));
  return data(
    { title: fixedT(loaded.locale)("account.signInTitle"), redirectTo, signedInAs: user?.email ?? null },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const loaded = await loadSite(request);
  const { bff } = await bffFor(request);
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const redirectTo = safeReturnPath(String(form.get("redirectTo") ?? "/"));
  const signed = await signIn(request, await bff.sessions.get(request), { email, password: String(form.get("password") ?? "") });
  if (!signed.ok) return data({ error: signed.reason, email }, { status: signed.reason === "invalid" ? 401 : 503 });
  signed.session.flash("toast", { kind: "success", key: "account.signedIn" });
  throw redirect(redirectTo === "/" ? withKept("/", loaded.view.keep) : redirectTo, { status: 303, headers: { "Set-Cookie": await bff.sessions.commit(signed.session) } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [...siteMeta(matches, { title: page?.title }), { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bookingStyles }];

export default function Login() {
  const { t } = useTranslation();
  const { redirectTo, signedInAs } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <main id="main" className="booking-page login-page">
      <h1>{t("account.signInTitle")}</h1>
      {signedInAs ? <p className="booking-notice booking-notice--info">{t("booking.details.signedInAs", { email: signedInAs })}</p> : null}
      <Form method="post" className="details-form login-form">
        <p>{t("account.signInText")}</p>
        {actionData?.error ? (
          <p className="booking-notice booking-notice--error" role="alert">
            {t(actionData.error === "invalid" ? "account.invalid" : "account.unavailable")}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="field">
          <label htmlFor="login-email">{t("account.email")}</label>
          <input id="login-email" name="email" type="email" autoComplete="username" required defaultValue={actionData?.email ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="login-password">{t("account.password")}</label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required />
        </div>
        <p>
          <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
            {t("account.submit")}
          </button>
        </p>
      </Form>
    </main>
  );
}

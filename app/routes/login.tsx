/**
 * `/login`: guest and staff sign-in (spec §6, §8). The PMS's session token stays in the server-side
 * session; the session gets a new id; the guest goes back where they came from (`redirectTo`, a
 * path on this site only).
 */
import { data, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as z from "zod";
import { signIn, signedInUser } from "~/account/account.server";
import { bffFor } from "~/bff.server";
import { fixedT } from "~/i18n.server";
import { NO_STORE, redirectWithToast } from "~/site/http.server";
import { siteMeta } from "~/site/meta";
import { loadSite } from "~/site/site.server";
import bookingStyles from "~/styles/booking.css";
import { safeRedirectTarget } from "~/utils/redirect-target";
import { withKept } from "~/utils/links";
import { capEcho, FIELD_MAX, TOO_LONG } from "~/utils/text-limits";

/** Anything but text of a sane length is not a sign-in (a file, a 60 KB "e-mail"). */
const SignInForm = z.object({
  email: z.string().trim().max(FIELD_MAX.email, TOO_LONG).default(""),
  password: z.string().max(FIELD_MAX.password, TOO_LONG).default(""),
});

type SignInProblem = { error: "invalid" | "unavailable" | "tooLong"; email: string } | { error: "limited"; email: string; minutes: number };

export async function loader({ request }: LoaderFunctionArgs) {
  const loaded = await loadSite(request);
  const url = new URL(request.url);
  const user = await signedInUser(request);
  const redirectTo = safeRedirectTarget(url.searchParams.get("redirectTo"));
  return data(
    { title: fixedT(loaded.locale)("account.signInTitle"), redirectTo, signedInAs: user?.email ?? null },
    { headers: { "Cache-Control": NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const loaded = await loadSite(request);
  const { bff } = await bffFor(request);
  const form = Object.fromEntries(await request.formData());
  // Decided before the PMS is asked: a target that cannot be used must not cost a sign-in.
  const redirectTo = safeRedirectTarget(form.redirectTo);
  const email = capEcho({ email: typeof form.email === "string" ? form.email : "" }).email;
  const fields = SignInForm.safeParse(form);
  if (!fields.success) return data<SignInProblem>({ error: "tooLong", email }, { status: 400 });
  const signed = await signIn(request, await bff.sessions.get(request), fields.data, context.clientAddress ?? null);
  if (!signed.ok && signed.reason === "limited") {
    const minutes = Math.max(1, Math.ceil(signed.retryAfter / 60));
    return data<SignInProblem>({ error: "limited", email, minutes }, { status: 429, headers: { "Retry-After": String(signed.retryAfter) } });
  }
  if (!signed.ok) return data<SignInProblem>({ error: signed.reason, email }, { status: signed.reason === "invalid" ? 401 : 503 });
  // Back where the guest came from, still with the hotel (`o`) and, inside the hotel's own website, `embed`.
  throw await redirectWithToast(bff.sessions, signed.session, { kind: "success", key: "account.signedIn" }, redirectTo === "/" ? loaded.view.home : withKept(redirectTo, loaded.view.keep));
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

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
            {problemText(actionData, t)}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <div className="field">
          <label htmlFor="login-email">{t("account.email")}</label>
          <input id="login-email" name="email" type="email" autoComplete="username" required maxLength={FIELD_MAX.email} defaultValue={actionData?.email ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="login-password">{t("account.password")}</label>
          <input id="login-password" name="password" type="password" autoComplete="current-password" required maxLength={FIELD_MAX.password} />
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

function problemText(problem: SignInProblem, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (problem.error === "limited") return t("account.tooManyAttempts", { minutes: problem.minutes });
  if (problem.error === "tooLong") return t(TOO_LONG);
  return t(problem.error === "invalid" ? "account.invalid" : "account.unavailable");
}

/**
 * `/login`: guest and staff sign-in (docs/spec.md §6, §8). The PMS's session token stays in the server-side
 * session; the session gets a new id; the guest goes back where they came from (`redirectTo`, a
 * path on this site only).
 */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { bffFor, data, fixedT, languageCookie, loadSite, minutesOf, NO_STORE, redirectWithToast, signedInUser, signIn } from "~/route-server/login.server";
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "#translation";
import * as z from "zod";
import { TextField } from "~/components/TextField";
import { siteMeta } from "~/site/meta";
import { safeRedirectTarget } from "~/utils/redirect-target";
import { withKept } from "~/utils/links";
import { cappedReply, FIELD_MAX, TOO_LONG } from "~/utils/text-limits";

/** Anything but text of a sane length is not a sign-in (a file, a 60 KB "e-mail"): conform in the browser and here. */
const SignInForm = z.object({
  email: z.string({ error: TOO_LONG }).trim().max(FIELD_MAX.email, TOO_LONG).default(""),
  password: z.string({ error: TOO_LONG }).max(FIELD_MAX.password, TOO_LONG).default(""),
});

/** What the PMS answered a sign-in it refused; a form it never saw has its field errors instead. */
type SignInProblem = { error: "invalid" | "unavailable" } | { error: "limited"; minutes: number };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const loaded = await loadSite({ request, context });
  const url = new URL(request.url);
  const user = await signedInUser({ request, context });
  const redirectTo = safeRedirectTarget(url.searchParams.get("redirectTo"));
  return data({ title: fixedT(loaded.locale)("account.signInTitle"), redirectTo, signedInAs: user?.email ?? null }, { headers: { "Cache-Control": NO_STORE } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const loaded = await loadSite({ request, context });
  const { bff } = bffFor({ request, context });
  const formData = await request.formData();
  // Decided before the PMS is asked: a target that cannot be used must not cost a sign-in.
  const redirectTo = safeRedirectTarget(formData.get("redirectTo"));
  const submission = parseWithZod(formData, { schema: SignInForm });
  // The e-mail comes back as typed (cut at its limit); the password never does.
  const refused = (problem: SignInProblem | null) => ({ lastResult: cappedReply(submission.reply({ hideFields: ["password"] })), problem });
  if (submission.status !== "success") return data(refused(null), { status: 400 });
  const signed = await signIn({ request, context }, await bff.sessions.get(request), submission.value, context.clientAddress ?? null);
  if (!signed.ok && signed.reason === "limited") {
    return data(refused({ error: "limited", minutes: minutesOf(signed.retryAfter) }), { status: 429, headers: { "Retry-After": String(signed.retryAfter) } });
  }
  if (!signed.ok) return data(refused({ error: signed.reason }), { status: signed.reason === "invalid" ? 401 : 503 });
  // Back where the guest came from, still with the hotel (`o`) and, inside the hotel's own website, `embed`.
  // Staff with nowhere to go back to land on the front desk's day (issue 39), not the guests' home page.
  const home = signed.session.get("user")?.role === "staff" ? withKept("/staff", loaded.view.keep) : loaded.view.home;
  const back = await redirectWithToast(
    bff.sessions,
    signed.session,
    { kind: "success", key: "account.signedIn" },
    redirectTo === "/" ? home : withKept(redirectTo, loaded.view.keep),
  );
  // The account's language, as the PMS keeps it, is the guest's choice on this browser too (decision 036).
  if (signed.language) back.headers.append("Set-Cookie", await languageCookie.serialize(signed.language));
  throw back;
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export default function Login() {
  const { t } = useTranslation();
  const { redirectTo, signedInAs } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData?.lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInForm }),
  });
  const typedEmail = (actionData?.lastResult.initialValue as { email?: string } | undefined)?.email ?? "";
  return (
    <main id="main" className="booking-page login-page">
      <h1>{t("account.signInTitle")}</h1>
      {signedInAs ? <p className="booking-notice booking-notice--info">{t("booking.details.signedInAs", { email: signedInAs })}</p> : null}
      <Form method="post" id={form.id} onSubmit={form.onSubmit} className="details-form login-form">
        <p>{t("account.signInText")}</p>
        {actionData?.problem ? (
          <p className="booking-notice booking-notice--error" role="alert">
            {problemText(actionData.problem, t)}
          </p>
        ) : null}
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField
          id="login-email"
          name="email"
          type="email"
          label={t("account.email")}
          autoComplete="username"
          required
          maxLength={FIELD_MAX.email}
          errors={fields.email.errors}
          defaultValue={typedEmail}
        />
        <TextField
          id="login-password"
          name="password"
          type="password"
          label={t("account.password")}
          autoComplete="current-password"
          required
          maxLength={FIELD_MAX.password}
          errors={fields.password.errors}
        />
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
  return t(problem.error === "invalid" ? "account.invalid" : "account.unavailable");
}

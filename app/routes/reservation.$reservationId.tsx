/**
 * `/reservation/:reservationId`: the online check-in (registration) form (docs/spec.md §2, §3, §5). For a
 * session holding the reservation's grant; anyone else is asked for its e-mail first, through the
 * same limited look-up as every other door. Saving answers 303 back here with the spec's text.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  bffFor,
  countryOptions,
  data,
  fixedT,
  loadCheckIn,
  loadSite,
  lookUpFromPage,
  PRIVATE_HEADERS,
  privateHeaders,
  redirectWithToast,
  reservationIdOf,
  saveCheckIn,
} from "~/route-server/reservation.$reservationId.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { hotelTimeZone, hotelToday } from "~/booking/dates";
import type { CheckInView } from "~/checkin/checkin.server";
import { CheckInForm } from "~/components/checkin/CheckInForm";
import { LookupForm, type LookupProblem } from "~/components/reservation/LookupForm";
import { type ActionFailure, actionFailure } from "~/site/action-failure";
import { siteMeta } from "~/site/meta";
import { withKept } from "~/utils/links";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const reservationId = reservationIdOf(params.reservationId);
  const loaded = await loadSite({ request, context }, {});
  const title = fixedT(loaded.locale)("checkin.title");
  const today = hotelToday(new Date(), hotelTimeZone(loaded.site.organisation));
  const page = {
    title,
    reservationId,
    today,
    form: null,
    countries: [],
    problem: null as LookupProblem | null,
    back: withKept(`/reservations/${reservationId}`, loaded.view.keep),
    retry: null as string | null,
  };
  const checkIn = await loadCheckIn({ request, context }, reservationId);
  if (checkIn.kind === "no-grant") return data(page, { status: 404, headers: PRIVATE_HEADERS });
  // The guest was let in already (the grant is only read, never dropped): the PMS's hiccup asks
  // them to try this page again, not for the e-mail again.
  if (checkIn.kind === "unavailable")
    return data({ ...page, retry: withKept(`/reservation/${reservationId}`, loaded.view.keep) }, { status: 503, headers: PRIVATE_HEADERS });
  return data({ ...page, form: checkIn.view, countries: countryOptions(loaded.locale) }, { headers: PRIVATE_HEADERS });
}

type ActionData = {
  problem: LookupProblem | null;
  email: string;
  lastResult: SubmissionResult<string[]> | null;
  failed: boolean;
  /** The save the PMS refused or failed (app/site/action-failure.ts), and the form's facts when it had them. */
  failure?: ActionFailure | null;
  view?: CheckInView | null;
};

export async function action({ request, params, context }: ActionFunctionArgs) {
  const reservationId = reservationIdOf(params.reservationId);
  const loaded = await loadSite({ request, context }, {});
  const formData = await request.formData();
  const here = withKept(`/reservation/${reservationId}`, loaded.view.keep);

  if (formData.get("intent") === "lookup") {
    const { problem, email, init } = await lookUpFromPage(
      { request, context },
      loaded,
      reservationId,
      formData.get("email"),
      context.clientAddress ?? null,
      here,
    );
    return data<ActionData>({ problem, email, lastResult: null, failed: false }, init);
  }

  const saved = await saveCheckIn({ request, context }, loaded, reservationId, formData);
  if (saved.kind === "saved") {
    const { bff } = bffFor({ request, context });
    const session = await bff.sessions.get(request);
    throw await redirectWithToast(bff.sessions, session, { kind: "success", key: "checkin.saved" }, here, PRIVATE_HEADERS);
  }
  if (saved.kind === "no-grant")
    return data<ActionData>({ problem: null, email: "", lastResult: null, failed: false }, { status: 404, headers: PRIVATE_HEADERS });
  return data<ActionData>(
    {
      problem: null,
      email: "",
      lastResult: saved.lastResult,
      failed: saved.kind === "failed",
      failure: saved.kind === "failed" ? actionFailure("checkin", saved.text) : null,
      view: saved.kind === "failed" ? saved.view : null,
    },
    { status: saved.kind === "failed" ? 502 : 400, headers: PRIVATE_HEADERS },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers = privateHeaders;

export default function CheckInPage() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();

  // A save that came back (failed, or refused a field) keeps its form and what was typed, even when
  // the page's reload failed too.
  const failedSave = posted?.lastResult ? posted : null;
  const view = page.form ?? failedSave?.view ?? null;

  if (page.retry && !failedSave) {
    return (
      <main id="main" className="booking-page reservation-page checkin-page">
        <h1>{t("checkin.title")}</h1>
        <p className="booking-notice booking-notice--error" role="alert">
          {t("checkin.unavailable")}
        </p>
        <p className="checkin-page__retry">
          <a className="button button--primary" href={page.retry}>
            {t("checkin.tryAgain")}
          </a>{" "}
          <a href={page.back}>{t("checkin.back")}</a>
        </p>
      </main>
    );
  }

  if (!page.form && !failedSave) {
    return (
      <main id="main" className="booking-page reservation-page">
        <h1>{t("checkin.title")}</h1>
        <p>{t("reservation.lookupText", { id: page.reservationId })}</p>
        <LookupForm code={String(page.reservationId)} email={posted?.email ?? ""} problem={posted?.problem ?? page.problem} />
      </main>
    );
  }

  return (
    <main id="main" className="booking-page reservation-page checkin-page">
      <h1>{t("checkin.title")}</h1>
      <p>{t("checkin.intro", { id: page.reservationId })}</p>
      <CheckInForm
        values={view?.values ?? {}}
        readOnly={view}
        countries={page.countries}
        today={page.today}
        lastResult={posted?.lastResult ?? null}
        failure={posted?.failure ?? null}
      />
      <p>
        <a href={page.back}>{t("checkin.back")}</a>
      </p>
    </main>
  );
}

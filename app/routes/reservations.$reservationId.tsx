/**
 * `/reservations/:reservationId`: the guest's reservation (spec §4 Reservation page). Shown only to
 * a session with a lookup grant for it; anyone else is asked for the e-mail it was made with, and
 * a wrong e-mail looks exactly like a wrong code.
 */
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { bffFor } from "~/bff.server";
import { formatDay, formatMoment, formatMoney } from "~/booking/money";
import { fixedT } from "~/i18n.server";
import { grantAccess, grantOf, lookUpReservation, toReservationView } from "~/reservation/reservation.server";
import { siteMeta } from "~/site/meta";
import { loadSite } from "~/site/site.server";
import bookingStyles from "~/styles/booking.css";
import { withKept } from "~/utils/links";
import { capEcho, FIELD_MAX } from "~/utils/text-limits";

/** The look-up form: the reservation's e-mail, of a length an e-mail can have. */
const LookupForm = z.object({ intent: z.literal("lookup"), email: z.string().trim().min(1).max(FIELD_MAX.email) });

const readId = (value: string | undefined): number => {
  if (!value || !/^[1-9]\d{0,11}$/.test(value)) throw new Response(null, { status: 404 });
  return Number(value);
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const reservationId = readId(params.reservationId);
  const loaded = await loadSite(request, {});
  const { bff } = await bffFor(request);
  const session = await bff.sessions.get(request);
  const title = fixedT(loaded.locale)("reservation.title", { id: reservationId });
  const headers = { "Cache-Control": "private, no-store" };
  const grant = grantOf(session, reservationId);
  if (!grant) return data({ title, reservationId, reservation: null, problem: null }, { headers });

  const found = await lookUpReservation(request, loaded, session, reservationId, grant.email);
  if (found.kind === "found") return data({ title, reservationId, reservation: toReservationView(found.reservation, loaded), problem: null }, { headers });
  return data({ title, reservationId, reservation: null, problem: found.kind }, { status: found.kind === "not-found" ? 404 : 503, headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const reservationId = readId(params.reservationId);
  const loaded = await loadSite(request, {});
  const { bff } = await bffFor(request);
  const session = await bff.sessions.get(request);
  const form = Object.fromEntries(await request.formData());
  const lookup = LookupForm.safeParse(form);
  if (!lookup.success) return data({ problem: "not-found" as const, email: capEcho({ email: typeof form.email === "string" ? form.email : "" }).email }, { status: 400 });
  const { email } = lookup.data;
  // A code and a guessed e-mail: failures are limited per client and per reservation code.
  const keys = { client: context.clientAddress ?? null, reservation: String(reservationId) };
  const retryAfter = await bff.lookupAttempts.retryAfter(keys);
  if (retryAfter !== null) {
    const minutes = Math.max(1, Math.ceil(retryAfter / 60));
    return data({ problem: "limited" as const, email, minutes }, { status: 429, headers: { "Retry-After": String(retryAfter) } });
  }
  const found = await lookUpReservation(request, loaded, session, reservationId, email);
  if (found.kind === "not-found") await bff.lookupAttempts.failed(keys);
  if (found.kind !== "found") return data({ problem: found.kind, email }, { status: found.kind === "not-found" ? 404 : 503 });
  await bff.lookupAttempts.succeeded({ reservation: keys.reservation });
  grantAccess(session, reservationId, email);
  // The e-mail never goes into a URL: back to the page, now with the grant.
  throw redirect(withKept(`/reservations/${reservationId}`, loaded.view.keep), { status: 303, headers: { "Set-Cookie": await bff.sessions.commit(session) } });
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => [...siteMeta(matches, { title: page?.title }), { name: "robots", content: "noindex" }];

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const links: LinksFunction = () => [{ rel: "stylesheet", href: bookingStyles }];

export default function ReservationPage() {
  const { t, i18n } = useTranslation();
  const { reservationId, reservation, problem } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const failure = actionData?.problem ?? problem;
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);

  if (!reservation) {
    return (
      <main id="main" className="booking-page reservation-page">
        <h1>{t("reservation.lookupHeading")}</h1>
        {failure ? (
          <p className="booking-notice booking-notice--error" role="alert">
            {failure === "limited" && actionData && "minutes" in actionData
              ? t("reservation.tooManyAttempts", { minutes: actionData.minutes })
              : t(failure === "unavailable" ? "reservation.unavailable" : "reservation.notFound")}
          </p>
        ) : null}
        <Form method="post" className="details-form reservation-lookup">
          <p>{t("reservation.lookupText", { id: reservationId })}</p>
          <input type="hidden" name="intent" value="lookup" />
          <div className="field">
            <label htmlFor="lookup-email">{t("booking.details.email")}</label>
            <input id="lookup-email" name="email" type="email" autoComplete="email" required maxLength={FIELD_MAX.email} defaultValue={actionData?.email ?? ""} />
          </div>
          <p>
            <button type="submit" className="button button--primary">
              {t("reservation.lookupSubmit")}
            </button>
          </p>
        </Form>
      </main>
    );
  }

  return (
    <main id="main" className="booking-page reservation-page">
      <h1>{t("reservation.title", { id: reservation.id })}</h1>
      <dl className="offer__facts reservation-facts">
        <dt>{t("reservation.status")}</dt>
        <dd data-status={reservation.status}>{t(`reservation.statuses.${reservation.status}`)}</dd>
        <dt>{t("reservation.stay")}</dt>
        <dd>
          {formatDay(reservation.dayFrom, i18n.language)} – {formatDay(reservation.dayTo, i18n.language)} · {t("reservation.nights", { count: reservation.nights })}
        </dd>
        <dt>{t("reservation.guests")}</dt>
        <dd>
          {t("booking.search.adults")}: {reservation.adults} · {t("booking.search.children")}: {reservation.children}
        </dd>
        <dt>{t("reservation.rooms")}</dt>
        <dd>{reservation.rooms.map((room) => t("booking.results.room", { count: room.count, name: room.name })).join(", ")}</dd>
        <dt>{t("reservation.ratePlan")}</dt>
        <dd>
          {reservation.ratePlan} · {reservation.meal}
        </dd>
        <dt>{t("reservation.total")}</dt>
        <dd>{money(reservation.total, reservation.currency)}</dd>
        {reservation.paymentMethod ? (
          <>
            <dt>{t("reservation.paymentMethod")}</dt>
            <dd>{reservation.paymentMethod}</dd>
          </>
        ) : null}
        <dt>{t("reservation.guest")}</dt>
        <dd>
          {reservation.guest.name} · {reservation.guest.email} · {reservation.guest.phone}
        </dd>
      </dl>
      {reservation.instalments.length > 0 ? (
        <section aria-labelledby="instalments-heading">
          <h2 id="instalments-heading">{t("reservation.instalments")}</h2>
          <ul className="reservation-instalments">
            {reservation.instalments.map((instalment) => (
              <li key={`${instalment.invoiceId}-${instalment.dueDate}`}>
                {instalment.note ? `${instalment.note}: ` : ""}
                {money(instalment.amount, instalment.currency)} · {t("reservation.due", { date: formatDay(instalment.dueDate, i18n.language) })} ·{" "}
                {instalment.paid ? t("reservation.paid") : t("reservation.unpaid")}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {reservation.releaseAt ? (
        <p className="booking-notice booking-notice--info">
          {t("reservation.releaseNote", { date: formatMoment(reservation.releaseAt, i18n.language, reservation.timeZone) })}
        </p>
      ) : null}
    </main>
  );
}

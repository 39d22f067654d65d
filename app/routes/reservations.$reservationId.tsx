/**
 * `/reservations/:reservationId`: the guest's reservation (docs/spec.md §4 Reservation page) — see it, set
 * the arrival or departure time and the note, report a payment, cancel after seeing the fee. Shown
 * only to a session with a lookup grant for it; anyone else is asked for the e-mail it was made
 * with (404: no reservation is shown), and a wrong e-mail looks exactly like a wrong code.
 * Each change is a form with an `intent`, answered 303 back here (a reload posts nothing again).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  bffFor,
  cardReturnUrl,
  data,
  dateChangeTexts,
  fixedT,
  grantOf,
  instalmentMethods,
  loadSite,
  lookUpReservation,
  payPalCheckout,
  prepareCardPayment,
  previewDates,
  PRIVATE_HEADERS,
  privateHeaders,
  reservationIdOf,
  reservationPageAction,
  toReservationView,
} from "~/route-server/reservations.$reservationId.server";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "#translation";
import { LookupForm, type LookupProblem } from "~/components/reservation/LookupForm";
import { ManageReservation, type ManageProps } from "~/components/reservation/ManageReservation";
import { ReservationDetails } from "~/components/reservation/ReservationDetails";
import { PaymentActions } from "~/components/reservation/PaymentActions";
import { type ActionFailure, actionFailure } from "~/site/action-failure";
import { siteMeta } from "~/site/meta";
import { withKept } from "~/utils/links";
import { BookedWelcome } from "~/components/reservation/BookedWelcome";
import { ChangeDates, type DatesProblem } from "~/components/reservation/ChangeDates";
import { checkInOpensLater } from "~/reservation/offered";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const reservationId = reservationIdOf(params.reservationId);
  const loaded = await loadSite({ request, context }, {});
  const { bff } = bffFor({ request, context });
  const session = await bff.sessions.get(request);
  const title = fixedT(loaded.locale)("reservation.title", { id: reservationId });
  const here = withKept(`/reservations/${reservationId}`, loaded.view.keep);
  const checkIn = withKept(`/reservation/${reservationId}`, loaded.view.keep);
  const calendar = withKept(`/reservations/${reservationId}/stay.ics`, loaded.view.keep);
  const invoice = withKept(`/reservations/${reservationId}/invoices/{invoice}`, loaded.view.keep);
  const page = {
    title,
    reservationId,
    here,
    checkIn,
    calendar,
    invoice,
    reservation: null,
    methods: [],
    confirmCancel: false,
    cardReturn: null,
    paypal: null,
    welcome: null,
    card: null,
    problem: null,
    keep: loaded.view.keep,
    datesAsked: null,
    datePreview: null,
    datesProblem: null,
    datesFailure: null,
    datesTexts: null,
  };
  const grant = grantOf(session, reservationId);
  // Not this session's reservation: no data, whatever other grants it holds.
  if (!grant) return data(page, { status: 404, headers: PRIVATE_HEADERS });

  const found = await lookUpReservation({ request, context }, loaded, session, reservationId, grant.email);
  if (found.kind !== "found")
    return data(
      { ...page, problem: { kind: found.kind } satisfies LookupProblem },
      { status: found.kind === "not-found" ? 404 : 503, headers: PRIVATE_HEADERS },
    );
  const reservation = toReservationView(found.reservation, loaded);
  // Just booked: the page greets the guest once with what happens next (a flash, read here).
  const justBooked = session.get("booked") === reservationId;
  const headers: Record<string, string> = { ...PRIVATE_HEADERS };
  if (justBooked) headers["Set-Cookie"] = await bff.sessions.commit(session);
  const location = loaded.site.locations.find((candidate) => candidate.id === found.reservation.location_id) ?? loaded.site.location;
  const welcome = justBooked
    ? {
        checkInTime: loaded.site.organisation.settings.check_in_time ?? null,
        address: location?.address ? [location.address.address1, location.address.city].filter(Boolean).join(", ") : null,
        hotel: location?.name ?? loaded.site.organisation.name,
      }
    : null;
  const url = new URL(request.url);
  const confirmCancel = url.searchParams.get("confirm") === "cancel" && reservation.can.cancel;
  // Back from the card provider: how the payment went, from the PMS's own record of it.
  const cardReturn = url.searchParams.get("card") === "done" ? reservation.lastCardPayment : null;
  // The embedded mock plays PayPal's sandbox SDK; a real deployment loads PayPal's own.
  const sdkBase = bff.payPalSdkUrl;
  const { next, actions } = reservation.account;
  const paypal = actions.paypal ? payPalCheckout(loaded, found.reservation, sdkBase) : null;
  // Just booked to pay by card: the provider's form is ready, one button away (also without
  // JavaScript). Inside the hotel's own website the frame's address is needed first: there the
  // usual button asks for it.
  const prepared =
    justBooked && actions.card && next && !loaded.view.embed
      ? await prepareCardPayment(
          { request, context },
          loaded,
          session,
          found.reservation,
          next.invoiceId,
          String(next.amount),
          cardReturnUrl(loaded, reservationId, null),
        )
      : null;
  const card = prepared?.kind === "form" ? prepared : null;
  // New dates asked (the change-dates GET form): what they would cost, from the PMS's search (docs/decisions/045).
  const datesAsked =
    reservation.dateChange === "open" && (url.searchParams.has("day_from") || url.searchParams.has("day_to"))
      ? { day_from: (url.searchParams.get("day_from") ?? "").slice(0, 10), day_to: (url.searchParams.get("day_to") ?? "").slice(0, 10) }
      : null;
  const previewed = datesAsked ? await previewDates({ request, context }, loaded, session, found.reservation, datesAsked) : null;
  const dates = {
    datesAsked,
    datePreview: previewed?.kind === "preview" ? previewed.preview : null,
    datesProblem: previewed?.kind === "invalid" ? ({ field: previewed.field, error: previewed.error, count: previewed.count } satisfies DatesProblem) : null,
    datesFailure: previewed?.kind === "failed" ? actionFailure("changeDates", previewed.text) : null,
    datesTexts: reservation.dateChange === "none" ? null : dateChangeTexts(loaded.locale),
  };
  return data({ ...page, reservation, methods: instalmentMethods(loaded), confirmCancel, cardReturn, paypal, welcome, card, ...dates }, { headers });
}

/** What a guest does on the page (look up, pay, change, cancel): app/reservation/page-action.server.ts. */
export const action = (args: ActionFunctionArgs) => reservationPageAction(args);

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers = privateHeaders;

export default function ReservationPage() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const navigation = useNavigation();
  const problem = posted?.problem ?? page.problem;
  // The provider's form the card button's post prepared: drawn where the button was (#card-payment).
  const postedCard = posted && "card" in posted ? (posted.card as ManageProps["card"]) : null;

  // The guest was let in (the loader answers "unavailable" only to a session holding the grant): the
  // PMS's hiccup offers this page again, a plain GET that works without JavaScript, not the e-mail
  // question (decision 055, as the check-in page does, decision 035).
  if (!page.reservation && page.problem?.kind === "unavailable" && !posted) {
    return (
      <main id="main" className="booking-page reservation-page">
        <h1>{t("reservation.title", { id: page.reservationId })}</h1>
        <p className="booking-notice booking-notice--error" role="alert">
          {t("reservation.unavailableGranted")}
        </p>
        <p className="checkin-page__retry">
          <a className="button button--primary" href={page.here}>
            {t("checkin.tryAgain")}
          </a>
        </p>
      </main>
    );
  }

  if (!page.reservation) {
    return (
      <main id="main" className="booking-page reservation-page">
        <h1>{t("reservation.lookupHeading")}</h1>
        <p>{t("reservation.lookupText", { id: page.reservationId })}</p>
        <LookupForm code={String(page.reservationId)} email={posted?.email ?? ""} problem={problem} />
      </main>
    );
  }

  return (
    <main id="main" className="booking-page reservation-page">
      <h1>{t("reservation.title", { id: page.reservation.id })}</h1>
      {problem ? (
        <p className="booking-notice booking-notice--error" role="alert">
          {t("reservation.unavailable")}
        </p>
      ) : null}
      {page.reservation.can.checkIn ? (
        <p>
          <a className="button button--primary" href={page.checkIn}>
            {t("checkin.link")}
          </a>
        </p>
      ) : checkInOpensLater(page.reservation) && !page.welcome ? (
        // Where the link will be: when it opens (the welcome right after booking says it in its list).
        <p data-testid="check-in-later">{t("reservation.checkInLater")}</p>
      ) : null}
      {page.welcome ? (
        <BookedWelcome
          welcome={page.welcome}
          reservation={page.reservation}
          methods={page.methods}
          card={page.card}
          hasPayPal={Boolean(page.paypal)}
          here={page.here}
        />
      ) : null}
      {page.cardReturn === "paid" ? (
        <p className="booking-notice booking-notice--info" role="status">
          {t("reservation.cardThanks")}
        </p>
      ) : null}
      <ReservationDetails
        reservation={page.reservation}
        invoiceHref={(invoiceId) => page.invoice.replace("{invoice}", String(invoiceId))}
        retrying={Boolean(postedCard)}
        payment={
          <PaymentActions
            reservation={page.reservation}
            methods={page.methods}
            card={postedCard}
            paypal={page.paypal}
            payPalOpen={Boolean(page.welcome)}
            cardShownAbove={Boolean(page.card)}
            error={(posted?.errors as Record<string, string> | undefined)?.payment_method}
            failure={posted && "failure" in posted ? (posted.failure as ActionFailure) : null}
            here={page.here}
            busy={navigation.state === "submitting"}
          />
        }
      />
      {page.reservation.can.calendar ? (
        <p>
          {/* A plain link: the browser downloads the calendar file (no client-side navigation). */}
          <a href={page.calendar} download>
            {t("reservation.calendar")}
          </a>
        </p>
      ) : null}
      <ChangeDates
        texts={page.datesTexts}
        reservation={page.reservation}
        here={page.here}
        keep={page.keep}
        asked={page.datesAsked}
        preview={page.datePreview}
        problem={datesProblemOf(posted?.errors) ?? page.datesProblem}
        failure={
          posted && "failure" in posted && (posted.failure as ActionFailure).action === "changeDates" ? (posted.failure as ActionFailure) : page.datesFailure
        }
        busy={navigation.state === "submitting"}
      />
      <ManageReservation
        reservation={page.reservation}
        methods={page.methods}
        errors={posted?.errors ?? {}}
        typed={posted?.typed ?? {}}
        confirmCancel={page.confirmCancel || Boolean(posted && "confirmCancel" in posted && posted.confirmCancel && page.reservation.can.cancel)}
        here={page.here}
        card={postedCard}
        paypal={page.paypal}
        failure={posted && "failure" in posted ? (posted.failure as ActionFailure) : null}
      />
    </main>
  );
}

/** A refused change of dates from the last post: the field it concerns and why. */
function datesProblemOf(errors: Record<string, string> | undefined): DatesProblem | null {
  for (const field of ["change_dates", "day_from", "day_to"] as const) {
    const error = errors?.[field];
    if (error) return { field, error };
  }
  return null;
}

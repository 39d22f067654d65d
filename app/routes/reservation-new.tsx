/**
 * `/reservation-new`: search, solutions, the chosen offer with the guest's details, payment choice,
 * and the booking (docs/spec.md §4). Every step is a URL: the search and the choice are GET forms, so a
 * deep link opens with results (or with the offer chosen); only the booking itself is a POST.
 */
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, useRevalidator, useRouteLoaderData } from "@remix-run/react";
import { Suspense, useEffect } from "react";
import { useTranslation } from "#translation";
import type { BookingActionData } from "~/booking/booking.server";
import { formatDay } from "~/site/dates";
import { DetailsForm } from "~/components/booking/DetailsForm";
import { SearchForm } from "~/components/booking/SearchForm";
import { CouponVerdict } from "~/components/booking/CouponVerdict";
import { Solutions } from "~/components/booking/Solutions";
import { Later } from "~/components/Later";
import type { RootLoader } from "~/root";
import { siteMeta } from "~/site/meta";
import { withKept } from "~/utils/links";
import type { SearchResults } from "~/booking/view";
import type { RouteArgs } from "~/bff.server";
import { bffFor, bookChoice, data, failure, fixedT, loadBookingPage, loadSite, NO_STORE, redirect } from "~/route-server/reservation-new.server";

/**
 * The booking page is an organisation's: on its own domain or subdomain, or named by `o`. On the main domain
 * without `o` it is the 404 page (docs/spec.md §2), DEFAULT_ORG or not (docs/decisions/015).
 */
async function loadBookingSite({ request, context }: RouteArgs, params: { locationId?: string }) {
  const loaded = await loadSite({ request, context }, params);
  if (loaded.ref.slugSource !== "domain" && loaded.ref.slugSource !== "subdomain" && loaded.ref.slugSource !== "query") {
    throw failure(404, { reason: "not-found", locale: loaded.locale });
  }
  return loaded;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const loaded = await loadBookingSite({ request, context }, params);
  const { page, setCookie } = await loadBookingPage({ request, context }, loaded, new Date(), { later: true });
  const headers = new Headers({ "Cache-Control": NO_STORE });
  if (setCookie) headers.set("Set-Cookie", setCookie);
  // "Already registered … or reset it" links to the integrator's reset page, when there is one.
  const passwordResetUrl = bffFor({ request, context }).bff.config.PASSWORD_RESET_URL ?? null;
  return data({ title: fixedT(loaded.locale)("booking.title"), page, passwordResetUrl }, { headers });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const loaded = await loadBookingSite({ request, context }, params);
  const result = await bookChoice({ request, context }, loaded, (path) => withKept(path, loaded.view.keep), { clientAddress: context.clientAddress ?? null });
  if (result.kind !== "form") throw redirect(result.redirectTo, { status: 303, headers: { "Set-Cookie": result.setCookie } });
  return data<BookingActionData>(result.data, { status: result.status, headers: result.setCookie ? { "Set-Cookie": result.setCookie } : undefined });
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

/** Never cached anywhere: the page can hold the guest's details and a booking key. */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  const fromAction = actionHeaders.get("Set-Cookie");
  if (fromAction) headers.set("Set-Cookie", fromAction);
  headers.set("Cache-Control", NO_STORE);
  return headers;
};

export default function ReservationNew() {
  const { t, i18n } = useTranslation();
  const { page, passwordResetUrl } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const root = useRouteLoaderData<RootLoader>("root");
  const revalidator = useRevalidator();
  // A page the browser restores from its back/forward cache shows what it showed when left: the
  // loader runs again, so a choice booked since says so rather than offering its form (decision 023).
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && revalidator.revalidate();
    addEventListener("pageshow", restored);
    return () => removeEventListener("pageshow", restored);
  }, [revalidator]);
  // The results: in a boundary while they are still to come (decision 049). Nothing the guest does in
  // the form re-renders this page before the boundary has hydrated (the form's state is its own).
  // A boundary per search: a search made in the page says it is looking rather than leaving the last
  // results up (a navigation is a transition in Remix); its key is not the form's (two siblings with
  // one key make React hydrate one of them twice).
  const keepOfSite = root?.site.keep;
  const results = (() => {
    if (!page.query || page.booked || !keepOfSite) return null;
    const query = page.query;
    // A later search's coupon verdict comes with its results, so it is said above them (the form has none).
    const solutions = (found: SearchResults) => (
      <>
        {page.later && found.coupon ? <CouponVerdict coupon={found.coupon} /> : null}
        {found.outcome ? <Solutions outcome={found.outcome} query={query} keep={keepOfSite} alternatives={found.alternatives} /> : null}
      </>
    );
    if (!page.later) return solutions(page);
    return (
      <Suspense
        key={`r${location.search}`}
        fallback={
          <p className="booking-notice booking-notice--info" role="status">
            {t("site.loading")}
          </p>
        }
      >
        <Later value={page.later}>{solutions}</Later>
      </Suspense>
    );
  })();
  if (!root) return null;
  const { keep, policies } = root.site;
  const policyHref = (kind: string, fallback: string) => policies.find((policy) => policy.kind === kind)?.href ?? withKept(fallback, keep);
  // The room the guest picked on the rooms page stays first through a new search and back.
  const searchKeep = page.roomTypeId ? { ...keep, room_type_id: page.roomTypeId } : keep;

  return (
    <main id="main" className="booking-page">
      <header className="page-header">
        <h1>{t("booking.title")}</h1>
      </header>

      {page.booked ? (
        <section className="booking-notice booking-notice--success booking-booked">
          <h2>{t("booking.booked.heading", { id: page.booked.reservationId })}</h2>
          <p className="booking-booked__actions">
            <Link className="button button--primary" to={withKept(`/reservations/${page.booked.reservationId}`, keep)}>
              {t("booking.booked.see")}
            </Link>{" "}
            <Link className="button" to={withKept("/reservation-new", keep)}>
              {t("booking.booked.newSearch")}
            </Link>
          </p>
        </section>
      ) : null}

      {!page.booked && page.query && page.nights && !page.searchErrors ? (
        // On phones the form folds into this line once there are results; "Edit" opens it (`:target`, no JavaScript needed).
        <p className="booking-summary">
          <span>
            {t("booking.results.summary", {
              dayFrom: formatDay(page.query.day_from ?? "", i18n.language),
              dayTo: formatDay(page.query.day_to ?? "", i18n.language),
              nights: page.nights,
              adults: page.query.adults,
              children: page.query.children,
              rooms: page.query.rooms,
            })}
          </span>{" "}
          <a className="booking-summary__edit" href="#booking-search">
            {t("booking.search.edit")}
          </a>
        </p>
      ) : null}

      <SearchForm
        key={location.search}
        context={page.context}
        values={page.values}
        errors={page.searchErrors}
        locations={page.locations}
        keep={searchKeep}
        coupon={page.coupon}
        collapsible={Boolean(page.query) && !page.searchErrors && !page.booked}
      />

      {page.shortened ? <p className="booking-notice booking-notice--info">{t("booking.hints.shortened")}</p> : null}
      {page.checkOutMoved && page.query ? (
        <p className="booking-notice booking-notice--info" role="status">
          {t("booking.hints.checkOutMoved", { date: formatDay(page.query.day_to ?? "", i18n.language) })}
        </p>
      ) : null}
      {page.countedAsAdults > 0 && page.context.childrenAgeMax !== null ? (
        <p className="booking-notice booking-notice--info">
          {t("booking.hints.countedAsAdults", { age: page.context.childrenAgeMax, count: page.countedAsAdults })}
        </p>
      ) : null}
      {page.choiceGone ? (
        <p className="booking-notice booking-notice--warning" role="status">
          {t("booking.errors.choiceGone")}
        </p>
      ) : null}

      {page.choice && page.query ? (
        <DetailsForm
          key={page.choice.idempotencyKey}
          choice={page.choice}
          action={`${location.pathname}${location.search}#booking-details`}
          changeHref={withKept("/reservation-new", searchKeep, page.query)}
          termsHref={policyHref("terms", "/terms")}
          privacyHref={policyHref("gdpr", "/gdpr-policies")}
          lastResult={actionData?.lastResult ?? null}
          guestState={actionData?.guestState ?? page.choice.guestState}
          formError={actionData?.formError ?? null}
          signInFailed={actionData?.signInFailed ?? null}
          passwordResetUrl={passwordResetUrl}
        />
      ) : (
        results
      )}
    </main>
  );
}

/**
 * `/reservation-search`: find a reservation by its code + e-mail (docs/spec.md §2). The form posts; the
 * spec's direct link `?res=&email=` opens it at once. A match answers 303 to `/reservations/:id`
 * with a grant in the session, so the e-mail never stays in an address.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, fixedT, loadSite, lookupPage, openReservation, PRIVATE_HEADERS, privateHeaders } from "~/route-server/reservation-search.server";
import { useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { LookupForm } from "~/components/reservation/LookupForm";
import { siteMeta } from "~/site/meta";
import type { RootLoader } from "~/root";
import { withKept } from "~/utils/links";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const loaded = await loadSite({ request, context });
  const url = new URL(request.url);
  const title = fixedT(loaded.locale)("reservation.searchTitle");
  const fields = { res: url.searchParams.get("res"), email: url.searchParams.get("email") };
  if (fields.res === null && fields.email === null) return data({ title, code: "", email: "", problem: null }, { headers: PRIVATE_HEADERS });
  return lookupPage(loaded, title, await openReservation({ request, context }, loaded, fields, context.clientAddress ?? null), fields);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const loaded = await loadSite({ request, context });
  const fields = Object.fromEntries(await request.formData());
  const title = fixedT(loaded.locale)("reservation.searchTitle");
  return lookupPage(loaded, title, await openReservation({ request, context }, loaded, fields, context.clientAddress ?? null), fields);
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers = privateHeaders;

export default function ReservationSearch() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const shown = posted ?? page;
  const keep = useRouteLoaderData<RootLoader>("root")?.site.keep ?? {};
  return (
    <main id="main" className="booking-page reservation-page">
      <h1>{t("reservation.searchTitle")}</h1>
      <p>{t("reservation.searchText")}</p>
      {/* Posts here also from /location/:id, which shows this page for its direct links. */}
      <LookupForm action={withKept("/reservation-search", keep)} code={null} defaultCode={shown.code} email={shown.email} problem={shown.problem} />
    </main>
  );
}

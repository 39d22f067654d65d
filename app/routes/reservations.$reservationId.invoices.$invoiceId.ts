/**
 * `/reservations/:reservationId/invoices/:invoiceId`: the proforma of an instalment, through the
 * PMS's share link (spec §7 `invoice-share`) in the page's language. Only for the session holding
 * the reservation's grant, and only for that reservation's own invoices.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isUpstreamError } from "../../bff/errors";
import { bffFor } from "~/bff.server";
import { PRIVATE_HEADERS, reservationIdOf } from "~/reservation/lookup.server";
import { grantOf, lookUpReservation } from "~/reservation/reservation.server";
import { loadSite } from "~/site/site.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const reservationId = reservationIdOf(params.reservationId);
  const invoiceId = reservationIdOf(params.invoiceId);
  const loaded = await loadSite(request, {});
  const { bff, requestId, logger } = await bffFor(request);
  const session = await bff.sessions.get(request);
  const grant = grantOf(session, reservationId);
  const notFound = () => new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  if (!grant) return notFound();
  const found = await lookUpReservation(request, loaded, session, reservationId, grant.email);
  if (found.kind !== "found") return new Response(null, { status: found.kind === "not-found" ? 404 : 503, headers: PRIVATE_HEADERS });
  if (!found.reservation.invoices.some((invoice) => invoice.id === invoiceId)) return notFound();
  try {
    const share = await bff.upstream.call("shareInvoice", { params: { invoice_id: invoiceId }, query: { language: loaded.locale } }, { requestId, logger });
    return redirect(share.url, { status: 303, headers: PRIVATE_HEADERS });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    logger.warn({ failure: error.failure, status: error.status }, "proforma share link unavailable");
    return new Response(null, { status: 503, headers: PRIVATE_HEADERS });
  }
}

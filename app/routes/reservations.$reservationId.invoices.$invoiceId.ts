/**
 * `/reservations/:reservationId/invoices/:invoiceId`: the proforma of an instalment, in the page's
 * language, served under our own address from the PMS's share link (docs/spec.md §7 `invoice-share`;
 * docs/decisions/020). Only for the session holding the reservation's grant, and only for that
 * reservation's own invoices; never for a cancelled one (410, docs/decisions/044).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { bffFor } from "~/bff.server";
import { reservationIdOf } from "~/reservation/lookup.server";
import { PRIVATE_HEADERS } from "~/site/http.server";
import { proformaUnavailable, proformaWithdrawn, serveProforma } from "~/reservation/proforma.server";
import { grantOf, lookUpReservation } from "~/reservation/reservation.server";
import { loadSite } from "~/site/site.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const reservationId = reservationIdOf(params.reservationId);
  const invoiceId = reservationIdOf(params.invoiceId);
  const loaded = await loadSite({ request, context }, {});
  const requestBff = bffFor({ request, context });
  const session = await requestBff.bff.sessions.get(request);
  const grant = grantOf(session, reservationId);
  const notFound = () => new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  if (!grant) return notFound();
  const found = await lookUpReservation({ request, context }, loaded, session, reservationId, grant.email);
  if (found.kind === "unavailable") return proformaUnavailable(loaded, reservationId);
  if (found.kind !== "found") return notFound();
  if (!found.reservation.invoices.some((invoice) => invoice.id === invoiceId)) return notFound();
  if (found.reservation.status === "Canceled") return proformaWithdrawn(loaded, reservationId);
  return serveProforma(request, loaded, requestBff, reservationId, invoiceId);
}

/**
 * `/reservations/:reservationId/stay.ics`: the stay as a calendar file (from check-in to check-out
 * at the hotel, with its status; decision 022), for the session holding the reservation's grant
 * only. A cancelled stay's file is still served, saying STATUS:CANCELLED, so a calendar that
 * re-imports it drops the stay.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { hotelTimeZone } from "~/booking/dates";
import { bffFor } from "~/bff.server";
import { stayCalendar } from "~/calendar/stay";
import { fixedT } from "~/i18n.server";
import { reservationIdOf } from "~/reservation/lookup.server";
import { PRIVATE_HEADERS } from "~/site/http.server";
import { grantOf, lookUpReservation } from "~/reservation/reservation.server";
import { loadSite } from "~/site/site.server";
import { withKept } from "~/utils/links";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const reservationId = reservationIdOf(params.reservationId);
  const loaded = await loadSite({ request, context }, {});
  const { bff } = bffFor({ request, context });
  const session = await bff.sessions.get(request);
  const grant = grantOf(session, reservationId);
  if (!grant) return new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  const found = await lookUpReservation({ request, context }, loaded, session, reservationId, grant.email);
  if (found.kind !== "found") return new Response(null, { status: found.kind === "not-found" ? 404 : 503, headers: PRIVATE_HEADERS });

  const { reservation } = found;
  const t = fixedT(loaded.locale);
  const { organisation } = loaded.site;
  const location = loaded.site.locations.find((candidate) => candidate.id === reservation.location_id) ?? loaded.site.location;
  const checkInTime = organisation.settings.check_in_time;
  const value = stayCalendar({
    reservation,
    hotel: {
      name: organisation.name,
      timeZone: hotelTimeZone(organisation),
      checkInTime: organisation.settings.check_in_time,
      checkOutTime: organisation.settings.check_out_time,
    },
    location: location ? { name: location.name, address: location.address } : null,
    title: `${organisation.name} · ${t("reservation.title", { id: reservation.id })}`,
    description: [t("reservation.title", { id: reservation.id }), checkInTime ? t("reservation.checkInFrom", { time: checkInTime }) : null]
      .filter(Boolean)
      .join("\n"),
    url: new URL(withKept(`/reservations/${reservation.id}`, loaded.view.keep), loaded.origin).href,
    uidDomain: new URL(loaded.origin).hostname,
    now: new Date(),
  });
  return new Response(value, {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="reservation-${reservation.id}.ics"`,
    },
  });
}

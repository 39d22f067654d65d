/**
 * `/reservations/:reservationId/stay.ics`: the stay as a calendar file (all-day from arrival to
 * departure at the hotel), for the session holding the reservation's grant only.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createEvent } from "ics";
import { bffFor } from "~/bff.server";
import { fixedT } from "~/i18n.server";
import { PRIVATE_HEADERS, reservationIdOf } from "~/reservation/lookup.server";
import { grantOf, lookUpReservation } from "~/reservation/reservation.server";
import { loadSite } from "~/site/site.server";
import { withKept } from "~/utils/links";

const dateParts = (day: string): [number, number, number] => day.split("-").map(Number) as [number, number, number];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const reservationId = reservationIdOf(params.reservationId);
  const loaded = await loadSite(request, {});
  const { bff } = await bffFor(request);
  const session = await bff.sessions.get(request);
  const grant = grantOf(session, reservationId);
  if (!grant) return new Response(null, { status: 404, headers: PRIVATE_HEADERS });
  const found = await lookUpReservation(request, loaded, session, reservationId, grant.email);
  if (found.kind !== "found") return new Response(null, { status: found.kind === "not-found" ? 404 : 503, headers: PRIVATE_HEADERS });

  const { reservation } = found;
  const t = fixedT(loaded.locale);
  const location = loaded.site.locations.find((candidate) => candidate.id === reservation.location_id) ?? loaded.site.location;
  const address = location?.address ? [location.address.address1, location.address.city, location.address.country].filter(Boolean).join(", ") : undefined;
  const checkInTime = loaded.site.organisation.settings.check_in_time;
  const { error, value } = createEvent({
    productId: "hotel-booking-site",
    uid: `reservation-${reservation.id}@${new URL(loaded.origin).hostname}`,
    start: dateParts(reservation.day_from),
    end: dateParts(reservation.day_to),
    title: `${loaded.site.organisation.name} · ${t("reservation.title", { id: reservation.id })}`,
    location: address,
    description: [t("reservation.title", { id: reservation.id }), checkInTime ? `${t("reservation.checkInFrom", { time: checkInTime })}` : null].filter(Boolean).join("\n"),
    url: new URL(withKept(`/reservations/${reservation.id}`, loaded.view.keep), loaded.origin).href,
  });
  if (error || !value) throw error ?? new Error("calendar file not made");
  return new Response(value, {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="reservation-${reservation.id}.ics"`,
    },
  });
}

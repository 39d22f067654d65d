/**
 * Everything the reservation page's route (`app/routes/reservations.$reservationId.tsx`) takes from the
 * server, in one import: see `_index.server.ts` (docs/decisions/057).
 */
export { data } from "@remix-run/node";
export { bffFor } from "~/bff.server";
export { fixedT } from "~/i18n.server";
export { prepareCardPayment } from "~/reservation/card-payment.server";
export { instalmentMethods } from "~/reservation/changes.server";
export { dateChangeTexts } from "~/reservation/date-change-texts.server";
export { previewDates } from "~/reservation/date-change.server";
export { reservationIdOf } from "~/reservation/lookup.server";
export { cardReturnUrl, reservationPageAction } from "~/reservation/page-action.server";
export { payPalCheckout } from "~/reservation/paypal.server";
export { grantOf, lookUpReservation, toReservationView } from "~/reservation/reservation.server";
export { PRIVATE_HEADERS, privateHeaders } from "~/site/http.server";
export { loadSite } from "~/site/site.server";

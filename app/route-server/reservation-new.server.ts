/**
 * Everything the booking route (`app/routes/reservation-new.tsx`) takes from the server, in one
 * import: see `_index.server.ts` (docs/decisions/057).
 */
export { data, redirect } from "@remix-run/node";
export { bffFor } from "~/bff.server";
export { loadBookingPage } from "~/booking/booking-page.server";
export { bookChoice } from "~/booking/booking.server";
export { fixedT } from "~/i18n.server";
export { failure } from "~/site/failure.server";
export { NO_STORE } from "~/site/http.server";
export { loadSite } from "~/site/site.server";

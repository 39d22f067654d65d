import type { Messages } from "../messages";

/**
 * Texts of the documents the server writes itself (the proforma's own pages,
 * app/reservation/proforma.server.ts; the price calendar's months): on the server only, never in a
 * page's JavaScript.
 */
const en = {
  documents: {
    /** The price calendar's words, sent with each month (app/routes/reservation-new_.prices.ts). */
    priceCalendar: {
      legend:
        "Under each check-in day: the lowest total for your guests and rooms (nights: {{count}}); — nothing free from that day; 2+ at least that many nights.",
      closed: "nothing free from this day",
      minStay: "at least {{count}} nights from this day",
      price: "lowest total {{price}}",
    },
    proformaUnavailable: "The proforma cannot be shown just now. Please try again in a minute.",
    proformaWithdrawnTitle: "Proforma withdrawn",
    proformaWithdrawn: "Reservation {{id}} is cancelled, so its proforma no longer applies: nothing is to be paid on it.",
  },
};

export default en;
export type DocumentTexts = Messages<typeof en>;

import type { Messages } from "../messages";

/**
 * Texts of the documents the server writes itself (the proforma's own pages,
 * app/reservation/proforma.server.ts): on the server only, never in a page's JavaScript.
 */
const en = {
  documents: {
    proformaUnavailable: "The proforma cannot be shown just now. Please try again in a minute.",
    proformaWithdrawnTitle: "Proforma withdrawn",
    proformaWithdrawn: "Reservation {{id}} is cancelled, so its proforma no longer applies: nothing is to be paid on it.",
  },
};

export default en;
export type DocumentTexts = Messages<typeof en>;

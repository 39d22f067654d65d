import type { DocumentTexts } from "../en/documents";

const ro: DocumentTexts = {
  documents: {
    /** The price calendar's words, sent with each month (app/routes/reservation-new_.prices.ts). */
    priceCalendar: {
      legend:
        "Sub fiecare zi de sosire: cel mai mic total pentru oaspeții și camerele alese (nopți: {{count}}); — nimic liber din acea zi; 2+ cel puțin atâtea nopți.",
      closed: "nimic liber din această zi",
      minStay: "cel puțin {{count}} nopți din această zi",
      price: "cel mai mic total {{price}}",
    },
    proformaUnavailable: "Factura proformă nu poate fi afișată în acest moment. Vă rugăm să încercați din nou peste un minut.",
    proformaWithdrawnTitle: "Proformă retrasă",
    proformaWithdrawn: "Rezervarea {{id}} este anulată, așa că proforma ei nu mai este valabilă: nu se mai plătește nimic pe ea.",
  },
};

export default ro;

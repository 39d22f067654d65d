import type { DocumentTexts } from "../en/documents";

const it: DocumentTexts = {
  documents: {
    /** The price calendar's words, sent with each month (app/routes/reservation-new_.prices.ts). */
    priceCalendar: {
      legend:
        "Sotto ogni giorno di arrivo: il totale più basso per i suoi ospiti e camere (notti: {{count}}); — niente di libero da quel giorno; 2+ almeno tante notti.",
      closed: "niente di libero da questo giorno",
      minStay: "almeno {{count}} notti da questo giorno",
      price: "totale più basso {{price}}",
    },
    proformaUnavailable: "Al momento non è possibile mostrare la fattura proforma. Riprovi tra un minuto.",
    proformaWithdrawnTitle: "Proforma ritirata",
    proformaWithdrawn: "La prenotazione {{id}} è cancellata, quindi la sua proforma non è più valida: non c'è nulla da pagare.",
  },
};

export default it;

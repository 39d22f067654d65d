import type { DocumentTexts } from "../en/documents";

const es: DocumentTexts = {
  documents: {
    /** The price calendar's words, sent with each month (app/routes/reservation-new_.prices.ts). */
    priceCalendar: {
      legend:
        "Bajo cada día de llegada: el total más bajo para sus huéspedes y habitaciones (noches: {{count}}); — nada libre desde ese día; 2+ al menos esas noches.",
      closed: "nada libre desde este día",
      minStay: "al menos {{count}} noches desde este día",
      price: "total más bajo {{price}}",
    },
    proformaUnavailable: "No podemos mostrar la factura proforma en este momento. Vuelva a intentarlo en un minuto.",
    proformaWithdrawnTitle: "Proforma retirada",
    proformaWithdrawn: "La reserva {{id}} está cancelada, así que su proforma ya no es válida: no hay nada que pagar por ella.",
  },
};

export default es;

import type { DocumentTexts } from "../en/documents";

const es: DocumentTexts = {
  documents: {
    proformaUnavailable: "No podemos mostrar la factura proforma en este momento. Vuelva a intentarlo en un minuto.",
    proformaWithdrawnTitle: "Proforma retirada",
    proformaWithdrawn: "La reserva {{id}} está cancelada, así que su proforma ya no es válida: no hay nada que pagar por ella.",
  },
};

export default es;

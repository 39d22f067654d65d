import type { DocumentTexts } from "../en/documents";

const it: DocumentTexts = {
  documents: {
    proformaUnavailable: "Al momento non è possibile mostrare la fattura proforma. Riprovi tra un minuto.",
    proformaWithdrawnTitle: "Proforma ritirata",
    proformaWithdrawn: "La prenotazione {{id}} è cancellata, quindi la sua proforma non è più valida: non c'è nulla da pagare.",
  },
};

export default it;

import type { DocumentTexts } from "../en/documents";

const ro: DocumentTexts = {
  documents: {
    proformaUnavailable: "Factura proformă nu poate fi afișată în acest moment. Vă rugăm să încercați din nou peste un minut.",
    proformaWithdrawnTitle: "Proformă retrasă",
    proformaWithdrawn: "Rezervarea {{id}} este anulată, așa că proforma ei nu mai este valabilă: nu se mai plătește nimic pe ea.",
  },
};

export default ro;

import type { ErrorTitles } from "../en/error-titles";

const it: ErrorTitles = {
  notFoundTitle: "Pagina non trovata",
  badRequestTitle: "Questo link non è valido",
  unavailableTitle: "Il sistema di prenotazione dell'hotel non risponde",
  genericTitle: "Si è verificato un errore, ci scusi",
};

export default it;

import type { ErrorTitles } from "../en/error-titles";

const ro: ErrorTitles = {
  notFoundTitle: "Pagina nu a fost găsită",
  badRequestTitle: "Acest link nu este valid",
  unavailableTitle: "Sistemul de rezervări al hotelului nu răspunde",
  genericTitle: "A apărut o eroare, ne pare rău",
};

export default ro;

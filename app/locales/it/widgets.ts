import type { WidgetTexts } from "../en/widgets";

const it: WidgetTexts = {
  widgets: {
    clear: "Cancella",
    clearDate: "Cancella {{label}}",
    openCalendar: "Calendario",
    closeCalendar: "Chiudi il calendario",
    address2: "Interno, piano (facoltativo)",
    zip: "Codice postale",
  },
};

export default it;

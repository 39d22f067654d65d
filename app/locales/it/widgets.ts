import type { WidgetTexts } from "../en/widgets";

const it: WidgetTexts = {
  widgets: {
    clear: "Cancella",
    clearDate: "Cancella {{label}}",
    openCalendar: "Calendario",
    closeCalendar: "Chiudi il calendario",
    amount: "Importo",
    amountType: "Tipo di importo",
    percent: "Percentuale",
    fixed: "Importo fisso",
    notANumber: "Inserisca un numero, per esempio 12.50.",
    percentTooHigh: "Una percentuale è al massimo 100.",
    address2: "Interno, piano (facoltativo)",
    zip: "Codice postale",
  },
};

export default it;

import type { WidgetTexts } from "../en/widgets";

const ro: WidgetTexts = {
  widgets: {
    clear: "Șterge",
    clearDate: "Ștergeți {{label}}",
    openCalendar: "Calendar",
    closeCalendar: "Închideți calendarul",
    amount: "Sumă",
    amountType: "Tipul sumei",
    percent: "Procent",
    fixed: "Sumă fixă",
    notANumber: "Vă rugăm să introduceți un număr, de exemplu 12.50.",
    percentTooHigh: "Un procent este cel mult 100.",
    address2: "Apartament, etaj (opțional)",
    zip: "Cod poștal",
  },
};

export default ro;

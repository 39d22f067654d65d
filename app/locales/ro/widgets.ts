import type { WidgetTexts } from "../en/widgets";

const ro: WidgetTexts = {
  widgets: {
    clear: "Șterge",
    clearDate: "Ștergeți {{label}}",
    openCalendar: "Calendar",
    closeCalendar: "Închideți calendarul",
    address2: "Apartament, etaj (opțional)",
    zip: "Cod poștal",
  },
};

export default ro;

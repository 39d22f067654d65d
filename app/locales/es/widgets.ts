import type { WidgetTexts } from "../en/widgets";

const es: WidgetTexts = {
  widgets: {
    clear: "Borrar",
    clearDate: "Borrar {{label}}",
    openCalendar: "Calendario",
    closeCalendar: "Cerrar el calendario",
    address2: "Piso, puerta (opcional)",
    zip: "Código postal",
  },
};

export default es;

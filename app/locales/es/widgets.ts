import type { WidgetTexts } from "../en/widgets";

const es: WidgetTexts = {
  widgets: {
    clear: "Borrar",
    clearDate: "Borrar {{label}}",
    openCalendar: "Calendario",
    closeCalendar: "Cerrar el calendario",
    amount: "Importe",
    amountType: "Tipo de importe",
    percent: "Porcentaje",
    fixed: "Importe fijo",
    notANumber: "Introduzca un número, por ejemplo 12.50.",
    percentTooHigh: "Un porcentaje es como máximo 100.",
    address2: "Piso, puerta (opcional)",
    zip: "Código postal",
  },
};

export default es;

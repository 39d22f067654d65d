import type { DateChangeTexts } from "../en/date-change";

const es: DateChangeTexts = {
  heading: "Cambiar las fechas",
  intro: "La misma habitación, tarifa y comidas, sin cargo. Verá el nuevo total antes de que cambie nada.",
  contact: "Para cambiar las fechas de su estancia, póngase en contacto con el hotel.",
  dayFrom: "Nueva llegada",
  dayTo: "Nueva salida",
  show: "Ver el nuevo total",
  previewHeading: "En las nuevas fechas",
  newTotal: "Nuevo total",
  currentTotal: "Total actual",
  difference: "Diferencia",
  more: "{{amount}} más",
  less: "{{amount}} menos",
  same: "Ninguna",
  fee: "Cargo por el cambio",
  confirm: "Cambiar mis fechas",
  keep: "Mantener mis fechas",
  errors: {
    dates: "Introduzca una fecha como AAAA-MM-DD, a partir de mañana.",
    order: "La salida debe ser posterior a la llegada.",
    tooLong: "Una estancia es de 31 noches como máximo.",
    same: "Estas ya son sus fechas.",
    notSold: "Su habitación y su tarifa no están libres en estas fechas.",
    minStay: "En estas fechas su tarifa exige al menos {{count}} noches.",
    priceChanged: "El precio ha cambiado: no se ha cambiado nada. Revise el nuevo total y confirme de nuevo.",
    busy: "Se estaba haciendo otro cambio de estas fechas en el mismo momento: este no ha cambiado nada. Compruebe las fechas que se muestran y confirme de nuevo si todavía las quiere.",
  },
};
export default es;

/**
 * The accessibility statement (/accessibility) in Spanish. The page gets it as data from the server and
 * no page's JavaScript loads this module: a statement read by few guests adds nothing to every guest page.
 */
import type { AccessibilityTexts } from "../en/accessibility";

const es: AccessibilityTexts = {
  title: "Declaración de accesibilidad",
  intro: (hotel) =>
    `${hotel} quiere que cualquier huésped pueda encontrar, reservar y gestionar una estancia en este sitio: con teclado, con lector de pantalla, desde el móvil, con ampliación o sin JavaScript.`,
  standardHeading: "La norma que seguimos",
  standard:
    "Las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA, que incluyen WCAG 2.1 AA, el nivel que fija la EN 301 549 para la Ley Europea de Accesibilidad. Creemos que el sitio la cumple, con los límites indicados abajo.",
  checksHeading: "Qué se comprueba en cada cambio del sitio",
  checks: {
    axe: "Cada página pública, en rumano e inglés, y los estados de la reserva (resultados, errores, una estancia reservada) se analizan con axe, el verificador automático de accesibilidad; un fallo grave o crítico detiene el cambio.",
    keyboard: "Una reserva completa, de la búsqueda a la confirmación, se hace solo con el teclado.",
    targets:
      "Cada enlace, botón y campo que pulsa un huésped mide al menos 24 × 24 píxeles CSS en un móvil de 390 píxeles de ancho, o tiene la separación que permite WCAG 2.2.",
    html: "Cada tipo de página es HTML válido para el Nu HTML Checker, en inglés, rumano, español e italiano.",
    forms:
      "Cada formulario funciona sin JavaScript y, cuando falta algo, empieza con la lista de lo que hay que corregir, en el orden de los campos, cada punto enlazado a su campo.",
    widths: "Cada página cabe en pantallas desde 320 píxeles de ancho sin desplazamiento lateral.",
    hotelTexts:
      "Cuando las ofertas, la oferta elegida con su formulario, la página de habitaciones o la de inicio muestran un texto que el hotel solo redactó en otro idioma, la página lo indica una vez, en el idioma del huésped.",
  },
  checksNote: "Las comprobaciones automáticas encuentran muchas barreras, pero no todas; el resto nos lo cuentan las personas.",
  limitsHeading: "Límites conocidos",
  limits: {
    hotelTexts:
      "El hotel redacta sus propias descripciones, pies de foto y políticas; este sitio no las traduce. Un texto que solo existe en otro idioma se marca siempre para los lectores de pantalla, pero la página sobre el hotel, los pies de foto y la factura proforma no lo indican con palabras.",
    cards: "Los pagos con tarjeta se completan en la página del proveedor de pagos, que este sitio no controla.",
    payPal: "PayPal necesita JavaScript; sin él, elija otro método de pago (transferencia bancaria o pago en el hotel, si el hotel los ofrece).",
    calendar: "El calendario que ayuda a elegir las fechas necesita JavaScript; sin él se usan los campos de fecha del navegador.",
  },
  reportHeading: "Comunicar una barrera",
  report: (hotel) =>
    `Si algo de este sitio le impide avanzar, díganoslo a ${hotel}: qué página y qué ocurrió. Mientras tanto, el hotel atiende su reserva por correo electrónico o por teléfono.`,
  reviewed: (date) => `Esta declaración se revisó por última vez el ${date}. Las comprobaciones anteriores se ejecutan en cada cambio del sitio.`,
};

export default es;

import type { SiteTexts } from "../en/site";

const es: SiteTexts = {
  site: {
    skipToContent: "Saltar al contenido",
    languages: { en: "English", ro: "Română", es: "Español", it: "Italiano" },
    language: "Idioma",
    phone: "Teléfono",
    email: "Correo electrónico",
    address: "Dirección",
    bookNow: "Reservar ahora",
    reserveNow: "Reservar ahora",
    ourLocations: "Nuestros hoteles",
    welcome: "Bienvenido a {{name}}",
    home: "Inicio",
    poweredBy: "Reservas en línea",
  },
  errors: {
    notFoundTitle: "Página no encontrada",
    notFoundText: "La página que busca no existe.",
    notFoundHint: "Compruebe la dirección, vuelva a intentarlo o contacte con nuestro equipo y le ayudaremos con gusto.",
    badRequestTitle: "Este enlace no es válido",
    badRequestText: "Una parte de la dirección no es correcta ({{parameter}}). Compruebe el enlace que ha seguido.",
    unavailableTitle: "El sistema de reservas del hotel no responde",
    unavailableText: "No hemos podido contactar con el sistema de reservas. Vuelva a intentarlo en un minuto.",
    genericTitle: "Se ha producido un error, lo sentimos",
    genericText: "Algo ha fallado por nuestra parte. Vuelva a intentarlo.",
    tryAgain: "Intentar de nuevo",
    backHome: "Volver a la página de inicio",
    reloadPage: "Recargar la página",
  },
};

export default es;

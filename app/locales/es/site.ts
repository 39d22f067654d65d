import type { SiteTexts } from "../en/site";
import errorTitles from "./error-titles";

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
    menu: "Menú",
    rooms: "Habitaciones",
    gallery: "Galería",
    about: "Sobre nosotros",
    contacts: "Contacto",
    contact: "Contacto",
    quickLinks: "Enlaces rápidos",
    findReservation: "Buscar mi reserva",
    support: "Ayuda",
    company: "Datos de la empresa",
    vatNumber: "NIF / IVA",
    registry: "Registro mercantil",
    cardsAccepted: "Aceptamos pagos con tarjeta",
    anpcSal: "ANPC – Resolución alternativa de litigios",
    anpcSol: "UE – Resolución de litigios en línea",
    newWindow: "se abre en una ventana nueva",
    loading: "Cargando…",
    errorToast: "Se ha producido un error, lo sentimos",
    dismiss: "Cerrar",
    notifications: "Notificaciones",
    poweredBy: "Reservas en línea",
  },
  errors: {
    // The four pages' titles (notFoundTitle, badRequestTitle, unavailableTitle, genericTitle).
    ...errorTitles,
    notFoundText: "La página que busca no existe.",
    notFoundHint: "Compruebe la dirección, vuelva a intentarlo o contacte con nuestro equipo y le ayudaremos con gusto.",
    badRequestText: "Una parte de la dirección no es correcta ({{parameter}}). Compruebe el enlace que ha seguido.",
    unavailableText: "No hemos podido contactar con el sistema de reservas. Vuelva a intentarlo en un minuto.",
    genericText: "Algo ha fallado por nuestra parte. Vuelva a intentarlo.",
    tryAgain: "Intentar de nuevo",
    reference: "Si nos contacta por este motivo, indique esta referencia:",
    backHome: "Volver a la página de inicio",
    reloadPage: "Recargar la página",
    refused: {
      "400": {
        title: "No pudimos leer lo que se envió",
        text: "El formulario llegó incompleto o dañado. Vuelva atrás, recargue la página y envíelo de nuevo.",
      },
      "403": {
        title: "Este formulario debe enviarse desde nuestras páginas",
        text: "Por su seguridad solo aceptamos formularios enviados desde este sitio. Abra de nuevo la página aquí y envíe el formulario desde ella.",
      },
      "405": { title: "Esta dirección no permite esa acción", text: "Vuelva atrás y utilice los enlaces y botones de la página." },
      "413": { title: "Lo enviado es demasiado largo", text: "Acorte lo que escribió y envíe el formulario de nuevo." },
      "415": {
        title: "No pudimos leer lo que se envió",
        text: "El formulario llegó en un formato que no aceptamos. Vuelva atrás, recargue la página y envíelo de nuevo.",
      },
    },
    tooLong: "El texto es demasiado largo; acórtelo, por favor.",
  },
};

export default es;

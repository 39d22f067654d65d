import type { PoliciesTexts } from "../en/policies";

/** Texts of the policy pages, the support page and the analytics consent. */
const es: PoliciesTexts = {
  policies: {
    titles: {
      terms: "Términos y condiciones",
      policies: "Política del hotel",
      order: "Pago y pedido",
      cancel: "Política de cancelación",
      gdpr: "Política de privacidad",
    },
    support: {
      title: "Asistencia",
      intro: "¿Necesita ayuda con una reserva o con este sitio? Nuestro equipo le ayudará con gusto.",
      contactHeading: "Contacte con nosotros",
      email: "Correo electrónico",
      phone: "Teléfono",
      messaging: "También puede llamarnos o escribirnos al {{phone}} (WhatsApp, Viber).",
      screenShareHeading: "Comparta su pantalla",
      screenShareText: "Si algo del sitio no funciona como espera, podemos revisarlo juntos: abra una videollamada y comparta su pantalla con nuestro equipo.",
      screenShareLink: "Iniciar una llamada para compartir pantalla",
      newTab: "(se abre en una pestaña nueva)",
      documentsHeading: "Términos y privacidad",
      noContacts: "Los datos de contacto no están disponibles en este momento.",
    },
  },
  analytics: {
    label: "Consentimiento de analítica",
    text: "Nos gustaría usar herramientas de analítica (Google Analytics, Facebook Pixel) para entender cómo usan los huéspedes este sitio. No se carga nada si no lo acepta.",
    privacy: "Política de privacidad",
    accept: "Aceptar",
    decline: "Rechazar",
  },
};

export default es;

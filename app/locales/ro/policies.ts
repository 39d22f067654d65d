import type { PoliciesTexts } from "../en/policies";

/** Texts of the policy pages, the support page and the analytics consent. */
const ro: PoliciesTexts = {
  policies: {
    titles: {
      terms: "Termeni și condiții",
      policies: "Politica hotelului",
      order: "Plata și comanda",
      cancel: "Politica de anulare",
      gdpr: "Politica de confidențialitate",
    },
    support: {
      title: "Asistență",
      intro: "Aveți nevoie de ajutor cu o rezervare sau cu acest site? Echipa noastră vă ajută cu plăcere.",
      contactHeading: "Contactați-ne",
      email: "E-mail",
      phone: "Telefon",
      messaging: "Ne puteți suna sau ne puteți scrie și la {{phone}} (WhatsApp, Viber).",
      screenShareHeading: "Partajați ecranul",
      screenShareText:
        "Dacă ceva de pe site nu funcționează cum vă așteptați, putem verifica împreună: deschideți un apel video și partajați ecranul cu echipa noastră.",
      screenShareLink: "Începeți un apel cu partajarea ecranului",
      newTab: "(se deschide într-o filă nouă)",
      documentsHeading: "Termeni și confidențialitate",
      noContacts: "Datele de contact nu sunt disponibile momentan.",
    },
  },
  analytics: {
    label: "Consimțământ pentru analiză",
    text: "Am dori să folosim instrumente de analiză (Google Analytics, Facebook Pixel) pentru a înțelege cum folosesc oaspeții acest site. Nimic nu se încarcă fără acordul dumneavoastră.",
    privacy: "Politica de confidențialitate",
    accept: "Accept",
    decline: "Refuz",
  },
};

export default ro;

import type { PoliciesTexts } from "../en/policies";

/** Texts of the policy pages, the support page and the analytics consent. */
const it: PoliciesTexts = {
  policies: {
    titles: {
      terms: "Termini e condizioni",
      policies: "Regolamento dell'hotel",
      order: "Pagamento e ordine",
      cancel: "Politica di cancellazione",
      gdpr: "Informativa sulla privacy",
    },
    support: {
      title: "Assistenza",
      intro: "Serve aiuto con una prenotazione o con questo sito? Il nostro team è felice di aiutarla.",
      contactHeading: "Ci contatti",
      email: "E-mail",
      phone: "Telefono",
      messaging: "Può anche chiamarci o scriverci al numero {{phone}} (WhatsApp, Viber).",
      screenShareHeading: "Condivida lo schermo",
      screenShareText:
        "Se qualcosa sul sito non funziona come previsto, possiamo controllarlo insieme: avvii una videochiamata e condivida lo schermo con il nostro team.",
      screenShareLink: "Avvii una chiamata con condivisione dello schermo",
      newTab: "(si apre in una nuova scheda)",
      documentsHeading: "Termini e privacy",
      noContacts: "I recapiti non sono disponibili al momento.",
    },
  },
  analytics: {
    label: "Consenso all'analisi",
    text: "Vorremmo usare strumenti di analisi (Google Analytics, Facebook Pixel) per capire come gli ospiti usano questo sito. Non viene caricato nulla senza il suo consenso.",
    privacy: "Informativa sulla privacy",
    accept: "Accetto",
    decline: "Rifiuto",
  },
};

export default it;

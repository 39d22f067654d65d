import type { SiteTexts } from "../en/site";

const it: SiteTexts = {
  site: {
    skipToContent: "Vai al contenuto",
    languages: { en: "English", ro: "Română", es: "Español", it: "Italiano" },
    language: "Lingua",
    phone: "Telefono",
    email: "E-mail",
    address: "Indirizzo",
    bookNow: "Prenota ora",
    reserveNow: "Prenota ora",
    ourLocations: "I nostri hotel",
    welcome: "Benvenuti a {{name}}",
    home: "Home",
    poweredBy: "Prenotazioni online",
  },
  errors: {
    notFoundTitle: "Pagina non trovata",
    notFoundText: "La pagina che cerca non esiste.",
    notFoundHint: "Controlli l'indirizzo, riprovi oppure contatti il nostro staff: saremo lieti di aiutarla.",
    badRequestTitle: "Questo link non è valido",
    badRequestText: "Una parte dell'indirizzo non è corretta ({{parameter}}). Controlli il link che ha seguito.",
    unavailableTitle: "Il sistema di prenotazione dell'hotel non risponde",
    unavailableText: "Non siamo riusciti a contattare il sistema di prenotazione. Riprovi tra un minuto.",
    genericTitle: "Si è verificato un errore, ci scusi",
    genericText: "Qualcosa non ha funzionato da parte nostra. Riprovi.",
    tryAgain: "Riprova",
    backHome: "Torna alla home page",
    reloadPage: "Ricarica la pagina",
  },
};

export default it;

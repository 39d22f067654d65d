import type { SiteTexts } from "../en/site";
import errorTitles from "./error-titles";

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
    menu: "Menu",
    rooms: "Camere",
    gallery: "Galleria",
    about: "Chi siamo",
    contacts: "Contatti",
    contact: "Contatti",
    quickLinks: "Link utili",
    findReservation: "Trova la mia prenotazione",
    support: "Assistenza",
    company: "Dati aziendali",
    vatNumber: "Partita IVA",
    registry: "Registro delle imprese",
    cardsAccepted: "Accettiamo pagamenti con carta",
    anpcSal: "ANPC – Risoluzione alternativa delle controversie",
    anpcSol: "UE – Risoluzione online delle controversie",
    newWindow: "si apre in una nuova finestra",
    loading: "Caricamento…",
    errorToast: "Si è verificato un errore, ci scusi",
    dismiss: "Chiudi",
    notifications: "Notifiche",
    poweredBy: "Prenotazioni online",
  },
  errors: {
    // The four pages' titles (notFoundTitle, badRequestTitle, unavailableTitle, genericTitle).
    ...errorTitles,
    notFoundText: "La pagina che cerca non esiste.",
    notFoundHint: "Controlli l'indirizzo, riprovi oppure contatti il nostro staff: saremo lieti di aiutarla.",
    badRequestText: "Una parte dell'indirizzo non è corretta ({{parameter}}). Controlli il link che ha seguito.",
    unavailableText: "Non siamo riusciti a contattare il sistema di prenotazione. Riprovi tra un minuto.",
    genericText: "Qualcosa non ha funzionato da parte nostra. Riprovi.",
    tryAgain: "Riprova",
    reference: "Se ci contatta a questo proposito, indichi questo riferimento:",
    backHome: "Torna alla home page",
    reloadPage: "Ricarica la pagina",
    refused: {
      "400": {
        title: "Non siamo riusciti a leggere ciò che è stato inviato",
        text: "Il modulo è arrivato incompleto o danneggiato. Torni indietro, ricarichi la pagina e lo invii di nuovo.",
      },
      "403": {
        title: "Questo modulo deve essere inviato dalle nostre pagine",
        text: "Per la sua sicurezza accettiamo solo moduli inviati da questo sito. Riapra la pagina qui e invii il modulo da lì.",
      },
      "405": { title: "Questo indirizzo non consente questa azione", text: "Torni indietro e usi i link e i pulsanti della pagina." },
      "413": { title: "Ciò che è stato inviato è troppo lungo", text: "Accorci il testo inserito e invii di nuovo il modulo." },
      "415": {
        title: "Non siamo riusciti a leggere ciò che è stato inviato",
        text: "Il modulo è arrivato in un formato che non accettiamo. Torni indietro, ricarichi la pagina e lo invii di nuovo.",
      },
    },
    tooLong: "Il testo è troppo lungo; lo accorci, per favore.",
  },
};

export default it;

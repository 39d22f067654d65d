import type { SiteTexts } from "../en/site";
import errorTitles from "./error-titles";

const ro: SiteTexts = {
  site: {
    skipToContent: "Salt la conținut",
    languages: { en: "English", ro: "Română", es: "Español", it: "Italiano" },
    language: "Limba",
    phone: "Telefon",
    email: "E-mail",
    address: "Adresă",
    bookNow: "Rezervă acum",
    reserveNow: "Rezervă acum",
    ourLocations: "Hotelurile noastre",
    welcome: "Bine ați venit la {{name}}",
    home: "Acasă",
    menu: "Meniu",
    rooms: "Camere",
    gallery: "Galerie",
    about: "Despre noi",
    contacts: "Contact",
    contact: "Contact",
    quickLinks: "Linkuri utile",
    findReservation: "Găsește rezervarea",
    support: "Asistență",
    company: "Date firmă",
    vatNumber: "Cod fiscal",
    registry: "Registrul comerțului",
    cardsAccepted: "Acceptăm plata cu cardul",
    anpcSal: "ANPC – Soluționarea alternativă a litigiilor",
    anpcSol: "UE – Soluționarea online a litigiilor",
    newWindow: "se deschide într-o fereastră nouă",
    loading: "Se încarcă…",
    errorToast: "A apărut o eroare, ne pare rău",
    dismiss: "Închide",
    notifications: "Notificări",
    poweredBy: "Rezervări online",
  },
  errors: {
    // The four pages' titles (notFoundTitle, badRequestTitle, unavailableTitle, genericTitle).
    ...errorTitles,
    notFoundText: "Pagina pe care o căutați nu există.",
    notFoundHint: "Verificați adresa, încercați din nou sau contactați echipa noastră și vă vom ajuta cu plăcere.",
    badRequestText: "O parte a adresei este greșită ({{parameter}}). Vă rugăm să verificați linkul urmat.",
    unavailableText: "Nu am putut contacta sistemul de rezervări. Vă rugăm să încercați din nou peste un minut.",
    genericText: "Ceva nu a funcționat la noi. Vă rugăm să încercați din nou.",
    tryAgain: "Încercați din nou",
    reference: "Dacă ne contactați în legătură cu aceasta, vă rugăm să menționați această referință:",
    backHome: "Înapoi la pagina principală",
    reloadPage: "Reîncărcați pagina",
    refused: {
      "400": {
        title: "Nu am putut citi ce ați trimis",
        text: "Formularul a ajuns incomplet sau deteriorat. Vă rugăm să reveniți, să reîncărcați pagina și să îl trimiteți din nou.",
      },
      "403": {
        title: "Acest formular trebuie trimis din paginile noastre",
        text: "Pentru siguranța dumneavoastră acceptăm doar formulare trimise de pe acest site. Deschideți din nou pagina aici și trimiteți formularul de acolo.",
      },
      "405": { title: "Această adresă nu permite această acțiune", text: "Vă rugăm să reveniți și să folosiți linkurile și butoanele din pagină." },
      "413": { title: "Ce ați trimis este prea lung", text: "Vă rugăm să scurtați textul introdus și să trimiteți din nou formularul." },
      "415": {
        title: "Nu am putut citi ce ați trimis",
        text: "Formularul a ajuns într-un format pe care nu îl acceptăm. Vă rugăm să reveniți, să reîncărcați pagina și să îl trimiteți din nou.",
      },
    },
    tooLong: "Textul este prea lung; vă rugăm să îl scurtați.",
  },
};

export default ro;

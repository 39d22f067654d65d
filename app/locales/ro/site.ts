import type { SiteTexts } from "../en/site";

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
    poweredBy: "Rezervări online",
  },
  errors: {
    notFoundTitle: "Pagina nu a fost găsită",
    notFoundText: "Pagina pe care o căutați nu există.",
    notFoundHint: "Verificați adresa, încercați din nou sau contactați echipa noastră și vă vom ajuta cu plăcere.",
    badRequestTitle: "Acest link nu este valid",
    badRequestText: "O parte a adresei este greșită ({{parameter}}). Vă rugăm să verificați linkul urmat.",
    unavailableTitle: "Sistemul de rezervări al hotelului nu răspunde",
    unavailableText: "Nu am putut contacta sistemul de rezervări. Vă rugăm să încercați din nou peste un minut.",
    genericTitle: "A apărut o eroare, ne pare rău",
    genericText: "Ceva nu a funcționat la noi. Vă rugăm să încercați din nou.",
    tryAgain: "Încercați din nou",
    backHome: "Înapoi la pagina principală",
    reloadPage: "Reîncărcați pagina",
  },
};

export default ro;

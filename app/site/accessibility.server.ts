/**
 * `/accessibility`: the statement of the organisation's booking site, in the guest's language.
 * Its texts stay on the server (the page gets them as data): a statement read by few guests adds
 * nothing to the JavaScript every guest page loads.
 */
import { data } from "@remix-run/node";
import type { RouteArgs } from "~/bff.server";
import { formatDay } from "~/site/dates";
import type { Language } from "~/i18n";
import { CHECKS, LAST_REVIEWED, type AccessibilityStatement, type CheckId } from "./accessibility";
import { publicPageHeaders } from "./http.server";
import { loadSite } from "./site.server";

interface Texts {
  title: string;
  intro: (hotel: string) => string;
  standardHeading: string;
  standard: string;
  checksHeading: string;
  checks: Record<CheckId, string>;
  checksNote: string;
  limitsHeading: string;
  limits: string[];
  reportHeading: string;
  report: (hotel: string) => string;
  reviewed: (date: string) => string;
}

/** One row per language: the compiler refuses a language without its statement. */
const TEXTS: Record<Language, Texts> = {
  en: {
    title: "Accessibility statement",
    intro: (hotel) =>
      `${hotel} wants every guest to be able to find, book and manage a stay on this site: with a keyboard, a screen reader, a phone, magnification or without JavaScript.`,
    standardHeading: "The standard we aim for",
    standard:
      "The Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, which include WCAG 2.1 AA, the level EN 301 549 sets for the European Accessibility Act. We believe the site meets it, with the limits below.",
    checksHeading: "What is checked on every change to the site",
    checks: {
      axe: "Every public page, in Romanian and English, and the states of the booking (results, errors, a booked stay) are scanned with axe, the automated accessibility checker; a serious or critical finding stops the change.",
      keyboard: "A whole booking, from the search to the confirmation, is made with the keyboard alone.",
      targets: "Every link, button and field a guest taps is at least 24 × 24 CSS pixels on a 390-pixel-wide phone, or spaced as WCAG 2.2 allows.",
      html: "Every kind of page is valid HTML for the Nu HTML Checker, in English, Romanian, Spanish and Italian.",
      forms:
        "Every form works without JavaScript and, when something is missing, opens with a list of what to fix, in the order of the fields, each linked to its field.",
      widths: "Every page fits screens from 320 pixels wide without scrolling sideways.",
    },
    checksNote: "Automated checks find many barriers but not all of them; people tell us the rest.",
    limitsHeading: "Known limits",
    limits: [
      "The hotel writes its own descriptions, photo captions and policies. Where it wrote a text only in another language, the page says so and marks the language for screen readers, but does not translate it.",
      "Card payments are completed on the payment provider's page, which this site does not control.",
      "The calendar that helps pick dates needs JavaScript; without it, the date fields of the browser are used.",
    ],
    reportHeading: "Report a barrier",
    report: (hotel) =>
      `If something on this site stops you, tell ${hotel}: say which page and what happened. Meanwhile the hotel takes your booking by e-mail or phone.`,
    reviewed: (date) => `This statement was last reviewed on ${date}. The checks above run on every change to the site.`,
  },
  ro: {
    title: "Declarație de accesibilitate",
    intro: (hotel) =>
      `${hotel} dorește ca fiecare oaspete să poată găsi, rezerva și gestiona un sejur pe acest site: cu tastatura, cu un cititor de ecran, de pe telefon, cu mărire sau fără JavaScript.`,
    standardHeading: "Standardul urmărit",
    standard:
      "Ghidul de accesibilitate a conținutului web (WCAG) 2.2, nivelul AA, care cuprinde WCAG 2.1 AA, nivelul cerut de EN 301 549 pentru Actul european privind accesibilitatea. Considerăm că site-ul îl respectă, cu limitele de mai jos.",
    checksHeading: "Ce se verifică la fiecare modificare a site-ului",
    checks: {
      axe: "Fiecare pagină publică, în română și engleză, și stările rezervării (rezultate, erori, un sejur rezervat) sunt verificate cu axe, verificatorul automat de accesibilitate; o problemă gravă sau critică oprește modificarea.",
      keyboard: "O rezervare întreagă, de la căutare la confirmare, se face doar cu tastatura.",
      targets:
        "Fiecare link, buton și câmp pe care îl atinge un oaspete are cel puțin 24 × 24 pixeli CSS pe un telefon lat de 390 de pixeli, sau distanța pe care o permite WCAG 2.2.",
      html: "Fiecare tip de pagină este HTML valid pentru Nu HTML Checker, în engleză, română, spaniolă și italiană.",
      forms:
        "Fiecare formular funcționează fără JavaScript și, când lipsește ceva, începe cu lista a ce trebuie corectat, în ordinea câmpurilor, fiecare cu legătură spre câmpul său.",
      widths: "Fiecare pagină încape pe ecrane late de la 320 de pixeli, fără derulare laterală.",
    },
    checksNote: "Verificările automate găsesc multe bariere, dar nu pe toate; restul ni le spun oamenii.",
    limitsHeading: "Limite cunoscute",
    limits: [
      "Hotelul își scrie singur descrierile, legendele fotografiilor și politicile. Unde a scris un text doar în altă limbă, pagina spune acest lucru și marchează limba pentru cititoarele de ecran, dar nu îl traduce.",
      "Plățile cu cardul se finalizează pe pagina procesatorului de plăți, pe care acest site nu o controlează.",
      "Calendarul care ajută la alegerea datelor are nevoie de JavaScript; fără el se folosesc câmpurile de dată ale browserului.",
    ],
    reportHeading: "Semnalați o barieră",
    report: (hotel) =>
      `Dacă ceva de pe acest site vă împiedică, spuneți-i lui ${hotel}: ce pagină și ce s-a întâmplat. Între timp, hotelul vă preia rezervarea prin e-mail sau telefon.`,
    reviewed: (date) => `Această declarație a fost revizuită ultima dată pe ${date}. Verificările de mai sus rulează la fiecare modificare a site-ului.`,
  },
  es: {
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
    },
    checksNote: "Las comprobaciones automáticas encuentran muchas barreras, pero no todas; el resto nos lo cuentan las personas.",
    limitsHeading: "Límites conocidos",
    limits: [
      "El hotel redacta sus propias descripciones, pies de foto y políticas. Cuando un texto solo existe en otro idioma, la página lo indica y marca el idioma para los lectores de pantalla, pero no lo traduce.",
      "Los pagos con tarjeta se completan en la página del proveedor de pagos, que este sitio no controla.",
      "El calendario que ayuda a elegir las fechas necesita JavaScript; sin él se usan los campos de fecha del navegador.",
    ],
    reportHeading: "Comunicar una barrera",
    report: (hotel) =>
      `Si algo de este sitio le impide avanzar, díganoslo a ${hotel}: qué página y qué ocurrió. Mientras tanto, el hotel atiende su reserva por correo electrónico o por teléfono.`,
    reviewed: (date) => `Esta declaración se revisó por última vez el ${date}. Las comprobaciones anteriores se ejecutan en cada cambio del sitio.`,
  },
  it: {
    title: "Dichiarazione di accessibilità",
    intro: (hotel) =>
      `${hotel} vuole che ogni ospite possa trovare, prenotare e gestire un soggiorno su questo sito: con la tastiera, con un lettore di schermo, dal telefono, con l'ingrandimento o senza JavaScript.`,
    standardHeading: "Lo standard a cui miriamo",
    standard:
      "Le Linee guida per l'accessibilità dei contenuti web (WCAG) 2.2 al livello AA, che comprendono WCAG 2.1 AA, il livello che la EN 301 549 fissa per l'Atto europeo sull'accessibilità. Riteniamo che il sito lo rispetti, con i limiti indicati sotto.",
    checksHeading: "Che cosa si verifica a ogni modifica del sito",
    checks: {
      axe: "Ogni pagina pubblica, in rumeno e in inglese, e gli stati della prenotazione (risultati, errori, un soggiorno prenotato) sono analizzati con axe, il verificatore automatico di accessibilità; un problema grave o critico blocca la modifica.",
      keyboard: "Un'intera prenotazione, dalla ricerca alla conferma, si fa con la sola tastiera.",
      targets:
        "Ogni link, pulsante e campo che un ospite tocca misura almeno 24 × 24 pixel CSS su un telefono largo 390 pixel, o ha la spaziatura consentita da WCAG 2.2.",
      html: "Ogni tipo di pagina è HTML valido per il Nu HTML Checker, in inglese, rumeno, spagnolo e italiano.",
      forms:
        "Ogni modulo funziona senza JavaScript e, quando manca qualcosa, si apre con l'elenco di ciò che va corretto, nell'ordine dei campi, ciascuno collegato al proprio campo.",
      widths: "Ogni pagina sta su schermi larghi da 320 pixel senza scorrimento orizzontale.",
    },
    checksNote: "I controlli automatici trovano molte barriere, ma non tutte; il resto ce lo dicono le persone.",
    limitsHeading: "Limiti noti",
    limits: [
      "L'hotel scrive da sé descrizioni, didascalie delle foto e regolamenti. Dove ha scritto un testo solo in un'altra lingua, la pagina lo dice e indica la lingua ai lettori di schermo, ma non lo traduce.",
      "I pagamenti con carta si completano sulla pagina del fornitore dei pagamenti, che questo sito non controlla.",
      "Il calendario che aiuta a scegliere le date richiede JavaScript; senza, si usano i campi data del browser.",
    ],
    reportHeading: "Segnalare una barriera",
    report: (hotel) =>
      `Se qualcosa su questo sito la blocca, lo dica a ${hotel}: quale pagina e che cosa è successo. Nel frattempo l'hotel accoglie la sua prenotazione per e-mail o per telefono.`,
    reviewed: (date) => `Questa dichiarazione è stata rivista l'ultima volta il ${date}. I controlli sopra vengono eseguiti a ogni modifica del sito.`,
  },
};

/** The statement in `language` for the organisation `hotel`, whose contacts take the reports. */
export function accessibilityStatement(language: Language, hotel: { name: string; email: string | null; phone: string | null }): AccessibilityStatement {
  const texts = TEXTS[language];
  return {
    title: texts.title,
    intro: texts.intro(hotel.name),
    standard: { heading: texts.standardHeading, text: texts.standard },
    checks: { heading: texts.checksHeading, items: CHECKS.map((check) => texts.checks[check.id]), note: texts.checksNote },
    limits: { heading: texts.limitsHeading, items: texts.limits },
    report: { heading: texts.reportHeading, text: texts.report(hotel.name), email: hotel.email, phone: hotel.phone },
    reviewed: texts.reviewed(formatDay(LAST_REVIEWED, language)),
  };
}

/** Loader of /accessibility: the organisation's statement, its contacts those of the page's location when it has them. */
export async function loadAccessibilityPage({ request, context }: RouteArgs, params: { locationId?: string }) {
  const { locale, view } = await loadSite({ request, context }, params);
  const { organisation, location } = view;
  const statement = accessibilityStatement(locale, {
    name: organisation.name,
    email: location?.email || organisation.email || null,
    phone: location?.phone || organisation.phone || null,
  });
  return data({ statement }, { headers: publicPageHeaders(request) });
}

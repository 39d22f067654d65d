/**
 * The accessibility statement (/accessibility) in Romanian. The page gets it as data from the server and
 * no page's JavaScript loads this module: a statement read by few guests adds nothing to every guest page.
 */
import type { AccessibilityTexts } from "../en/accessibility";

const ro: AccessibilityTexts = {
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
    hotelTexts:
      "Unde ofertele, oferta aleasă cu formularul ei, pagina camerelor sau prima pagină arată un text scris de hotel doar în altă limbă, pagina spune acest lucru o dată, în limba oaspetelui.",
  },
  checksNote: "Verificările automate găsesc multe bariere, dar nu pe toate; restul ni le spun oamenii.",
  limitsHeading: "Limite cunoscute",
  limits: {
    hotelTexts:
      "Hotelul își scrie singur descrierile, legendele fotografiilor și politicile; acest site nu le traduce. Un text care există doar în altă limbă este marcat peste tot pentru cititoarele de ecran, dar pagina despre hotel, legendele fotografiilor și factura proformă nu o spun în cuvinte.",
    cards: "Plățile cu cardul se finalizează pe pagina procesatorului de plăți, pe care acest site nu o controlează.",
    payPal: "PayPal are nevoie de JavaScript; fără el, alegeți altă metodă de plată (transfer bancar sau plata la hotel, unde hotelul le oferă).",
    calendar: "Calendarul care ajută la alegerea datelor are nevoie de JavaScript; fără el se folosesc câmpurile de dată ale browserului.",
  },
  reportHeading: "Semnalați o barieră",
  report: (hotel) =>
    `Dacă ceva de pe acest site vă împiedică, spuneți-i lui ${hotel}: ce pagină și ce s-a întâmplat. Între timp, hotelul vă preia rezervarea prin e-mail sau telefon.`,
  reviewed: (date) => `Această declarație a fost revizuită ultima dată pe ${date}. Verificările de mai sus rulează la fiecare modificare a site-ului.`,
};

export default ro;

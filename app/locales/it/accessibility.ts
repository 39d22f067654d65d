/**
 * The accessibility statement (/accessibility) in Italian. The page gets it as data from the server and
 * no page's JavaScript loads this module: a statement read by few guests adds nothing to every guest page.
 */
import type { AccessibilityTexts } from "../en/accessibility";

const it: AccessibilityTexts = {
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
    hotelTexts:
      "Dove le offerte, l'offerta scelta con il suo modulo, la pagina delle camere o la home mostrano un testo che l'hotel ha scritto solo in un'altra lingua, la pagina lo dice una volta, nella lingua dell'ospite.",
  },
  checksNote: "I controlli automatici trovano molte barriere, ma non tutte; il resto ce lo dicono le persone.",
  limitsHeading: "Limiti noti",
  limits: {
    hotelTexts:
      "L'hotel scrive da sé descrizioni, didascalie delle foto e regolamenti; questo sito non li traduce. Un testo che esiste solo in un'altra lingua è sempre indicato ai lettori di schermo, ma la pagina sull'hotel, le didascalie delle foto e la fattura proforma non lo dicono a parole.",
    cards: "I pagamenti con carta si completano sulla pagina del fornitore dei pagamenti, che questo sito non controlla.",
    payPal: "PayPal richiede JavaScript; senza, scelga un altro metodo di pagamento (bonifico o pagamento in hotel, dove l'hotel li offre).",
    calendar: "Il calendario che aiuta a scegliere le date richiede JavaScript; senza, si usano i campi data del browser.",
  },
  reportHeading: "Segnalare una barriera",
  report: (hotel) =>
    `Se qualcosa su questo sito la blocca, lo dica a ${hotel}: quale pagina e che cosa è successo. Nel frattempo l'hotel accoglie la sua prenotazione per e-mail o per telefono.`,
  reviewed: (date) => `Questa dichiarazione è stata rivista l'ultima volta il ${date}. I controlli sopra vengono eseguiti a ogni modifica del sito.`,
};

export default it;

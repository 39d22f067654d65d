import type { DateChangeTexts } from "../en/date-change";

const it: DateChangeTexts = {
  heading: "Cambiare le date",
  intro: "La stessa camera, tariffa e pasti, senza penale. Vede il nuovo totale prima che cambi qualcosa.",
  contact: "Per cambiare le date del soggiorno, contatti l'hotel.",
  dayFrom: "Nuovo arrivo",
  dayTo: "Nuova partenza",
  show: "Vedi il nuovo totale",
  previewHeading: "Nelle nuove date",
  newTotal: "Nuovo totale",
  currentTotal: "Totale attuale",
  difference: "Differenza",
  more: "{{amount}} in più",
  less: "{{amount}} in meno",
  same: "Nessuna",
  fee: "Penale per il cambio",
  confirm: "Cambia le mie date",
  keep: "Mantieni le mie date",
  errors: {
    dates: "Inserisca una data come AAAA-MM-GG, da domani in poi.",
    order: "La partenza deve essere dopo l'arrivo.",
    tooLong: "Un soggiorno è di 31 notti al massimo.",
    same: "Queste sono già le sue date.",
    notSold: "La sua camera e la sua tariffa non sono libere in queste date.",
    minStay: "In queste date la sua tariffa richiede almeno {{count}} notti.",
    priceChanged: "Il prezzo è cambiato: non è cambiato nulla. Controlli il nuovo totale e confermi di nuovo.",
    busy: "Un altro cambio di queste date era in corso nello stesso momento: questo non ha cambiato nulla. Controlli le date mostrate e confermi di nuovo se le desidera ancora.",
  },
};
export default it;

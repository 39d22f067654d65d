import type { DateChangeTexts } from "../en/date-change";

const ro: DateChangeTexts = {
  heading: "Schimbarea datelor",
  intro: "Aceeași cameră, același tarif și aceleași mese, fără taxă. Vedeți noul total înainte de orice schimbare.",
  contact: "Pentru a schimba datele sejurului, vă rugăm să contactați hotelul.",
  dayFrom: "Noua dată de sosire",
  dayTo: "Noua dată de plecare",
  show: "Vedeți noul total",
  previewHeading: "În noile date",
  newTotal: "Noul total",
  currentTotal: "Totalul acum",
  difference: "Diferența",
  more: "cu {{amount}} mai mult",
  less: "cu {{amount}} mai puțin",
  same: "Niciuna",
  fee: "Taxă pentru schimbare",
  confirm: "Schimbă datele",
  keep: "Păstrez datele",
  errors: {
    dates: "Introduceți o dată ca AAAA-LL-ZZ, de mâine încolo.",
    order: "Plecarea trebuie să fie după sosire.",
    tooLong: "Un sejur are cel mult 31 de nopți.",
    same: "Acestea sunt deja datele dumneavoastră.",
    notSold: "Camera și tariful dumneavoastră nu sunt libere în aceste date.",
    minStay: "În aceste date tariful cere cel puțin {{count}} nopți.",
    priceChanged: "Prețul s-a schimbat: nu s-a schimbat nimic. Verificați noul total și confirmați din nou.",
    busy: "O altă schimbare a acestor date se făcea în același moment: aceasta nu a schimbat nimic. Verificați datele afișate și confirmați din nou dacă le doriți în continuare.",
  },
};
export default ro;

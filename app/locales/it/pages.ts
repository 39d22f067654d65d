import type { PagesTexts } from "../en/pages";

/** Texts of the hotel's site pages: home, rooms, gallery, about, contacts. */
const it: PagesTexts = {
  pages: {
    home: "Home",
    rooms: "Camere",
    gallery: "Galleria",
    about: "Chi siamo",
    contacts: "Contatti",
    search: {
      heading: "Verifica la disponibilità",
      dayFrom: "Arrivo",
      dayTo: "Partenza",
      submit: "Cerca camere",
    },
    homePage: {
      aboutHeading: "Chi siamo",
      readMore: "Scopri di più su di noi",
      galleryHeading: "Foto",
      allPhotos: "Vedi tutte le foto",
      roomsHeading: "Le nostre camere",
      allRooms: "Vedi tutte le camere",
      locationsHeading: "I nostri hotel",
    },
    room: {
      details: "Dettagli della camera",
      adults: "Adulti",
      children: "Bambini",
      beds: "Letti",
      bedCount: "{{count}} × {{kind}}",
      bedKinds: {
        single: "letto singolo",
        double: "letto matrimoniale",
        queen: "letto queen",
        king: "letto king",
        sofa: "divano letto",
        bunk: "letto a castello",
        crib: "culla",
        extra: "letto aggiunto",
      },
      noRooms: "Questo hotel non ha ancora pubblicato camere.",
      locationRooms: "Camere a {{name}}",
      fromPrice: "Da {{price}} a notte",
      fromPriceNight: "per una notte, arrivo {{date}}",
    },
    galleryPage: {
      intro: "Seleziona una foto per vederla più grande.",
      noPhotos: "L'hotel non ha ancora aggiunto foto.",
      sliderHeading: "L'hotel in immagini",
    },
    roomPhotos: {
      title: "Foto: {{name}}",
      backToSearch: "Torna alla ricerca",
      backToRooms: "Tutte le camere",
      none: "Non ci sono ancora foto di questa camera.",
    },
    aboutPage: {
      discover: "Scopri",
      experience: "Cosa offriamo",
    },
    contactsPage: {
      intro: "Rispondiamo volentieri alle sue domande prima e durante il soggiorno.",
    },
    carousel: {
      label: "Foto: {{name}}",
      slide: "{{index}} di {{total}}",
      previous: "Foto precedente",
      next: "Foto successiva",
    },
    lightbox: {
      label: "Visualizzatore di foto",
      open: "Ingrandisci la foto: {{alt}}",
      close: "Chiudi",
      previous: "Foto precedente",
      next: "Foto successiva",
      position: "Foto {{index}} di {{total}}",
    },
    contact: {
      heading: "Dove siamo",
      address: "Indirizzo",
      email: "E-mail",
      phone: "Telefono",
      follow: "Ci segua",
      facebook: "Facebook",
      instagram: "Instagram",
      youtube: "YouTube",
      openMap: "Apra la mappa",
      mapTitle: "Mappa: {{name}}",
      newWindow: "si apre in una nuova finestra",
      showMap: "Mostri la mappa qui",
      mapNotice: "La mappa è fornita da OpenStreetMap e viene caricata dal loro sito solo quando la richiede.",
      mapBy: "Mappa fornita da OpenStreetMap",
    },
  },
};

export default it;

import type { PagesTexts } from "../en/pages";

/** Texts of the hotel's site pages: home, rooms, gallery, about, contacts. */
const ro: PagesTexts = {
  pages: {
    home: "Acasă",
    rooms: "Camere",
    gallery: "Galerie",
    about: "Despre noi",
    contacts: "Contact",
    search: {
      heading: "Verificați disponibilitatea",
      dayFrom: "Data sosirii",
      dayTo: "Data plecării",
      submit: "Caută camere",
    },
    homePage: {
      aboutHeading: "Despre noi",
      readMore: "Citiți mai multe despre noi",
      galleryHeading: "Fotografii",
      allPhotos: "Vedeți toate fotografiile",
      roomsHeading: "Camerele noastre",
      allRooms: "Vedeți toate camerele",
      locationsHeading: "Hotelurile noastre",
    },
    room: {
      details: "Detaliile camerei",
      adults: "Adulți",
      children: "Copii",
      beds: "Paturi",
      bedCount: "{{count}} × {{kind}}",
      bedKinds: {
        single: "pat single",
        double: "pat dublu",
        queen: "pat queen",
        king: "pat king",
        sofa: "canapea extensibilă",
        bunk: "pat supraetajat",
        crib: "pătuț",
        extra: "pat suplimentar",
      },
      noRooms: "Hotelul nu are încă nicio cameră listată.",
      locationRooms: "Camere la {{name}}",
      fromPrice: "De la {{price}} pe noapte",
      fromPriceNight: "pentru noaptea de {{date}}",
    },
    galleryPage: {
      intro: "Alegeți o fotografie pentru a o vedea mai mare.",
      noPhotos: "Hotelul nu a adăugat încă fotografii.",
      sliderHeading: "Hotelul în imagini",
    },
    roomPhotos: {
      title: "Fotografii: {{name}}",
      backToSearch: "Înapoi la căutare",
      backToRooms: "Toate camerele",
      none: "Nu există încă fotografii ale acestei camere.",
    },
    aboutPage: {
      discover: "Descoperiți",
      experience: "Ce vă oferim",
    },
    contactsPage: {
      intro: "Vă răspundem cu plăcere la întrebări înainte și în timpul șederii.",
    },
    carousel: {
      label: "Fotografii: {{name}}",
      slide: "{{index}} din {{total}}",
      previous: "Fotografia anterioară",
      next: "Fotografia următoare",
    },
    lightbox: {
      label: "Vizualizare fotografii",
      open: "Mărește fotografia: {{alt}}",
      close: "Închide",
      previous: "Fotografia anterioară",
      next: "Fotografia următoare",
      position: "Fotografia {{index}} din {{total}}",
    },
    contact: {
      heading: "Unde ne găsiți",
      address: "Adresă",
      email: "E-mail",
      phone: "Telefon",
      follow: "Urmăriți-ne",
      facebook: "Facebook",
      instagram: "Instagram",
      youtube: "YouTube",
      openMap: "Deschide harta",
      mapTitle: "Hartă: {{name}}",
      newWindow: "se deschide într-o fereastră nouă",
      showMap: "Afișează harta aici",
      mapNotice: "Harta este furnizată de OpenStreetMap și se încarcă de pe site-ul lor doar când o cereți.",
      mapBy: "Hartă furnizată de OpenStreetMap",
    },
  },
};

export default ro;

import type { PagesTexts } from "../en/pages";

/** Texts of the hotel's site pages: home, rooms, gallery, about, contacts. */
const es: PagesTexts = {
  pages: {
    home: "Inicio",
    rooms: "Habitaciones",
    gallery: "Galería",
    about: "Sobre nosotros",
    contacts: "Contacto",
    search: {
      heading: "Consultar disponibilidad",
      dayFrom: "Llegada",
      dayTo: "Salida",
      submit: "Buscar habitaciones",
    },
    homePage: {
      aboutHeading: "Sobre nosotros",
      readMore: "Más sobre nosotros",
      galleryHeading: "Fotos",
      allPhotos: "Ver todas las fotos",
      roomsHeading: "Nuestras habitaciones",
      allRooms: "Ver todas las habitaciones",
      locationsHeading: "Nuestros hoteles",
    },
    room: {
      details: "Detalles de la habitación",
      adults: "Adultos",
      children: "Niños",
      beds: "Camas",
      bedCount: "{{count}} × {{kind}}",
      bedKinds: {
        single: "cama individual",
        double: "cama doble",
        queen: "cama queen",
        king: "cama king",
        sofa: "sofá cama",
        bunk: "litera",
        crib: "cuna",
        extra: "cama supletoria",
      },
      noRooms: "Este hotel todavía no tiene habitaciones publicadas.",
      locationRooms: "Habitaciones en {{name}}",
      fromPrice: "Desde {{price}} por noche",
      fromPriceNight: "para la noche del {{date}}",
    },
    galleryPage: {
      intro: "Seleccione una foto para verla más grande.",
      noPhotos: "El hotel todavía no ha añadido fotos.",
      sliderHeading: "El hotel en imágenes",
    },
    roomPhotos: {
      title: "Fotos: {{name}}",
      backToSearch: "Volver a la búsqueda",
      backToRooms: "Todas las habitaciones",
      none: "Todavía no hay fotos de esta habitación.",
    },
    aboutPage: {
      discover: "Descubra",
      experience: "Lo que ofrecemos",
    },
    contactsPage: {
      intro: "Respondemos con gusto a sus preguntas antes y durante su estancia.",
    },
    carousel: {
      label: "Fotos: {{name}}",
      slide: "{{index}} de {{total}}",
      previous: "Foto anterior",
      next: "Foto siguiente",
    },
    lightbox: {
      label: "Visor de fotos",
      open: "Ampliar foto: {{alt}}",
      close: "Cerrar",
      previous: "Foto anterior",
      next: "Foto siguiente",
      position: "Foto {{index}} de {{total}}",
    },
    contact: {
      heading: "Dónde estamos",
      address: "Dirección",
      email: "Correo electrónico",
      phone: "Teléfono",
      follow: "Síganos",
      facebook: "Facebook",
      instagram: "Instagram",
      youtube: "YouTube",
      openMap: "Abrir el mapa",
      mapTitle: "Mapa: {{name}}",
      newWindow: "se abre en una ventana nueva",
      showMap: "Mostrar el mapa aquí",
      mapNotice: "El mapa lo proporciona OpenStreetMap y se carga desde su sitio solo cuando usted lo solicita.",
      mapBy: "Mapa proporcionado por OpenStreetMap",
    },
  },
};

export default es;

import type { Messages } from "../messages";

/** Texts of the hotel's site pages: home, rooms, gallery, about, contacts. */
const en = {
  pages: {
    home: "Home",
    rooms: "Rooms",
    gallery: "Gallery",
    about: "About us",
    contacts: "Contact",
    search: {
      heading: "Check availability",
      dayFrom: "Check-in",
      dayTo: "Check-out",
      submit: "Search rooms",
    },
    homePage: {
      aboutHeading: "About us",
      readMore: "Read more about us",
      galleryHeading: "Photos",
      allPhotos: "See all photos",
      roomsHeading: "Our rooms",
      allRooms: "See all rooms",
      locationsHeading: "Our hotels",
    },
    room: {
      details: "Room details",
      adults: "Adults",
      children: "Children",
      beds: "Beds",
      bedCount: "{{count}} × {{kind}}",
      bedKinds: {
        single: "single bed",
        double: "double bed",
        queen: "queen bed",
        king: "king bed",
        sofa: "sofa bed",
        bunk: "bunk bed",
        crib: "cot",
        extra: "extra bed",
      },
      noRooms: "No rooms are listed for this hotel yet.",
      locationRooms: "Rooms at {{name}}",
      fromPrice: "From {{price}} per night",
      fromPriceNight: "for the night of {{date}}",
    },
    galleryPage: {
      intro: "Select a photo to see it larger.",
      noPhotos: "The hotel has not added any photos yet.",
      sliderHeading: "The hotel in pictures",
    },
    roomPhotos: {
      title: "Photos: {{name}}",
      backToSearch: "Back to your search",
      backToRooms: "All rooms",
      none: "There are no photos of this room yet.",
    },
    aboutPage: {
      discover: "Discover",
      experience: "What we offer",
    },
    contactsPage: {
      intro: "We are happy to answer your questions before and during your stay.",
    },
    carousel: {
      label: "Photos: {{name}}",
      slide: "{{index}} of {{total}}",
      previous: "Previous photo",
      next: "Next photo",
    },
    lightbox: {
      label: "Photo viewer",
      open: "Enlarge photo: {{alt}}",
      close: "Close",
      previous: "Previous photo",
      next: "Next photo",
      position: "Photo {{index}} of {{total}}",
    },
    contact: {
      heading: "Find us",
      address: "Address",
      email: "E-mail",
      phone: "Phone",
      follow: "Follow us",
      facebook: "Facebook",
      instagram: "Instagram",
      youtube: "YouTube",
      openMap: "Open the map",
      mapTitle: "Map: {{name}}",
      newWindow: "opens in a new window",
      showMap: "Show the map here",
      mapNotice: "The map is provided by OpenStreetMap and loads from their site only when you ask for it.",
      mapBy: "Map provided by OpenStreetMap",
    },
  },
};

export default en;
export type PagesTexts = Messages<typeof en>;

import type { PagesTexts } from "../en/pages";

/** Texts of the hotel's site pages: home, rooms, gallery, about, contacts. */
const es: PagesTexts = {
  pages: {
    rooms: "Habitaciones",
  },
};

export default es;


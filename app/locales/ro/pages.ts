import type { PagesTexts } from "../en/pages";

/** Texts of the hotel's site pages: home, rooms, gallery, about, contacts. */
const ro: PagesTexts = {
  pages: {
    rooms: "Camere",
  },
};

export default ro;


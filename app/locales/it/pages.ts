import type { PagesTexts } from "../en/pages";

/** Texts of the hotel's site pages: home, rooms, gallery, about, contacts. */
const it: PagesTexts = {
  pages: {
    rooms: "Camere",
  },
};

export default it;


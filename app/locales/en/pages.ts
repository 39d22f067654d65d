import type { Messages } from "../messages";

/** Texts of the hotel's site pages: home, rooms, gallery, about, contacts. */
const en = {
  pages: {
    rooms: "Rooms",
  },
};

export default en;
export type PagesTexts = Messages<typeof en>;

import type { Messages } from "../messages";

/** Texts of the reusable widgets (date picker, address lines), on guest and staff pages alike. */
const en = {
  widgets: {
    clear: "Clear",
    clearDate: "Clear {{label}}",
    openCalendar: "Calendar",
    closeCalendar: "Close the calendar",
    address2: "Apartment, floor (optional)",
    zip: "Postal code",
  },
};

export default en;
export type WidgetTexts = Messages<typeof en>;

import type { Messages } from "../messages";

/** Texts of the reusable widgets (date picker, amount field, address lines), on guest and staff pages alike. */
const en = {
  widgets: {
    clear: "Clear",
    clearDate: "Clear {{label}}",
    openCalendar: "Calendar",
    closeCalendar: "Close the calendar",
    amount: "Amount",
    amountType: "Amount type",
    percent: "Percent",
    fixed: "Fixed amount",
    notANumber: "Enter a number, such as 12.50.",
    percentTooHigh: "A percentage is at most 100.",
    address2: "Apartment, floor (optional)",
    zip: "Postal code",
  },
};

export default en;
export type WidgetTexts = Messages<typeof en>;

/**
 * The words of the reservation page's change of dates (docs/decisions/045). Read by the server only
 * (app/reservation/date-change-texts.server.ts, through ./server.server.ts), which hands the page
 * the ones it shows: a section few guests open adds nothing to the language chunk every guest page loads.
 */
const en = {
  heading: "Change dates",
  intro: "The same room, rate and meals, without a fee. You see the new total before anything changes.",
  contact: "To change the dates of your stay, please contact the hotel.",
  dayFrom: "New check-in",
  dayTo: "New check-out",
  show: "See the new total",
  previewHeading: "On the new dates",
  newTotal: "New total",
  currentTotal: "Total now",
  difference: "Difference",
  more: "{{amount}} more",
  less: "{{amount}} less",
  same: "None",
  fee: "Fee for the change",
  confirm: "Change my dates",
  keep: "Keep my dates",
  errors: {
    dates: "Please enter a date as YYYY-MM-DD, from tomorrow on.",
    order: "Check-out must be after check-in.",
    tooLong: "A stay is at most 31 nights.",
    same: "These are your dates already.",
    notSold: "Your room and rate are not free on these dates.",
    minStay: "On these dates your rate needs at least {{count}} nights.",
    priceChanged: "The price has changed: nothing was changed. Check the new total and confirm again.",
    busy: "Another change of these dates was being made at the same moment: nothing was changed by this one. Check the dates shown and confirm again if you still want them.",
  },
};
export default en;
export type DateChangeTexts = typeof en;

import type { Messages } from "../messages";
import errorTitles from "./error-titles";

/** Texts of the site's frame: top bar, footer, language switch, error pages. */
const en = {
  site: {
    skipToContent: "Skip to content",
    languages: { en: "English", ro: "Română", es: "Español", it: "Italiano" },
    language: "Language",
    phone: "Phone",
    email: "E-mail",
    address: "Address",
    bookNow: "Book now",
    reserveNow: "Reserve now",
    ourLocations: "Our hotels",
    welcome: "Welcome to {{name}}",
    home: "Home",
    menu: "Menu",
    rooms: "Rooms",
    gallery: "Gallery",
    about: "About us",
    contacts: "Contact",
    contact: "Contact",
    quickLinks: "Quick links",
    findReservation: "Find my reservation",
    support: "Support",
    company: "Company details",
    vatNumber: "VAT number",
    registry: "Trade registry",
    cardsAccepted: "We accept card payments",
    anpcSal: "ANPC – Alternative dispute resolution",
    anpcSol: "EU – Online dispute resolution",
    newWindow: "opens in a new window",
    loading: "Loading…",
    errorToast: "There was an error, sorry",
    dismiss: "Dismiss",
    notifications: "Notifications",
    failed: {
      arrivalTime: "Your arrival time was not saved.",
      departureTime: "Your departure time was not saved.",
      note: "Your note was not saved.",
      pay: "Your payment was not recorded.",
      cancel: "The reservation was not cancelled.",
      card: "The card payment could not be started.",
      paypal: "The PayPal payment was not recorded.",
      lookup: "We could not look up the reservation.",
      booking: "The reservation was not made.",
      checkin: "The registration form was not saved.",
      guestCreate: "The guest was not created.",
      guestSearch: "The guest search did not work.",
    },
    poweredBy: "Online booking",
  },
  errors: {
    // The four pages' titles (notFoundTitle, badRequestTitle, unavailableTitle, genericTitle).
    ...errorTitles,
    notFoundText: "The page you are looking for does not exist.",
    notFoundHint: "Check the address, try again, or contact our team and we will gladly help.",
    badRequestText: "Part of the address is malformed ({{parameter}}). Please check the link you followed.",
    unavailableText: "We could not reach the reservation system just now. Please try again in a minute.",
    genericText: "Something went wrong on our side. Please try again.",
    tryAgain: "Try again",
    reference: "If you contact us about it, please quote this reference:",
    backHome: "Back to the home page",
    reloadPage: "Reload page",
    refused: {
      "400": { title: "We could not read what was sent", text: "The form arrived incomplete or damaged. Please go back, reload the page and send it again." },
      "403": {
        title: "This form must be sent from our own pages",
        text: "For your safety we only accept forms sent from this site. Please open the page here again and send the form from it.",
      },
      "405": { title: "This address cannot do that", text: "Please go back and use the links and buttons on the page." },
      "413": { title: "What was sent is too long", text: "Please shorten what you typed and send the form again." },
      "415": {
        title: "We could not read what was sent",
        text: "The form arrived in a format we do not accept. Please go back, reload the page and send it again.",
      },
    },
    tooLong: "This is too long; please shorten it.",
  },
};

export default en;
export type SiteTexts = Messages<typeof en>;

import type { Messages } from "../messages";

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
    poweredBy: "Online booking",
  },
  errors: {
    notFoundTitle: "Page not found",
    notFoundText: "The page you are looking for does not exist.",
    notFoundHint: "Check the address, try again, or contact our team and we will gladly help.",
    badRequestTitle: "This link is not valid",
    badRequestText: "Part of the address is malformed ({{parameter}}). Please check the link you followed.",
    unavailableTitle: "The hotel's booking system is not answering",
    unavailableText: "We could not reach the reservation system just now. Please try again in a minute.",
    genericTitle: "There was an error, sorry",
    genericText: "Something went wrong on our side. Please try again.",
    tryAgain: "Try again",
    backHome: "Back to the home page",
    reloadPage: "Reload page",
  },
};

export default en;
export type SiteTexts = Messages<typeof en>;

/**
 * English texts. The shape of this object is the type every other language must match, so a key
 * missing in ro, es or it fails `npm run typecheck` instead of showing English to a Romanian guest.
 */
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

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
export type Translation = Messages<typeof en>;

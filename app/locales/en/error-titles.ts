import type { Messages } from "../messages";

/**
 * The error pages' titles, apart from the rest of ./site (which spreads them into `errors`): the
 * fallback language's are the `<title>` of a failure nothing else tells the language of
 * (app/i18n.ts imports that one module, four short strings, not the whole site texts).
 */
const en = {
  notFoundTitle: "Page not found",
  badRequestTitle: "This link is not valid",
  unavailableTitle: "The hotel's booking system is not answering",
  genericTitle: "There was an error, sorry",
};

export default en;
export type ErrorTitles = Messages<typeof en>;

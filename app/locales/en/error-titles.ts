import type { Messages } from "../messages";

/**
 * The error pages' titles, apart from the rest of ./site (which spreads them into `errors`):
 * `meta` needs them in every language (app/site/failure-titles.ts), and importing the four
 * languages' whole site texts for that put them on every page's JavaScript.
 */
const en = {
  notFoundTitle: "Page not found",
  badRequestTitle: "This link is not valid",
  unavailableTitle: "The hotel's booking system is not answering",
  genericTitle: "There was an error, sorry",
};

export default en;
export type ErrorTitles = Messages<typeof en>;

/**
 * The texts only the server reads, in this language: the proforma's own pages, the accessibility
 * statement and the reservation page's change of dates. Linked from ./staff (`serverTexts`), whose
 * chunk no guest page loads; the browser build leaves this module empty (*.server.ts).
 */
import accessibility from "./accessibility";
import dateChange from "./date-change";
import documents from "./documents";

const texts = { documents, accessibility, dateChange };
export default texts;

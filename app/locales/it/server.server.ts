/**
 * The texts only the server reads, in this language: the proforma's own pages and the
 * accessibility statement. Linked from ./staff (`serverTexts`), whose chunk no guest page loads;
 * the browser build leaves this module empty (*.server.ts).
 */
import accessibility from "./accessibility";
import documents from "./documents";

const texts = { documents, accessibility };
export default texts;

/**
 * In the browser a component's texts are react-i18next's own hook, which renders it again when the
 * language changes: `#translation` resolves here for the browser build (package.json "imports"),
 * and to ./use-translation.ts, the server's, everywhere else.
 */
export { useTranslation } from "react-i18next";

/**
 * Titles of the failure pages for `<title>`, which a `meta` function must produce without React
 * context. Taken from the locale modules themselves, so there is one source for each text.
 */
import en from "~/locales/en/site";
import es from "~/locales/es/site";
import it from "~/locales/it/site";
import ro from "~/locales/ro/site";
import { toLanguage } from "~/i18n";

const ERRORS = { en: en.errors, ro: ro.errors, es: es.errors, it: it.errors };

export function failureTitle(status: number, language: string | null | undefined): string {
  const texts = ERRORS[toLanguage(language) ?? "ro"];
  if (status === 404) return texts.notFoundTitle;
  if (status === 400) return texts.badRequestTitle;
  if (status >= 502 && status <= 504) return texts.unavailableTitle;
  return texts.genericTitle;
}

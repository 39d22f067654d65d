/**
 * Titles of the failure pages for `<title>`, which a `meta` function must produce without React
 * context. Taken from the locale modules themselves, so there is one source for each text: the
 * titles' own modules, which each language's site texts spread into `errors` (importing the four
 * languages' whole site texts here put them in every page's JavaScript, about 3 KB gzipped).
 */
import en from "~/locales/en/error-titles";
import es from "~/locales/es/error-titles";
import it from "~/locales/it/error-titles";
import ro from "~/locales/ro/error-titles";
import { toLanguage } from "~/i18n";

const ERRORS = { en, ro, es, it };

export function failureTitle(status: number, language: string | null | undefined): string {
  const texts = ERRORS[toLanguage(language) ?? "ro"];
  if (status === 404) return texts.notFoundTitle;
  if (status === 400) return texts.badRequestTitle;
  if (status >= 502 && status <= 504) return texts.unavailableTitle;
  return texts.genericTitle;
}

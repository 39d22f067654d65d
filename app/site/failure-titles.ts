/**
 * Titles of the failure pages for `<title>`, which a `meta` function must produce without React
 * context. Taken from the locale modules themselves, so there is one source for each text: the
 * titles' own modules (each language's row in app/i18n.ts), which each language's site texts
 * spread into `errors` (importing every language's whole site texts here put them in every page's
 * JavaScript, about 3 KB gzipped).
 */
import { FALLBACK_LANGUAGE, languageRow, toLanguage } from "~/i18n";

export function failureTitle(status: number, language: string | null | undefined): string {
  const texts = languageRow(toLanguage(language) ?? FALLBACK_LANGUAGE).errorTitles;
  if (status === 404) return texts.notFoundTitle;
  if (status === 400) return texts.badRequestTitle;
  if (status >= 502 && status <= 504) return texts.unavailableTitle;
  return texts.genericTitle;
}

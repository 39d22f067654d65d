/**
 * Titles of the failure pages for `<title>`, which a `meta` function must produce without React
 * context. Taken from the locale modules themselves, so there is one source for each text: the
 * titles' own modules, which each language's site texts spread into `errors` (importing the four
 * languages' whole site texts here put them in every page's JavaScript, about 3 KB gzipped).
 *
 * One of the two tables keyed by `Language` outside the languages' table (app/i18n.ts says why):
 * imported here, by the root route alone, the titles' chunks are not listed by every route.
 */
import type { ErrorTitles } from "~/locales/en/error-titles";
import en from "~/locales/en/error-titles";
import es from "~/locales/es/error-titles";
import it from "~/locales/it/error-titles";
import ro from "~/locales/ro/error-titles";
import { FALLBACK_LANGUAGE, toLanguage, type Language } from "~/i18n";

const ERRORS = { en, ro, es, it } satisfies Record<Language, ErrorTitles>;

export function failureTitle(status: number, language: string | null | undefined): string {
  const texts = ERRORS[toLanguage(language) ?? FALLBACK_LANGUAGE];
  if (status === 404) return texts.notFoundTitle;
  if (status === 400) return texts.badRequestTitle;
  if (status >= 502 && status <= 504) return texts.unavailableTitle;
  return texts.genericTitle;
}

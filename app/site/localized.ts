import type { Translated } from "../../contracts/entities";

/** The spec's mark for a text the hotel did not write in this language. */
export const MISSING_TEXT = "—";

/** A hotel text picked for a page, and the language it is written in when that is not the page's. */
export interface LocalizedText {
  text: string;
  /** Set only when the text is a fallback in another language (for a `lang` attribute); else null. */
  lang: string | null;
}

/**
 * A per-language text of the hotel in `language`, else its `default`, else in `fallbackLanguage`
 * (the location display language, docs/decisions/008), else a dash (spec §8).
 * Blank strings count as missing: a PMS often stores "" for a language nobody filled in.
 */
export function localizedText(text: Translated | null | undefined, language: string, fallbackLanguage: string | null = null): LocalizedText {
  const own = text?.[language]?.trim() || text?.default?.trim();
  if (own) return { text: own, lang: null };
  const fallback = fallbackLanguage && fallbackLanguage !== language ? text?.[fallbackLanguage]?.trim() : null;
  if (fallback) return { text: fallback, lang: fallbackLanguage };
  return { text: MISSING_TEXT, lang: null };
}

/** {@link localizedText} without the language: where the text's language does not matter. */
export function localized(text: Translated | null | undefined, language: string, fallbackLanguage: string | null = null): string {
  return localizedText(text, language, fallbackLanguage).text;
}

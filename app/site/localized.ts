import type { Translated } from "../../contracts/entities";
import { locationDisplayLanguage } from "./display-language";

/** The spec's mark for a text the hotel wrote in no language at all (docs/spec.md §8). */
export const MISSING_TEXT = "—";

/** A hotel text picked for a page, and the language it is written in when that is not the page's. */
export interface LocalizedText {
  text: string;
  /** Set only when the text is a fallback in another language (for a `lang` attribute); else null. */
  lang: string | null;
}

/**
 * What the chain knows of the hotel besides the text itself (docs/decisions/025). Both optional:
 * a caller that knows neither still gets the page's language, English, the text's own `default`
 * and any language present.
 */
export interface HotelLanguages {
  /** The organisation's default language (`settings.language_default`, else `settings.language`). */
  organisation?: string | null;
  /** The location display language of docs/spec.md §1, from the slug (docs/decisions/008). */
  display?: string | null;
}

/** The languages of the chain's steps 3 and 5 for an organisation as the PMS sends it. */
export function hotelLanguagesOf(organisation: {
  slug_full?: string | null;
  settings?: { language_default?: string | null; language?: string | null } | null;
}): HotelLanguages {
  const own = organisation.settings?.language_default?.trim() || organisation.settings?.language?.trim() || null;
  return { organisation: own ? own.toLowerCase() : null, display: locationDisplayLanguage(organisation.slug_full) };
}

/** The one language every hotel text falls back to first: a Spanish guest reads English sooner than Romanian. */
export const FIRST_FALLBACK = "en";

/** A `Translated` key is a language, except `default`, which is the hotel's stand-in in no named language. */
const DEFAULT_KEY = "default";

const filled = (value: string | null | undefined): string | null => value?.trim() || null;

/** A key as a `lang` value: `pt_BR` → `pt-BR`. */
const asLang = (key: string): string => key.trim().replace(/_/g, "-");

const sameLanguage = (a: string | null | undefined, b: string | null | undefined): boolean =>
  Boolean(a && b && asLang(a).toLowerCase() === asLang(b).toLowerCase());

/**
 * The text a Translated holds in `language`, blank counting as none: its key compared without case,
 * and a language with a region (`ro-RO`, as some PMSs name the organisation's) also found under the
 * language alone (`ro`).
 */
function textIn(text: Translated, language: string | null | undefined): { text: string; key: string } | null {
  if (!language) return null;
  const wanted = asLang(language).toLowerCase();
  const primary = wanted.split("-")[0]!;
  return keyedText(text, wanted) ?? (primary.length < wanted.length ? keyedText(text, primary) : null);
}

/**
 * The first filled text whose key is `wanted` (a lower-case `lang` value) written any way. Every
 * offer of a search picks a few texts this way, so it walks the keys without copying them.
 */
function keyedText(text: Translated, wanted: string): { text: string; key: string } | null {
  for (const key in text) {
    if (key === DEFAULT_KEY || !Object.hasOwn(text, key)) continue;
    // The usual key is already the wanted one (`ro`); any other spelling (`RO`, `pt_BR`) is normalised.
    if (key !== wanted && asLang(key).toLowerCase() !== wanted) continue;
    const found = filled(text[key]);
    if (found) return { text: found, key };
  }
  return null;
}

const normalised = (hotel: HotelLanguages | string | null | undefined): HotelLanguages => (typeof hotel === "string" ? { display: hotel } : (hotel ?? {}));

/**
 * A per-language text of the hotel for a page in `language`, through the one chain of
 * docs/decisions/025:
 *
 * 1. the page's language;
 * 2. English;
 * 3. the organisation's default language;
 * 4. the text's own `default` (the hotel's stand-in; its language is the key whose text it repeats,
 *    else the organisation's, else the display language);
 * 5. the location display language (docs/spec.md §1, docs/decisions/008);
 * 6. any language present, in the order of their codes (so the PMS's key order changes nothing);
 * 7. only then the dash of docs/spec.md §8.
 *
 * Blank strings count as missing: a PMS often stores "" for a language nobody filled in. `lang` is
 * set only when the text is not in the page's language. `hotel` may still be a display language
 * alone (a string), as callers before decision 025 passed it.
 */
export function localizedText(text: Translated | null | undefined, language: string, hotel: HotelLanguages | string | null = null): LocalizedText {
  if (!text) return { text: MISSING_TEXT, lang: null };
  const { organisation, display } = normalised(hotel);
  const mark = (lang: string | null): string | null => (lang === null || sameLanguage(lang, language) ? null : asLang(lang));

  for (const step of [language, FIRST_FALLBACK, organisation]) {
    const found = textIn(text, step);
    if (found) return { text: found.text, lang: mark(found.key) };
  }
  const stand = filled(text[DEFAULT_KEY]);
  if (stand) {
    const repeated = Object.entries(text).find(([key, value]) => key !== DEFAULT_KEY && filled(value) === stand)?.[0];
    return { text: stand, lang: mark(repeated ?? organisation ?? display ?? null) };
  }
  const shown = textIn(text, display);
  if (shown) return { text: shown.text, lang: mark(shown.key) };
  const any = Object.keys(text)
    .filter((key) => key !== DEFAULT_KEY && filled(text[key]))
    .sort()[0];
  if (any) return { text: filled(text[any])!, lang: mark(any) };
  return { text: MISSING_TEXT, lang: null };
}

/** {@link localizedText} without the language: where the text's language does not matter. */
export function localized(text: Translated | null | undefined, language: string, hotel: HotelLanguages | string | null = null): string {
  return localizedText(text, language, hotel).text;
}

/**
 * The hotel's text only when the chain finds it in the page's own language, else null: for a label
 * we have our own words for in every language (a book-now button, a policy's title), which should
 * speak the page's language rather than the hotel's in another one (docs/decisions/025).
 */
export function textInPageLanguage(text: Translated | null | undefined, language: string, hotel: HotelLanguages | string | null = null): string | null {
  const found = localizedText(text, language, hotel);
  return found.lang === null && found.text !== MISSING_TEXT ? found.text : null;
}

/** A text of ours (already in the page's language) in the shape of a hotel text. */
export const pageText = (text: string): LocalizedText => ({ text, lang: null });

/** The picker of one page: every hotel text of it through the same chain. */
export function hotelTextPicker(language: string, hotel: HotelLanguages | string | null = null) {
  return (text: Translated | null | undefined): LocalizedText => localizedText(text, language, hotel);
}

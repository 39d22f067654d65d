import type { Translated } from "../../contracts/entities";

/** The spec's mark for a text the hotel did not write in this language. */
export const MISSING_TEXT = "—";

/**
 * A per-language text of the hotel in `language`, else its `default`, else a dash (spec §8).
 * Blank strings count as missing: a PMS often stores "" for a language nobody filled in.
 */
export function localized(text: Translated | null | undefined, language: string): string {
  const value = text?.[language]?.trim() || text?.default?.trim();
  return value || MISSING_TEXT;
}

/**
 * Languages of the site and how one is chosen (docs/spec.md §1): the guest's stored choice, else `lang`,
 * else the organisation's default, else Romanian.
 */
export const LANGUAGES = ["en", "ro", "es", "it"] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "ro";
/** The cookie holding the guest's own choice; the only cookie besides the session. */
export const LANGUAGE_COOKIE = "lng";

export const isLanguage = (value: unknown): value is Language => typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** `"en-GB"` → `"en"`; anything else → null. */
export function toLanguage(value: string | null | undefined): Language | null {
  const base = /^([a-z]{2})(?:[-_][a-z0-9]{1,8})?$/i.exec(value?.trim() ?? "")?.[1]?.toLowerCase();
  return isLanguage(base) ? base : null;
}

export function pickLanguage(sources: { stored?: string | null; param?: string | null; organisationDefault?: string | null }): Language {
  return toLanguage(sources.stored) ?? toLanguage(sources.param) ?? toLanguage(sources.organisationDefault) ?? FALLBACK_LANGUAGE;
}

/** Shared i18next options; resources are bundled per language (app/locales). */
export const i18nOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: false as const,
  defaultNS: "common",
  ns: ["common"],
  react: { useSuspense: false },
  interpolation: { escapeValue: false },
  /** The spec: a missing translation shows a dash, never a raw key. */
  parseMissingKeyHandler: () => "—",
};

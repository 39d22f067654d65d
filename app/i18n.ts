/**
 * Languages of the site and how one is chosen (docs/spec.md §1): the guest's stored choice, else `lang`,
 * else the organisation's default, else the fallback language (Romanian).
 *
 * A language is its texts (app/locales/<code>/) and one row of `LANGUAGE_TABLE` below
 * (docs/decisions/005): every other per-language thing of the code is read from the row, and a row
 * missing a piece does not compile. The one exception is the calendars' locales
 * (app/components/widgets/calendar-locales.ts), kept out of this module so that no page's first
 * JavaScript carries them; its table is typed by `Language`, so a new row fails the typecheck there
 * until it has its calendar locale. app/i18n.languages.test.ts proves no other file lists languages.
 */
import type { ErrorTitles } from "./locales/en/error-titles";
import type { AccessibilityTexts } from "./locales/en/accessibility";
import type { DocumentTexts } from "./locales/en/documents";
import type { StaffTexts } from "./locales/en/staff";
import type enTexts from "./locales/en/index";
import enErrorTitles from "./locales/en/error-titles";
import esErrorTitles from "./locales/es/error-titles";
import itErrorTitles from "./locales/it/error-titles";
import roErrorTitles from "./locales/ro/error-titles";

/** Everything the code knows of one language besides its texts. */
export interface LanguageRow {
  /** Its name in itself, the language switch's title ("Română"). */
  name: string;
  /** The Intl locale of its numbers and dates: the language in its home country ("ro-RO"). */
  intl: string;
  /** Open Graph's `og:locale`, language_TERRITORY ("ro_RO"). */
  openGraph: string;
  /** A compact date (lists, tables): "dotted" 04.05.2026, or "words" 4 May 2026 (spec §9). */
  compactDay: "dotted" | "words";
  /** The locale of the check-in form's country names in the i18n-iso-countries package (its `langs/<code>.json`). */
  countryNames: string;
  /** The failure pages' titles, which a `meta` function needs without React (app/site/failure-titles.ts). */
  errorTitles: ErrorTitles;
  /** The guest pages' texts: a chunk of their own in the browser, loaded for the page's language only. */
  texts: () => Promise<{ default: typeof enTexts }>;
  /** The staff area's texts: a chunk of their own, so no guest page carries them. */
  staffTexts: () => Promise<{ default: StaffTexts }>;
  /** The texts of the documents the server writes itself (the proforma's pages): read by the server only. */
  documents: () => Promise<{ default: DocumentTexts }>;
  /** The accessibility statement (/accessibility): read by the server only, the page gets it as data. */
  accessibility: () => Promise<{ default: AccessibilityTexts }>;
}

/** The site's languages, in the order the language switch shows them: one row each. */
const LANGUAGE_TABLE = {
  en: {
    name: "English",
    intl: "en-GB",
    openGraph: "en_GB",
    compactDay: "words",
    countryNames: "en",
    errorTitles: enErrorTitles,
    texts: () => import("./locales/en/index"),
    staffTexts: () => import("./locales/en/staff"),
    documents: () => import("./locales/en/documents"),
    accessibility: () => import("./locales/en/accessibility"),
  },
  ro: {
    name: "Română",
    intl: "ro-RO",
    openGraph: "ro_RO",
    compactDay: "dotted",
    countryNames: "ro",
    errorTitles: roErrorTitles,
    texts: () => import("./locales/ro/index"),
    staffTexts: () => import("./locales/ro/staff"),
    documents: () => import("./locales/ro/documents"),
    accessibility: () => import("./locales/ro/accessibility"),
  },
  es: {
    name: "Español",
    intl: "es-ES",
    openGraph: "es_ES",
    compactDay: "words",
    countryNames: "es",
    errorTitles: esErrorTitles,
    texts: () => import("./locales/es/index"),
    staffTexts: () => import("./locales/es/staff"),
    documents: () => import("./locales/es/documents"),
    accessibility: () => import("./locales/es/accessibility"),
  },
  it: {
    name: "Italiano",
    intl: "it-IT",
    openGraph: "it_IT",
    compactDay: "words",
    countryNames: "it",
    errorTitles: itErrorTitles,
    texts: () => import("./locales/it/index"),
    staffTexts: () => import("./locales/it/staff"),
    documents: () => import("./locales/it/documents"),
    accessibility: () => import("./locales/it/accessibility"),
  },
} satisfies Record<string, LanguageRow>;

export type Language = keyof typeof LANGUAGE_TABLE;
export const LANGUAGES = Object.keys(LANGUAGE_TABLE) as readonly Language[];
/** The language of a page when nothing names one (no choice, no `lang`, no organisation default). */
export const FALLBACK_LANGUAGE: Language = "ro";

/** The row of a language. */
export const languageRow = (language: Language): LanguageRow => LANGUAGE_TABLE[language];

/**
 * The row for a language code from outside the typed world (a formatter's `language` string):
 * a site language's own row, anything else English's, the language of the formatters' defaults.
 */
export const rowOf = (language: string): LanguageRow => (isLanguage(language) ? LANGUAGE_TABLE[language] : LANGUAGE_TABLE.en);
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

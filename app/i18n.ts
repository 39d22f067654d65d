/**
 * Languages of the site and how one is chosen (docs/spec.md §1): the guest's stored choice, else `lang`,
 * else the organisation's default, else the fallback language (Romanian).
 *
 * A language is its texts (app/locales/<code>/) and one row of `LANGUAGE_TABLE` below
 * (docs/decisions/005), and nothing else: every other per-language thing of the code is read from
 * the row, or derived from its code (the check-in form's country names, i18n-iso-countries'
 * `langs/<code>.json`, which must exist: the server does not start without it), and a row missing
 * a piece does not compile. This module is in every page's first JavaScript, so what is big stays
 * behind the row's loaders (texts, staff texts, calendar locale: each a chunk of its own, loaded for
 * the page's language only), and the failure pages' titles are told by the server (the failure's
 * data and the root's, app/site/failure.ts), which has every language's texts: only the fallback
 * language's generic one is here (`FALLBACK_FAILURE_TITLE`), for a failure nothing else speaks for.
 * app/i18n.one-row.test.ts fails wherever another module lists languages;
 * scripts/scratch-language.mjs (`npm run check:languages`) adds a scratch language by these two
 * steps and fails if any other file would need an edit.
 */
import type { DayPickerLocale } from "react-day-picker";
import type { ServerTexts } from "./locales/en/server.server";
import type { StaffTexts } from "./locales/en/staff";
import type enTexts from "./locales/en/index";
import fallbackErrorTitles from "./locales/ro/error-titles";
import { interpolationFormat } from "./utils/italian-articles";

/** Everything the code knows of one language besides its texts. */
export interface LanguageRow {
  /** Its name in itself, the language switch's title ("Română"). */
  name: string;
  /**
   * The language in its home country ("ro-RO"): the Intl locale of its numbers and dates, and
   * (written ro_RO) its Open Graph `og:locale`.
   */
  intl: string;
  /** Compact dates (lists, tables) dotted, 04.05.2026, rather than 4 May 2026 (spec §9). */
  dottedDates: boolean;
  /** The guest pages' texts: a chunk of their own in the browser, loaded for the page's language only. */
  texts: () => Promise<{ default: typeof enTexts }>;
  /**
   * The staff area's texts: a chunk of their own, so no guest page carries them. The module also
   * links the texts only the server reads (`serverTexts`: the proforma's pages, the accessibility
   * statement), which the browser build leaves empty (*.server.ts): riding on the staff chunk, that
   * link costs no guest page a byte.
   */
  staffTexts: () => Promise<{ default: StaffTexts; serverTexts: () => Promise<ServerTexts> }>;
  /**
   * The calendars' locale: react-day-picker's, which is date-fns' with the day picker's own labels
   * ("Go to the Next Month"), so one object serves the day pickers (StayDatesPicker, DayCalendar)
   * and the staff's month calendar (ReservationsCalendar, through react-big-calendar's date-fns
   * localizer). A chunk of its own, loaded with a calendar (app/components/widgets/lazy-calendar.tsx).
   */
  calendar: () => Promise<DayPickerLocale>;
}

/** The site's languages, in the order the language switch shows them: one row each. */
const LANGUAGE_TABLE = {
  en: {
    name: "English",
    intl: "en-GB",
    dottedDates: false,
    texts: () => import("./locales/en/index"),
    staffTexts: () => import("./locales/en/staff"),
    calendar: () => import("react-day-picker/locale/en-GB").then((module) => module.enGB),
  },
  ro: {
    name: "Română",
    intl: "ro-RO",
    dottedDates: true,
    texts: () => import("./locales/ro/index"),
    staffTexts: () => import("./locales/ro/staff"),
    calendar: () => import("react-day-picker/locale/ro").then((module) => module.ro),
  },
  es: {
    name: "Español",
    intl: "es-ES",
    dottedDates: false,
    texts: () => import("./locales/es/index"),
    staffTexts: () => import("./locales/es/staff"),
    calendar: () => import("react-day-picker/locale/es").then((module) => module.es),
  },
  it: {
    name: "Italiano",
    intl: "it-IT",
    dottedDates: false,
    texts: () => import("./locales/it/index"),
    staffTexts: () => import("./locales/it/staff"),
    calendar: () => import("react-day-picker/locale/it").then((module) => module.it),
  },
} satisfies Record<string, LanguageRow>;

export type Language = keyof typeof LANGUAGE_TABLE;
export const LANGUAGES = Object.keys(LANGUAGE_TABLE) as readonly Language[];
/** The language of a page when nothing names one (no choice, no `lang`, no organisation default). */
export const FALLBACK_LANGUAGE: Language = "ro";
/**
 * The fallback language's generic failure title (its module is four short strings): the `<title>`
 * of a failure whose language nothing tells, the root's own loader having failed unexpectedly
 * (app/site/failure.ts). Imported from the same language as `FALLBACK_LANGUAGE` names: a unit test
 * (app/site/failure.server.test.ts) holds them together.
 */
export const FALLBACK_FAILURE_TITLE: string = fallbackErrorTitles.genericTitle;

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
  /** `format`: Italian's article before a date, `{{date, al}}` (app/utils/italian-articles.ts): the browser's port calls it too. */
  interpolation: { escapeValue: false, format: interpolationFormat },
  /** The spec: a missing translation shows a dash, never a raw key. */
  parseMissingKeyHandler: () => "—",
};

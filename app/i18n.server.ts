/**
 * Server-side i18n: one initialised i18next instance per language, built once at start-up and
 * shared by every request (creating one per request was the largest cost in a profile of this
 * stack), each keeping the answers of calls without text values (utils/remembered-t.ts). Nobody
 * may call `changeLanguage` on these instances.
 */
import { createCookie } from "@remix-run/node";
import i18next, { type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import type { ReadCookie } from "~/bff.server";
import { rememberTranslations } from "./utils/remembered-t";
import { FALLBACK_LANGUAGE, i18nOptions, isLanguage, LANGUAGE_COOKIE, LANGUAGES, languageRow, type Language, type LanguageRow } from "./i18n";
import type { DocumentTexts } from "./locales/en/documents";
import type { ServerTexts } from "./locales/en/server.server";
import type { StaffTexts } from "./locales/en/staff";

/** The server renders every page, so it has every text: the guests', the staff area's and its own documents'. */
type Texts = Awaited<ReturnType<LanguageRow["texts"]>>["default"] & StaffTexts & DocumentTexts;
export const resources = {} as Record<Language, { common: Texts }>;
const serverOnly = {} as Record<Language, ServerTexts["default"]>;
for (const [language, texts, staff, server] of await Promise.all(
  LANGUAGES.map(async (language) => {
    const row = languageRow(language);
    const [{ default: texts }, staff] = await Promise.all([row.texts(), row.staffTexts()]);
    return [language, texts, staff.default, (await staff.serverTexts()).default] as const;
  }),
)) {
  resources[language] = { common: { ...texts, ...staff, ...server.documents } };
  serverOnly[language] = server;
}

/** The texts no page's JavaScript has, in `language`: the proforma's pages', the accessibility statement. */
export const serverTexts = (language: Language): ServerTexts["default"] => serverOnly[language];

/** The guest's own language choice: readable by nothing but this server, kept for a year. */
export const languageCookie = createCookie(LANGUAGE_COOKIE, { path: "/", sameSite: "lax", httpOnly: true, maxAge: 365 * 86_400 });

/** What `lng` may hold: one of our languages, as the serializer wrote it (anything else is dropped). */
export const languageReader: ReadCookie = { cookie: languageCookie, isValid: isLanguage };

/** Stored choice, then `lang`, then the fallback language: what is known before the organisation is. */
export const languageDetector = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    cookie: languageCookie,
    searchParamKey: "lang",
    order: ["cookie", "searchParams"],
  },
  i18next: { ...i18nOptions, resources },
});

const instances = new Map<Language, i18n>();
await Promise.all(
  LANGUAGES.map(async (lng) => {
    const instance = i18next.createInstance();
    await instance.use(initReactI18next).init({ ...i18nOptions, lng, resources });
    rememberTranslations(instance);
    instances.set(lng, instance);
  }),
);

export const i18nFor = (language: Language): i18n => instances.get(language) ?? instances.get(FALLBACK_LANGUAGE)!;

export const fixedT = (language: Language): TFunction => i18nFor(language).t;

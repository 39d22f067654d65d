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
import { FALLBACK_LANGUAGE, i18nOptions, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from "./i18n";
import en from "./locales/en/index";
import enDocuments from "./locales/en/documents";
import enStaff from "./locales/en/staff";
import es from "./locales/es/index";
import esDocuments from "./locales/es/documents";
import esStaff from "./locales/es/staff";
import it from "./locales/it/index";
import itDocuments from "./locales/it/documents";
import itStaff from "./locales/it/staff";
import ro from "./locales/ro/index";
import roDocuments from "./locales/ro/documents";
import roStaff from "./locales/ro/staff";

/** The server renders every page, so it has every text: the guests', the staff area's and its own documents'. */
export const resources = {
  en: { common: { ...en, ...enStaff, ...enDocuments } },
  ro: { common: { ...ro, ...roStaff, ...roDocuments } },
  es: { common: { ...es, ...esStaff, ...esDocuments } },
  it: { common: { ...it, ...itStaff, ...itDocuments } },
};

/** The guest's own language choice: readable by nothing but this server, kept for a year. */
export const languageCookie = createCookie(LANGUAGE_COOKIE, { path: "/", sameSite: "lax", httpOnly: true, maxAge: 365 * 86_400 });

/** What `lng` may hold: one of our languages, as the serializer wrote it (anything else is dropped). */
export const languageReader: ReadCookie = { cookie: languageCookie, isValid: isLanguage };

/** Stored choice, then `lang`, then Romanian: what is known before the organisation is. */
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

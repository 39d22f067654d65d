/**
 * The change of dates' words in the guest's language (app/locales/<lng>/date-change.ts): read here,
 * on the server, and handed to the page as data, so the language chunk every guest page loads does
 * not carry them (docs/decisions/030 and 045).
 */
import type { Language } from "~/i18n";
import en, { type DateChangeTexts } from "~/locales/en/date-change";
import es from "~/locales/es/date-change";
import it from "~/locales/it/date-change";
import ro from "~/locales/ro/date-change";

const TEXTS: Record<Language, DateChangeTexts> = { en, ro, es, it };

export const dateChangeTexts = (language: Language): DateChangeTexts => TEXTS[language];

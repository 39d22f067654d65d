/**
 * The change of dates' words in the guest's language (app/locales/<lng>/date-change.ts): read here,
 * on the server, and handed to the page as data, so the language chunk every guest page loads does
 * not carry them (docs/decisions/030 and 045). Each language's are among its server-only texts
 * (app/locales/<lng>/server.server.ts, docs/decisions/005).
 */
import type { Language } from "~/i18n";
import { serverTexts } from "~/i18n.server";
import type { DateChangeTexts } from "~/locales/en/date-change";

export const dateChangeTexts = (language: Language): DateChangeTexts => serverTexts(language).dateChange;

import type { i18n } from "i18next";
import { languageRow, type Language } from "~/i18n";
import type en from "./en";
import type enStaff from "./en/staff";

export type Translation = typeof en & typeof enStaff;

/** Loads one language's guest texts; each is its own chunk in the browser (the language's row, app/i18n.ts). */
export const loadTranslation = (language: Language): Promise<{ default: typeof en }> => languageRow(language).texts();

/** The staff area's texts: a chunk of their own, so no guest page carries them. */
export const loadStaffTranslation = (language: Language): Promise<{ default: typeof enStaff }> => languageRow(language).staffTexts();

/** Whether a path is the staff area's, whose texts the browser needs before it renders it. */
export const isStaffPath = (pathname: string): boolean => /^\/staff(?:\/|$)/.test(pathname);

/** Adds the staff area's texts of `language` to the browser's i18next (once). */
export async function ensureStaffTexts(instance: i18n, language: Language): Promise<void> {
  if (instance.getResource(language, "common", "staff.area")) return;
  const { default: texts } = await loadStaffTranslation(language);
  instance.addResourceBundle(language, "common", texts, true, true);
}

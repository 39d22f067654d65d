import { useEffect } from "react";
import { useTranslation } from "#translation";
import { isLanguage } from "~/i18n";
import { ensureStaffTexts, loadTranslation } from "~/locales";

/**
 * Keeps the browser's i18next on the language the server chose. Only that language's texts are in
 * the first bundle; another is fetched when the guest switches.
 */
export function useSyncLanguage(locale: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!isLanguage(locale) || i18n.language === locale) return;
    let cancelled = false;
    // On a staff page the staff area's texts come along in the new language.
    const staff = i18n.exists("staff.area") ? ensureStaffTexts(i18n, locale) : Promise.resolve();
    void Promise.all([loadTranslation(locale), staff]).then(([{ default: messages }]) => {
      if (cancelled) return;
      i18n.addResourceBundle(locale, "common", messages, true, true);
      void i18n.changeLanguage(locale);
    });
    return () => {
      cancelled = true;
    };
  }, [i18n, locale]);
}

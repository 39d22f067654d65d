import type { Language } from "~/i18n";
import type { Translation } from "./en";

/** Loads one language's texts; each is its own chunk in the browser. */
export const loadTranslation: Record<Language, () => Promise<{ default: Translation }>> = {
  en: () => import("./en"),
  ro: () => import("./ro"),
  es: () => import("./es"),
  it: () => import("./it"),
};

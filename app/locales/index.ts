import type { Language } from "~/i18n";
import type en from "./en";

export type Translation = typeof en;

/** Loads one language's texts; each is its own chunk in the browser. */
export const loadTranslation: Record<Language, () => Promise<{ default: Translation }>> = {
  en: () => import("./en/index"),
  ro: () => import("./ro/index"),
  es: () => import("./es/index"),
  it: () => import("./it/index"),
};

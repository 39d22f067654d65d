import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { FALLBACK_LANGUAGE, i18nOptions, toLanguage } from "~/i18n";
import { isStaffPath, loadStaffTranslation, loadTranslation } from "~/locales";
import { startFrameBridge } from "~/embed/frame";
import { ensureSessionStorage } from "~/embed/storage";
import { createBrowserI18n } from "~/utils/browser-i18n";

// Inside the hotel's own website (embed mode, docs/decisions/016): a storage Remix can read where
// the browser blocks a frame's own, and an ear for the hotel's page before anything else, so its
// first message is not missed while the page hydrates.
ensureSessionStorage();
startFrameBridge();

async function hydrate() {
  // The server rendered <html lang> with the language it chose; load only that one's texts.
  const lng = toLanguage(document.documentElement.lang) ?? FALLBACK_LANGUAGE;
  // A staff page needs the staff area's texts too; a guest page never loads them.
  const [{ default: messages }, staff] = await Promise.all([
    loadTranslation(lng),
    isStaffPath(window.location.pathname) ? loadStaffTranslation(lng) : Promise.resolve(null),
  ]);
  // i18next's lookup and interpolation without the rest of i18next (14.6 KB gzipped on every page):
  // the same strings as the server's i18next, app/utils/browser-i18n.ts (docs/decisions/057).
  const i18next = createBrowserI18n({
    ...i18nOptions,
    lng,
    ns: getInitialNamespaces(),
    resources: { [lng]: { common: { ...messages, ...staff?.default } } },
  }).use(initReactI18next);
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();

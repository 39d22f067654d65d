/**
 * A component's texts on the server: `const { t, i18n } = useTranslation()`, imported from
 * `#translation` (package.json "imports": the browser build takes react-i18next itself, whose
 * hook renders a component again when the language changes; no module of ours in between, so no
 * chunk and no request more).
 *
 * On the server nothing renders twice and an i18next instance is one language for
 * its life (app/i18n.server.ts), yet react-i18next's hook built its answer anew for every component
 * of every page: its options merged, the namespaces checked, a state, a ref, an effect and their
 * closures (146 KB of a search page's 3.5 MB of allocations, issue 53). Here the server's answer is
 * made once per instance and handed to every component: the same `t` react-i18next's hook gives
 * (the instance's own, utils/remembered-t.ts), the same instance, ready.
 */
import { useContext } from "react";
import { I18nContext, type useTranslation as useReactI18next } from "react-i18next";

type Translation = ReturnType<typeof useReactI18next>;

const answers = new WeakMap<object, Translation>();

export function useTranslation(): Translation {
  // entry.server.tsx renders every page inside its language's I18nextProvider.
  const { i18n } = useContext(I18nContext);
  let answer = answers.get(i18n);
  if (!answer) {
    const t = i18n.getFixedT(null, null);
    answer = Object.assign([t, i18n, true], { t, i18n, ready: true }) as unknown as Translation;
    answers.set(i18n, answer);
  }
  return answer;
}

import { useTranslation } from "#translation";
import { languageRow, LANGUAGES } from "~/i18n";

/** Plain links to `/language/:lang`, which stores the choice and comes back here (without `lang`). */
export function LanguageSwitch({ locale, here, className }: { locale: string; here: string; className: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("site.language")} className={className}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              href={`/language/${language}?to=${encodeURIComponent(here)}`}
              hrefLang={language}
              lang={language}
              aria-current={language === locale ? "true" : undefined}
              title={languageRow(language).name}
            >
              {language.toUpperCase()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

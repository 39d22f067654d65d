/**
 * The hotel's own texts inside our pages, each marked with its language when it is not the page's
 * (WCAG 2.1 SC 3.1.2; docs/decisions/025): a Spanish page showing a room's English name says so,
 * and a screen reader reads it in English.
 */
import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "#translation";
import type { LocalizedText } from "~/site/localized";
import { languageName } from "~/utils/language-name";

/** The `lang` attribute a hotel text needs on a page in `pageLanguage`: none when it is the page's. */
export const langOf = (value: LocalizedText | null | undefined, pageLanguage: string): string | undefined =>
  value?.lang && value.lang.toLowerCase() !== pageLanguage.toLowerCase() ? value.lang : undefined;

/** One hotel text: bare when in the page's language, else in a `<span lang>`. */
export function HotelText({ value, className }: { value: LocalizedText; className?: string }) {
  const { i18n } = useTranslation();
  const lang = langOf(value, i18n.language);
  if (!lang && !className) return <>{value.text}</>;
  return (
    <span className={className} lang={lang}>
      {value.text}
    </span>
  );
}

/** The languages of `values` that are not `pageLanguage`'s, each once, in the order met. */
export function otherLanguages(values: Iterable<string | LocalizedText | null | undefined>, pageLanguage: string): string[] {
  const found = new Map<string, string>();
  for (const value of values) {
    const lang = typeof value === "string" ? value : value?.lang;
    if (!lang || lang.toLowerCase() === pageLanguage.toLowerCase()) continue;
    if (!found.has(lang.toLowerCase())) found.set(lang.toLowerCase(), lang);
  }
  return [...found.values()];
}

const lists = new Map<string, Intl.ListFormat>();
/** "English and Romanian" in the page's language (Intl.ListFormat, made once per language). */
function languageList(langs: string[], pageLanguage: string): string {
  let list = lists.get(pageLanguage);
  if (!list) lists.set(pageLanguage, (list = new Intl.ListFormat(pageLanguage, { type: "conjunction" })));
  return list.format(langs.map((lang) => languageName(lang, pageLanguage)));
}

/**
 * "The hotel wrote this text in English only": said in the guest's language wherever a hotel text
 * stands in another language (issue 38, item 2; issue 51, item 3), since a `lang` attribute alone
 * tells a screen reader, not a reader. One note: `lang` is the one text's language (`of="text"`,
 * "this text"), or every hotel text a page shows (`of="page"`, "some texts on this page", said once
 * at the top of the page's hotel texts). None in another language → nothing said.
 */
export function HotelLanguageNote({
  lang,
  of = "text",
  as: Tag = "p",
  className,
  style,
}: {
  lang: string | null | undefined | Iterable<string | LocalizedText | null | undefined>;
  of?: "text" | "page";
  as?: "p" | "span";
  className?: string;
  style?: CSSProperties;
}) {
  const { t, i18n } = useTranslation();
  const langs = otherLanguages(typeof lang === "string" || !lang ? [lang] : lang, i18n.language);
  if (langs.length === 0) return null;
  const language = languageList(langs, i18n.language);
  return (
    <Tag className={className ?? "hotel-language-note"} role="note" style={style} data-hotel-language-note={of}>
      {of === "page" ? t("site.hotelTextsOnlyIn", { languages: language }) : t("site.hotelTextOnlyIn", { language })}
    </Tag>
  );
}

// Private-use characters: never in a translation nor in a hotel's text worth keeping.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const SLOT = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * A phrase of ours with hotel texts in it ("1 × Double room"): `build` makes the whole string with
 * `slot(text)` where each hotel text goes, and each one in another language comes back as its own
 * `<span lang>` inside the phrase. Texts in the page's language stay plain text.
 */
export function phrase(pageLanguage: string, build: (slot: (value: LocalizedText) => string) => string): ReactNode {
  const marked: LocalizedText[] = [];
  const whole = build((value) => {
    if (!langOf(value, pageLanguage)) return value.text;
    marked.push(value);
    return `${OPEN}${marked.length - 1}${CLOSE}`;
  });
  if (marked.length === 0) return whole;
  return whole.split(SLOT).map((part, index) => {
    if (index % 2 === 0) return part;
    const value = marked[Number(part)]!;
    return (
      <span key={index} lang={value.lang!}>
        {value.text}
      </span>
    );
  });
}

/** {@link phrase} as an element, with the page's language from i18next. */
export function HotelPhrase({ build }: { build: (slot: (value: LocalizedText) => string) => string }) {
  const { i18n } = useTranslation();
  return <>{phrase(i18n.language, build)}</>;
}

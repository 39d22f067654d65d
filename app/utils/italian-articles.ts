/**
 * Italian articles before a date (issue 51, item 7): "il 9 gennaio" but "l'8 gennaio", "al 9" but
 * "all'8", "dal 11" never, "dall'11". Italian elides the article (and the article joined to a
 * preposition) before a word read with a vowel, and a number is read as a word: 1 "uno", 8 "otto",
 * 11 "undici", 80–89 "ottanta…", 800–899 "ottocento…", 8000 "ottomila"; 18 is "diciotto" (il 18).
 *
 * A text puts the article into the value, `{{date, il}}` / `{{date, al}}` / `{{date, dal}}`…, and
 * i18next's interpolation calls `interpolationFormat` (app/i18n.ts's `i18nOptions`), on the server
 * and in the browser's own port (app/utils/browser-i18n.ts), so the sentence stays translatable and
 * the article is chosen by what the date reads as.
 */

/** Each article (alone or joined to a preposition) before a consonant, and its elided form. */
export const ITALIAN_ARTICLES = {
  il: "l'",
  al: "all'",
  dal: "dall'",
  del: "dell'",
  nel: "nell'",
  sul: "sull'",
} as const;

export type ItalianArticle = keyof typeof ITALIAN_ARTICLES;

const isArticle = (format: string): format is ItalianArticle => Object.prototype.hasOwnProperty.call(ITALIAN_ARTICLES, format);

/** Whether a whole number, read out in Italian, starts with a vowel ("uno", "otto", "undici", "ottanta…"). */
export function readsWithVowel(number: number): boolean {
  if (!Number.isSafeInteger(number) || number < 0) return false;
  if (number >= 1_000_000) return false; // "un milione", "due milioni": never a day, read with a consonant
  if (number >= 1000) {
    const thousands = Math.floor(number / 1000);
    return thousands === 1 ? false : readsWithVowel(thousands); // "mille"; "ottomila", "undicimila"
  }
  if (number >= 100) return Math.floor(number / 100) === 8; // "cento", "duecento"…; "ottocento"
  return number === 1 || number === 8 || number === 11 || (number >= 80 && number <= 89);
}

/** Whether a text is read starting with a vowel: its leading number as read, else its first letter. */
export function startsWithVowelSound(text: string): boolean {
  const digits = /^\d+/.exec(text)?.[0];
  if (digits !== undefined) return readsWithVowel(Number(digits));
  return /^[aeiouàèéìíòóùú]/i.test(text);
}

/** `text` after `article`, elided where Italian elides it: ("8 gennaio", "al") → "all'8 gennaio". */
export function withArticle(text: string, article: ItalianArticle): string {
  return startsWithVowelSound(text) ? `${ITALIAN_ARTICLES[article]}${text}` : `${article} ${text}`;
}

/**
 * i18next's `interpolation.format`: `{{date, al}}` is `withArticle(date, "al")`. Any other format,
 * or a value that is not a text or a number (a missing value stays missing), is left as it is.
 */
export function interpolationFormat(value: unknown, format?: string): string {
  // i18next types the answer a string, yet reads an undefined one as a missing value: kept so.
  if (format === undefined || !isArticle(format)) return value as string;
  if (typeof value !== "string" && typeof value !== "number") return value as string;
  return withArticle(String(value), format);
}

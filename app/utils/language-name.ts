/**
 * A language's name in another language ("engleză" for `en` on a Romanian page), from the
 * runtime's own CLDR data (Intl.DisplayNames), so a new site language needs no list of names.
 * Node.js and every browser ship the same full ICU data for our languages; an unknown code (or a
 * runtime without it) falls back to the code itself.
 */
const names = new Map<string, Intl.DisplayNames | null>();

export function languageName(code: string, inLanguage: string): string {
  let display = names.get(inLanguage);
  if (display === undefined) {
    try {
      display = new Intl.DisplayNames([inLanguage], { type: "language", fallback: "code" });
    } catch {
      display = null;
    }
    names.set(inLanguage, display);
  }
  try {
    return display?.of(code) ?? code;
  } catch {
    return code;
  }
}

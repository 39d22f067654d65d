/**
 * Texts Intl wrote, kept: the same amount or date in the same language reads the same every time,
 * and `Intl.NumberFormat#format` / `Intl.DateTimeFormat#format` cost 2 to 4 µs a call, while a
 * search page formats about a hundred prices and dates (docs/quality.md, "Fast again"). Kept per
 * process (and per browser tab), for every guest alike: nothing here is personal, only a number or
 * a date and how a language writes it.
 *
 * Bounded: the texts are made from what guests send (a searched date) and what the PMS answers
 * (an amount), so the map is emptied whole when it reaches `MAX_KEPT`, far above what the pages of a
 * busy hour use, and refilled from the next calls.
 */
export const MAX_KEPT = 5_000;

const kept = new Map<string, string>();

/** The text kept under `key` (what is written and in which language), made by `write` the first time. */
export function keptText(key: string, write: () => string): string {
  let text = kept.get(key);
  if (text === undefined) {
    if (kept.size >= MAX_KEPT) kept.clear();
    text = write();
    kept.set(key, text);
  }
  return text;
}

/** How many texts are kept now (for tests). */
export const keptCount = (): number => kept.size;

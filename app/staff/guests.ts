/**
 * The guest box's rules (spec §5, §9): a name is split on its last space into first and last name
 * (a blank first name is refused with `enter_first_name`); the search shows 10 of the up to 20
 * guests the PMS answers; with JavaScript only the answer to the latest query is shown.
 */

/** The PMS answers at most this many guests (spec §9 "limit 20 options")… */
export const GUESTS_LIMIT = 20;
/** …and the list shows this many. */
export const GUESTS_SHOWN = 10;
/** The PMS takes a query of up to 100 characters (contracts/api.ts). */
export const QUERY_MAX = 100;
/** With JavaScript, a search starts this long after the last key press. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Notification keys of the spec's catalogue (§8). */
export type GuestNotice = "enter_first_name" | "created_guest";

/** Whitespace folded, trimmed, cut to what the PMS takes; empty means no search. */
export function normaliseQuery(value: unknown): string {
  if (typeof value !== "string") return "";
  return value.replace(/\s+/g, " ").trim().slice(0, QUERY_MAX);
}

export type SplitName = { ok: true; first_name: string; last_name: string } | { ok: false; notice: "enter_first_name" };

/**
 * "Ana Maria Pop" → first "Ana Maria", last "Pop". The last word is the last name; what comes
 * before it is the first name, and a name of one word has none: `enter_first_name`.
 */
export function splitName(value: unknown): SplitName {
  const name = normaliseQuery(value);
  const space = name.lastIndexOf(" ");
  const first = space < 0 ? "" : name.slice(0, space).trim();
  const last = space < 0 ? name : name.slice(space + 1).trim();
  if (!first) return { ok: false, notice: "enter_first_name" };
  return { ok: true, first_name: first, last_name: last };
}

/**
 * Whether an answer is for what the box holds now: typing "Pop", then "Popescu", may bring the
 * answer for "Pop" last; it is dropped.
 */
export const isCurrentAnswer = (answerQuery: string | null | undefined, typed: string): boolean => normaliseQuery(answerQuery) === normaliseQuery(typed);

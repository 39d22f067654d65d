/**
 * One way to tell that an action failed (docs/spec.md §8, issue 35 item 1; docs/decisions/041): "There
 * was an error, sorry", the action that failed in the guest's language, and the server's own text
 * when the PMS sent one — with JavaScript as a notification for 8 s, without it on the page, next to
 * the form, with what the guest typed kept.
 *
 * The server's text is data, never a translation key: it is shown as a text node (React escapes
 * it), cleaned of control characters and cut to SERVER_TEXT_MAX characters.
 */

/** Every action of the guest and staff pages whose failure is told: a key under `site.failed`. */
export const FAILED_ACTIONS = [
  "arrivalTime",
  "departureTime",
  "note",
  "pay",
  "cancel",
  "changeDates",
  "card",
  "paypal",
  "lookup",
  "booking",
  "checkin",
  "guestCreate",
  "guestSearch",
] as const;
export type FailedAction = (typeof FAILED_ACTIONS)[number];

export interface ActionFailure {
  /** Which action failed: the page names it (`site.failed.<action>`). */
  action: FailedAction;
  /** The PMS's own words for the refusal, as text; null when it gave none (or failed outright). */
  text: string | null;
}

/** A sane length for a server's message on a page or in a notification. */
export const SERVER_TEXT_MAX = 300;

/** Control characters (newlines and tabs included) become spaces: one line of plain text. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * The server's message as the guest may read it: a string, whitespace collapsed, at most
 * SERVER_TEXT_MAX characters (cut on a character, not inside a surrogate pair, with "…"); null for
 * anything else or nothing left.
 */
export function serverText(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const text = raw.replace(CONTROL, " ").replace(/\s+/g, " ").trim();
  if (!text) return null;
  const characters = Array.from(text);
  if (characters.length <= SERVER_TEXT_MAX) return text;
  return `${characters
    .slice(0, SERVER_TEXT_MAX - 1)
    .join("")
    .trimEnd()}…`;
}

/** The failure of `action`, with the server's message when it sent one. */
export const actionFailure = (action: FailedAction, message?: unknown): ActionFailure => ({ action, text: serverText(message) });

/** The translation key that names the failed action. */
export const failedActionKey = (action: FailedAction): `site.failed.${FailedAction}` => `site.failed.${action}`;

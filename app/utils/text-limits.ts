/**
 * The longest value each text field accepts (zod schemas use these with the `errors.tooLong`
 * message, inputs carry them as `maxLength`), and the cap on what is echoed back into a form that
 * failed: a field stuffed with 60 KB comes back at its limit, never as a 120 KB page.
 */
import { GUEST_FIELD_MAX } from "../booking/details";
import { oneLine } from "./typed-text";

export const FIELD_MAX = {
  /** The guest's details, each declared once with its limit (app/booking/details.ts); `email` serves every e-mail box. */
  ...GUEST_FIELD_MAX,
  password: 128,
  coupon_code: 64,
  redirectTo: 2_048,
} as const;

/** Any other field: hidden ids, keys, dates and choices are all far shorter. */
export const DEFAULT_FIELD_MAX = 200;

export const TOO_LONG = "errors.tooLong";

export const fieldMax = (name: string): number => (FIELD_MAX as Record<string, number>)[name] ?? DEFAULT_FIELD_MAX;

/** Values for re-rendering a form, each cut at its field's limit. */
export function capEcho<T extends Record<string, unknown> | undefined>(values: T): T {
  if (!values) return values;
  const capped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string") capped[name] = value.slice(0, fieldMax(name));
    else if (Array.isArray(value)) capped[name] = value.map((item) => (typeof item === "string" ? item.slice(0, fieldMax(name)) : item));
    else capped[name] = value;
  }
  return capped as T;
}

/** A conform reply whose typed values come back each cut at its field's limit (see capEcho). */
export const cappedReply = <Reply extends { initialValue?: Record<string, unknown> | null }>(reply: Reply): Reply => ({
  ...reply,
  initialValue: capEcho(reply.initialValue ?? undefined),
});

/**
 * A search box's text as it is read from a URL (the staff search and guests boxes; issue 48, item 4):
 * one line without control or bidirectional control characters (typed-text.ts's `oneLine`: a NUL
 * makes the page that echoes it invalid HTML, U+202E shows it reversed in <title>), its whitespace
 * folded, trimmed and cut at `max`. Not a string: empty, which means no search.
 */
export function readQueryText(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  return oneLine(value.slice(0, max * 4))
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

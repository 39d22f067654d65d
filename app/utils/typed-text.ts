/**
 * What a guest or a staff member types into a name, an address or a note, cleaned at the edge
 * (issue 37, docs/decisions/032): every form's zod schema passes its free text through one of these
 * before trimming and length checks, so no control character reaches the PMS, its documents or
 * the staff views. Pure, and without zod, so the rules the browser loads late stay as they are.
 *
 * Gone: C0 and C1 control characters (NUL, BEL, ESC, DEL, CSI…) and the bidirectional controls —
 * embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the marks (U+200E, U+200F,
 * U+061C): a right-to-left override shows a name reversed, and a name needs no mark to be written
 * in its own script. Joiners (U+200C, U+200D), which some scripts and emoji need, stay.
 */

const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
/** Line breaks of every kind: CR LF, CR, LF, VT, FF, NEL, the line and paragraph separators. */
const LINE_BREAKS = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/g;
/** C0 and C1 controls and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is this module's purpose
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;

/** A one-line field (a name, a street, a document number): breaks and tabs become a space, other controls go. */
export const oneLine = (value: string): string => value.replace(LINE_BREAKS, " ").replace(/\t/g, " ").replace(CONTROLS, "").replace(BIDI_CONTROLS, "");

/** A note: its line breaks kept, each as `\n`; tabs become a space; every other control goes. */
export const severalLines = (value: string): string =>
  value
    .replace(LINE_BREAKS, "\n")
    .replace(/\t/g, " ")
    // eslint-disable-next-line no-control-regex -- as CONTROLS, but keeping the line break
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, "")
    .replace(BIDI_CONTROLS, "");

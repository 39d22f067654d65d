/**
 * English is the reference: every other language's area file is typed with the English shape, so
 * a key missing in ro, es or it fails `npm run typecheck` instead of showing English (or a dash)
 * to a Romanian guest.
 */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

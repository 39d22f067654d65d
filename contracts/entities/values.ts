/**
 * The values every PMS entity is built from: ids, texts per language, the hotel's dates and times,
 * amounts of money.
 *
 * Every object of the entities is a `looseObject`: a real PMS sends more than we use, and an extra
 * field must never break a guest's page. What the product reads is typed strictly; what it only
 * passes through is optional. The mock PMS builds its answers from the *input* types, the BFF gets
 * the *output* types.
 */
import { z } from "zod";
/** Identifiers are numbers upstream; some PMSs send them as numeric strings. */
export const Id = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

/** A text per language (`{ en: "…", ro: "…" }`); `default` is the fallback some fields carry. */
export const Translated = z.record(z.string(), z.string().nullable());
export type Translated = z.output<typeof Translated>;

/** A calendar date of the hotel, `YYYY-MM-DD`, never a timestamp. */
export const HotelDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD");

/** `HH:MM`, a time of day at the hotel. */
export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "expected HH:MM");

export const Money = z.number().finite();

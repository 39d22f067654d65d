/**
 * The calendars' locale of each language: react-day-picker's, which is date-fns' with the
 * day picker's own labels ("Go to the Next Month"), so one object serves the day pickers
 * (StayDatesPicker, DayCalendar) and the staff's month calendar (ReservationsCalendar, through
 * react-big-calendar's date-fns localizer). Kept apart from the languages' table (app/i18n.ts) because
 * only the lazily loaded calendars import it: the table is in every page's first JavaScript, these
 * locales are not. Typed by `Language`: a new row of the table fails the typecheck here until
 * its calendar locale is added.
 */
import { enGB, es, it, ro, type DayPickerLocale } from "react-day-picker/locale";
import type { Language } from "~/i18n";

export const CALENDAR_LOCALES = { en: enGB, ro, es, it } satisfies Record<Language, DayPickerLocale>;

/** The calendar locale of a page's language; English's for a code that is no site language. */
export const calendarLocale = (language: string): DayPickerLocale => CALENDAR_LOCALES[language as Language] ?? CALENDAR_LOCALES.en;

/**
 * The stay's dates on a calendar, check-in then check-out (react-day-picker, docs/decisions/013).
 * Loaded only when a guest opens it: the native date inputs are the form's real fields and the
 * path without JavaScript; this only writes into them.
 */
import { format, parseISO } from "date-fns";
import { DayPicker, type DateRange } from "react-day-picker";
import { isHotelDate } from "~/booking/dates";
import { calendarLocale } from "~/components/widgets/calendar-locales";

/** A hotel date as a local midnight (the calendar's days), and back: no time zone ever involved. */
const toDay = (value: string): Date | undefined => (isHotelDate(value) ? parseISO(value) : undefined);
const toHotelDate = (day: Date): string => format(day, "yyyy-MM-dd");

export interface StayDatesPickerProps {
  dayFrom: string;
  dayTo: string;
  earliest: string;
  maxNights: number;
  language: string;
  label: string;
  onChange: (dayFrom: string, dayTo: string) => void;
}

export default function StayDatesPicker({ dayFrom, dayTo, earliest, maxNights, language, label, onChange }: StayDatesPickerProps) {
  const selected: DateRange | undefined = toDay(dayFrom) ? { from: toDay(dayFrom), to: toDay(dayTo) } : undefined;
  const first = toDay(earliest);
  return (
    <DayPicker
      mode="range"
      aria-label={label}
      locale={calendarLocale(language)}
      numberOfMonths={1}
      defaultMonth={selected?.from ?? first}
      startMonth={first}
      selected={selected}
      min={1}
      max={maxNights}
      excludeDisabled
      disabled={first ? { before: first } : undefined}
      onSelect={(range) => onChange(range?.from ? toHotelDate(range.from) : "", range?.to && range.from && range.to > range.from ? toHotelDate(range.to) : "")}
    />
  );
}

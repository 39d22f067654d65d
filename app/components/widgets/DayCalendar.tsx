/**
 * One day on a calendar (react-day-picker), for DatePicker; loaded only when a calendar is opened,
 * with the page's language's calendar locale (./lazy-calendar.tsx).
 */
import { format, parseISO } from "date-fns";
import { DayPicker, type DayPickerLocale } from "react-day-picker";
import { isHotelDate } from "~/booking/dates";

const toDay = (value: string | undefined): Date | undefined => (value && isHotelDate(value) ? parseISO(value) : undefined);

export default function DayCalendar({
  value,
  min,
  max,
  locale,
  label,
  onPick,
}: {
  value: string;
  min?: string;
  max?: string;
  locale: DayPickerLocale;
  label: string;
  onPick: (day: string) => void;
}) {
  const selected = toDay(value);
  const first = toDay(min);
  const last = toDay(max);
  const disabled = [...(first ? [{ before: first }] : []), ...(last ? [{ after: last }] : [])];
  return (
    <DayPicker
      mode="single"
      aria-label={label}
      locale={locale}
      defaultMonth={selected ?? first}
      captionLayout="dropdown"
      startMonth={first ?? new Date(1920, 0)}
      endMonth={last ?? new Date(new Date().getFullYear() + 3, 11)}
      selected={selected}
      disabled={disabled}
      onSelect={(day) => day && onPick(format(day, "yyyy-MM-dd"))}
    />
  );
}

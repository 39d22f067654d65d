/**
 * A date field (docs/spec.md §1, §5): the native date input is the form's real field and the path without
 * JavaScript; with it, a calendar (react-day-picker, fetched when first opened) writes into it, and
 * a clear button empties it — unless the date is required, where there is nothing to clear to.
 */
import { Suspense, useRef, useState } from "react";
import { useTranslation } from "#translation";
import { lazyCalendar } from "./lazy-calendar";
import { useHydrated } from "~/components/useHydrated";

/** Fetched with the page's language's calendar locale when first opened. */
const DayCalendar = lazyCalendar(() => import("./DayCalendar"));

export interface DatePickerProps {
  id: string;
  name: string;
  label: string;
  defaultValue?: string;
  required?: boolean;
  min?: string;
  max?: string;
  hint?: string;
  /** Rendered enhanced (calendar and clear buttons) from the start; tests and stories only. */
  enhanced?: boolean;
}

/** Spec §5: the date picker shows a clear button unless the date is required. */
export const hasClearButton = (required: boolean | undefined): boolean => !required;

export function DatePicker({ id, name, label, defaultValue = "", required = false, min, max, hint, enhanced: forced }: DatePickerProps) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(defaultValue);
  const hydrated = useHydrated();
  const enhanced = forced ?? hydrated;
  const write = (next: string) => {
    if (input.current) input.current.value = next;
    setValue(next);
  };
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field date-picker">
      <label htmlFor={id}>{label}</label>
      <div className="date-picker__row">
        <input
          ref={input}
          id={id}
          name={name}
          type="date"
          defaultValue={defaultValue}
          required={required}
          min={min}
          max={max}
          aria-describedby={hintId}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        {enhanced ? (
          <button type="button" className="button button--link" aria-expanded={open} aria-controls={`${id}-calendar`} onClick={() => setOpen(!open)}>
            {t(open ? "widgets.closeCalendar" : "widgets.openCalendar")}
          </button>
        ) : null}
        {enhanced && hasClearButton(required) ? (
          <button
            type="button"
            className="button button--link date-picker__clear"
            aria-label={t("widgets.clearDate", { label })}
            disabled={!value}
            onClick={() => write("")}
          >
            {t("widgets.clear")}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {open ? (
        <div id={`${id}-calendar`} className="date-picker__calendar">
          <Suspense fallback={<p className="field__hint">…</p>}>
            <DayCalendar
              value={value}
              min={min}
              max={max}
              language={i18n.language}
              label={label}
              onPick={(day) => {
                write(day);
                setOpen(false);
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

import { useTranslation } from "#translation";
import type { ActionFailure } from "~/site/action-failure";
import { InPlaceField } from "./InPlaceField";

/** Spec §2: time suggestions every hour from 08:00 to 21:00; any valid HH:MM is accepted. */
const TIME_SUGGESTIONS = Array.from({ length: 14 }, (_, index) => `${String(8 + index).padStart(2, "0")}:00`);

/** The hourly suggestions every time field on the page offers (`list="time-suggestions"`). */
export function TimeSuggestions() {
  return (
    <datalist id="time-suggestions">
      {TIME_SUGGESTIONS.map((time) => (
        <option key={time} value={time} />
      ))}
    </datalist>
  );
}

/** One time of day to set (arrival or departure): any valid HH:MM, the hourly suggestions offered. */
export function TimeForm({
  intent,
  name,
  label,
  value,
  error,
  failure,
  here,
}: {
  intent: string;
  name: string;
  label: string;
  value: string;
  error: string | undefined;
  failure: ActionFailure | null;
  here: string;
}) {
  const { t } = useTranslation();
  const id = name.replace("_", "-");
  return (
    <InPlaceField
      intent={intent}
      anchor={`change-${id}`}
      here={here}
      label={label}
      fieldId={id}
      errorId={`${name}-error`}
      error={error}
      failure={failure}
      control={(state) => (
        <input
          id={id}
          name={name}
          list="time-suggestions"
          inputMode="numeric"
          autoComplete="off"
          maxLength={5}
          placeholder={t("reservation.timeHint")}
          defaultValue={value}
          {...state}
        />
      )}
    />
  );
}

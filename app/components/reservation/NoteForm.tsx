import { useTranslation } from "#translation";
import type { ActionFailure } from "~/site/action-failure";
import { InPlaceField } from "./InPlaceField";

/** The guest's note for the hotel (at most NOTE_MAX characters, app/reservation/manage-form.ts). */
export function NoteForm({ value, error, failure, here }: { value: string; error: string | undefined; failure: ActionFailure | null; here: string }) {
  const { t } = useTranslation();
  return (
    <InPlaceField
      intent="note"
      anchor="change-note"
      here={here}
      label={t("reservation.note")}
      fieldId="reservation-note"
      errorId="note-error"
      error={error}
      failure={failure}
      control={(state) => <textarea id="reservation-note" name="note" rows={3} maxLength={500} defaultValue={value} {...state} />}
    />
  );
}
